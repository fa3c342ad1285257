import { and, count, eq, is, isNull, lte, sum } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CodeSentSchema } from '#contract/auth';
import * as schema from '#server/db/schema';
import {
  cards,
  members,
  raffleEntries,
  raffles,
  socialIdentities,
  surveyResponses,
  surveys,
  transactions,
} from '#server/db/schema';
import {
  PASSCODE,
  advance,
  cookieHeader,
  createMember,
  envelopeOf,
  latestCode,
  login,
  outboxFor,
  setCookies,
  signedIn,
} from '../support/auth-helpers';
import { testDatabaseKind } from '../support/test-database';
import { secretsLogged, useTestApp } from '../support/test-app';

/** "Delete my account", its 30-day grace period, and what is left after it. */
const t = useTestApp({ clockControl: true });

const DAY_MS = 24 * 60 * 60 * 1000;
const GRACE_DAYS = 30;
const PENDING = 'Your account is set to be deleted. Keep your account to use it again.';
const WRONG = 'Your current passcode is incorrect.';

async function fresh(options: Parameters<typeof createMember>[1] = {}) {
  const member = await createMember(t, options);
  return { ...member, cookies: await signedIn(t, member.mobile) };
}

const requestCode = (cookies: string, passcode = PASSCODE) =>
  t.call('requestDeletionCode', { body: { passcode }, cookies });

async function verifiedCode(member: { mobile: string; cookies: string }) {
  const sent = await requestCode(member.cookies);
  expect(sent.status).toBe(200);
  const { refCode } = v.parse(CodeSentSchema, sent.body);
  const verified = await t.call('verifySms', {
    body: { PIN: await latestCode(t, member.mobile), refCode, type: 'sms' },
    cookies: member.cookies,
  });
  expect(verified.status).toBe(200);
  return { refCode, member_token: verified.body.memberToken };
}

async function scheduled(member: { mobile: string; cookies: string }) {
  const code = await verifiedCode(member);
  const answer = await t.call('scheduleDeletion', {
    body: { passcode: PASSCODE, ...code },
    cookies: member.cookies,
  });
  expect(answer.status).toBe(200);
  return answer;
}

