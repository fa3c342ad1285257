import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';

/**
 * A fresh, empty database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export interface TestDatabaseOptions {
  statementTimeoutMs?: number;
  /** Where the app's pool connects (a proxy in front of the test database, to cut it). */
  connectThrough?: (url: URL) => URL;
}

export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({});

  const name = `gr_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({
    url: (options.connectThrough?.(new URL(url)) ?? url).toString(),
    ...(options.statementTimeoutMs ? { statementTimeoutMs: options.statementTimeoutMs } : {}),
  });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      // Without `force`: every connection of the app's pool is closed by now, and a forced drop
      // would race a connection still saying goodbye (its 57P01 surfaces as an uncaught error).
      await cleanup.query(`drop database if exists ${name}`).catch(() => undefined);
      await cleanup.end();
    },
  };
}

export const testDatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
