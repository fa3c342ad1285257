import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { SpendingResponseSchema } from '#contract/spending';
import { cards, members, transactions } from '#server/db/schema';
import { DEMO, createMember, envelopeOf, signedIn } from '../support/auth-helpers';
import { testDatabaseKind } from '../support/test-database';
import { useTestApp } from '../support/test-app';

/**
 * My spending (docs/decisions/0064-my-spending-window.md): the Black Card asks for P100,000 within 12 months
 * (docs/specification.md); the 12 months are Manila calendar months, this one and the 11 before.
 */
const t = useTestApp();
const NOW = new Date('2026-12-04T10:00:00+08:00');

let member: { id: string; mobile: string };
let cardId: string;
let cookies: string;

async function buy(card: string, at: string, amount: string, redeemed = '0') {
  await t.database.db.insert(transactions).values({
    cardId: card,
    storeName: 'Suki Grocer - Manila Bay',
    purchaseTime: new Date(at),
    transactionTotalAmount: amount,
    earnValue: redeemed === '0' ? '5.00' : '0',
    redeemValue: redeemed,
  });
}

/** A new member and the id of their card. */
async function memberWithCard() {
  const created = await createMember(t);
  const [card] = await t.database.db
    .select({ id: cards.id })
    .from(cards)
    .where(eq(cards.memberId, created.id));
  return { ...created, cardId: card?.id ?? '' };
}

async function spending(as = cookies) {
  const response = await t.call('getSpending', { cookies: as });
  expect(response.status, response.text).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return v.parse(SpendingResponseSchema, response.body).data;
}

const MONTHS_2026 = [
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
  '2026-12',
];

beforeAll(async () => {
  t.now.value = NOW;
  const created = await memberWithCard();
  member = created;
  cardId = created.cardId;
  // Manila times: each sits beside a month's edge, where UTC is still in the month before.
  await buy(cardId, '2025-12-31T23:50:00+08:00', '4000.00'); // before the 12 months
  await buy(cardId, '2026-01-01T00:10:00+08:00', '3000.00'); // the first of them
  await buy(cardId, '2026-11-30T23:30:00+08:00', '500.00');
  await buy(cardId, '2026-12-01T00:30:00+08:00', '2000.00');
  await buy(cardId, '2026-12-02T15:00:00+08:00', '100.00', '100.00'); // paid with points
  await buy(cardId, '2026-12-03T12:00:00+08:00', '1000.50');
  await buy(cardId, '2026-12-04T09:00:00+08:00', '250.00');
  cookies = await signedIn(t, member.mobile);
});

describe(`my spending (${testDatabaseKind})`, () => {
  it('sums the purchases of each Manila month of the last 12, this one included', async () => {
    const answer = await spending();
    expect(answer.months.map((month) => month.month)).toEqual(MONTHS_2026);
    expect(answer.months.map((month) => month.total)).toEqual([
      3000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 500, 3350.5,
    ]);
    expect(answer).toMatchObject({
      total: 6850.5,
      goal: 100_000,
      remaining: 93_149.5,
      from: '2026-01-01',
      until: '2026-12-31',
      blackCard: false,
    });
  });

  it("never counts another member's purchases", async () => {
    const other = await memberWithCard();
    await buy(other.cardId, '2026-12-03T10:00:00+08:00', '99999.00');
    expect((await spending()).total).toBe(6850.5);
    expect((await spending(await signedIn(t, other.mobile))).total).toBe(99_999);
  });

  it('is the seeded member’s own sum, month by month, as PostgreSQL counts Manila months', async () => {
    const demo = await signedIn(t, DEMO.active);
    const answer = await spending(demo);
    const result: unknown = await t.database.db.execute(sql`
      select to_char(t.purchase_time at time zone 'Asia/Manila', 'YYYY-MM') as month,
             sum(t.transaction_total_amount)::float8 as total
      from transactions t join cards c on c.id = t.card_id join members m on m.id = c.member_id
      where m.mobile_e164 = ${DEMO.active}
        and t.purchase_time >= '2026-01-01T00:00:00+08:00' and t.purchase_time < '2027-01-01T00:00:00+08:00'
      group by 1`);
    const expected = new Map(
      (result as { rows: { month: string; total: number }[] }).rows.map((row) => [
        row.month,
        row.total,
      ]),
    );
    expect(answer.months.length).toBe(12);
    for (const month of answer.months)
      expect(month.total, month.month).toBeCloseTo(expected.get(month.month) ?? 0, 2);
    expect(answer.total).toBeGreaterThan(0);
  });

  it('says when the goal is reached: nothing left', async () => {
    const reached = await memberWithCard();
    await buy(reached.cardId, '2026-06-15T12:00:00+08:00', '100000.00');
    const answer = await spending(await signedIn(t, reached.mobile));
    expect(answer).toMatchObject({ total: 100_000, remaining: 0 });
  });

  it('says so for a member who holds a Black Card', async () => {
    const black = await createMember(t);
    await t.database.db.update(cards).set({ type: 'Black' }).where(eq(cards.memberId, black.id));
    expect((await spending(await signedIn(t, black.mobile))).blackCard).toBe(true);
  });

  it('moves with the calendar: on the 1st of January, January 2026 leaves the window', async () => {
    t.now.value = new Date('2027-01-01T00:05:00+08:00');
    try {
      const answer = await spending(await signedIn(t, member.mobile));
      expect(answer.months[0]?.month).toBe('2026-02');
      expect(answer.months.at(-1)).toEqual({ month: '2027-01', total: 0 });
      expect(answer).toMatchObject({ total: 3850.5, from: '2026-02-01', until: '2027-01-31' });
    } finally {
      t.now.value = NOW;
    }
  });

  it('follows a purchase changed or deleted: the monthly sums are kept by the database', async () => {
    const changing = await memberWithCard();
    const id = changing.cardId;
    await buy(id, '2026-10-10T10:00:00+08:00', '700.00');
    await buy(id, '2026-10-20T10:00:00+08:00', '300.00');
    const as = await signedIn(t, changing.mobile);
    const october = async () =>
      (await spending(as)).months.find((month) => month.month === '2026-10')?.total;
    expect(await october()).toBe(1000);
    await t.database.db
      .update(transactions)
      .set({ transactionTotalAmount: '250.00' })
      .where(and(eq(transactions.cardId, id), eq(transactions.transactionTotalAmount, '300.00')));
    expect(await october()).toBe(950);
    // Moved to the next month, across Manila's midnight.
    await t.database.db
      .update(transactions)
      .set({ purchaseTime: new Date('2026-11-01T00:05:00+08:00') })
      .where(and(eq(transactions.cardId, id), eq(transactions.transactionTotalAmount, '250.00')));
    const moved = await spending(as);
    expect(moved.months.find((month) => month.month === '2026-10')?.total).toBe(700);
    expect(moved.months.find((month) => month.month === '2026-11')?.total).toBe(250);
    await t.database.db.delete(transactions).where(eq(transactions.cardId, id));
    expect((await spending(as)).total).toBe(0);
  });

  it('answers only a signed-in member', async () => {
    const response = await t.call('getSpending', {});
    expect(response.status).toBe(401);
    // The envelope's 302 tells the app to go to login (sessions.test.ts).
    expect(envelopeOf(response)).toMatchObject({ error_key: 'UNAUTHENTICATED', code: 302 });
  });

  it('refuses a query it does not take, and stores nothing', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(members);
    const response = await t.call('getSpending', {
      cookies,
      query: { months: '24' },
    });
    expect(response.status).toBe(400);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(members);
    expect(after).toEqual(before);
  });
});
