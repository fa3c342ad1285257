import { and, eq, sql } from 'drizzle-orm';
import { LOGIN_TRIES } from '#contract/auth';
import type { Database } from '../db/client';
import { members, rateLimits } from '../db/schema';

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
  db: Database,
  memberId: string,
  now: Date,
): Promise<number | null> {
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

export type FailureOutcome =
  | { kind: 'wrong'; attemptsRemaining: number }
  | { kind: 'locked'; unlockAt: Date }
  | { kind: 'hardStop' };

export async function recordLoginFailure(
  db: Database,
  memberId: string,
  attempt: number,
  now: Date,
): Promise<FailureOutcome> {
  const locks = attempt >= LOGIN_TRIES;
  const unlockAt = new Date(now.getTime() + LOCK_DURATION_MS);
  const [row] = await db
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

export async function recordLoginSuccess(db: Database, memberId: string): Promise<void> {
  await db
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
  db: Database,
  e164: string,
  now: Date,
): Promise<number | null> {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const lockStartedBy = new Date(now.getTime() - LOCK_DURATION_MS).toISOString();
  // The lock has run out (60:00 is open): a fresh set of three tries.
  const lockOver = sql`(${rateLimits.count} >= ${PHANTOM_LOCKED} and ${rateLimits.windowStart} <= ${lockStartedBy}::timestamptz)`;
  const [row] = await db
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
  db: Database,
  e164: string,
  attempt: number,
  now: Date,
): Promise<FailureOutcome> {
  if (attempt < LOGIN_TRIES) return { kind: 'wrong', attemptsRemaining: LOGIN_TRIES - attempt };
  await db
    .update(rateLimits)
    .set({ count: PHANTOM_LOCKED, windowStart: now })
    .where(and(eq(rateLimits.key, phantomKey(e164)), eq(rateLimits.count, LOGIN_TRIES)));
  return { kind: 'locked', unlockAt: new Date(now.getTime() + LOCK_DURATION_MS) };
}

export async function phantomLockedUntil(
  db: Database,
  e164: string,
  now: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ windowStart: rateLimits.windowStart, count: rateLimits.count })
    .from(rateLimits)
    .where(eq(rateLimits.key, phantomKey(e164)))
    .limit(1);
  if (!row || row.count < PHANTOM_LOCKED) return null;
  const unlockAt = new Date(row.windowStart.getTime() + LOCK_DURATION_MS);
  return isTemporarilyLocked(unlockAt, now) ? unlockAt : null;
}
