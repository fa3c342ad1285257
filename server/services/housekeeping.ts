import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { LOGIN_TRIES } from '#contract/auth';
import { rowsOf, type Database } from '../db/client';
import { oneTimeTokens, otpChallenges, outbox, rateLimits, sessions } from '../db/schema';
import { purgeDueDeletions } from './account-deletion';
import { LOCK_DURATION_MS } from './blocks/lockout';
import type { Deps } from './deps';

/** Often enough that an account is anonymised within minutes of its grace period's end. */
export const HOUSEKEEPING_INTERVAL_MS = 10 * 60 * 1000;
/** After start-up's own work, not beside it. */
const FIRST_RUN_DELAY_MS = 30 * 1000;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long a row is kept after it stopped counting (docs/operations.md). Every rule names a row
 * no request can use any more: an ended session, a code or token past its expiry, a rate-limit
 * window that has closed.
 */
export const RETENTION = {
  /** After a session ended (signed out, replaced, expired): the data export's sign-in history. */
  endedSessionsMs: 30 * DAY_MS,
  /** After a code expired: a late try still hears "expired" rather than "invalid" for a day. */
  challengesMs: DAY_MS,
  /** After a one-time token (captcha pass, member token, handoff code) expired. */
  tokensMs: DAY_MS,
  /** The development outbox (SMS and email stand-ins) keeps a week of messages. */
  outboxMs: 7 * DAY_MS,
  /**
   * The longest window any rate limit counts in (the 25-hour daily caps of verification/otp.ts):
   * a row whose window started before it counts as nothing.
   */
  rateLimitWindowMs: 25 * HOUR_MS,
} as const;

/** Rows per statement: each delete is short, so it never holds locks a request waits on. */
export const HOUSEKEEPING_BATCH = 500;
/** A run stops a table after this many batches; the next run goes on. */
const MAX_BATCHES_PER_TABLE = 200;

// A type, not an interface: the metrics adapter reads it as a record of tables.
export type RowsRemoved = {
  sessions: number;
  challenges: number;
  tokens: number;
  rateLimits: number;
  outbox: number;
};

export interface HousekeepingResult {
  /** False when another process was running it (an advisory lock): this one did nothing. */
  ran: boolean;
  /** Accounts whose deletion grace period ended and that were anonymised in this run. */
  accountsAnonymised: number;
  removed: RowsRemoved;
}

const NOTHING_REMOVED: RowsRemoved = {
  sessions: 0,
  challenges: 0,
  tokens: 0,
  rateLimits: 0,
  outbox: 0,
};

const at = (now: Date, beforeMs: number) =>
  sql`${new Date(now.getTime() - beforeMs).toISOString()}::timestamptz`;

/** Deletes the rows `stale` names, a batch at a time, until none is left or the run's cap. */
async function removeInBatches(
  db: Database,
  { table, stale }: { table: PgTable; stale: SQL },
): Promise<number> {
  let removed = 0;
  for (let batch = 0; batch < MAX_BATCHES_PER_TABLE; batch += 1) {
    const result = await db.execute(
      sql`delete from ${table} where ctid = any(array(select ctid from ${table} where ${stale} limit ${HOUSEKEEPING_BATCH})) returning 1`,
    );
    const count = rowsOf(result).length;
    removed += count;
    if (count < HOUSEKEEPING_BATCH) break;
  }
  return removed;
}

/** The expired rows of every short-lived table, with what each rule keeps (RETENTION). */
async function removeExpiredRows(db: Database, now: Date): Promise<RowsRemoved> {
  const sessionsEnded = at(now, RETENTION.endedSessionsMs);
  const windowClosed = at(now, RETENTION.rateLimitWindowMs);
  return {
    sessions: await removeInBatches(db, {
      table: sessions,
      stale: sql`(${sessions.revokedAt} < ${sessionsEnded} or ${sessions.refreshExpiresAt} < ${sessionsEnded} or ${sessions.absoluteExpiresAt} < ${sessionsEnded})`,
    }),
    challenges: await removeInBatches(db, {
      table: otpChallenges,
      stale: sql`${otpChallenges.expiresAt} < ${at(now, RETENTION.challengesMs)}`,
    }),
    tokens: await removeInBatches(db, {
      table: oneTimeTokens,
      stale: sql`${oneTimeTokens.expiresAt} < ${at(now, RETENTION.tokensMs)}`,
    }),
    // A number without an account keeps its tries like a member's (lockout.ts, decision 0009):
    // only its ended lock goes, which the next try would start afresh anyway.
    rateLimits: await removeInBatches(db, {
      table: rateLimits,
      stale: sql`case when ${rateLimits.key} like 'login-phantom:%'
        then ${rateLimits.count} > ${LOGIN_TRIES} and ${rateLimits.windowStart} <= ${at(now, LOCK_DURATION_MS)}
        else ${rateLimits.windowStart} < ${windowClosed} end`,
    }),
    outbox: await removeInBatches(db, {
      table: outbox,
      stale: sql`${outbox.createdAt} < ${at(now, RETENTION.outboxMs)}`,
    }),
  };
}

/**
 * One process at a time on one database (an advisory lock, tried: a process that finds another
 * running skips its turn). Each account is anonymised in its own transaction.
 */
export async function runHousekeeping(
  deps: Deps<'database' | 'clock'>,
): Promise<HousekeepingResult> {
  const { database } = deps;
  const run = await database.exclusively('housekeeping', 'try', async () => {
    const now = deps.clock();
    const accountsAnonymised = await purgeDueDeletions({ db: database.db }, now);
    const removed = await removeExpiredRows(database.db, now);
    return { ran: true, accountsAnonymised, removed };
  });
  return run.ran ? run.value : { ran: false, accountsAnonymised: 0, removed: NOTHING_REMOVED };
}

export interface HousekeepingObserver {
  (result: HousekeepingResult | 'failed'): void;
}

/** Runs on a timer that never keeps the process alive; `stop` before closing the database. */
export function startHousekeeping(
  deps: Deps<'database' | 'clock'>,
  reporting: { log: FastifyBaseLogger; observe?: HousekeepingObserver },
): { stop: () => Promise<void> } {
  const { log, observe = () => undefined } = reporting;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runHousekeeping(deps)
      .then(
        (result) => {
          observe(result);
          if (result.ran) log.info({ event: 'housekeeping.run', ...result }, 'housekeeping done');
        },
        (error: unknown) => {
          observe('failed');
          log.error({ event: 'housekeeping.failed', err: error }, 'housekeeping failed');
        },
      )
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(tick, FIRST_RUN_DELAY_MS);
  const every = setInterval(tick, HOUSEKEEPING_INTERVAL_MS);
  first.unref();
  every.unref();
  return {
    stop: async () => {
      clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
