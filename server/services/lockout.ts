import { and, eq, sql } from 'drizzle-orm';
import { LOGIN_TRIES } from '#contract/auth';
import type { Database } from '../db/client';
import { members, rateLimits } from '../db/schema';

/**
 * Passcode lockout, counted on the account (never the IP) and atomically (SECURITY-CHECKLIST
 * SEC-04..SEC-08; docs/decisions/0004-six-digit-passcode-risk.md, 0010-lockout-hard-stop.md).
 *
 * Increment first: an attempt reserves one of the 3 tries with a conditional UPDATE before the
 * passcode is checked, so 10 parallel guesses evaluate at most 3 passcodes whatever the database's
 * isolation level; the others find no free try and are answered as locked. A lock lasts an hour
 * from the third failure and is open again at exactly 60:00. Failures also add up across lock
 * windows: the 15th consecutive one sets the status LOCKED_OUT, which only a passcode reset by
 * SMS clears (the hard stop; NIST SP 800-63B §5.2.2 allows at most 100).
 */
export const LOCK_DURATION_MS = 60 * 60 * 1000;
export const HARD_STOP_FAILURES = 15;

/** True while a temporary lock is in force (lockedUntil in the future; 60:00 itself is open). */
export function isTemporarilyLocked(lockedUntil: Date | null, now: Date): boolean {
  return lockedUntil !== null && lockedUntil.getTime() > now.getTime();
}

/**
 * Reserves a try for an ACTIVE member. Answers the try's number (1..3) or null when none is free
 * (locked, hard-stopped, or the last tries are being evaluated by parallel requests).
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

/** Records a wrong passcode for the try `attempt` reserved: maybe locks, maybe hard-stops. */
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

/** A correct passcode forgets every earlier failure. */
export async function recordLoginSuccess(db: Database, memberId: string): Promise<void> {
  await db
    .update(members)
    .set({ failedLoginCount: 0, consecutiveFailures: 0, lockedUntil: null })
    .where(eq(members.id, memberId));
}

/**
 * A wrong passcode for a number with no account (or one that cannot sign in) answers like a
 * real account (SECURITY-CHECKLIST SEC-03): the same key, message and attempt count, and after
 * the third the same lock for an hour. The count lives in rate_limits under the number, so the
 * answers do not reveal that no member row exists. (The status check tells anyway, as the
 * specification needs; docs/decisions/0009-unknown-number-login.md.)
 *
 * It is counted the way the account is (increment first, decision 0042): one conditional upsert
 * reserves one of the 3 tries before the dummy hash is checked, so a parallel burst is answered
 * 2 remaining, 1 remaining, three failures, then locked, exactly as an ACTIVE account's. The row's
 * `count` is the tries reserved (1..3) or PHANTOM_LOCKED once the third failed, and then
 * `window_start` is when the lock began; the row plays `failed_login_count` and `locked_until`.
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

/** Records the failure of the try `attempt` reserved; the third locks for an hour from now. */
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

/** When the number's lock ends, while one is in force (an account's `locked_until`). */
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
