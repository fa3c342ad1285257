import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  CHALLENGE_TYPES,
  OTP_LIFETIME_SECONDS,
  OTP_MAX_FAILED_CHECKS,
  SMS_WINDOW_SECONDS,
  type ChallengeType,
  type CodeSent,
} from '#contract/auth';
import { RESEND_LATER_MESSAGE, RESEND_LATER_TITLE } from '#contract/errors';
import { MessageSendError } from '../../adapters/message-sender';
import type { Database } from '../../db/client';
import { otpChallenges, type OtpPurpose } from '../../db/schema';
import { ApiError } from '../../shared/errors';
import { maskEmail, maskMobile } from '../blocks/phone';
import { manilaDay, secondsUntilManilaMidnight } from '../../shared/manila';
import {
  hitRateLimit,
  peekRateLimit,
  temporarilyDisabled,
  undoRateLimitHit,
  budgetAddress,
} from '../blocks/rate-limit';
import { hashCode, hashToken, randomCode, randomToken, sameDigest } from './tokens';
import type { Deps, Requester } from '../deps';

/** At most 15 failed checks per number per Manila day across all flows (SEC-25). */
export const OTP_LIFETIME_MS = OTP_LIFETIME_SECONDS * 1000;
export const OTP_VOIDING_CHECK = OTP_MAX_FAILED_CHECKS + 1;
export const OTP_FAILED_CHECKS_PER_DAY = 15;
export const RESEND_MAX_AGE_MS = 30 * 60 * 1000;
/** A Manila day is at most 24 h; the key carries the date, the window only has to outlive it. */
const DAY_WINDOW_MS = 25 * 60 * 60 * 1000;

/** Codes of the signed-in flows: good only in their member's session. */
const SIGNED_IN_PURPOSES: readonly OtpPurpose[] = ['account', 'deletion', 'email'];

/** SEC-28: a code message carries no link and no token. */
const MINUTES = String(OTP_LIFETIME_SECONDS / 60);

export function codeMessage(code: string): string {
  return `Your Go Rewards verification code is ${code}. It expires in ${MINUTES} minutes. Never share this code with anyone.`;
}

export const CODE_EMAIL_SUBJECT = 'Your Go Rewards verification code';

export const EMAIL_CODE_SUBJECT = 'Verify your Go Rewards email address';

export function emailCodeMessage(code: string): string {
  return `Use this code to verify your email address for your Go Rewards account: ${code}. It expires in ${MINUTES} minutes. If you did not ask for this, you can ignore this email.`;
}

export type Challenge = typeof otpChallenges.$inferSelect;

export interface IssueChallengeInput {
  mobileE164: string;
  memberId: string | null;
  purpose: OtpPurpose;
  channel: ChallengeType;
  to: string;
  claimed?: SmsWindowClaim;
  requester: Requester;
  now: Date;
}

/**
 * For an unknown number the same rows are written and the same answer given, but nothing is sent
 * (SEC-26).
 */
export async function issueChallenge(
  deps: Deps<'db' | 'config' | 'sender'>,
  input: IssueChallengeInput,
): Promise<CodeSent> {
  const { db, config } = deps;
  const { now } = input;
  const id = randomUUID();
  const refCode = randomToken();
  const code = randomCode();
  const deliver = input.memberId !== null;
  // A phantom challenge stores the HMAC of a random 43-character value: no 6 digits match it.
  const codeHash = hashCode(config.passcodePepper, {
    challengeId: id,
    code: deliver ? code : randomToken(),
  });
  // Together or not at all: a failed insert must not leave the number waiting for a code that does
  // not exist.
  const preclaimed = input.claimed;
  const insertChallenge = db.transaction(async (tx) => {
    const claimed = preclaimed ?? (await claimSmsWindow(tx, { e164: input.mobileE164, now }));
    await tx.insert(otpChallenges).values({
      id,
      refCodeHash: hashToken(refCode),
      memberId: input.memberId,
      mobileE164: input.mobileE164,
      purpose: input.purpose,
      channel: input.channel,
      codeHash,
      expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
      createdAt: now,
    });
    return claimed;
  });
  // A window claimed before the transaction outlives its rollback.
  const windowClaim = preclaimed
    ? await insertChallenge.catch(async (error: unknown) => {
        await preclaimed.release(db);
        throw error;
      })
    : await insertChallenge;
  let claim = windowClaim;
  if (input.channel === CHALLENGE_TYPES.sms) {
    // After the number's own window, so a second tap within 5 minutes takes nothing from the
    // ceilings.
    try {
      const ceilings = await claimSmsCeilings(deps, { requester: input.requester, now });
      claim = combineClaims(windowClaim, ceilings);
    } catch (error) {
      await voidChallenge(db, { id, now });
      await windowClaim.release(db);
      throw error;
    }
  }
  if (deliver) {
    try {
      await deps.sender.send(
        input.channel === CHALLENGE_TYPES.sms
          ? { channel: 'sms', to: input.to, body: codeMessage(code) }
          : {
              channel: 'email',
              to: input.to,
              subject: CODE_EMAIL_SUBJECT,
              body: codeMessage(code),
            },
      );
    } catch (error) {
      await voidChallenge(db, { id, now });
      await claim.release(db);
      if (error instanceof MessageSendError) throw new ApiError('SMS_SEND_FAILED');
      throw error;
    }
    input.requester.metrics.codeSent(
      input.purpose,
      input.channel === CHALLENGE_TYPES.sms ? 'sms' : 'email',
    );
  }
  return {
    next: 'code',
    refCode,
    type: input.channel,
    maskedTarget:
      input.channel === CHALLENGE_TYPES.sms ? maskMobile(input.to) : maskEmail(input.to),
    expiresInSeconds: OTP_LIFETIME_SECONDS,
  };
}

