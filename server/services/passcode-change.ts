import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CodeSent } from '#contract/auth';
import { ERRORS, LOCKED_MESSAGE, THREE_FAILURES_MESSAGE } from '#contract/errors';
import { PASSCODE_WEAKNESS_MESSAGES, passcodeWeaknesses } from '#contract/passcode-rules';
import type { AppContext } from '../context';
import { members } from '../db/schema';
import { ApiError } from '../shared/errors';
import {
  isTemporarilyLocked,
  recordLoginFailure,
  recordLoginSuccess,
  reserveLoginAttempt,
} from './lockout';
import { findMemberById, type MemberRow } from './members';
import { consumeOneTimeToken, releaseOneTimeToken, voidMemberTokens } from './one-time-tokens';
import { peekMemberToken, sendPasscodeChangedNotice } from './codes';
import { issueChallenge, voidMemberChallenges } from './otp';
import { maskMobile } from './phone';
import { claimSmsWindow, type SmsRequester } from './sms-window';
import { revokeMemberSessions } from './sessions';
import { hashToken } from './tokens';

/**
 * Change passcode (SECURITY-CHECKLIST SEC-30; DECISIONS.md, Passcodes): the current passcode is
 * checked with the login's lockout, counted on the account (the third wrong one locks it for an
 * hour and ends the member's sessions); the new one must match its confirmation, pass the
 * blocklist and differ from the current one; an SMS code (purpose 'account') proves the phone.
 * The change itself ends every session of the member, this one included.
 */
type Services = Pick<AppContext, 'db' | 'hasher' | 'config' | 'sender'>;

export interface NewPasscode {
  oldPasscode: string;
  newPasscode: string;
  confirmPasscode: string;
}

/** An ApiError after which the member's sessions were ended (the route clears the cookies). */
export class SessionsEndedError extends ApiError {}

/** Mismatch and weakness: checked before the current passcode, so a typo costs no try. */
function checkNewPasscode(member: MemberRow, input: NewPasscode): void {
  if (input.newPasscode !== input.confirmPasscode) {
    throw new ApiError('PASSCODE_MISMATCH', {
      fields: { confirmPasscode: ERRORS.PASSCODE_MISMATCH.message },
    });
  }
  const [weakness] = passcodeWeaknesses(input.newPasscode, {
    birthday: member.birthday,
    mobile: member.mobileE164,
  });
  if (weakness) {
    throw new ApiError('WEAK_PASSCODE', {
      fields: { newPasscode: PASSCODE_WEAKNESS_MESSAGES[weakness] },
    });
  }
}

/**
 * The current passcode, with the login's lockout: a reserved try, then the slow hash. Wrong ones
 * answer CURRENT_PASSCODE_INCORRECT with the tries left; the one that locks ends the sessions.
 */
async function checkCurrentPasscode(
  services: Services,
  member: MemberRow,
  passcode: string,
  now: Date,
  log: FastifyBaseLogger,
): Promise<void> {
  const { db, hasher } = services;
  const masked = maskMobile(member.mobileE164);
  if (member.status !== 'ACTIVE') {
    await revokeMemberSessions(db, member.id, now, 'account_locked');
    throw new SessionsEndedError('ACCOUNT_LOCKED_OUT', { code: 302 });
  }
  if (isTemporarilyLocked(member.lockedUntil, now)) {
    throw new ApiError('ACCOUNT_LOCKED', {
      message: LOCKED_MESSAGE,
      ...(member.lockedUntil ? { unlockAt: member.lockedUntil } : {}),
    });
  }
  const attempt = await reserveLoginAttempt(db, member.id, now);
  if (attempt === null) {
    const current = await findMemberById(db, member.id);
    if (current?.status === 'LOCKED_OUT') throw new ApiError('ACCOUNT_LOCKED_OUT');
    throw new ApiError('ACCOUNT_LOCKED', {
      message: LOCKED_MESSAGE,
      ...(current?.lockedUntil && isTemporarilyLocked(current.lockedUntil, now)
        ? { unlockAt: current.lockedUntil }
        : {}),
    });
  }
  if (await hasher.verify(member.passcodeHash, passcode)) {
    await recordLoginSuccess(db, member.id);
    return;
  }
  const outcome = await recordLoginFailure(db, member.id, attempt, now);
  log.info({ event: 'passcode_change.failure', mobile: masked, attempt }, 'current passcode wrong');
  if (outcome.kind === 'wrong') {
    throw new ApiError('CURRENT_PASSCODE_INCORRECT', {
      attemptsRemaining: outcome.attemptsRemaining,
      fields: { oldPasscode: ERRORS.CURRENT_PASSCODE_INCORRECT.message },
    });
  }
  const ended = await revokeMemberSessions(db, member.id, now, 'account_locked');
  log.warn(
    {
      event: outcome.kind === 'locked' ? 'login.lockout' : 'login.hard_stop',
      mobile: masked,
      ended,
    },
    'account locked by change passcode; sessions ended',
  );
  if (outcome.kind === 'locked') {
    throw new SessionsEndedError('ACCOUNT_LOCKED', {
      message: THREE_FAILURES_MESSAGE,
      unlockAt: outcome.unlockAt,
      code: 302,
    });
  }
  throw new SessionsEndedError('ACCOUNT_LOCKED_OUT', { code: 302 });
}

