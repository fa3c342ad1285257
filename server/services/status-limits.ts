import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { ApiError } from '../http/errors';
import { hitRateLimit, temporarilyDisabled } from './rate-limit';

/**
 * The account status check tells whether a number is registered (the specification needs it), so
 * it is rate-limited per client IP and per number (SECURITY-CHECKLIST SEC-12). The IP allowance is
 * generous because Philippine mobile carriers put many members behind one address (CGNAT); the
 * number allowance is what bounds probing one number. Counted in the database, so every API
 * process shares the counts.
 *
 * The IP allowance is a budget of distinct numbers that the status check and login share
 * (docs/decisions/0042): login answers INACTIVE, reset required and locked apart too, so a second
 * door with its own count would make the first one pointless.
 */
export const STATUS_WINDOW_MS = 10 * 60 * 1000;
export const STATUS_PER_IP = 100;
export const STATUS_PER_NUMBER = 10;

/** Thrown inside the budget's transaction to roll the new number back. */
class BudgetSpent extends Error {}

/**
 * Counts `e164` against the budget of `ip` for the current 10-minute window (aligned to the
 * clock, so every process agrees on it), or throws TEMPORARILY_DISABLED. A number already counted
 * in this window costs nothing again. One transaction: the number's row is inserted, then one
 * conditional upsert takes a place in the IP's count only while fewer than 100 are taken; when
 * none is left the insert is rolled back, so the refused number is not remembered as counted.
 * PostgreSQL re-checks the condition against the latest row, and a second request for the same
 * new number waits on the first one's insert: parallel requests never take more than 100.
 */
export async function claimNumberBudget(
  db: Database,
  ip: string,
  e164: string,
  now: Date,
): Promise<void> {
  const window = Math.floor(now.getTime() / STATUS_WINDOW_MS);
  const windowStart = new Date(window * STATUS_WINDOW_MS);
  try {
    await db.transaction(async (tx) => {
      const [fresh] = await tx
        .insert(rateLimits)
        .values({ key: `auth-ip-number:${ip}:${String(window)}:${e164}`, windowStart, count: 1 })
        .onConflictDoNothing({ target: rateLimits.key })
        .returning({ key: rateLimits.key });
      if (!fresh) return;
      const [taken] = await tx
        .insert(rateLimits)
        .values({ key: `auth-ip:${ip}:${String(window)}`, windowStart, count: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: { count: sql`${rateLimits.count} + 1` },
          setWhere: sql`${rateLimits.count} < ${STATUS_PER_IP}`,
        })
        .returning({ count: rateLimits.count });
      if (!taken) throw new BudgetSpent();
    });
  } catch (error) {
    if (!(error instanceof BudgetSpent)) throw error;
    const windowEnd = windowStart.getTime() + STATUS_WINDOW_MS;
    throw temporarilyDisabled(Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)));
  }
}

export async function hitStatusLimitForNumber(db: Database, e164: string, now: Date) {
  const result = await hitRateLimit(db, `status-mobile:${e164}`, {
    windowMs: STATUS_WINDOW_MS,
    limit: STATUS_PER_NUMBER,
    now,
  });
  if (!result.allowed) {
    throw new ApiError('RATE_LIMITED', {
      message: `Too many requests. Please try again in ${String(result.retryAfterSeconds)} seconds.`,
      retryAfter: result.retryAfterSeconds,
    });
  }
}