export async function findChallenge(deps: Deps<'db'>, refCode: string): Promise<Challenge | null> {
  const [row] = await deps.db
    .select()
    .from(otpChallenges)
    .where(eq(otpChallenges.refCodeHash, hashToken(refCode)))
    .limit(1);
  return row ?? null;
}

async function voidChallenge(db: Database, { id, now }: { id: string; now: Date }): Promise<void> {
  await db
    .update(otpChallenges)
    .set({ voidedAt: now })
    .where(and(eq(otpChallenges.id, id), isNull(otpChallenges.voidedAt)));
}

function closedReason(challenge: Challenge, now: Date): ApiError | null {
  if (challenge.usedAt) return new ApiError('OTP_INVALID');
  if (challenge.voidedAt) {
    return challenge.attempts >= OTP_VOIDING_CHECK
      ? new ApiError('OTP_TOO_MANY_ATTEMPTS')
      : new ApiError('OTP_INVALID');
  }
  if (now.getTime() >= challenge.expiresAt.getTime()) return new ApiError('OTP_EXPIRED');
  return null;
}

async function reclassify(db: Database, { id, now }: { id: string; now: Date }): Promise<ApiError> {
  const [row] = await db.select().from(otpChallenges).where(eq(otpChallenges.id, id)).limit(1);
  return (row && closedReason(row, now)) ?? new ApiError('OTP_INVALID');
}

const failedChecksKey = (e164: string, now: Date) => `otp-fail-day:${e164}:${manilaDay(now)}`;

export interface VerifyInput {
  refCode: string;
  code: string;
  type: 'sms' | 'email';
  sessionMemberId: string | null;
  /** An email-factor code never earns a passcode reset token, nor the reverse. */
  purposes: readonly OtpPurpose[];
  now: Date;
}

/**
 * One conditional UPDATE uses the challenge up: of parallel right codes exactly one succeeds
 * (SEC-20).
 */
