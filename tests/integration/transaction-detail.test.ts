import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { TransactionDetailResponseSchema } from '#contract/transactions';
import { cards, transactions } from '#server/db/schema';
import { createMember, envelopeOf, signedIn } from '../support/auth-helpers';
import { testDatabaseKind } from '../support/test-database';
import { useTestApp } from '../support/test-app';

/**
 * A transaction's detail (docs/decisions/0065-transaction-detail.md): store, time, amount, earned
 * and redeemed points, the card used and a reference number, of the member's own card only.
 */
const t = useTestApp();

let owner: { mobile: string; cardNumber: string };
let cookies: string;
let earnedId: string;
let redeemedId: string;

async function buy(values: {
  cardId: string;
  storeName: string;
  at: string;
  amount: string;
  earn: string;
  redeem: string;
}): Promise<string> {
  const [row] = await t.database.db
    .insert(transactions)
    .values({
      cardId: values.cardId,
      storeName: values.storeName,
      purchaseTime: new Date(values.at),
      transactionTotalAmount: values.amount,
      earnValue: values.earn,
      redeemValue: values.redeem,
    })
    .returning({ id: transactions.id });
  return String(row?.id);
}

async function memberWithCard() {
  const created = await createMember(t);
  await t.database.db
    .update(cards)
    .set({ productLabel: 'Go Rewards Prepaid', type: 'Prepaid' })
    .where(eq(cards.memberId, created.id));
  const [card] = await t.database.db
    .select({ id: cards.id, cardNumber: cards.cardNumber })
    .from(cards)
    .where(eq(cards.memberId, created.id));
  return { ...created, cardId: card?.id ?? '', cardNumber: card?.cardNumber ?? '' };
}

/** Luhn, as payment cards check their numbers: one mistyped digit is caught. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

async function detail(transactionId: string, as = cookies) {
  return t.call('getTransaction', { params: { transactionId }, cookies: as });
}

beforeAll(async () => {
  const member = await memberWithCard();
  owner = member;
  earnedId = await buy({
    cardId: member.cardId,
    storeName: 'Suki Grocer - Manila Bay',
    at: '2026-11-30T23:45:00+08:00',
    amount: '1520.75',
    earn: '15.20',
    redeem: '0',
  });
  redeemedId = await buy({
    cardId: member.cardId,
    storeName: 'Kape Kanto - Cebu IT Park',
    at: '2026-12-01T08:05:00+08:00',
    amount: '180.00',
    earn: '0',
    redeem: '180.00',
  });
  cookies = await signedIn(t, member.mobile);
});

describe(`a transaction's detail (${testDatabaseKind})`, () => {
  it('gives the store, the Manila time, the amount, the points, the card used and a reference', async () => {
    const response = await detail(earnedId);
    expect(response.status, response.text).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = v.parse(TransactionDetailResponseSchema, response.body);
    expect(data).toMatchObject({
      id: earnedId,
      storeName: 'Suki Grocer - Manila Bay',
      purchaseTime: '2026-11-30T23:45:00+08:00',
      transactionTotalAmount: 1520.75,
      earnValue: 15.2,
      redeemValue: 0,
      card: {
        productLabel: 'Go Rewards Prepaid',
        type: 'Prepaid',
        lastFour: owner.cardNumber.slice(-4),
      },
    });
    // Never the whole card number: the detail is shown on screens others can see.
    expect(response.text).not.toContain(owner.cardNumber);
  });

  it('names each transaction by its own reference number, the same on every read, with a check digit', async () => {
    const first = v.parse(TransactionDetailResponseSchema, (await detail(earnedId)).body).data;
    const again = v.parse(TransactionDetailResponseSchema, (await detail(earnedId)).body).data;
    const other = v.parse(TransactionDetailResponseSchema, (await detail(redeemedId)).body).data;
    expect(first.referenceNumber).toMatch(/^GR-[0-9]{10}-[0-9]$/);
    expect(again.referenceNumber).toBe(first.referenceNumber);
    expect(other.referenceNumber).not.toBe(first.referenceNumber);
    for (const reference of [first.referenceNumber, other.referenceNumber]) {
      const digits = reference.replace(/[^0-9]/g, '');
      expect(luhnValid(digits), reference).toBe(true);
      // One digit mistyped on the phone to the hotline is caught.
      const typo = `${digits.slice(0, 5)}${String((Number(digits[5]) + 1) % 10)}${digits.slice(6)}`;
      expect(luhnValid(typo), typo).toBe(false);
    }
    expect(other).toMatchObject({ redeemValue: 180, earnValue: 0, transactionTotalAmount: 180 });
  });

  it("answers another member's transaction as not found, the same as one that does not exist", async () => {
    const stranger = await memberWithCard();
    const theirs = await signedIn(t, stranger.mobile);
    const refused = await detail(earnedId, theirs);
    expect(refused.status).toBe(404);
    expect(envelopeOf(refused)).toMatchObject({
      error_key: 'NOT_FOUND',
      error: 'This transaction cannot be found.',
    });
    expect(refused.text).not.toContain('Suki Grocer');
    const [highest] = await t.database.db
      .select({ id: sql<string>`coalesce(max(${transactions.id}), 0)` })
      .from(transactions);
    const missing = await detail(String(Number(highest?.id ?? 0) + 1000));
    expect(missing.status).toBe(404);
    expect(envelopeOf(missing)).toEqual(envelopeOf(refused));
  });

  it('refuses an id that is not a transaction number, before the database', async () => {
    for (const transactionId of ['0', '-1', '1.5', 'abc', '1e3', '99999999999999999999', ' 1']) {
      const response = await detail(transactionId);
      expect(response.status, transactionId).toBe(400);
      expect(envelopeOf(response).error_key, transactionId).toBe('VALIDATION_ERROR');
    }
  });

  it('answers only a signed-in member', async () => {
    const response = await t.call('getTransaction', { params: { transactionId: earnedId } });
    expect(response.status).toBe(401);
    expect(envelopeOf(response)).toMatchObject({ error_key: 'UNAUTHENTICATED', code: 302 });
  });

  it('refuses a query it does not take', async () => {
    const response = await t.call('getTransaction', {
      params: { transactionId: earnedId },
      query: { card: 'other' },
      cookies,
    });
    expect(response.status).toBe(400);
  });
});
