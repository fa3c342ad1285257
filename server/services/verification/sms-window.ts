import { SMS_WINDOW_SECONDS } from '#contract/auth';
import { RESEND_LATER_MESSAGE, RESEND_LATER_TITLE } from '#contract/errors';
import type { Database } from '../../db/client';
import { ApiError } from '../../shared/errors';
import { manilaDay, secondsUntilManilaMidnight } from '../../shared/manila';
import { hitRateLimit, temporarilyDisabled, undoRateLimitHit } from '../blocks/rate-limit';
import { budgetAddress } from '../../shared/client-address';
import type { Deps, Requester } from '../deps';

/** Known number or not, so the answers stay uniform; code emails count against the same number. */
export const SMS_WINDOW_MS = SMS_WINDOW_SECONDS * 1000;
export const SMS_PER_DAY = 10;
/** A Manila day is at most 24 h; the key carries the date, the window only has to outlive it. */
const DAY_WINDOW_MS = 25 * 60 * 60 * 1000;

export interface SmsWindowClaim {
  /** Runs on the database it is given: a claim made inside a transaction outlives it. */
  release: (db: Database) => Promise<void>;
}

/**
 * The number's windows. Like `claimSendWindows`, it takes the database handle itself, not `deps`:
 * a caller may claim inside its transaction.
 */
export async function claimSmsWindow(
  db: Database,
  claim: { e164: string; now: Date },
): Promise<SmsWindowClaim> {
  const { e164, now } = claim;
  return claimSendWindows(db, {
    windowKey: `sms-window:${e164}`,
    windowMs: SMS_WINDOW_MS,
    dayKey: `sms-day:${e164}:${manilaDay(now)}`,
    perDay: SMS_PER_DAY,
    now,
  });
}

/** A refused daily hit gives the window back. */
export async function claimSendWindows(
  db: Database,
  keys: { windowKey: string; windowMs: number; dayKey: string; perDay: number; now: Date },
): Promise<SmsWindowClaim> {
  const { windowKey, dayKey, now } = keys;
  const window = await hitRateLimit(db, { key: windowKey, windowMs: keys.windowMs, limit: 1, now });
  if (!window.allowed) {
    throw new ApiError('PLEASE_RESEND_LATER', {
      title: RESEND_LATER_TITLE,
      message: RESEND_LATER_MESSAGE,
      retryAfter: window.retryAfterSeconds,
    });
  }
  const day = await hitRateLimit(db, {
    key: dayKey,
    windowMs: DAY_WINDOW_MS,
    limit: keys.perDay,
    now,
  });
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

export function combineClaims(...claims: SmsWindowClaim[]): SmsWindowClaim {
  return {
    release: async (on) => {
      for (const claim of claims) await claim.release(on);
    },
  };
}

export const SMS_CEILING_WINDOW_MS = 60 * 60 * 1000;
const GLOBAL_KEY = 'sms-global';

/**
 * SMS pumping ceilings (decision 0042), for every SMS a call would send, known number or not; the
 * first refusal of a window logs `sms.ceiling` once for an operator to alert on.
 */
export async function claimSmsCeilings(
  deps: Deps<'db' | 'config'>,
  claim: { requester: Requester; now: Date },
): Promise<SmsWindowClaim> {
  const { db, config } = deps;
  const { requester, now } = claim;
  const ipKey = `sms-ip:${budgetAddress(requester.ip)}`;
  const window = { windowMs: SMS_CEILING_WINDOW_MS, now };
  const perIp = await hitRateLimit(db, { key: ipKey, ...window, limit: config.smsPerIpPerHour });
  if (!perIp.allowed) {
    requester.metrics.smsCeiling('ip');
    if (perIp.count === config.smsPerIpPerHour + 1) {
      requester.log.warn(
        { event: 'sms.ceiling', scope: 'ip', ip: requester.ip, limit: config.smsPerIpPerHour },
        'SMS ceiling of one client address reached: further SMS from it refused for the hour',
      );
    }
    throw temporarilyDisabled(perIp.retryAfterSeconds);
  }
  const global = await hitRateLimit(db, { key: GLOBAL_KEY, ...window, limit: config.smsPerHour });
  if (!global.allowed) {
    await undoRateLimitHit(db, ipKey);
    requester.metrics.smsCeiling('global');
    if (global.count === config.smsPerHour + 1) {
      requester.log.warn(
        { event: 'sms.ceiling', scope: 'global', limit: config.smsPerHour },
        'global hourly SMS ceiling reached: every SMS refused for the hour',
      );
    }
    throw temporarilyDisabled(global.retryAfterSeconds);
  }
  return {
    release: async (on) => {
      await undoRateLimitHit(on, ipKey);
      await undoRateLimitHit(on, GLOBAL_KEY);
    },
  };
}

/** A stranger's number is where pumping sends its traffic (decision 0042). */
export async function claimStrangerAppLink(
  deps: Deps<'db'>,
  claim: { e164: string; now: Date },
): Promise<SmsWindowClaim> {
  const { e164, now } = claim;
  const key = `app-link-stranger:${e164}:${manilaDay(now)}`;
  const day = await hitRateLimit(deps.db, { key, windowMs: DAY_WINDOW_MS, limit: 1, now });
  if (!day.allowed) throw temporarilyDisabled(secondsUntilManilaMidnight(now));
  return { release: (on) => undoRateLimitHit(on, key) };
}
