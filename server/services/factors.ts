import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { CHALLENGE_TYPES, OTP_LIFETIME_SECONDS, type CodeSent } from '#contract/auth';
import { ERRORS } from '#contract/errors';
import { EMAIL_WINDOW_SECONDS, type Factor } from '#contract/factors';
import type { MemberDetails } from '#contract/members';
import { MessageSendError } from '../adapters/message-sender';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { members, otpChallenges } from '../db/schema';
import { ApiError } from '../shared/errors';
import {
  emailCodeMessage,
  EMAIL_CODE_SUBJECT,
  findChallenge,
  OTP_LIFETIME_MS,
  RESEND_MAX_AGE_MS,
  verifyChallenge,
  claimSendWindows,
  type SmsWindowClaim,
} from './verification/otp';
import { maskEmail } from './blocks/phone';
import { manilaDay } from '../shared/manila';
import type { Deps } from './deps';
import { memberDetails, sameEmail, type MemberRow } from './members';
import { hashCode, hashToken, randomCode, randomToken } from './verification/tokens';

/**
 * SEC-32: codes share the SMS challenges (purpose 'email', channel email), so their use-once and
 * failed-check counting.
 */
const EMAIL_WINDOW_MS = EMAIL_WINDOW_SECONDS * 1000;
export const EMAILS_PER_DAY = 10;

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

function claimEmailWindow(
  db: Database,
  { memberId, now }: { memberId: string; now: Date },
): Promise<SmsWindowClaim> {
  return claimSendWindows(db, {
    windowKey: `email-window:${memberId}`,
    windowMs: EMAIL_WINDOW_MS,
    dayKey: `email-day:${memberId}:${manilaDay(now)}`,
    perDay: EMAILS_PER_DAY,
    now,
  });
}

interface OpenedEmailChallenge {
  id: string;
  refCode: string;
  code: string;
  email: string;
  claim: SmsWindowClaim;
}

/**
 * Runs in the transaction that claimed the window: a failed write leaves neither behind, even with
 * the database gone.
 */
async function openEmailChallenge(
  tx: Database,
  opening: { config: AppConfig; member: MemberRow; email: string; now: Date },
): Promise<Omit<OpenedEmailChallenge, 'claim'>> {
  const { config, member, email, now } = opening;
  const id = randomUUID();
  const refCode = randomToken();
  const code = randomCode();
  await tx.insert(otpChallenges).values({
    id,
    refCodeHash: hashToken(refCode),
    memberId: member.id,
    mobileE164: member.mobileE164,
    purpose: 'email',
    channel: CHALLENGE_TYPES.email,
    codeHash: hashCode(config.passcodePepper, { challengeId: id, code }),
    email,
    expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
    createdAt: now,
  });
  return { id, refCode, code, email };
}

async function sendEmailCode(
  deps: Deps<'db' | 'sender' | 'metrics'>,
  { opened, now }: { opened: OpenedEmailChallenge; now: Date },
): Promise<CodeSent> {
  const { db } = deps;
  try {
    await deps.sender.send({
      channel: 'email',
      to: opened.email,
      subject: EMAIL_CODE_SUBJECT,
      body: emailCodeMessage(opened.code),
    });
  } catch (error) {
    await db.update(otpChallenges).set({ voidedAt: now }).where(eq(otpChallenges.id, opened.id));
    await opened.claim.release(db);
    if (error instanceof MessageSendError) {
      throw new ApiError('SMS_SEND_FAILED', {
        message: "We couldn't send the email. Please try again.",
      });
    }
    throw error;
  }
  deps.metrics.codeSent('email', 'email');
  return {
    next: 'code',
    refCode: opened.refCode,
    type: CHALLENGE_TYPES.email,
    maskedTarget: maskEmail(opened.email),
    expiresInSeconds: OTP_LIFETIME_SECONDS,
  };
}

export async function registerEmailFactor(
  deps: Deps<'db' | 'config' | 'sender' | 'metrics'>,
  registration: { member: MemberRow; email: string; now: Date },
): Promise<CodeSent> {
  const { db, config } = deps;
  const { member, email, now } = registration;
  if (member.isMailVerified && member.email) throw lockedError();
  const changed = !sameEmail(email, member.email);
  const target = changed ? email : (member.email ?? email);
  const opened = await db.transaction(async (tx) => {
    const claim = await claimEmailWindow(tx, { memberId: member.id, now });
    if (changed) {
      const rows = await tx
        .update(members)
        .set({ email, isMailVerified: false, updatedAt: now })
        .where(and(eq(members.id, member.id), eq(members.isMailVerified, false)))
        .returning({ id: members.id });
      if (!rows.length) throw lockedError();
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
    }
    return { claim, ...(await openEmailChallenge(tx, { config, member, email: target, now })) };
  });
  return sendEmailCode(deps, { opened, now });
}

export async function resendEmailFactor(
  deps: Deps<'db' | 'config' | 'sender' | 'metrics'>,
  resend: { member: MemberRow; refCode: string; now: Date },
): Promise<CodeSent> {
  const { db } = deps;
  const { member, refCode, now } = resend;
  const challenge = await findChallenge(deps, refCode);
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
  const email = member.email;
  const opened = await db.transaction(async (tx) => ({
    claim: await claimEmailWindow(tx, { memberId: member.id, now }),
    ...(await openEmailChallenge(tx, { config: deps.config, member, email, now })),
  }));
  const sent = await sendEmailCode(deps, { opened, now });
  await db
    .update(otpChallenges)
    .set({ voidedAt: now })
    .where(and(eq(otpChallenges.id, challenge.id), isNull(otpChallenges.voidedAt)));
  return sent;
}

export async function verifyEmailFactor(
  deps: Deps<'db' | 'config' | 'metrics'>,
  verification: {
    member: MemberRow;
    input: { refCode: string; code: string };
    now: Date;
    log: FastifyBaseLogger;
  },
): Promise<MemberDetails> {
  const { member, input, now, log } = verification;
  try {
    await checkEmailCode(deps, { member, input, now });
  } catch (error) {
    if (error instanceof ApiError) {
      log.info({ event: 'otp.verify', purpose: 'email', outcome: error.key }, 'email code refused');
      deps.metrics.codeChecked(error.key);
    }
    throw error;
  }
  log.info({ event: 'otp.verify', purpose: 'email', outcome: 'success' }, 'email verified');
  deps.metrics.codeChecked('verified');
  return memberDetails(deps, member.id);
}

async function checkEmailCode(
  deps: Deps<'db' | 'config'>,
  check: { member: MemberRow; input: { refCode: string; code: string }; now: Date },
): Promise<void> {
  const { db } = deps;
  const { member, input, now } = check;
  const found = await findChallenge(deps, input.refCode);
  if (!found || found.purpose !== 'email' || found.memberId !== member.id) {
    throw new ApiError('OTP_INVALID');
  }
  const challenge = await verifyChallenge(deps, {
    refCode: input.refCode,
    code: input.code,
    type: 'email',
    sessionMemberId: member.id,
    purposes: ['email'],
    now,
  });
  // SEC-32: A's code never verifies B.
  const verified = await db
    .update(members)
    .set({ isMailVerified: true, updatedAt: now })
    .where(and(eq(members.id, member.id), eq(members.email, challenge.email ?? '')))
    .returning({ id: members.id });
  if (!verified.length) throw new ApiError('OTP_INVALID');
}
