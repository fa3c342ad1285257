import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DATE_RANGE_MESSAGE,
  TransactionStoresResponseSchema,
  TransactionsResponseSchema,
  type Transaction,
} from '#contract/transactions';
import { cards, transactions } from '#server/db/schema';
import { byStoreName } from '#server/services/transactions';
import { DEMO, createMember, envelopeOf, signedIn } from '../support/auth-helpers';
import { testDatabaseKind } from '../support/test-database';
import { useTestApp } from '../support/test-app';
import type { CallRequest } from '../support/test-client';

/** docs/specification.md#transactions; counts come from the database directly. */
const t = useTestApp();
let cookies: string;
let cardId: string;
beforeAll(async () => {
  cookies = await signedIn(t, DEMO.active);
  const result: unknown = await t.database.db.execute(
    sql`select c.id from cards c join members m on m.id = c.member_id where m.mobile_e164 = ${DEMO.active}`,
  );
  cardId = (result as { rows: { id: string }[] }).rows[0]?.id ?? '';
});

/** A count straight from the database, with Manila days computed by PostgreSQL itself. */
async function dbCount(where: ReturnType<typeof sql> = sql`true`): Promise<number> {
  const result: unknown = await t.database.db.execute(
    sql`select count(*)::int as n from transactions where card_id = ${cardId} and (${where})`,
  );
  return (result as { rows: { n: number }[] }).rows[0]?.n ?? -1;
}
const manilaDay = sql`(purchase_time at time zone 'Asia/Manila')::date`;

type Query = NonNullable<CallRequest<'getTransactions'>['query']>;

async function list(query: Query, as = cookies) {
  const response = await t.call('getTransactions', { query, cookies: as });
  expect(response.status, `${JSON.stringify(query)}: ${response.text}`).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return v.parse(TransactionsResponseSchema, response.body);
}

/** Every page of a filter at 50 a page. */
async function everyPage(filter: Query): Promise<Transaction[]> {
  const all: Transaction[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await list({ ...filter, limit: '50', page: String(page) });
    all.push(...answer.data);
    if (answer.data.length < 50) return all;
  }
}

