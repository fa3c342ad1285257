import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ClaimRequestSchema,
  ClaimResponseSchema,
  ClaimsResponseSchema,
  type ClaimRequestInput,
} from '#contract/claims';
import {
  cards,
  members,
  otpChallenges,
  rateLimits,
  transactions,
  type outbox,
} from '#server/db/schema';
import { submitClaim } from '#server/services/claims';
import { runClaimsCommand } from '#server/services/claims-command';
import {
  createMember,
  envelopeOf,
  forgotPasscode,
  outboxFor,
  signedIn,
} from '../support/auth-helpers';
import { testDatabaseKind } from '../support/test-database';
import { useTestApp } from '../support/test-app';

/**
 * Missing-points claims (docs/decisions/0067-missing-points-claims.md): a purchase of the last 30
 * Manila days, not in the future, a receipt claimed once, at most 5 open claims; a receipt notice
 * through the outbox; an operator moves a claim through Received, In review, Credited, Declined.
 */
const t = useTestApp();
const NOW = new Date('2026-12-04T10:00:00+08:00');

const claim = (overrides: Partial<ClaimRequestInput> = {}): ClaimRequestInput => ({
  storeName: 'Suki Grocer - Manila Bay',
  purchaseDate: '2026-12-01',
  amount: '1520.75',
  receiptNumber: `OR-${String(Math.floor(Math.random() * 1e9))}`,
  ...overrides,
});

async function submit(cookies: string, body: ClaimRequestInput) {
  return t.call('submitClaim', { body, cookies });
}

async function submitted(cookies: string, body: ClaimRequestInput = claim()) {
  const response = await submit(cookies, body);
  expect(response.status, response.text).toBe(200);
  return v.parse(ClaimResponseSchema, response.body).data;
}

async function claimsOf(cookies: string) {
  const response = await t.call('listClaims', { cookies });
  expect(response.status, response.text).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return v.parse(ClaimsResponseSchema, response.body).data;
}

/** A new member signed in, with the id of their card. */
async function newMember(options: Parameters<typeof createMember>[1] = {}) {
  const created = await createMember(t, options);
  const [card] = await t.database.db
    .select({ id: cards.id })
    .from(cards)
    .where(eq(cards.memberId, created.id));
  return { ...created, cardId: card?.id ?? '', cookies: await signedIn(t, created.mobile) };
}

/** The operator's command, as `npm run claims -- …` runs it, with what it printed. */
async function operator(...args: string[]) {
  const lines: string[] = [];
  const code = await runClaimsCommand(args, {
    db: t.database.db,
    now: () => t.now.value,
    print: (line) => lines.push(line),
  });
  return { code, output: lines.join('\n') };
}

async function count(table: typeof outbox | typeof otpChallenges | typeof rateLimits) {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? -1;
}

beforeAll(() => {
  t.now.value = NOW;
});

