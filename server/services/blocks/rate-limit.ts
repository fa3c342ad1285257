import { eq, sql } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import { RESEND_LATER_TITLE, temporarilyDisabledMessage } from '#contract/errors';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { ApiError } from '../../shared/errors';

/**
 * The client a per-address budget counts (SEC-06): an IPv4 address as it is (also when written
 * IPv4-mapped, `::ffff:198.51.100.7`), an IPv6 address by its /64, since one line or host is
 * given a whole /64 and could take a fresh address from it for every request.
 */
export function budgetAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/**
 * One atomic upsert: parallel requests on any number of processes count exactly once each. Like
 * every counter here, it runs on the database handle it is given, a transaction's included.
 */
export async function hitRateLimit(
  db: Database,
  hit: { key: string; windowMs: number; limit: number; now: Date },
): Promise<RateLimitResult> {
  const { key, windowMs, limit, now } = hit;
  const windowStartFloor = new Date(now.getTime() - windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowStartFloor.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowStartFloor.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const count = row?.count ?? 1;
  const started = row?.windowStart ?? now;
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((started.getTime() + windowMs - now.getTime()) / 1000),
  );
  return { allowed: count <= limit, count, retryAfterSeconds };
}

/** Takes back one hit (a send that failed must not start the resend window). */
export async function undoRateLimitHit(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

export async function peekRateLimit(
  db: Database,
  peek: { key: string; windowMs: number; now: Date },
): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(eq(rateLimits.key, peek.key))
    .limit(1);
  if (!row) return 0;
  return row.windowStart.getTime() + peek.windowMs > peek.now.getTime() ? row.count : 0;
}

export function temporarilyDisabled(retryAfterSeconds: number): ApiError {
  return new ApiError('TEMPORARILY_DISABLED', {
    title: RESEND_LATER_TITLE,
    message: temporarilyDisabledMessage(retryAfterSeconds),
    retryAfter: retryAfterSeconds,
  });
}