function checkChanged(input: NewPasscode): void {
  if (input.newPasscode === input.oldPasscode) {
    throw new ApiError('PASSCODE_UNCHANGED', {
      fields: { newPasscode: ERRORS.PASSCODE_UNCHANGED.message },
    });
  }
}

/** Step 1: everything checked, then an SMS code to the member's own number. */
export async function requestPasscodeChange(
  services: Services,
  member: MemberRow,
  input: NewPasscode,
  now: Date,
  requester: SmsRequester,
): Promise<CodeSent> {
  const { log } = requester;
  checkNewPasscode(member, input);
  // The SMS window is claimed before the current passcode is checked, so a double submit is
  // answered Temporarily Disabled instead of taking one of the member's three tries (and being
  // told the account is locked); a failed check gives the window back.
  const claimed = await claimSmsWindow(services.db, member.mobileE164, now);
  try {
    await checkCurrentPasscode(services, member, input.oldPasscode, now, log);
    checkChanged(input);
  } catch (error) {
    await claimed.release(services.db);
    throw error;
  }
  const sent = await issueChallenge(
    services,
    {
      mobileE164: member.mobileE164,
      memberId: member.id,
      purpose: 'account',
      channel: 1,
      to: member.mobileE164,
      claimed,
      requester,
    },
    now,
  );
  log.info(
    { event: 'otp.send', mobile: maskMobile(member.mobileE164), purpose: 'account', channel: 1 },
    'code requested',
  );
  return sent;
}

/**
 * Last step: everything again, plus the member token a correct 'account' code earned (bound to
 * its refCode and this member). Stores the new hash, ends every session and open challenge of the
 * member, and sends the change notice (a failed notice is only reported back for the log).
 */
export async function changePasscode(
  services: Services,
  member: MemberRow,
  input: NewPasscode & { refCode: string; memberToken: string },
  now: Date,
  log: FastifyBaseLogger,
): Promise<{ sessionsEnded: number; noticeSent: boolean }> {
  const { db } = services;
  checkNewPasscode(member, input);
  const subject = hashToken(input.refCode);
  const tokenMember = await peekMemberToken(db, 'account', input, now);
  if (tokenMember !== member.id) throw new ApiError('OTP_INVALID');
  // The token is used up before the current passcode is checked: of parallel submissions one goes
  // on and the others are answered OTP_INVALID without taking one of the member's three tries.
  // A failed check gives it back, so a wrong current passcode leaves it for the next try.
  const used = await consumeOneTimeToken(db, 'account', input.memberToken, { now, subject });
  if (used?.memberId !== member.id) throw new ApiError('OTP_INVALID');
  let sessionsEnded: number;
  try {
    await checkCurrentPasscode(services, member, input.oldPasscode, now, log);
    checkChanged(input);
    sessionsEnded = await storeNewPasscode(services, member.id, input.newPasscode, now);
  } catch (error) {
    await releaseOneTimeToken(db, 'account', input.memberToken, now);
    throw error;
  }

  const noticeSent = await sendPasscodeChangedNotice(services, member.mobileE164);
  return { sessionsEnded, noticeSent };
}

/** The new hash, and every session, open challenge and member token of the member ended. */
async function storeNewPasscode(
  services: Pick<Services, 'db' | 'hasher'>,
  memberId: string,
  newPasscode: string,
  now: Date,
): Promise<number> {
  // The slow hash runs before the transaction, which then holds its locks only briefly.
  const passcodeHash = await services.hasher.hash(newPasscode);
  return services.db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({
        passcodeHash,
        failedLoginCount: 0,
        consecutiveFailures: 0,
        lockedUntil: null,
        updatedAt: now,
      })
      .where(eq(members.id, memberId));
    const ended = await revokeMemberSessions(tx, memberId, now, 'passcode_change');
    await voidMemberChallenges(tx, memberId, now);
    await voidMemberTokens(tx, memberId, now);
    return ended;
  });
}