describe(`missing-points claims (${testDatabaseKind})`, () => {
  it('stores a claim as Received and lists it, newest first, with its reference', async () => {
    const member = await newMember();
    const first = await submitted(member.cookies, claim({ receiptNumber: 'or-2026-0001' }));
    expect(first).toMatchObject({
      storeName: 'Suki Grocer - Manila Bay',
      purchaseDate: '2026-12-01',
      amount: 1520.75,
      receiptNumber: 'OR-2026-0001',
      status: 'Received',
      points: null,
      note: null,
      transactionId: null,
    });
    expect(first.reference).toMatch(/^MP-[0-9A-F]{8}$/);
    t.now.value = new Date(NOW.getTime() + 60_000);
    const second = await submitted(member.cookies);
    t.now.value = NOW;
    expect((await claimsOf(member.cookies)).map((each) => each.id)).toEqual([second.id, first.id]);
    // Nobody else sees them.
    const other = await newMember();
    expect(await claimsOf(other.cookies)).toEqual([]);
  });

  it('takes a purchase from today back to 30 Manila days ago, and refuses older or future ones', async () => {
    const member = await newMember();
    for (const purchaseDate of ['2026-12-04', '2026-11-04']) {
      await submitted(member.cookies, claim({ purchaseDate }));
    }
    for (const [purchaseDate, message] of [
      ['2026-11-03', 'Report a purchase made within the last 30 days.'],
      ['2026-12-05', 'The purchase date cannot be in the future.'],
      ['2026-02-30', 'Enter the day of the purchase.'],
    ] as const) {
      const response = await submit(member.cookies, claim({ purchaseDate }));
      expect(response.status, purchaseDate).toBe(400);
      expect(envelopeOf(response).fields, purchaseDate).toEqual({ purchaseDate: message });
    }
    // Manila's today: at 23:30 UTC on 4 December it is already 5 December in Manila.
    t.now.value = new Date('2026-12-04T23:30:00Z');
    try {
      // Signed in again: the morning's session has long ended.
      await submitted(await signedIn(t, member.mobile), claim({ purchaseDate: '2026-12-05' }));
    } finally {
      t.now.value = NOW;
    }
    expect(await claimsOf(member.cookies)).toHaveLength(3);
  });

  it('refuses bad input next to its field and stores nothing', async () => {
    const member = await newMember();
    const refused: [Record<string, unknown>, string, string][] = [
      [{ ...claim(), storeName: ' ' }, 'storeName', 'Enter the store where you made the purchase.'],
      [{ ...claim(), amount: '0.50' }, 'amount', 'Enter an amount from ₱1.00 to ₱1,000,000.00.'],
      [{ ...claim(), amount: '1,200' }, 'amount', 'Enter the amount paid, like 1250.50.'],
      [
        { ...claim(), amount: '1000000.01' },
        'amount',
        'Enter an amount from ₱1.00 to ₱1,000,000.00.',
      ],
      [
        { ...claim(), receiptNumber: 'OR 1' },
        'receiptNumber',
        'Enter the receipt number as printed: 4 to 30 letters, digits, dashes or slashes.',
      ],
      [
        { ...claim(), storeName: 'Store\u0000' },
        'storeName',
        'Remove line breaks, tabs and other control characters.',
      ],
    ];
    for (const [body, field, message] of refused) {
      const response = await t.call('submitClaim', {
        offContractBody: body,
        cookies: member.cookies,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(envelopeOf(response).fields?.[field], JSON.stringify(body)).toBe(message);
    }
    const extra = await t.call('submitClaim', {
      offContractBody: { ...claim(), points: '9999' },
      cookies: member.cookies,
    });
    expect(extra.status).toBe(400);
    expect(await claimsOf(member.cookies)).toEqual([]);
  });

  it('refuses a receipt already reported, by anyone, whatever its case', async () => {
    const first = await newMember();
    const second = await newMember();
    await submitted(first.cookies, claim({ receiptNumber: 'SI-778899' }));
    for (const [who, receiptNumber, storeName] of [
      [first, 'SI-778899', 'Suki Grocer - Manila Bay'],
      [second, 'si-778899', 'SUKI GROCER - MANILA BAY'],
    ] as const) {
      const response = await submit(who.cookies, claim({ receiptNumber, storeName }));
      expect(response.status).toBe(409);
      expect(envelopeOf(response)).toMatchObject({
        error_key: 'CLAIM_DUPLICATE_RECEIPT',
        error: 'This receipt has already been reported.',
        fields: { receiptNumber: 'This receipt has already been reported.' },
      });
    }
    // The same number at another store is another receipt.
    await submitted(second.cookies, claim({ receiptNumber: 'SI-778899', storeName: 'Kape Kanto' }));
  });

  it('allows at most 5 open claims, also when sent at once; a settled one makes room', async () => {
    const member = await newMember();
    const answers = await Promise.all(
      Array.from({ length: 7 }, () => submit(member.cookies, claim())),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200, 200, 200, 200, 200, 409, 409,
    ]);
    const refused = answers.find((answer) => answer.status === 409);
    if (!refused) throw new Error('none refused');
    expect(envelopeOf(refused)).toMatchObject({
      error_key: 'CLAIMS_OPEN_LIMIT',
      error: 'You have 5 claims still open. You can report another once one of them is settled.',
    });
    const open = await claimsOf(member.cookies);
    expect(open).toHaveLength(5);
    const settled = await operator('decline', open[0]?.id ?? '', 'No such receipt at the store.');
    expect(settled.code).toBe(0);
    await submitted(member.cookies);
  });

  it("counts the open claims under the member's lock: 7 reports at once, straight to the service, store 5", async () => {
    // Through app.inject the requests do not interleave (they pass with the lock removed);
    // straight to the service, on PostgreSQL's pool, each is its own concurrent transaction.
    const member = await newMember();
    const reports = await Promise.allSettled(
      Array.from({ length: 7 }, () =>
        submitClaim(
          { db: t.database.db, sender: { send: () => Promise.resolve() } },
          {
            member: {
              id: member.id,
              mobileE164: member.mobile,
              email: null,
              isMailVerified: false,
            },
            cardId: member.cardId,
            input: v.parse(ClaimRequestSchema, claim()),
            now: NOW,
            log: t.app.log,
          },
        ),
      ),
    );
    expect(reports.filter((report) => report.status === 'fulfilled')).toHaveLength(5);
    expect(await claimsOf(member.cookies)).toHaveLength(5);
  });

  it('sends a receipt notice by email when the email is verified, else by SMS, and never touches the code window', async () => {
    const verified = await newMember({ email: 'claims.verified@example.ph', isMailVerified: true });
    const unverified = await newMember({ email: 'claims.unverified@example.ph' });
    const challengesBefore = await count(otpChallenges);
    const limitsBefore = await count(rateLimits);

    const byEmail = await submitted(verified.cookies, claim({ receiptNumber: 'NOTICE-0001' }));
    const [email] = await outboxFor(t, 'claims.verified@example.ph');
    expect(email?.channel).toBe('email');
    expect(email?.body).toContain(byEmail.reference);
    expect(email?.body).toContain('NOTICE-0001');
    expect(await outboxFor(t, verified.mobile)).toEqual([]);

    const bySms = await submitted(unverified.cookies, claim({ receiptNumber: 'NOTICE-0002' }));
    const [sms] = await outboxFor(t, unverified.mobile);
    expect(sms?.channel).toBe('sms');
    expect(sms?.body).toContain(bySms.reference);
    expect(await outboxFor(t, 'claims.unverified@example.ph')).toEqual([]);
    // A notice, never a code.
    for (const body of [email?.body ?? '', sms?.body ?? ''])
      expect(body.replace(/MP-[0-9A-F]{8}|NOTICE-[0-9]{4}|2026/g, '')).not.toMatch(/\b[0-9]{6}\b/);

    expect(await count(otpChallenges)).toBe(challengesBefore);
    expect(await count(rateLimits)).toBe(limitsBefore);
    // The member can still ask for a code at once.
    const code = await forgotPasscode(t, unverified.mobile);
    expect(code.status, code.text).toBe(200);
  });

  it('an operator reviews, credits and declines; a credit adds its points as a transaction, once', async () => {
    const member = await newMember();
    const [before] = await t.database.db
      .select({ balance: cards.balance })
      .from(cards)
      .where(eq(cards.id, member.cardId));
    const first = await submitted(
      member.cookies,
      claim({ amount: '2400.00', receiptNumber: 'CREDIT-0001' }),
    );
    const second = await submitted(member.cookies, claim({ receiptNumber: 'DECLINE-0001' }));

    const listed = await operator('list', '--status', 'Received');
    expect(listed.code).toBe(0);
    expect(listed.output).toContain(first.id);
    expect(listed.output).toContain('CREDIT-0001');

    expect((await operator('review', first.id)).code).toBe(0);
    expect((await claimsOf(member.cookies)).find((each) => each.id === first.id)?.status).toBe(
      'In review',
    );

    const credited = await operator('credit', first.id, '12.00');
    expect(credited.code, credited.output).toBe(0);
    const [after] = await t.database.db
      .select({ balance: cards.balance })
      .from(cards)
      .where(eq(cards.id, member.cardId));
    expect(Number(after?.balance) - Number(before?.balance)).toBeCloseTo(12, 2);
    const mine = await claimsOf(member.cookies);
    const creditedClaim = mine.find((each) => each.id === first.id);
    expect(creditedClaim).toMatchObject({ status: 'Credited', points: 12 });
    const added = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.cardId, member.cardId));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      storeName: 'Suki Grocer - Manila Bay',
      transactionTotalAmount: '2400.00',
      earnValue: '12.00',
      redeemValue: '0.00',
    });
    expect(creditedClaim?.transactionId).toBe(String(added[0]?.id));

    // Settled is settled: a second credit, a review or a decline is refused and changes nothing.
    for (const args of [
      ['credit', first.id, '12.00'],
      ['review', first.id],
      ['decline', first.id, 'Too late.'],
    ]) {
      const again = await operator(...args);
      expect(again.code, args.join(' ')).toBe(1);
      expect(again.output).toContain('Credited');
    }
    expect(
      await t.database.db.select().from(transactions).where(eq(transactions.cardId, member.cardId)),
    ).toHaveLength(1);

    const declined = await operator('decline', second.id, 'The receipt is from another card.');
    expect(declined.code).toBe(0);
    expect((await claimsOf(member.cookies)).find((each) => each.id === second.id)).toMatchObject({
      status: 'Declined',
      note: 'The receipt is from another card.',
      points: null,
    });
  });

  it('the operator command refuses what it does not understand, and names no member it does not find', async () => {
    for (const args of [
      [],
      ['credit'],
      ['credit', 'not-a-uuid', '10'],
      ['credit', '00000000-0000-4000-8000-000000000000', '10'],
      ['credit', '00000000-0000-4000-8000-000000000000', '-5'],
      ['decline', '00000000-0000-4000-8000-000000000000'],
      ['list', '--status', 'Lost'],
      ['delete', '00000000-0000-4000-8000-000000000000'],
    ]) {
      const answer = await operator(...args);
      expect(answer.code, args.join(' ')).toBe(1);
      expect(answer.output, args.join(' ')).toMatch(/Usage: npm run claims|No claim|points|status/);
    }
  });

  it('a claim from a transaction’s page must name one of the member’s own transactions', async () => {
    const member = await newMember();
    const stranger = await newMember();
    const [theirs] = await t.database.db
      .insert(transactions)
      .values({
        cardId: stranger.cardId,
        storeName: 'Kape Kanto',
        purchaseTime: new Date('2026-12-02T09:00:00+08:00'),
        transactionTotalAmount: '300.00',
      })
      .returning({ id: transactions.id });
    const [own] = await t.database.db
      .insert(transactions)
      .values({
        cardId: member.cardId,
        storeName: 'Kape Kanto',
        purchaseTime: new Date('2026-12-02T09:00:00+08:00'),
        transactionTotalAmount: '300.00',
      })
      .returning({ id: transactions.id });
    const refused = await submit(member.cookies, claim({ transactionId: String(theirs?.id) }));
    expect(refused.status).toBe(404);
    expect(envelopeOf(refused).error).toBe('This transaction cannot be found.');
    const linked = await submitted(member.cookies, claim({ transactionId: String(own?.id) }));
    expect(linked.storeName).toBe('Suki Grocer - Manila Bay');
  });

  it("the member's data export holds their claims, and no one else's", async () => {
    const member = await newMember();
    const mine = await submitted(member.cookies, claim({ receiptNumber: 'EXPORT-0001' }));
    await submitted((await newMember()).cookies, claim({ receiptNumber: 'EXPORT-0002' }));
    const response = await t.call('exportMemberData', { cookies: member.cookies });
    expect(response.status, response.text).toBe(200);
    const exported = response.body as { claims: { id: string; receiptNumber: string }[] };
    expect(exported.claims.map((each) => [each.id, each.receiptNumber])).toEqual([
      [mine.id, 'EXPORT-0001'],
    ]);
  });

  it('the list tells the days a purchase may be reported: 30 Manila days back to today', async () => {
    const member = await newMember();
    const listed = async (cookies: string) => {
      const response = await t.call('listClaims', { cookies });
      expect(response.status, response.text).toBe(200);
      return v.parse(ClaimsResponseSchema, response.body).window;
    };
    expect(await listed(member.cookies)).toEqual({ from: '2026-11-04', until: '2026-12-04' });
    // At 23:30 UTC on 4 December it is already 5 December in Manila.
    t.now.value = new Date('2026-12-04T23:30:00Z');
    try {
      expect(await listed(await signedIn(t, member.mobile))).toEqual({
        from: '2026-11-05',
        until: '2026-12-05',
      });
    } finally {
      t.now.value = NOW;
    }
  });

  it('says where the receipt notice went: email or SMS', async () => {
    const verified = await newMember({ email: 'claims.where@example.ph', isMailVerified: true });
    const unverified = await newMember({ email: 'claims.where.not@example.ph' });
    for (const [who, receipt] of [
      [verified, 'email'],
      [unverified, 'sms'],
    ] as const) {
      const response = await submit(who.cookies, claim());
      expect(response.status, response.text).toBe(200);
      expect(v.parse(ClaimResponseSchema, response.body).receipt).toBe(receipt);
    }
  });

  it('answers only a signed-in member', async () => {
    expect((await t.call('listClaims', {})).status).toBe(401);
    expect((await t.call('submitClaim', { body: claim() })).status).toBe(401);
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(members)
      .where(eq(members.status, 'ACTIVE'));
    expect(row?.n).toBeGreaterThan(0);
  });
});

describe(`a claim whose receipt notice cannot be sent (${testDatabaseKind})`, () => {
  const down = useTestApp({
    sender: { send: () => Promise.reject(new Error('the gateway is down')) },
  });
  beforeAll(() => {
    down.now.value = NOW;
  });

  it('still stands, and says no receipt was sent', async () => {
    const created = await createMember(down, {
      email: 'claims.down@example.ph',
      isMailVerified: true,
    });
    const cookies = await signedIn(down, created.mobile);
    const response = await down.call('submitClaim', { body: claim(), cookies });
    expect(response.status, response.text).toBe(200);
    const answer = v.parse(ClaimResponseSchema, response.body);
    expect(answer.receipt).toBeNull();
    expect(answer.data.status).toBe('Received');
    const listed = await down.call('listClaims', { cookies });
    expect(v.parse(ClaimsResponseSchema, listed.body).data.map((each) => each.id)).toEqual([
      answer.data.id,
    ]);
  });
});
