import type { FastifyBaseLogger } from 'fastify';
import type { AccountStatus } from '#contract/auth';
import {
  LOCKED_MESSAGE,
  THREE_FAILURES_MESSAGE,
  inactiveMessage,
  wrongPasscodeMessage,
} from '#contract/errors';
import { ApiError } from '../shared/errors';
import type { PasscodeHasher } from '../adapters/passcode-hasher';
import {
  isTemporarilyLocked,
  recordLoginFailure,
  recordLoginSuccess,
  recordPhantomFailure,
  reserveLoginAttempt,
  settleLoginTries,
  settlePhantomTries,
  triesInFlightError,
  type NoTryOutcome,
  reservePhantomAttempt,
  type FailureOutcome,
} from './blocks/lockout';
import type { Deps } from './deps';
import { findMemberByMobile, type MemberRow } from './members';
import { maskMobile } from './blocks/phone';
import { createSession, type IssuedSession } from './sessions';
import { claimNumberBudget, hitStatusLimitForNumber } from './blocks/status-limits';

/** STAGED stays STAGED; the app treats it as MIGRATED while migrationFlag is on. */
export function accountStatusOf(member: MemberRow | null, now: Date): AccountStatus {
  if (!member) return 'NOT_FOUND';
  if (member.status === 'ACTIVE' && isTemporarilyLocked(member.lockedUntil, now)) {
    return 'LOCKED_OUT';
  }
  return member.status;
}

/** `resetRequired` lets the page say so instead of 'Please try again in 1 hour.' */
export function statusAnswerOf(
  member: MemberRow | null,
  now: Date,
): { status: AccountStatus; resetRequired?: true } {
  const status = accountStatusOf(member, now);
  return member?.status === 'LOCKED_OUT' || member?.status === 'LOCKOUT'
    ? { status, resetRequired: true }
    : { status };
}

export async function accountStatus(
  deps: Deps<'db' | 'config'>,
  input: { e164: string; ip: string; now: Date },
) {
  const { config } = deps;
  const { e164, ip, now } = input;
  await claimNumberBudget(deps, { ip, e164, now, limit: config.authNumbersPerIp });
  await hitStatusLimitForNumber(deps, { e164, now });
  return statusAnswerOf(await findMemberByMobile(deps, e164), now);
}

export function needsForcedReset(member: MemberRow, migrationFlag: boolean): boolean {
  return (
    member.status === 'PASSWORD_EXPIRED' ||
    member.status === 'MIGRATED' ||
    (member.status === 'STAGED' && migrationFlag)
  );
}

/** Verified against when there is no account, so both paths cost the same. */
const dummyHashes = new WeakMap<PasscodeHasher, Promise<string>>();
function dummyHash(hasher: PasscodeHasher): Promise<string> {
  let hash = dummyHashes.get(hasher);
  if (!hash) {
    hash = hasher.hash('000000');
    dummyHashes.set(hasher, hash);
  }
  return hash;
}

function failureError(outcome: FailureOutcome): ApiError {
  switch (outcome.kind) {
    case 'wrong':
      return new ApiError('INVALID_CREDENTIALS', {
        message: wrongPasscodeMessage(outcome.attemptsRemaining),
        attemptsRemaining: outcome.attemptsRemaining,
      });
    case 'locked':
      return new ApiError('ACCOUNT_LOCKED', {
        message: THREE_FAILURES_MESSAGE,
        unlockAt: outcome.unlockAt,
      });
    case 'hardStop':
      return new ApiError('ACCOUNT_LOCKED_OUT');
  }
}

const lockedError = (unlockAt?: Date) =>
  new ApiError('ACCOUNT_LOCKED', { message: LOCKED_MESSAGE, ...(unlockAt ? { unlockAt } : {}) });

/** The tries in flight decide: locked by them, or retryable. */
function noTryError(
  { metrics }: Deps<'metrics'>,
  refusal: { outcome: NoTryOutcome; masked: string; log: FastifyBaseLogger },
): ApiError {
  const { outcome, masked, log } = refusal;
  const reason = outcome.kind === 'busy' ? 'tries_in_flight' : 'no_try_left';
  log.info({ event: 'login.refused', mobile: masked, reason }, 'login refused');
  switch (outcome.kind) {
    case 'hardStop':
      metrics.signIn('hard_stop');
      return new ApiError('ACCOUNT_LOCKED_OUT');
    case 'locked':
      metrics.signIn('locked');
      return lockedError(outcome.unlockAt ?? undefined);
    case 'busy':
      metrics.signIn('tries_in_flight');
      return triesInFlightError();
  }
}