/** Manila calendar date of a time, as 'YYYY-MM-DD'. */
const manilaDate = (time: Date) =>
  new Date(time.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe(`Delete my account (${testDatabaseKind})`, () => {
  it('needs a session: 401 with code 302, no SMS', async () => {
    const member = await createMember(t);
    for (const answer of [
      await requestCode(''),
      await t.call('scheduleDeletion', {
        body: { passcode: PASSCODE, refCode: 'B'.repeat(43), member_token: 'A'.repeat(43) },
      }),
      await t.call('keepAccount', { body: {} }),
    ]) {
      expect(answer.status).toBe(401);
      expect(envelopeOf(answer)).toMatchObject({ error_key: 'UNAUTHENTICATED', code: 302 });
    }
    expect(await outboxFor(t, member.mobile)).toHaveLength(0);
  });

  it('takes the passcode and an SMS code, sets the deletion 30 days ahead and ends every session', async () => {
    const member = await fresh({ email: 'deleting@example.ph', isMailVerified: true });
    const otherDevice = await signedIn(t, member.mobile);
    const code = await verifiedCode(member);
    const asked = t.now.value;
    const answer = await t.call('scheduleDeletion', {
      body: { passcode: PASSCODE, ...code },
      cookies: member.cookies,
    });
    expect(answer.status).toBe(200);
    const due = new Date(asked.getTime() + GRACE_DAYS * DAY_MS);
    expect(answer.body).toEqual({
      deletionDueAt: `${new Date(due.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`,
    });
    expect(setCookies(answer).map((cookie) => [cookie.name, cookie.value])).toEqual([
      ['token', ''],
      ['refreshToken', ''],
    ]);
    for (const cookies of [member.cookies, otherDevice]) {
      expect((await t.call('getMemberDetails', { cookies })).status).toBe(401);
    }
    // Told by SMS and by email, with the date and how to keep the account; no link (SEC-28).
    const [sms] = await outboxFor(t, member.mobile);
    const [email] = await outboxFor(t, 'deleting@example.ph');
    const dueText = new Intl.DateTimeFormat('en-PH', {
      timeZone: 'Asia/Manila',
      dateStyle: 'long',
    }).format(due);
    for (const notice of [sms, email]) {
      expect(notice?.body).toContain(`will be deleted on ${dueText}`);
      expect(notice?.body).toContain('Keep my account');
      expect(notice?.body).not.toMatch(/https?:/);
    }
    expect(secretsLogged(t.logs, [code.refCode, code.member_token])).toEqual([]);
    // The token is used up: a second submit is refused.
    const cookies = await signedIn(t, member.mobile);
    const replay = await t.call('scheduleDeletion', {
      body: { passcode: PASSCODE, ...code },
      cookies,
    });
    expect(envelopeOf(replay).error_key).toBe('ACCOUNT_DELETION_PENDING');
  });

  it('during the grace period a sign-in works, every member call but Keep my account is refused, and keeping it restores all', async () => {
    const member = await fresh();
    await scheduled(member);
    const cookies = cookieHeader(await login(t, member.mobile));
    const session = await t.call('getSession', { cookies });
    expect(session.body.member?.deletionDueAt).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/,
    );
    for (const refused of [
      await t.call('getMemberDetails', { cookies }),
      await t.call('listSessions', { cookies }),
      await t.call('exportMemberData', { cookies }),
      await requestCode(cookies),
      await t.call('sendSms', {
        body: { countryCode: 'PH', mobileNumber: member.mobile.slice(3), reason: 3 },
        cookies,
      }),
    ]) {
      expect(refused.status).toBe(403);
      expect(envelopeOf(refused)).toMatchObject({
        error_key: 'ACCOUNT_DELETION_PENDING',
        error: PENDING,
      });
    }
    const kept = await t.call('keepAccount', { body: {}, cookies });
    expect(kept.status).toBe(200);
    expect(kept.body).toEqual({ success: true });
    const [notice] = await outboxFor(t, member.mobile);
    expect(notice?.body).toContain('will not be deleted');
    expect((await t.call('getSession', { cookies })).body.member?.deletionDueAt).toBeNull();
    expect((await t.call('getMemberDetails', { cookies })).status).toBe(200);
    // Kept means kept: the housekeeping after the old date leaves it alone.
    advance(t, (GRACE_DAYS + 1) * DAY_MS);
    await t.call('runHousekeeping', { body: {} });
    expect((await login(t, member.mobile)).status).toBe(200);
  });

  it('counts a wrong passcode toward the lockout, next to the passcode field; the third locks', async () => {
    const member = await fresh();
    for (const remaining of [2, 1]) {
      const refused = await requestCode(member.cookies, '902417');
      expect(refused.status).toBe(400);
      expect(envelopeOf(refused)).toMatchObject({
        error_key: 'CURRENT_PASSCODE_INCORRECT',
        attemptsRemaining: remaining,
        fields: { passcode: WRONG },
      });
      advance(t, 5 * 60 * 1000 + 1000);
    }
    const third = await requestCode(member.cookies, '902417');
    expect(envelopeOf(third)).toMatchObject({ error_key: 'ACCOUNT_LOCKED', code: 302 });
    // The sessions ended with the lock: this answer clears the browser's cookies too.
    expect(setCookies(third).map((cookie) => [cookie.name, cookie.value])).toEqual([
      ['token', ''],
      ['refreshToken', ''],
    ]);
    expect((await t.call('getMemberDetails', { cookies: member.cookies })).status).toBe(401);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, member.id));
    expect(row?.deletionDueAt).toBeNull();
    expect(await outboxFor(t, member.mobile)).toHaveLength(0);
  });

  it("takes only a deletion code's token, of this member, with the right passcode", async () => {
    const member = await fresh();
    // A change-passcode code earns an 'account' token: it does not delete.
    const change = await t.call('requestPasscodeChange', {
      body: { oldPasscode: PASSCODE, newPasscode: '507319', confirmPasscode: '507319' },
      cookies: member.cookies,
    });
    const changeRef = v.parse(CodeSentSchema, change.body).refCode;
    const changeToken = await t.call('verifySms', {
      body: { PIN: await latestCode(t, member.mobile), refCode: changeRef, type: 'sms' },
      cookies: member.cookies,
    });
    const crossed = await t.call('scheduleDeletion', {
      body: { passcode: PASSCODE, refCode: changeRef, member_token: changeToken.body.memberToken },
      cookies: member.cookies,
    });
    expect(envelopeOf(crossed).error_key).toBe('OTP_INVALID');
    advance(t, 5 * 60 * 1000 + 1000);
    const code = await verifiedCode(member);
    // Another member's session cannot use it.
    const other = await fresh();
    const stolen = await t.call('scheduleDeletion', {
      body: { passcode: PASSCODE, ...code },
      cookies: other.cookies,
    });
    expect(envelopeOf(stolen).error_key).toBe('OTP_INVALID');
    // A wrong passcode gives the token back for the next try.
    const wrong = await t.call('scheduleDeletion', {
      body: { passcode: '902417', ...code },
      cookies: member.cookies,
    });
    expect(envelopeOf(wrong)).toMatchObject({
      error_key: 'CURRENT_PASSCODE_INCORRECT',
      fields: { passcode: WRONG },
    });
    const right = await t.call('scheduleDeletion', {
      body: { passcode: PASSCODE, ...code },
      cookies: member.cookies,
    });
    expect(right.status).toBe(200);
    for (const id of [other.id]) {
      const [row] = await t.database.db.select().from(members).where(eq(members.id, id));
      expect(row?.deletionDueAt).toBeNull();
    }
  });

  it('refuses parallel submits but one', async () => {
    const member = await fresh();
    const code = await verifiedCode(member);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.call('scheduleDeletion', {
          body: { passcode: PASSCODE, ...code },
          cookies: member.cookies,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  });

  it('after the grace period leaves nothing personal, and keeps the points transactions anonymised', async () => {
    const member = await createMember(t);
    const person = {
      firstName: 'Zenaida',
      lastName: `Quibuyen${String(Date.now())}`,
      middleName: 'Dimaculangan',
      email: `zq${String(Date.now())}@example.ph`,
      birthday: '1936-02-29',
      address: '17 Kalye Sampaguita',
      mobilePhoneAlternate: '09998887777',
      maxicareId: 'MX-99001122',
    };
    await t.database.db
      .update(members)
      .set({ ...person, isMailVerified: true })
      .where(eq(members.id, member.id));
    const [card] = await t.database.db.select().from(cards).where(eq(cards.memberId, member.id));
    if (!card) throw new Error('no card');
    await t.database.db.insert(transactions).values(
      Array.from({ length: 3 }, (_, index) => ({
        cardId: card.id,
        storeName: 'Kapihan ni Aling Nena',
        purchaseTime: new Date(t.now.value.getTime() - (index + 1) * DAY_MS),
        transactionTotalAmount: '500.00',
        earnValue: '5.00',
      })),
    );
    // What the member left across the portal: forms, a social sign-in, preferences, devices.
    const [raffle] = await t.database.db.select().from(raffles).limit(1);
    const [survey] = await t.database.db.select().from(surveys).limit(1);
    if (!raffle || !survey) throw new Error('the seed has a raffle and a survey');
    await t.database.db.insert(raffleEntries).values({
      raffleId: raffle.id,
      grNumber: card.cardNumber,
      firstName: person.firstName,
      lastName: person.lastName,
      birthday: person.birthday,
      mobile: `0${member.mobile.slice(3)}`,
      email: person.email,
      street: person.address,
      barangay: 'Poblacion',
      city: 'Makati',
      province: 'Metro Manila',
      region: 'NCR',
      zipCode: '1210',
      country: 1,
      consent: true,
      createdAt: t.now.value,
    });
    await t.database.db.insert(surveyResponses).values({
      surveyId: survey.surveyId,
      grNumber: card.cardNumber,
      firstName: person.firstName,
      lastName: person.lastName,
      createdAt: t.now.value,
    });
    await t.database.db
      .insert(socialIdentities)
      .values({ provider: 'google', subject: `sub-${person.lastName}`, memberId: member.id });
    const cookies = await signedIn(t, member.mobile);
    expect(
      (
        await t.call('updatePreferences', {
          body: {
            smsSubscription: true,
            emailSubscription: true,
            discountsSubscription: false,
            exclusivesSubscription: false,
            creditScoringSubscription: false,
          },
          cookies,
        })
      ).status,
    ).toBe(200);
    await scheduled({ mobile: member.mobile, cookies });

    const personal = [
      member.mobile,
      member.mobile.slice(3),
      card.cardNumber,
      person.lastName,
      person.middleName,
      person.email,
      person.birthday,
      person.address,
      person.mobilePhoneAlternate,
      person.maxicareId,
      `sub-${person.lastName}`,
    ];
    const before = await everything();
    for (const value of personal) expect(before, `${value} is there before`).toContain(value);

    // One day short of the grace period: nothing happens, the member can still sign in.
    advance(t, (GRACE_DAYS - 1) * DAY_MS);
    expect((await t.call('runHousekeeping', { body: {} })).body).toMatchObject({
      accountsAnonymised: 0,
    });
    expect((await login(t, member.mobile)).status).toBe(200);
    advance(t, DAY_MS + 1000);
    // Earlier tests' members are due too; two runs at once anonymise each account once.
    const [due] = await t.database.db
      .select({ n: count() })
      .from(members)
      .where(and(lte(members.deletionDueAt, t.now.value), isNull(members.anonymisedAt)));
    const [run, again] = await Promise.all([
      t.call('runHousekeeping', { body: {} }),
      t.call('runHousekeeping', { body: {} }),
    ]);
    expect(due?.n).toBeGreaterThanOrEqual(1);
    expect(run.body.accountsAnonymised + again.body.accountsAnonymised).toBe(due?.n);
    expect((await t.call('runHousekeeping', { body: {} })).body.accountsAnonymised).toBe(0);

    const after = await everything();
    for (const value of personal) expect(after, `${value} is gone`).not.toContain(value);
    expect(envelopeOf(await login(t, member.mobile)).error_key).toBe('INVALID_CREDENTIALS');
    // The programme's books: the card (anonymised) and its transactions stay.
    const [books] = await t.database.db
      .select({ n: count(), earned: sum(transactions.earnValue) })
      .from(transactions)
      .where(eq(transactions.cardId, card.id));
    expect(books).toEqual({ n: 3, earned: '15.00' });
    const [kept] = await t.database.db.select().from(cards).where(eq(cards.id, card.id));
    expect(kept?.balance).toBe(card.balance);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({ firstName: '', lastName: '', email: null, status: 'INACTIVE' });
    expect(manilaDate(row?.anonymisedAt ?? new Date(0))).toBe(manilaDate(t.now.value));
  });
});

/** Every row of every table, as one string. */
async function everything(): Promise<string> {
  const tables = Object.values(schema).filter((value) => is(value, PgTable));
  const rows = await Promise.all(tables.map((table) => t.database.db.select().from(table)));
  return JSON.stringify(rows);
}
