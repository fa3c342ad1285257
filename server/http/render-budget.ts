import { LRUCache } from 'lru-cache';
import { budgetAddress } from '../services/blocks/rate-limit';

/** The clients a process remembers; one it forgot starts again with a whole budget. */
const REMEMBERED_CLIENTS = 10_000;

export interface RenderBudget {
  /**
   * Takes one uncached render from the client's budget: null when it may render, else the
   * seconds until it may.
   */
  take(ip: string, now: Date): number | null;
}

/**
 * Each client (an IPv4 address, an IPv6 /64) may have `perMinute` pages rendered for it a minute,
 * all at once at most: a page kept in the page cache costs nothing, and a member paging and
 * sorting at human speed (the app's own navigation renders nothing here) never gets near it. Past
 * it, the page is refused rather than rendered: uncached renders are what a cache-busting client
 * would make the server do. Per process, as the work is. The bucket is kept as
 * the time its renders would all be paid back (GCRA), one number per client.
 */
export function createRenderBudget(perMinute: number): RenderBudget {
  const paidBackAt = new LRUCache<string, number>({ max: REMEMBERED_CLIENTS });
  const renderMs = 60_000 / perMinute;
  const burstMs = perMinute * renderMs;
  return {
    take(ip, now) {
      const client = budgetAddress(ip);
      const at = now.getTime();
      const next = Math.max(paidBackAt.get(client) ?? at, at) + renderMs;
      const over = next - at - burstMs;
      if (over > 0) return Math.max(1, Math.ceil(over / 1000));
      paidBackAt.set(client, next);
      return null;
    },
  };
}
