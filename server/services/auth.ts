import type { FastifyBaseLogger } from 'fastify';
import type { AccountStatus } from '#contract/auth';
import {
  LOCKED_MESSAGE,
  THREE_FAILURES_MESSAGE,
  inactiveMessage,
  wrongPasscodeMessage,
} from '#contract/errors';
import type { AppContext } from '../context';
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
  context: Pick<AppContext, 'db' | 'config'>,
  input: { e164: string; ip: string },
  now: Date,
) {
  const { db, config } = context;
  await claimNumberBudget(db, input.ip, input.e164, now, config.authNumbersPerIp);
  await hitStatusLimitForNumber(db, input.e164, now);
  return statusAnswerOf(await findMemberByMobile(db, input.e164), now);
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

type Services = Pick<AppContext, 'db' | 'hasher' | 'config' | 'metrics'>;

/** The tries in flight decide: locked by them, or retryable. */
function noTryError(
  outcome: NoTryOutcome,
  masked: string,
  { metrics }: Pick<Services, 'metrics'>,
  log: FastifyBaseLogger,
): ApiError {
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
  services: Services,
  input: { mobileE164: string; passcode: string; ip: string },
  now: Date,
  log: FastifyBaseLogger,
): Promise<IssuedSession & { memberId: string }> {
  const { db, hasher, config, metrics } = services;
  const masked = maskMobile(input.mobileE164);
  // Before the account is even looked up: past the budget every number gets the same answer.
  await claimNumberBudget(db, input.ip, input.mobileE164, now, config.authNumbersPerIp);
  const member = await findMemberByMobile(db, input.mobileE164);

  if (!member || (member.status === 'STAGED' && !config.migrationFlag)) {
    // A try reserved first, so a parallel burst is answered as for an ACTIVE account (decisions
    // 0009, 0042).
    const attempt = await reservePhantomAttempt(db, input.mobileE164, now);
    if (attempt === null) {
      throw noTryError(await settlePhantomTries(db, input.mobileE164, now), masked, services, log);
    }
    await hasher.verify(await dummyHash(hasher), input.passcode);
    const outcome = await recordPhantomFailure(db, input.mobileE164, attempt, now);
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

  const attempt = await reserveLoginAttempt(db, member.id, now);
  if (attempt === null) {
    // No try was free: locked meanwhile, hard-stopped, or parallel requests hold the last tries.
    throw noTryError(await settleLoginTries(db, member.id, now), masked, services, log);
  }

  if (await hasher.verify(member.passcodeHash, input.passcode)) {
    await recordLoginSuccess(db, member.id);
    const session = await createSession(db, member.id, now);
    log.info({ event: 'login.success', mobile: masked }, 'login succeeded');
    metrics.signIn('success');
    return { ...session, memberId: member.id };
  }
  const outcome = await recordLoginFailure(db, member.id, attempt, now);
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