export async function verifyChallenge(
  deps: Deps<'db' | 'config'>,
  input: VerifyInput,
): Promise<Challenge> {
  const { db, config } = deps;
  const { now } = input;
  const challenge = await findChallenge(deps, input.refCode);
  if (!challenge || !input.purposes.includes(challenge.purpose)) throw new ApiError('OTP_INVALID');
  const closed = closedReason(challenge, now);
  if (closed) throw closed;
  const failKey = failedChecksKey(challenge.mobileE164, now);
  const failedToday = await peekRateLimit(db, { key: failKey, windowMs: DAY_WINDOW_MS, now });
  if (failedToday >= OTP_FAILED_CHECKS_PER_DAY) {
    throw new ApiError('RATE_LIMITED', { retryAfter: secondsUntilManilaMidnight(now) });
  }

  const matchesCode = sameDigest(
    hashCode(config.passcodePepper, { challengeId: challenge.id, code: input.code }),
    challenge.codeHash,
  );
  const matchesChannel = (input.type === 'sms') === (challenge.channel === CHALLENGE_TYPES.sms);
  const inSession =
    !SIGNED_IN_PURPOSES.includes(challenge.purpose) || challenge.memberId === input.sessionMemberId;
  const open = and(
    eq(otpChallenges.id, challenge.id),
    isNull(otpChallenges.usedAt),
    isNull(otpChallenges.voidedAt),
    gt(otpChallenges.expiresAt, now),
  );

  if (challenge.memberId !== null && matchesCode && matchesChannel && inSession) {
    const [used] = await db
      .update(otpChallenges)
      .set({ usedAt: now })
      .where(and(open, lt(otpChallenges.attempts, OTP_VOIDING_CHECK)))
      .returning({ id: otpChallenges.id });
    if (!used) throw await reclassify(db, { id: challenge.id, now });
    return { ...challenge, usedAt: now };
  }

  const [counted] = await db
    .update(otpChallenges)
    .set({
      attempts: sql`${otpChallenges.attempts} + 1`,
      voidedAt: sql`case when ${otpChallenges.attempts} + 1 >= ${OTP_VOIDING_CHECK} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(open)
    .returning({ attempts: otpChallenges.attempts });
  if (!counted) throw await reclassify(db, { id: challenge.id, now });
  const daily = await hitRateLimit(db, {
    key: failKey,
    windowMs: DAY_WINDOW_MS,
    limit: OTP_FAILED_CHECKS_PER_DAY,
    now,
  });
  if (counted.attempts >= OTP_VOIDING_CHECK) throw new ApiError('OTP_TOO_MANY_ATTEMPTS');
  if (!daily.allowed) {
    throw new ApiError('RATE_LIMITED', { retryAfter: secondsUntilManilaMidnight(now) });
  }
  throw new ApiError('OTP_INVALID', { attemptsRemaining: OTP_VOIDING_CHECK - counted.attempts });
}

export interface ResendInput {
  refCode: string;
  mobileE164: string;
  sessionMemberId: string | null;
  resolveTarget: (challenge: Challenge) => Promise<{ memberId: string; to: string } | null>;
  requester: Requester;
  now: Date;
}

/** The old challenge is voided once the new code is out (SEC-24). */
export async function resendChallenge(
  deps: Deps<'db' | 'config' | 'sender'>,
  input: ResendInput,
): Promise<CodeSent> {
  const { db } = deps;
  const { now } = input;
  const challenge = await findChallenge(deps, input.refCode);
  if (!challenge || challenge.mobileE164 !== input.mobileE164) throw new ApiError('OTP_INVALID');
  if (challenge.purpose === 'email' || challenge.usedAt) throw new ApiError('OTP_INVALID');
  if (challenge.voidedAt) {
    throw new ApiError(
      challenge.attempts >= OTP_VOIDING_CHECK ? 'OTP_TOO_MANY_ATTEMPTS' : 'OTP_INVALID',
    );
  }
  if (now.getTime() - challenge.createdAt.getTime() > RESEND_MAX_AGE_MS) {
    throw new ApiError('OTP_EXPIRED');
  }
  if (
    SIGNED_IN_PURPOSES.includes(challenge.purpose) &&
    challenge.memberId !== input.sessionMemberId
  ) {
    throw new ApiError('OTP_INVALID');
  }
  const target = challenge.memberId ? await input.resolveTarget(challenge) : null;
  const sent = await issueChallenge(deps, {
    mobileE164: challenge.mobileE164,
    memberId: target?.memberId ?? null,
    purpose: challenge.purpose,
    channel: challenge.channel,
    to: target?.to ?? challenge.mobileE164,
    requester: input.requester,
    now,
  });
  await voidChallenge(db, { id: challenge.id, now });
  return sent;
}

/**
 * SEC-29 and SEC-32. It takes the database handle itself, not `deps`: the passcode reset and
 * change, a change of email and the account deletion void codes inside their transactions.
 */
export async function voidMemberChallenges(
  db: Database,
  member: { memberId: string; now: Date; purpose?: OtpPurpose },
) {
  const { memberId, now, purpose } = member;
  await db
    .update(otpChallenges)
    .set({ voidedAt: now })
    .where(
      and(
        eq(otpChallenges.memberId, memberId),
        isNull(otpChallenges.usedAt),
        isNull(otpChallenges.voidedAt),
        ...(purpose ? [eq(otpChallenges.purpose, purpose)] : []),
      ),
    );
}

// Send windows and daily ceilings: how often a number, an address and the portal may be sent a code.

/** Known number or not, so the answers stay uniform; code emails count against the same number. */
export const SMS_WINDOW_MS = SMS_WINDOW_SECONDS * 1000;
export const SMS_PER_DAY = 10;

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
