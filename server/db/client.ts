import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as v from 'valibot';
import { describeFailure } from './failure';
import { holdFolder, type FolderOwner } from './folder-lock';
import { trackWrites } from './read-cache';
import * as schema from './schema';
import { SoleWriterPGlite } from './sole-writer';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * PostgreSQL advisory locks shared by every process on one database (docs/operations.md): start-up's
 * migration and seed, and the housekeeping run.
 */
export const ADVISORY_LOCKS = { migration: 740_231_001, housekeeping: 740_231_002 } as const;
export type AdvisoryLock = keyof typeof ADVISORY_LOCKS;

export type LockedRun<T> = { ran: true; value: T } | { ran: false };

export interface PoolStats {
  /** Connections open, idle among them, and requests waiting for one. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  /** Every migration of this build is applied (readiness). */
  migrationsCurrent: () => Promise<boolean>;
  /**
   * `work` runs while this process holds the lock: `wait` queues behind another holder, `try`
   * skips the work when another process holds it. PGlite's data folder has one process.
   */
  exclusively: <T>(
    lock: AdvisoryLock,
    mode: 'wait' | 'try',
    work: () => Promise<T>,
  ) => Promise<LockedRun<T>>;
  poolStats?: () => PoolStats;
  close: () => Promise<void>;
  dumpDataDir?: () => Promise<Blob>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

const STATEMENT_TIMEOUT_MS = 8_000;
const POOL_MAX = 10;

/** The newest migration this build carries: drizzle records each applied one by its `when`. */
function newestMigration(): number {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

const RowsSchema = v.object({ rows: v.array(v.record(v.string(), v.unknown())) });

/** The rows of a raw statement's answer (both drivers answer `{ rows }`). */
export function rowsOf(result: unknown): Record<string, unknown>[] {
  return v.parse(RowsSchema, result).rows;
}

async function migrationsCurrent(db: Database): Promise<boolean> {
  try {
    const result = await db.execute(
      sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
    );
    // bigint: a string from node-postgres, a number from PGlite.
    const newest = Number(rowsOf(result)[0]?.newest ?? 0);
    return newest >= newestMigration();
  } catch {
    // No migrations table yet: nothing applied.
    return false;
  }
}

export interface DatabaseOptions {
  url?: string | undefined;
  dataDir?: string | undefined;
  loadDataDir?: Blob;
  statementTimeoutMs?: number;
  onConnectionError?: (error: Error) => void;
  /** Who holds `dataDir` while it is open, named to a second process that finds it held. */
  owner?: FolderOwner;
  /** A `dataDir` that cannot be opened is deleted and created anew (a reset), saying why. */
  recreateUnopenable?: (cause: string) => void;
}

async function openPglite(options: DatabaseOptions): Promise<SoleWriterPGlite> {
  const open = async () => {
    const client = new SoleWriterPGlite({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    await client.waitReady;
    return client;
  };
  const { dataDir, recreateUnopenable } = options;
  if (!dataDir || !recreateUnopenable) return open();
  try {
    return await open();
  } catch (error) {
    // The folder is this process's (its lock is held), so it can go.
    rmSync(dataDir, { recursive: true, force: true });
    recreateUnopenable(describeFailure(error));
    return open();
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const url = options.url;
  if (url) {
    const pool = new pg.Pool({
      connectionString: url,
      max: POOL_MAX,
      connectionTimeoutMillis: 5_000,
      statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
      idleTimeoutMillis: 30_000,
    });
    // An idle connection the server drops (restart, failover, termination) emits 'error' on the
    // pool; unheard, Node would end the process. The pool discards that connection and the next
    // query opens a new one, so the process stays up and recovers without a restart.
    pool.on('error', (error) => options.onConnectionError?.(error));
    const db = drizzlePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      migrationsCurrent: () => migrationsCurrent(db),
      // A session's lock, on a connection of its own outside the pool and its statement timeout:
      // a process waits here while another migrates, and `work` keeps the whole pool.
      exclusively: async (lock, mode, work) => {
        const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
        client.on('error', (error) => options.onConnectionError?.(error));
        await client.connect();
        const key = ADVISORY_LOCKS[lock];
        try {
          if (mode === 'wait') {
            await client.query('select pg_advisory_lock($1)', [key]);
          } else {
            const taken = await client.query<{ locked: boolean }>(
              'select pg_try_advisory_lock($1) as locked',
              [key],
            );
            if (!taken.rows[0]?.locked) return { ran: false };
          }
          return { ran: true, value: await work() };
        } finally {
          // Ending the session releases its lock, also after a failed `work`.
          await client.end();
        }
      },
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: POOL_MAX,
      }),
      close: () => pool.end(),
    };
  }
  const { dataDir } = options;
  const release = dataDir
    ? holdFolder(dataDir, options.owner ?? { command: 'another process' })
    : () => undefined;
  let client: SoleWriterPGlite;
  try {
    client = await openPglite(options);
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite(client, { schema });
  trackWrites(db, () => client.writes);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    migrationsCurrent: () => migrationsCurrent(db),
    exclusively: async (_lock, _mode, work) => ({ ran: true, value: await work() }),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