/** A number with no account answers like a wrong passcode (decision 0009). */
export async function signIn(
  deps: Deps<'db' | 'hasher' | 'config' | 'metrics'>,
  input: { mobileE164: string; passcode: string; ip: string; now: Date; log: FastifyBaseLogger },
): Promise<IssuedSession & { memberId: string }> {
  const { hasher, config, metrics } = deps;
  const { mobileE164, now, log } = input;
  const masked = maskMobile(mobileE164);
  // Before the account is even looked up: past the budget every number gets the same answer.
  await claimNumberBudget(deps, {
    ip: input.ip,
    e164: mobileE164,
    now,
    limit: config.authNumbersPerIp,
  });
  const member = await findMemberByMobile(deps, mobileE164);

  if (!member || (member.status === 'STAGED' && !config.migrationFlag)) {
    // A try reserved first, so a parallel burst is answered as for an ACTIVE account (decisions
    // 0009, 0042).
    const attempt = await reservePhantomAttempt(deps, { e164: mobileE164, now });
    if (attempt === null) {
      const outcome = await settlePhantomTries(deps, { e164: mobileE164, now });
      throw noTryError(deps, { outcome, masked, log });
    }
    await hasher.verify(await dummyHash(hasher), input.passcode);
    const outcome = await recordPhantomFailure(deps, { e164: mobileE164, attempt, now });
    log.info({ event: 'login.failure', mobile: masked, reason: 'no_account' }, 'login failed');
    metrics.signIn('no_account');
    throw failureError(outcome);
  }
  if (member.status === 'INACTIVE') {
    log.info({ event: 'login.refused', mobile: masked, reason: 'inactive' }, 'login refused');
    metrics.signIn('refused');
    throw new ApiError('ACCOUNT_INACTIVE', { message: inactiveMessage(config.supportEmail) });
  }
  if (needsForcedReset(member, config.migrationFlag)) {
    log.info({ event: 'login.refused', mobile: masked, reason: 'reset_required' }, 'login refused');
    metrics.signIn('refused');
    throw new ApiError('PASSCODE_RESET_REQUIRED');
  }
  if (member.status !== 'ACTIVE') {
    log.info({ event: 'login.refused', mobile: masked, reason: 'locked_out' }, 'login refused');
    metrics.signIn('hard_stop');
    throw new ApiError('ACCOUNT_LOCKED_OUT');
  }
  if (isTemporarilyLocked(member.lockedUntil, now)) {
    log.info({ event: 'login.refused', mobile: masked, reason: 'locked' }, 'login refused');
    metrics.signIn('locked');
    throw lockedError(member.lockedUntil ?? undefined);
  }

  const attempt = await reserveLoginAttempt(deps, { memberId: member.id, now });
  if (attempt === null) {
    // No try was free: locked meanwhile, hard-stopped, or parallel requests hold the last tries.
    const outcome = await settleLoginTries(deps, { memberId: member.id, now });
    throw noTryError(deps, { outcome, masked, log });
  }

  if (await hasher.verify(member.passcodeHash, input.passcode)) {
    await recordLoginSuccess(deps, member.id);
    const session = await createSession(deps, { memberId: member.id, now });
    log.info({ event: 'login.success', mobile: masked }, 'login succeeded');
    metrics.signIn('success');
    return { ...session, memberId: member.id };
  }
  const outcome = await recordLoginFailure(deps, { memberId: member.id, attempt, now });
  log.info({ event: 'login.failure', mobile: masked, attempt }, 'login failed');
  metrics.signIn(
    outcome.kind === 'locked'
      ? 'lockout'
      : outcome.kind === 'hardStop'
        ? 'hard_stop'
        : 'wrong_passcode',
  );
  if (outcome.kind === 'locked') {
    log.warn({ event: 'login.lockout', mobile: masked }, 'account locked for an hour');
  }
  if (outcome.kind === 'hardStop') {
    log.warn({ event: 'login.hard_stop', mobile: masked }, 'account locked until a passcode reset');
  }
  throw failureError(outcome);
}
