import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadCache } from '#server/db/read-cache';
import { cards, members, sessions, transactions } from '#server/db/schema';
import { SoleWriterPGlite } from '#server/db/sole-writer';
import { DEMO, signedIn } from '../support/auth-helpers';
import { testDatabaseKind } from '../support/test-database';
import { useTestApp } from '../support/test-app';

/** Decision 0040: on PGlite hot member reads come from memory until any write. */

describe('the sole writer counts every statement that may change data', () => {
  let client: SoleWriterPGlite;
  beforeAll(async () => {
    client = new SoleWriterPGlite();
    await client.query('create table t (id int primary key, v text)');
  });
  afterAll(async () => {
    await client.close();
  });

  it('leaves the count alone for a SELECT and moves it for anything else', async () => {
    const start = client.writes;
    await client.query('select * from t where id = $1', [1]);
    await client.query('  SELECT 1');
    expect(client.writes).toBe(start);

    const writes: (() => Promise<unknown>)[] = [
      () => client.query('insert into t values ($1, $2)', [1, 'a']),
      () => client.query("update t set v = 'b' where id = 1"),
      () => client.query('with gone as (delete from t returning id) select count(*) from gone'),
      () => client.query('delete from t'),
      () => client.exec('select 1; select 2'),
      () => client.sql`insert into t values (${2}, ${'c'})`,
      () => client.transaction(async (tx) => tx.query('select * from t')),
    ];
    for (const write of writes) {
      const before = client.writes;
      await write();
      expect(client.writes).toBeGreaterThan(before);
    }
  });

  it('moves the count even when the statement fails', async () => {
    const before = client.writes;
    await expect(client.query('insert into missing values (1)')).rejects.toThrow();
    expect(client.writes).toBeGreaterThan(before);
  });
});

describe(`the read cache on the test database (${testDatabaseKind})`, () => {
  const t = useTestApp();

  const counted = () => {
    let loads = 0;
    const load = async () => {
      loads += 1;
      const [row] = await t.database.db
        .select({ firstName: members.firstName })
        .from(members)
        .where(eq(members.mobileE164, DEMO.active));
      return { firstName: row?.firstName ?? null };
    };
    return { load, loads: () => loads };
  };

  it(
    testDatabaseKind === 'pglite'
      ? 'answers a repeated read from memory until anything is written'
      : 'sends every read to PostgreSQL, which other processes write too',
    async () => {
      const cache = createReadCache<{ firstName: string | null }>(10);
      const { load, loads } = counted();
      const first = await cache.read(t.database.db, 'demo', load);
      const again = await cache.read(t.database.db, 'demo', load);
      expect(again).toEqual(first);
      expect(loads()).toBe(testDatabaseKind === 'pglite' ? 1 : 2);

      // Any write at all, here to another table, makes the next read go to the database.
      await t.database.db.execute(sql`update settings set updated_at = updated_at`);
      await cache.read(t.database.db, 'demo', load);
      expect(loads()).toBe(testDatabaseKind === 'pglite' ? 2 : 3);
    },
  );

  it('never keeps a read that a write ran beside', async () => {
    const cache = createReadCache<{ firstName: string | null }>(10);
    const { load, loads } = counted();
    // The write is queued behind the read, so the read may answer from before it.
    const reading = cache.read(t.database.db, 'demo', load);
    const writing = t.database.db
      .update(members)
      .set({ firstName: 'Beside' })
      .where(eq(members.mobileE164, DEMO.active));
    await Promise.all([reading, writing]);
    expect(await cache.read(t.database.db, 'demo', load)).toEqual({ firstName: 'Beside' });
    expect(loads()).toBe(2);
  });

  it('hands out answers nobody can change in place', async () => {
    const cache = createReadCache<{ firstName: string | null }>(10);
    const { load } = counted();
    const answer = await cache.read(t.database.db, 'frozen', load);
    if (testDatabaseKind === 'pglite') {
      expect(() => {
        answer.firstName = 'Changed';
      }).toThrow(TypeError);
    }
    expect((await cache.read(t.database.db, 'frozen', load)).firstName).not.toBe('Changed');
  });
});

describe(`member reads see every change at once (${testDatabaseKind})`, () => {
  const t = useTestApp();
  let cookie: string;
  beforeAll(async () => {
    cookie = await signedIn(t, DEMO.active);
  });

  const me = () => t.call('getMemberDetails', { cookies: cookie });
  const page = () => t.call('getTransactions', { query: { limit: '5' }, cookies: cookie });

  it('a changed name, a new transaction, an inactive account and a revoked session', async () => {
    expect((await me()).status).toBe(200);
    await t.database.db
      .update(members)
      .set({ firstName: 'Renamed' })
      .where(eq(members.mobileE164, DEMO.active));
    expect((await me()).body).toMatchObject({ firstName: 'Renamed' });

    const before = (await page()).body.total;
    const [earlier] = await t.database.db
      .select({ row: transactions })
      .from(transactions)
      .innerJoin(cards, eq(cards.id, transactions.cardId))
      .innerJoin(members, eq(members.id, cards.memberId))
      .where(eq(members.mobileE164, DEMO.active))
      .limit(1);
    if (!earlier) throw new Error('the demo member has no transaction to copy');
    // A copy of it, made now: the id is left to the database.
    await t.database.db
      .insert(transactions)
      .values({ ...earlier.row, id: undefined, purchaseTime: t.now.value });
    expect((await page()).body.total).toBe(before + 1);

    await t.database.db
      .update(members)
      .set({ status: 'INACTIVE' })
      .where(eq(members.mobileE164, DEMO.active));
    expect((await me()).status).toBe(401);
    await t.database.db
      .update(members)
      .set({ status: 'ACTIVE' })
      .where(eq(members.mobileE164, DEMO.active));
    expect((await me()).status).toBe(200);

    await t.database.db.update(sessions).set({ revokedAt: new Date() });
    expect((await me()).status).toBe(401);
  });
});
