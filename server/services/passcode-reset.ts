import { and, eq } from 'drizzle-orm';
import { ERRORS } from '#contract/errors';
import { PASSCODE_WEAKNESS_MESSAGES, passcodeWeaknesses } from '#contract/passcode-rules';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { members, oneTimeTokens } from '../db/schema';
import { ApiError } from '../shared/errors';
import { passcodeChangedNotice } from './messages';
import { consumeOneTimeToken, issueOneTimeToken, voidMemberTokens } from './one-time-tokens';
import { voidMemberChallenges, type Challenge } from './otp';
import { findMemberById } from './members';
import { revokeMemberSessions } from './sessions';
import { hashToken } from './tokens';

/** A correct code earns this long to choose the new passcode. */
export const MEMBER_TOKEN_TTL_MS = 10 * 60 * 1000;

/**
 * The member_token a correct reset or force-reset code earns: single use, bound to the refCode
 * (as its hash) and the member. An 'account' code earns a token of its own kind, which only the
 * signed-in member's change-passcode call will take.
 */
export async function issueMemberToken(
  context: Pick<AppContext, 'db'>,
  challenge: Challenge,
  refCode: string,
  now: Date,
): Promise<string> {
  const kind = challenge.purpose === 'account' ? 'account' : 'reset';
  const issued = await issueOneTimeToken(context.db, kind, {
    now,
    ttlMs: MEMBER_TOKEN_TTL_MS,
    memberId: challenge.memberId,
    subject: hashToken(refCode),
    data: { challengeId: challenge.id, purpose: challenge.purpose },
  });
  return issued.token;
}

/**
 * The member a live member token of `kind` (bound to its refCode) belongs to, without using it up:
 * a refused passcode must leave the token for the next try. OTP_INVALID for an unknown, used or
 * foreign token, OTP_EXPIRED past its 10 minutes.
 */
export async function peekMemberToken(
  db: Database,
  kind: 'reset' | 'account',
  input: { memberToken: string; refCode: string },
  now: Date,
): Promise<string> {
  const [token] = await db
    .select({
      memberId: oneTimeTokens.memberId,
      expiresAt: oneTimeTokens.expiresAt,
      usedAt: oneTimeTokens.usedAt,
    })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.kind, kind),
        eq(oneTimeTokens.tokenHash, hashToken(input.memberToken)),
        eq(oneTimeTokens.subject, hashToken(input.refCode)),
      ),
    )
    .limit(1);
  if (!token?.memberId || token.usedAt) throw new ApiError('OTP_INVALID');
  if (token.expiresAt.getTime() <= now.getTime()) throw new ApiError('OTP_EXPIRED');
  return token.memberId;
}

export interface ResetInput {
  refCode: string;
  memberToken: string;
  passcode: string;
  confirmPasscode: string;
}

type Services = Pick<AppContext, 'db' | 'hasher' | 'sender' | 'config'>;

/**
 * Sets a new passcode with a reset token (SEC-29): the passcode must match its confirmation and
 * pass the blocklist; then, in one transaction, the token is used up, the hash stored, the account
 * made ACTIVE with its lock, counters and hard stop cleared, and every session, open challenge and
 * one-time token (handoff, link-handoff, account, reset) of the member ended. A notice SMS without any secret follows. The member is not signed in.
 * Answers the member id and whether the notice went out (for the log).
 */
export async function resetPasscode(
  services: Services,
  input: ResetInput,
  now: Date,
): Promise<{ memberId: string; noticeSent: boolean }> {
  const { db } = services;
  if (input.passcode !== input.confirmPasscode) {
    throw new ApiError('PASSCODE_MISMATCH', {
      fields: { confirmPasscode: ERRORS.PASSCODE_MISMATCH.message },
    });
  }
  const subject = hashToken(input.refCode);
  // Read first (not used up yet): a weak choice must leave the token for the next try.
  const memberId = await peekMemberToken(db, 'reset', input, now);
  const member = await findMemberById(db, memberId);
  if (!member) throw new ApiError('OTP_INVALID');

  const [weakness] = passcodeWeaknesses(input.passcode, {
    birthday: member.birthday,
    mobile: member.mobileE164,
  });
  if (weakness) {
    throw new ApiError('WEAK_PASSCODE', {
      fields: { passcode: PASSCODE_WEAKNESS_MESSAGES[weakness] },
    });
  }
  // The slow hash runs before the transaction, which then holds its locks only briefly.
  const passcodeHash = await services.hasher.hash(input.passcode);

  await db.transaction(async (tx) => {
    const used = await consumeOneTimeToken(tx, 'reset', input.memberToken, { now, subject });
    if (!used) throw new ApiError('OTP_INVALID');
    await tx
      .update(members)
      .set({
        passcodeHash,
        status: 'ACTIVE',
        failedLoginCount: 0,
        consecutiveFailures: 0,
        lockedUntil: null,
        updatedAt: now,
      })
      .where(eq(members.id, member.id));
    await revokeMemberSessions(tx, member.id, now, 'passcode_reset');
    await voidMemberChallenges(tx, member.id, now);
    // Other reset tokens (a second tab's), and every handoff, link-handoff and account code:
    // one minted from a stolen session must not buy a session after the reset.
    await voidMemberTokens(tx, member.id, now);
  });

  const noticeSent = await sendPasscodeChangedNotice(services, member.mobileE164);
  return { memberId: member.id, noticeSent };
}

/**
 * The notice after a reset or change (SEC-28: no secret, no link). The passcode is changed
 * whatever happens to it: a failed notice answers false, for the log.
 */
export function sendPasscodeChangedNotice(
  services: Pick<AppContext, 'sender' | 'config'>,
  mobileE164: string,
): Promise<boolean> {
  return services.sender
    .send({
      channel: 'sms',
      to: mobileE164,
      body: passcodeChangedNotice(services.config.supportEmail),
    })
    .then(
      () => true,
      () => false,
    );
}
