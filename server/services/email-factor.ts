import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { OTP_LIFETIME_SECONDS, type CodeSent } from '#contract/auth';
import { ERRORS } from '#contract/errors';
import { EMAIL_WINDOW_SECONDS, type Factor } from '#contract/factors';
import { MessageSendError } from '../adapters/message-sender';
import type { AppContext } from '../context';
import { members, otpChallenges } from '../db/schema';
import { ApiError } from '../http/errors';
import { emailCodeMessage, EMAIL_CODE_SUBJECT } from './messages';
import type { MemberRow } from './members';
import { findChallenge, OTP_LIFETIME_MS, RESEND_MAX_AGE_MS, verifyChallenge } from './otp';
import { maskEmail } from './phone';
import { manilaDay } from './rate-limit';
import { claimSendWindows } from './sms-window';
import { sameEmail } from './profile';
import { hashCode, hashToken, randomCode, randomToken } from './tokens';

/**
 * The email factor (specification 000: "Email verification: 300-second timer, resend possible
 * once expired"; SECURITY-CHECKLIST SEC-32). A code is 6 CSPRNG digits kept as an HMAC, valid
 * 300 s, single use, 5 tries, bound to the member and the address it was sent to. One email per
 * member per 5 minutes, at most 10 a Manila day. The challenges live with the SMS ones (purpose
 * 'email', channel 2), so verification shares their atomic use-once and failed-check counting.
 */
const EMAIL_WINDOW_MS = EMAIL_WINDOW_SECONDS * 1000;
export const EMAILS_PER_DAY = 10;

type Services = Pick<AppContext, 'db' | 'config' | 'sender'>;

/** The member's factors: the email factor while the member has an email. */
export function factorsOf(member: MemberRow): Factor[] {
  if (!member.email) return [];
  return [
    {
      id: `email:${member.ciamId}`,
      type: 'email',
      email: member.email,
      verified: member.isMailVerified,
    },
  ];
}

function lockedError() {
  return new ApiError('EMAIL_LOCKED', { fields: { email: ERRORS.EMAIL_LOCKED.message } });
}

/** One email per member per 5 minutes (PLEASE_RESEND_LATER) and 10 a day (RATE_LIMITED). */
async function claimEmailWindow(services: Services, memberId: string, now: Date) {
  const claim = await claimSendWindows(
    services.db,
    {
      windowKey: `email-window:${memberId}`,
      windowMs: EMAIL_WINDOW_MS,
      dayKey: `email-day:${memberId}:${manilaDay(now)}`,
      perDay: EMAILS_PER_DAY,
    },
    now,
  );
  return () => claim.release(services.db);
}

/**
 * Runs a write made after the window was claimed; if it fails, the window is given back, so the
 * member is not kept waiting 5 minutes for a code that was never stored (SECURITY-CHECKLIST 9).
 * When the database is down the give-back fails too; the window then lapses by itself, and the
 * write's own error is the one that answers.
 */
async function releasingOnFailure<T>(release: () => Promise<void>, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    await release().catch(() => undefined);
    throw error;
  }
}

/** Opens an email challenge for `email` and sends its code (the window is already claimed). */
async function sendEmailCode(
  services: Services,
  member: MemberRow,
  email: string,
  now: Date,
  release: () => Promise<void>,
): Promise<CodeSent> {
  const { db, config } = services;
  const id = randomUUID();
  const refCode = randomToken();
  const code = randomCode();
  await releasingOnFailure(release, () =>
    db.insert(otpChallenges).values({
      id,
      refCodeHash: hashToken(refCode),
      memberId: member.id,
      mobileE164: member.mobileE164,
      purpose: 'email',
      channel: 2,
      codeHash: hashCode(config.passcodePepper, id, code),
      email,
      expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
      createdAt: now,
    }),
  );
  try {
    await services.sender.send({
      channel: 'email',
      to: email,
      subject: EMAIL_CODE_SUBJECT,
      body: emailCodeMessage(code),
    });
  } catch (error) {
    await db.update(otpChallenges).set({ voidedAt: now }).where(eq(otpChallenges.id, id));
    await release();
    if (error instanceof MessageSendError) {
      throw new ApiError('SMS_SEND_FAILED', {
        message: "We couldn't send the email. Please try again.",
      });
    }
    throw error;
  }
  return {
    next: 'code',
    refCode,
    type: 2,
    maskedTarget: maskEmail(email),
    expiresInSeconds: OTP_LIFETIME_SECONDS,
  };
}

