import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CHALLENGE_TYPES, type CodeSent } from '#contract/auth';
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
  settleLoginTries,
  triesInFlightError,
} from './lockout';
import type { MemberRow } from './members';
import { consumeOneTimeToken, releaseOneTimeToken, voidMemberTokens } from './one-time-tokens';
import { peekMemberToken, sendPasscodeChangedNotice } from './codes';
import { issueChallenge, voidMemberChallenges } from './otp';
import { maskMobile } from './phone';
import { claimSmsWindow, type SmsRequester } from './sms-window';
import { revokeMemberSessions } from './sessions';
import { hashToken } from './tokens';

/**
 * SEC-30: the current passcode is checked with the login's lockout; the change ends every session
 * of the member, this one included.
 */
type Services = Pick<AppContext, 'db' | 'hasher' | 'config' | 'sender'>;

export interface NewPasscode {
  oldPasscode: string;
  newPasscode: string;
  confirmPasscode: string;
}

export class SessionsEndedError extends ApiError {}

/** Before the current passcode, so a typo costs no try. */
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
 * The try that locks the account also ends its sessions. `field` names the form's field for the
 * wrong-passcode message (change passcode: oldPasscode; delete my account: passcode).
 */
export async function checkCurrentPasscode(
  services: Pick<Services, 'db' | 'hasher'>,
  member: MemberRow,
  check: { passcode: string; field: 'oldPasscode' | 'passcode' },
  now: Date,
  log: FastifyBaseLogger,
): Promise<void> {
  const { passcode } = check;
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
    const settled = await settleLoginTries(db, member.id, now);
    if (settled.kind === 'hardStop') throw new ApiError('ACCOUNT_LOCKED_OUT');
    if (settled.kind === 'busy') throw triesInFlightError();
    throw new ApiError('ACCOUNT_LOCKED', {
      message: LOCKED_MESSAGE,
      ...(settled.unlockAt ? { unlockAt: settled.unlockAt } : {}),
    });
  }
  if (await hasher.verify(member.passcodeHash, passcode)) {
    await recordLoginSuccess(db, member.id);
    return;
  }
  const outcome = await recordLoginFailure(db, member.id, attempt, now);
  log.info(
    { event: 'passcode_check.failure', field: check.field, mobile: masked, attempt },
    'current passcode wrong',
  );
  if (outcome.kind === 'wrong') {
    throw new ApiError('CURRENT_PASSCODE_INCORRECT', {
      attemptsRemaining: outcome.attemptsRemaining,
      fields: { [check.field]: ERRORS.CURRENT_PASSCODE_INCORRECT.message },
    });
  }
  const ended = await revokeMemberSessions(db, member.id, now, 'account_locked');
  log.warn(
    {
      event: outcome.kind === 'locked' ? 'login.lockout' : 'login.hard_stop',
      mobile: masked,
      ended,
    },
    'account locked by a passcode check; sessions ended',
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

export async function requestPasscodeChange(
  services: Services,
  member: MemberRow,
  input: NewPasscode,
  now: Date,
  requester: SmsRequester,
): Promise<CodeSent> {
  const { log } = requester;
  checkNewPasscode(member, input);
  // Claimed first, so a double submit is Temporarily Disabled instead of taking one of the three
  // tries.
  const claimed = await claimSmsWindow(services.db, member.mobileE164, now);
  try {
    await checkCurrentPasscode(
      services,
      member,
      { passcode: input.oldPasscode, field: 'oldPasscode' },
      now,
      log,
    );
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
      channel: CHALLENGE_TYPES.sms,
      to: member.mobileE164,
      claimed,
      requester,
    },
    now,
  );
  log.info(
    {
      event: 'otp.send',
      mobile: maskMobile(member.mobileE164),
      purpose: 'account',
      channel: CHALLENGE_TYPES.sms,
    },
    'code requested',
  );
  return sent;
}

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
  // Used up first: parallel submissions take no try; a failed check gives the token back.
  const used = await consumeOneTimeToken(db, 'account', input.memberToken, { now, subject });
  if (used?.memberId !== member.id) throw new ApiError('OTP_INVALID');
  let sessionsEnded: number;
  try {
    await checkCurrentPasscode(
      services,
      member,
      { passcode: input.oldPasscode, field: 'oldPasscode' },
      now,
      log,
    );
    checkChanged(input);
    sessionsEnded = await storeNewPasscode(services, member.id, input.newPasscode, now);
  } catch (error) {
    await releaseOneTimeToken(db, 'account', input.memberToken, now);
    throw error;
  }

  const noticeSent = await sendPasscodeChangedNotice(services, member.mobileE164);
  return { sessionsEnded, noticeSent };
}

async function storeNewPasscode(
  services: Pick<Services, 'db' | 'hasher'>,
  memberId: string,
  newPasscode: string,
  now: Date,
): Promise<number> {
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