describe(`transactions (${testDatabaseKind})`, () => {
  it('pages newest first, 5 by default, with the total of the filter', async () => {
    const first = await list({});
    expect(first).toMatchObject({ page: 1, limit: 5, total: await dbCount() });
    expect(first.total).toBeGreaterThanOrEqual(120);
    expect(first.data).toHaveLength(5);
    const all = await everyPage({ type: '0' });
    expect(all).toHaveLength(first.total);
    expect(all.slice(0, 5)).toEqual(first.data);
    const times = all.map((row) => Date.parse(row.purchaseTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(all.map((row) => row.id)).size).toBe(all.length);
    expect(first.data[0]?.purchaseTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
    for (const limit of ['10', '25', '50'] as const) {
      const page = await list({ limit, page: '2' });
      expect(page.data).toEqual(all.slice(Number(limit), Number(limit) * 2));
    }
    const beyond = await list({ page: '999' });
    expect(beyond).toMatchObject({ data: [], total: first.total, page: 999 });
  });

  it('filters earned and redeemed as the specification reads them', async () => {
    const earned = await everyPage({ type: '1' });
    expect(earned).toHaveLength(await dbCount(sql`earn_value > 0`));
    expect(earned.every((row) => row.earnValue > 0)).toBe(true);
    const redeemed = await everyPage({ type: '2' });
    expect(redeemed).toHaveLength(await dbCount(sql`earn_value < 0 or redeem_value > 0`));
    expect(redeemed.length).toBeGreaterThan(0);
    expect(redeemed.every((row) => row.earnValue < 0 || row.redeemValue > 0)).toBe(true);
  });

  it('filters by store and by Manila calendar days, both ends inclusive', async () => {
    const stores = v.parse(
      TransactionStoresResponseSchema,
      (await t.call('getTransactionStores', { cookies })).body,
    ).data;
    expect(stores.length).toBeGreaterThan(3);
    expect(stores).toEqual([...stores].sort(byStoreName));
    const store = stores[1] ?? '';
    const byStore = await list({ store, limit: '50' });
    expect(byStore.total).toBe(await dbCount(sql`store_name = ${store}`));
    expect(byStore.data.every((row) => row.storeName === store)).toBe(true);

    const all = await everyPage({ type: '0' });
    const day = all[10]?.purchaseTime.slice(0, 10) ?? '';
    const oneDay = await list({ from: day, to: day, limit: '50' });
    expect(oneDay.total).toBe(await dbCount(sql`${manilaDay} = ${day}::date`));
    expect(oneDay.total).toBeGreaterThan(0);
    expect(oneDay.data.every((row) => row.purchaseTime.startsWith(day))).toBe(true);
    const from = all[60]?.purchaseTime.slice(0, 10) ?? '';
    const range = await list({ type: '1', from, to: day });
    expect(range.total).toBe(
      await dbCount(sql`earn_value > 0 and ${manilaDay} between ${from}::date and ${day}::date`),
    );
    const open = await list({ from });
    expect(open.total).toBe(await dbCount(sql`${manilaDay} >= ${from}::date`));
    expect((await list({ store: 'No Such Store' })).total).toBe(0);
  });

  it('answers 400 with a field message, never 500, for bad queries', async () => {
    const cases: [string, string][] = [
      ['type=3', 'type'],
      ['type=earned', 'type'],
      ['limit=7', 'limit'],
      ['limit=100', 'limit'],
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=1.5', 'page'],
      ['page=abc', 'page'],
      ['page=99999999999', 'page'],
      ['from=2026-02-30', 'from'],
      ['from=2026/01/01', 'from'],
      ['to=yesterday', 'to'],
      [`store=${'x'.repeat(121)}`, 'store'],
      ['cardID=8800123400000029', 'cardID'],
      ['memberId=someone', 'memberId'],
    ];
    for (const [query, field] of cases) {
      const offContractQuery = Object.fromEntries(new URLSearchParams(query));
      const response = await t.call('getTransactions', { offContractQuery, cookies });
      expect(response.status, query).toBe(400);
      expect(envelopeOf(response).fields?.[field], query).toBeDefined();
    }
    const backwards = await t.call('getTransactions', {
      query: { from: '2026-05-02', to: '2026-05-01' },
      cookies,
    });
    expect(envelopeOf(backwards).fields).toEqual({ from: DATE_RANGE_MESSAGE });
    const duplicated = await t.call('getTransactions', {
      offContractQuery: { type: ['1', '2'] },
      cookies,
    });
    expect(duplicated.status).toBe(400);
    expect((await t.call('getTransactions')).status).toBe(401);
  });

  it("never reaches another member's transactions", async () => {
    const other = await signedIn(t, DEMO.newMember);
    const mine = await everyPage({ type: '0' });
    const theirs = await list({ limit: '50' }, other);
    expect(theirs.total).toBeLessThan(10);
    const mineIds = new Set(mine.map((row) => row.id));
    expect(theirs.data.some((row) => mineIds.has(row.id))).toBe(false);
    const theirStores = (await t.call('getTransactionStores', { cookies: other })).body.data;
    expect(theirStores.length).toBeLessThanOrEqual(theirs.total);
    const csv = await t.call('downloadTransactions', { cookies: other });
    expect(csv.text.trim().split('\r\n')).toHaveLength(theirs.total + 1);
  });
});

describe(`transactions CSV (${testDatabaseKind})`, () => {
  it('downloads the filtered rows as an attachment', async () => {
    const response = await t.call('downloadTransactions', { query: { type: '2' }, cookies });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="transactions.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = response.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"Store","Purchase time","Amount","Earned points","Redeemed points"');
    expect(lines).toHaveLength((await dbCount(sql`earn_value < 0 or redeem_value > 0`)) + 1);
    const first = (await list({ type: '2' })).data[0];
    expect(lines[1]).toBe(
      [
        first?.storeName,
        first?.purchaseTime,
        first?.transactionTotalAmount.toFixed(2),
        first?.earnValue.toFixed(2),
        first?.redeemValue.toFixed(2),
      ]
        .map((cell) => `"${String(cell)}"`)
        .join(','),
    );
    const paged = await t.call('downloadTransactions', {
      offContractQuery: { page: '2' },
      cookies,
    });
    expect(paged.status).toBe(400);
    expect((await t.call('downloadTransactions')).status).toBe(401);
  });

  it('keeps spreadsheet formulas inert and quotes what needs it', async () => {
    const member = await createMember(t);
    const memberCookies = await signedIn(t, member.mobile);
    const [card] = await t.database.db
      .select({ id: cards.id })
      .from(cards)
      .where(sql`${cards.memberId} = ${member.id}`);
    const hostile = [
      '=HYPERLINK("http://evil.example","Click")',
      '+SUM(A1:A9)',
      '-2+3',
      '@cmd',
      '\tTabbed',
      'Store, "Quoted"',
      'Peñafrancia Mart',
      // A line break or spaces in front, and the full-width signs.
      '\n=1+1',
      '\r@cmd',
      ' =HYPERLINK("http://evil.example")',
      '＝1+1',
      '－2+3',
    ];
    await t.database.db.insert(transactions).values(
      hostile.map((storeName, index) => ({
        cardId: card?.id ?? '',
        storeName,
        purchaseTime: new Date(Date.UTC(2026, 4, 1 + index, 4)),
        transactionTotalAmount: '100.00',
        earnValue: index === 2 ? '-5.00' : '0.50',
        redeemValue: '0',
      })),
    );
    const response = await t.call('downloadTransactions', { cookies: memberCookies });
    const body = response.text;
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(body).toContain(`"'+SUM(A1:A9)"`);
    expect(body).toContain(`"'-2+3"`);
    expect(body).toContain(`"'@cmd"`);
    expect(body).toContain(`"'\tTabbed"`);
    expect(body).toContain('"Store, ""Quoted"""');
    expect(body).toContain('"Peñafrancia Mart"');
    expect(body).toContain(`"'\n=1+1"`);
    expect(body).toContain(`"'\r@cmd"`);
    expect(body).toContain(`"' =HYPERLINK(""http://evil.example"")"`);
    expect(body).toContain(`"'＝1+1"`);
    expect(body).toContain(`"'－2+3"`);
    // Numbers stay numbers, negative ones included.
    expect(body).toContain('"-5.00"');
    expect(body.startsWith('\uFEFF')).toBe(true);
  });
});