/**
 * Register: stores the address (unless the member's email is verified: then it is locked) and
 * sends a code to it. A new address voids the codes sent to the old one.
 */
export async function registerEmailFactor(
  services: Services,
  member: MemberRow,
  email: string,
  now: Date,
): Promise<CodeSent> {
  const { db } = services;
  if (member.isMailVerified && member.email) throw lockedError();
  const release = await claimEmailWindow(services, member.id, now);
  if (!sameEmail(email, member.email)) {
    const updated = await releasingOnFailure(release, () =>
      db.transaction(async (tx) => {
        const rows = await tx
          .update(members)
          .set({ email, isMailVerified: false, updatedAt: now })
          .where(and(eq(members.id, member.id), eq(members.isMailVerified, false)))
          .returning({ id: members.id });
        await tx
          .update(otpChallenges)
          .set({ voidedAt: now })
          .where(
            and(
              eq(otpChallenges.memberId, member.id),
              eq(otpChallenges.purpose, 'email'),
              isNull(otpChallenges.usedAt),
              isNull(otpChallenges.voidedAt),
            ),
          );
        return rows.length > 0;
      }),
    );
    if (!updated) {
      await release();
      throw lockedError();
    }
  }
  return sendEmailCode(
    services,
    member,
    sameEmail(email, member.email) ? (member.email ?? email) : email,
    now,
    release,
  );
}

/** Resend after the code ran out: a new code and refCode for the same address; the old is void. */
export async function resendEmailFactor(
  services: Services,
  member: MemberRow,
  refCode: string,
  now: Date,
): Promise<CodeSent> {
  const { db } = services;
  const challenge = await findChallenge(db, refCode);
  if (
    !challenge ||
    challenge.purpose !== 'email' ||
    challenge.memberId !== member.id ||
    challenge.usedAt ||
    !member.email ||
    !sameEmail(challenge.email, member.email)
  ) {
    throw new ApiError('OTP_INVALID');
  }
  if (member.isMailVerified) throw lockedError();
  if (now.getTime() - challenge.createdAt.getTime() > RESEND_MAX_AGE_MS) {
    throw new ApiError('OTP_EXPIRED');
  }
  const release = await claimEmailWindow(services, member.id, now);
  const sent = await sendEmailCode(services, member, member.email, now, release);
  await db
    .update(otpChallenges)
    .set({ voidedAt: now })
    .where(and(eq(otpChallenges.id, challenge.id), isNull(otpChallenges.voidedAt)));
  return sent;
}

/**
 * Verify: the code of an email challenge of this member, for the address the member has now.
 * Wrong codes count like SMS codes (the fifth voids the challenge). Success marks it verified.
 */
export async function verifyEmailFactor(
  services: Services,
  member: MemberRow,
  input: { refCode: string; code: string },
  now: Date,
): Promise<void> {
  const { db } = services;
  const found = await findChallenge(db, input.refCode);
  if (!found || found.purpose !== 'email' || found.memberId !== member.id) {
    throw new ApiError('OTP_INVALID');
  }
  const challenge = await verifyChallenge(
    services,
    {
      refCode: input.refCode,
      code: input.code,
      type: 'email',
      sessionMemberId: member.id,
      purposes: ['email'],
    },
    now,
  );
  // The address the code was sent to must still be the member's (SEC-32: A's code never verifies B).
  const verified = await db
    .update(members)
    .set({ isMailVerified: true, updatedAt: now })
    .where(and(eq(members.id, member.id), eq(members.email, challenge.email ?? '')))
    .returning({ id: members.id });
  if (!verified.length) throw new ApiError('OTP_INVALID');
}
