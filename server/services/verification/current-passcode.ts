import { ERRORS, LOCKED_MESSAGE, THREE_FAILURES_MESSAGE } from '#contract/errors';
import { ApiError } from '../../shared/errors';
import {
  isTemporarilyLocked,
  recordLoginFailure,
  recordLoginSuccess,
  reserveLoginAttempt,
  settleLoginTries,
  triesInFlightError,
} from '../blocks/lockout';
import { maskMobile } from '../blocks/phone';
import type { MemberRow } from '../members';
import { revokeMemberSessions } from '../sessions';
import type { Deps, Requester } from '../deps';

/** A refusal that ended the member's sessions: the answer clears the session cookies too. */
export class SessionsEndedError extends ApiError {}

/** The form field a wrong passcode's message belongs to. */
export type PasscodeField = 'oldPasscode' | 'passcode';

/**
 * SEC-30: a signed-in member's passcode, counted with the login's lockout; the try that locks the
 * account also ends its sessions.
 */
export async function checkCurrentPasscode(
  deps: Deps<'db' | 'hasher'>,
  check: {
    member: MemberRow;
    passcode: string;
    field: PasscodeField;
    now: Date;
    log: Requester['log'];
  },
): Promise<void> {
  const { member, passcode, now, log } = check;
  const { db, hasher } = deps;
  const masked = maskMobile(member.mobileE164);
  if (member.status !== 'ACTIVE') {
    await revokeMemberSessions(db, { memberId: member.id, now, reason: 'account_locked' });
    throw new SessionsEndedError('ACCOUNT_LOCKED_OUT', { code: 302 });
  }
  if (isTemporarilyLocked(member.lockedUntil, now)) {
    throw new ApiError('ACCOUNT_LOCKED', {
      message: LOCKED_MESSAGE,
      ...(member.lockedUntil ? { unlockAt: member.lockedUntil } : {}),
    });
  }
  const attempt = await reserveLoginAttempt(deps, { memberId: member.id, now });
  if (attempt === null) {
    const settled = await settleLoginTries(deps, { memberId: member.id, now });
    if (settled.kind === 'hardStop') throw new ApiError('ACCOUNT_LOCKED_OUT');
    if (settled.kind === 'busy') throw triesInFlightError();
    throw new ApiError('ACCOUNT_LOCKED', {
      message: LOCKED_MESSAGE,
      ...(settled.unlockAt ? { unlockAt: settled.unlockAt } : {}),
    });
  }
  if (await hasher.verify(member.passcodeHash, passcode)) {
    await recordLoginSuccess(deps, member.id);
    return;
  }
  const outcome = await recordLoginFailure(deps, { memberId: member.id, attempt, now });
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
  const ended = await revokeMemberSessions(db, {
    memberId: member.id,
    now,
    reason: 'account_locked',
  });
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
