import type { Database } from '../db/client';
import { ApiError } from '../http/errors';
import { hitRateLimit } from './rate-limit';

/**
 * The account status check tells whether a number is registered (the specification needs it), so
 * it is rate-limited per client IP and per number (SECURITY-CHECKLIST SEC-12). The IP allowance is
 * generous because Philippine mobile carriers put many members behind one address (CGNAT); the
 * number allowance is what bounds probing one number. Counted in the database, so every API
 * process shares the counts.
 */
export const STATUS_WINDOW_MS = 10 * 60 * 1000;
export const STATUS_PER_IP = 100;
export const STATUS_PER_NUMBER = 10;

async function hit(db: Database, key: string, limit: number, now: Date): Promise<void> {
  const result = await hitRateLimit(db, key, { windowMs: STATUS_WINDOW_MS, limit, now });
  if (!result.allowed) {
    throw new ApiError('RATE_LIMITED', {
      message: `Too many requests. Please try again in ${String(result.retryAfterSeconds)} seconds.`,
      retryAfter: result.retryAfterSeconds,
    });
  }
}

export const hitStatusLimitForIp = (db: Database, ip: string, now: Date) =>
  hit(db, `status-ip:${ip}`, STATUS_PER_IP, now);

export const hitStatusLimitForNumber = (db: Database, e164: string, now: Date) =>
  hit(db, `status-mobile:${e164}`, STATUS_PER_NUMBER, now);
