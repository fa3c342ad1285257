import { and, eq, sql } from 'drizzle-orm';
import { LOGIN_TRIES } from '#contract/auth';
import { members, rateLimits } from '../../db/schema';
import type { ApiError } from '../../shared/errors';
import type { Deps } from '../deps';
import { tooManyRequests } from './status-limits';

/**
 * Increment first (SEC-04..08, decisions 0004, 0010): a conditional UPDATE reserves one of the 3
 * tries before the passcode is checked, so parallel guesses evaluate at most 3 passcodes. The 15th
 * consecutive failure is the hard stop (NIST SP 800-63B §5.2.2 allows 100).
 */
export const LOCK_DURATION_MS = 60 * 60 * 1000;
export const HARD_STOP_FAILURES = 15;

export function isTemporarilyLocked(lockedUntil: Date | null, now: Date): boolean {
  return lockedUntil !== null && lockedUntil.getTime() > now.getTime();
}

/**
 * null when no try is free: locked, hard-stopped, or the last tries are being evaluated in
 * parallel.
 */
export async function reserveLoginAttempt(
  deps: Deps<'db'>,
  reserve: { memberId: string; now: Date },
): Promise<number | null> {
  const { db } = deps;
  const { memberId, now } = reserve;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const lockOver = sql`(${members.lockedUntil} is not null and ${members.lockedUntil} <= ${nowSql})`;
  const [row] = await db
    .update(members)
    .set({
      // An expired lock starts a fresh set of tries.
      failedLoginCount: sql`case when ${lockOver} then 1 else ${members.failedLoginCount} + 1 end`,
      lockedUntil: sql`case when ${lockOver} then null else ${members.lockedUntil} end`,
    })
    .where(
      and(
        eq(members.id, memberId),
        eq(members.status, 'ACTIVE'),
        sql`(${members.lockedUntil} is null or ${members.lockedUntil} <= ${nowSql})`,
        sql`(${members.failedLoginCount} < ${LOGIN_TRIES} or ${lockOver})`,
      ),
    )
    .returning({ attempt: members.failedLoginCount });
  return row?.attempt ?? null;
}

/**
 * How long a request that found no free try waits for the tries in flight (one hash each) to land,
 * polling every TRY_POLL_MS.
 */
export const TRIES_IN_FLIGHT_WAIT_MS = 3_000;
const TRY_POLL_MS = 40;

/**
 * What a request with no free try is told, once the tries in flight have landed: the account is
 * `locked` (or `hardStop`ped) by them, or it is `busy` — the tries ended in a success that reset
 * them, or were still running at the end of the wait. A waiting request never evaluates its own
 * passcode (a parallel burst still evaluates at most the free tries); `busy` is answered as
 * retryable.
 */
export type NoTryOutcome =
  { kind: 'locked'; unlockAt: Date | null } | { kind: 'hardStop' } | { kind: 'busy' };

type TriesState = 'inFlight' | NoTryOutcome;

async function settleTries(read: () => Promise<TriesState>): Promise<NoTryOutcome> {
  const giveUpAt = Date.now() + TRIES_IN_FLIGHT_WAIT_MS;
  for (;;) {
    const state = await read();
    if (state !== 'inFlight') return state;
    if (Date.now() >= giveUpAt) return { kind: 'busy' };
    await new Promise((resolve) => setTimeout(resolve, TRY_POLL_MS));
  }
}

export function settleLoginTries(
  deps: Deps<'db'>,
  settle: { memberId: string; now: Date },
): Promise<NoTryOutcome> {
  const { memberId, now } = settle;
  return settleTries(async () => {
    const [row] = await deps.db
      .select({
        status: members.status,
        lockedUntil: members.lockedUntil,
        count: members.failedLoginCount,
      })
      .from(members)
      .where(eq(members.id, memberId))
      .limit(1);
    if (!row || row.status !== 'ACTIVE') return { kind: 'hardStop' };
    if (isTemporarilyLocked(row.lockedUntil, now)) {
      return { kind: 'locked', unlockAt: row.lockedUntil };
    }
    return row.count >= LOGIN_TRIES && row.lockedUntil === null ? 'inFlight' : { kind: 'busy' };
  });
}

/** A parallel request whose tries were taken by others: try again in a second. */
export const triesInFlightError = (): ApiError => tooManyRequests(1);

