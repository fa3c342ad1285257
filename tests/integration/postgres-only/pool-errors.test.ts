import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';

/**
 * PostgreSQL can drop an idle connection at any time (restart, failover, an administrator). The
 * process must hear of it and carry on, not crash on an unheard 'error' event. (This folder runs
 * only in the PostgreSQL pass: PGlite has no connections to lose.)
 */
describe('a dropped idle PostgreSQL connection', () => {
  it('is reported, and the next query opens a new connection', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `gr_pool_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const errors: Error[] = [];
    const database = await openDatabase({
      url: url.toString(),
      onConnectionError: (error) => errors.push(error),
    });
    try {
      await database.ping();
      // The pool now holds one idle connection: end it from the server's side.
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [name],
      );
      expect(ended.rowCount).toBe(1);
      await expect.poll(() => errors.length).toBe(1);
      await database.ping();
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name}`).catch(() => undefined);
      await admin.end();
    }
  });
});
