import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { tooManyRequestsMessage } from '#contract/errors';
import { rateLimits } from '../../db/schema';
import { ApiError } from '../../shared/errors';
import { hitRateLimit, temporarilyDisabled, budgetAddress } from './rate-limit';
import type { Deps } from '../deps';

/**
 * SEC-12, decision 0042: the per-IP budget is generous (carriers' CGNAT) and shared with login, or
 * the second door would make the first pointless.
 */
export const STATUS_WINDOW_MS = 10 * 60 * 1000;
export const STATUS_PER_IP = 100;
export const STATUS_PER_NUMBER = 10;

/**
 * One statement, so no connection is held across round trips; PostgreSQL re-checks the condition
 * against the latest row, so parallel requests never take more than the budget.
 */
const BudgetAnswerSchema = v.object({ rows: v.array(v.object({ allowed: v.boolean() })) });

export async function claimNumberBudget(
  deps: Deps<'db'>,
  claim: { ip: string; e164: string; now: Date; limit?: number },
): Promise<void> {
  const { ip, e164, now, limit = STATUS_PER_IP } = claim;
  const window = Math.floor(now.getTime() / STATUS_WINDOW_MS);
  const windowStart = new Date(window * STATUS_WINDOW_MS);
  const client = budgetAddress(ip);
  const numberKey = `auth-ip-number:${client}:${String(window)}:${e164}`;
  const ipKey = `auth-ip:${client}:${String(window)}`;
  const result = await deps.db.execute(sql`
    with known as (
      select 1 from ${rateLimits} where ${rateLimits.key} = ${numberKey}
    ), taken as (
      insert into ${rateLimits} (key, window_start, count)
      select ${ipKey}, ${windowStart}, 1 where not exists (select 1 from known)
      on conflict (key) do update set count = ${rateLimits}.count + 1
        where ${rateLimits}.count < ${limit}
      returning 1
    ), remembered as (
      insert into ${rateLimits} (key, window_start, count)
      select ${numberKey}, ${windowStart}, 1 where exists (select 1 from taken)
      on conflict (key) do nothing
      returning 1
    )
    select exists (select 1 from known) or exists (select 1 from taken) as allowed`);
  if (v.parse(BudgetAnswerSchema, result).rows[0]?.allowed) return;
  const windowEnd = windowStart.getTime() + STATUS_WINDOW_MS;
  throw temporarilyDisabled(Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)));
}

export async function hitStatusLimitForNumber(deps: Deps<'db'>, hit: { e164: string; now: Date }) {
  const { e164, now } = hit;
  const result = await hitRateLimit(deps.db, {
    key: `status-mobile:${e164}`,
    windowMs: STATUS_WINDOW_MS,
    limit: STATUS_PER_NUMBER,
    now,
  });
  if (!result.allowed) {
    throw tooManyRequests(result.retryAfterSeconds);
  }
}

/** RATE_LIMITED with the wait in its words and in Retry-After. */
export function tooManyRequests(retryAfterSeconds: number): ApiError {
  return new ApiError('RATE_LIMITED', {
    message: tooManyRequestsMessage(retryAfterSeconds),
    retryAfter: retryAfterSeconds,
  });
}