export type FailureOutcome =
  | { kind: 'wrong'; attemptsRemaining: number }
  | { kind: 'locked'; unlockAt: Date }
  | { kind: 'hardStop' };

export async function recordLoginFailure(
  deps: Deps<'db'>,
  failure: { memberId: string; attempt: number; now: Date },
): Promise<FailureOutcome> {
  const { memberId, attempt, now } = failure;
  const locks = attempt >= LOGIN_TRIES;
  const unlockAt = new Date(now.getTime() + LOCK_DURATION_MS);
  const [row] = await deps.db
    .update(members)
    .set({
      consecutiveFailures: sql`${members.consecutiveFailures} + 1`,
      status: sql`case when ${members.consecutiveFailures} + 1 >= ${HARD_STOP_FAILURES} then 'LOCKED_OUT' else ${members.status} end`,
      ...(locks ? { lockedUntil: unlockAt } : {}),
      updatedAt: now,
    })
    .where(eq(members.id, memberId))
    .returning({ status: members.status });
  if (row?.status === 'LOCKED_OUT') return { kind: 'hardStop' };
  if (locks) return { kind: 'locked', unlockAt };
  return { kind: 'wrong', attemptsRemaining: LOGIN_TRIES - attempt };
}

export async function recordLoginSuccess(deps: Deps<'db'>, memberId: string): Promise<void> {
  await deps.db
    .update(members)
    .set({ failedLoginCount: 0, consecutiveFailures: 0, lockedUntil: null })
    .where(eq(members.id, memberId));
}

/**
 * A number with no account answers like a real one (SEC-03, decision 0009), counted in rate_limits
 * the same increment-first way; `count` is the tries reserved, or PHANTOM_LOCKED with
 * `window_start` as the lock's start.
 */
const PHANTOM_LOCKED = LOGIN_TRIES + 1;
const phantomKey = (e164: string) => `login-phantom:${e164}`;

export async function reservePhantomAttempt(
  deps: Deps<'db'>,
  reserve: { e164: string; now: Date },
): Promise<number | null> {
  const { e164, now } = reserve;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const lockStartedBy = new Date(now.getTime() - LOCK_DURATION_MS).toISOString();
  // The lock has run out (60:00 is open): a fresh set of three tries.
  const lockOver = sql`(${rateLimits.count} >= ${PHANTOM_LOCKED} and ${rateLimits.windowStart} <= ${lockStartedBy}::timestamptz)`;
  const [row] = await deps.db
    .insert(rateLimits)
    .values({ key: phantomKey(e164), windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${lockOver} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${lockOver} then ${nowSql} else ${rateLimits.windowStart} end`,
      },
      setWhere: sql`(${rateLimits.count} < ${LOGIN_TRIES} or ${lockOver})`,
    })
    .returning({ attempt: rateLimits.count });
  return row?.attempt ?? null;
}

export async function recordPhantomFailure(
  deps: Deps<'db'>,
  failure: { e164: string; attempt: number; now: Date },
): Promise<FailureOutcome> {
  const { e164, attempt, now } = failure;
  if (attempt < LOGIN_TRIES) return { kind: 'wrong', attemptsRemaining: LOGIN_TRIES - attempt };
  await deps.db
    .update(rateLimits)
    .set({ count: PHANTOM_LOCKED, windowStart: now })
    .where(and(eq(rateLimits.key, phantomKey(e164)), eq(rateLimits.count, LOGIN_TRIES)));
  return { kind: 'locked', unlockAt: new Date(now.getTime() + LOCK_DURATION_MS) };
}

/** As settleLoginTries, for a number with no account: the same waits, the same answers. */
export function settlePhantomTries(
  deps: Deps<'db'>,
  settle: { e164: string; now: Date },
): Promise<NoTryOutcome> {
  const { e164, now } = settle;
  return settleTries(async () => {
    const [row] = await deps.db
      .select({ windowStart: rateLimits.windowStart, count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, phantomKey(e164)))
      .limit(1);
    if (!row) return { kind: 'busy' };
    if (row.count >= PHANTOM_LOCKED) {
      const unlockAt = new Date(row.windowStart.getTime() + LOCK_DURATION_MS);
      return isTemporarilyLocked(unlockAt, now) ? { kind: 'locked', unlockAt } : { kind: 'busy' };
    }
    return row.count >= LOGIN_TRIES ? 'inFlight' : { kind: 'busy' };
  });
}
