import { SMS_WINDOW_SECONDS } from '#contract/auth';
import { RESEND_LATER_MESSAGE, RESEND_LATER_TITLE } from '#contract/errors';
import type { Database } from '../db/client';
import { ApiError } from '../http/errors';
import { hitRateLimit, manilaDay, undoRateLimitHit } from './rate-limit';

/**
 * The SMS windows (DECISIONS.md, One-time codes and SMS): one message per mobile number per 5
 * minutes and at most 10 per number per Manila day, for every code and app link, known number or
 * not (so the answers stay uniform). Code emails count against the same number: switching the
 * channel does not open a second window. Counted in the database, shared by every API process.
 */
export const SMS_WINDOW_MS = SMS_WINDOW_SECONDS * 1000;
export const SMS_PER_DAY = 10;
/** A Manila day is at most 24 h; the key carries the date, the window only has to outlive it. */
const DAY_WINDOW_MS = 25 * 60 * 60 * 1000;

/** Seconds until the next Manila midnight (Asia/Manila has no daylight saving: UTC+8). */
export function secondsUntilManilaMidnight(now: Date): number {
  const manilaMs = now.getTime() + 8 * 60 * 60 * 1000;
  const dayMs = 24 * 60 * 60 * 1000;
  return Math.max(1, Math.ceil((dayMs - (manilaMs % dayMs)) / 1000));
}

export interface SmsWindowClaim {
  /**
   * Takes the claim back: the message was not sent (gateway failure). It runs on the database it
   * is given, since a claim made inside a transaction outlives it.
   */
  release: (db: Database) => Promise<void>;
}

/**
 * Claims the right to send one message to `e164` now, or throws PLEASE_RESEND_LATER (400, with
 * the specification's title and text) or RATE_LIMITED (429, daily cap), both with retryAfter.
 */
export async function claimSmsWindow(
  db: Database,
  e164: string,
  now: Date,
): Promise<SmsWindowClaim> {
  return claimSendWindows(
    db,
    {
      windowKey: `sms-window:${e164}`,
      windowMs: SMS_WINDOW_MS,
      dayKey: `sms-day:${e164}:${manilaDay(now)}`,
      perDay: SMS_PER_DAY,
    },
    now,
  );
}

/**
 * One message per window and at most `perDay` a Manila day for the keys given (the SMS windows of
 * a number, the email windows of a member): PLEASE_RESEND_LATER inside the window, RATE_LIMITED
 * past the daily cap. A refused daily hit gives the window back.
 */
export async function claimSendWindows(
  db: Database,
  keys: { windowKey: string; windowMs: number; dayKey: string; perDay: number },
  now: Date,
): Promise<SmsWindowClaim> {
  const { windowKey, dayKey } = keys;
  const window = await hitRateLimit(db, windowKey, { windowMs: keys.windowMs, limit: 1, now });
  if (!window.allowed) {
    throw new ApiError('PLEASE_RESEND_LATER', {
      title: RESEND_LATER_TITLE,
      message: RESEND_LATER_MESSAGE,
      retryAfter: window.retryAfterSeconds,
    });
  }
  const day = await hitRateLimit(db, dayKey, { windowMs: DAY_WINDOW_MS, limit: keys.perDay, now });
  if (!day.allowed) {
    await undoRateLimitHit(db, windowKey);
    throw new ApiError('RATE_LIMITED', { retryAfter: secondsUntilManilaMidnight(now) });
  }
  return {
    release: async (on) => {
      await undoRateLimitHit(on, windowKey);
      await undoRateLimitHit(on, dayKey);
    },
  };
}
