import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ADVISORY_LOCKS, rowsOf } from '#server/db/client';
import { useTestApp } from '../../support/test-app';

/** Housekeeping runs in one process at a time (a PostgreSQL advisory lock). */
const t = useTestApp({ clockControl: true });

const housekeeping = async () => {
  const answer = await t.call('runHousekeeping', { body: {} });
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('housekeeping on PostgreSQL', () => {
  it('is run by one process at a time: a run finding the lock held does nothing', async () => {
    // The lock is the database's: another session on the test app's own database holds it.
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    const [current] = rowsOf(await t.database.db.execute(sql`select current_database() as name`));
    url.pathname = `/${String(current?.name)}`;
    const onAppDatabase = new pg.Client({ connectionString: url.toString() });
    await onAppDatabase.connect();
    try {
      await onAppDatabase.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.housekeeping]);
      expect(await housekeeping()).toMatchObject({ ran: false });
      await onAppDatabase.query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS.housekeeping]);
      expect(await housekeeping()).toMatchObject({ ran: true });
    } finally {
      await onAppDatabase.end();
    }
  });
});
