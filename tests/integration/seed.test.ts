import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cards, members, pages, transactions } from '#server/db/schema';
import { seed, truncateAll } from '#server/db/seed/index';
import { DEMO_PASSCODE } from '#server/db/seed/members-data';
import { createPasscodeHasher } from '#server/adapters/passcode-hasher';
import type { DatabaseHandle } from '#server/db/client';
import { TEST_PEPPER } from '../support/test-app';
import { openTestDatabase, testDatabaseKind } from '../support/test-database';

const hasher = createPasscodeHasher(Buffer.from(TEST_PEPPER));
let database: DatabaseHandle;

async function counts() {
  const count = async (
    table: typeof members | typeof cards | typeof transactions | typeof pages,
  ) => {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row?.n ?? 0;
  };
  return {
    members: await count(members),
    cards: await count(cards),
    transactions: await count(transactions),
    pages: await count(pages),
  };
}

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  await seed(database.db, { hasher });
});
afterAll(async () => {
  await database.close();
});

describe(`seed (${testDatabaseKind})`, () => {
  it('creates the seven demo members (docs/specification.md#demo-members) with their statuses and cards', async () => {
    const rows = await database.db
      .select({ mobile: members.mobileE164, status: members.status })
      .from(members)
      .orderBy(members.mobileE164);
    expect(rows).toEqual([
      { mobile: '+639170000001', status: 'ACTIVE' },
      { mobile: '+639170000002', status: 'ACTIVE' },
      { mobile: '+639170000003', status: 'PASSWORD_EXPIRED' },
      { mobile: '+639170000004', status: 'MIGRATED' },
      { mobile: '+639170000005', status: 'STAGED' },
      { mobile: '+639170000006', status: 'INACTIVE' },
      { mobile: '+639170000007', status: 'LOCKED_OUT' },
    ]);
    const cardNumbers = await database.db.select({ n: cards.cardNumber }).from(cards);
    expect(cardNumbers).toHaveLength(7);
    for (const { n } of cardNumbers) expect(n).toMatch(/^8\d{15}$/);
  });

  it('gives the first member at least 120 transactions and a balance with decimals that agrees with them', async () => {
    const [first] = await database.db
      .select({ cardId: cards.id, balance: cards.balance })
      .from(cards)
      .innerJoin(members, eq(cards.memberId, members.id))
      .where(eq(members.mobileE164, '+639170000001'));
    expect(first).toBeDefined();
    const [history] = await database.db
      .select({
        n: sql<number>`count(*)::int`,
        stores: sql<number>`count(distinct ${transactions.storeName})::int`,
        redeemed: sql<number>`count(*) filter (where ${transactions.redeemValue} > 0)::int`,
      })
      .from(transactions)
      .where(eq(transactions.cardId, first?.cardId ?? ''));
    expect(history?.n).toBeGreaterThanOrEqual(120);
    expect(history?.stores).toBeGreaterThanOrEqual(8);
    expect(history?.redeemed).toBeGreaterThan(0);
    expect(first?.balance).toMatch(/^\d+\.\d{2}$/);
    expect(first?.balance.endsWith('.00')).toBe(false);
  });

  it('stores passcodes only as peppered argon2id hashes', async () => {
    const rows = await database.db.select().from(members);
    for (const row of rows) {
      expect(row.passcodeHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      expect(JSON.stringify(row)).not.toContain(DEMO_PASSCODE);
      expect(await hasher.verify(row.passcodeHash, DEMO_PASSCODE)).toBe(true);
      expect(await hasher.verify(row.passcodeHash, '000000')).toBe(false);
    }
    const withoutPepper = createPasscodeHasher(Buffer.from('another-pepper-entirely-0123456789'));
    expect(await withoutPepper.verify(rows[0]?.passcodeHash ?? '', DEMO_PASSCODE)).toBe(false);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = await counts();
    await seed(database.db, { hasher });
    expect(await counts()).toEqual(before);
  });

  it('reset empties every table and a new seed restores the same state', async () => {
    const before = await counts();
    await database.db.delete(members).where(eq(members.mobileE164, '+639170000002'));
    expect((await counts()).members).toBe(before.members - 1);
    await truncateAll(database.db);
    expect(await counts()).toEqual({ members: 0, cards: 0, transactions: 0, pages: 0 });
    await seed(database.db, { hasher });
    expect(await counts()).toEqual(before);
  });
});
