import { and, count, eq, like, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CodeSentSchema } from '#contract/auth';
import { oneTimeTokens, otpChallenges, outbox, rateLimits, sessions } from '#server/db/schema';
import {
  PASSCODE,
  advance,
  createMember,
  envelopeOf,
  forgotPasscode,
  freshMobile,
  latestCode,
  login,
  signedIn,
} from '../support/auth-helpers';
import { testDatabaseKind } from '../support/test-database';
import { useTestApp } from '../support/test-app';

/**
 * Expired sessions, codes, one-time tokens, rate-limit rows and old outbox rows
 * are removed on a schedule, and nothing a request could still use. The retention periods are
 * docs/operations.md's.
 */
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const RETENTION_DAYS = { sessions: 30, challenges: 1, tokens: 1, rateLimits: 25 / 24, outbox: 7 };

const t = useTestApp({ clockControl: true });

const housekeeping = async () => {
  const answer = await t.call('runHousekeeping', { body: {} });
  expect(answer.status).toBe(200);
  return answer.body;
};

async function rows(table: PgTable): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

async function tableSizes() {
  return {
    sessions: await rows(sessions),
    challenges: await rows(otpChallenges),
    tokens: await rows(oneTimeTokens),
    rateLimits: await rows(rateLimits),
    outbox: await rows(outbox),
  };
}

async function wrongPasscode(mobile: string) {
  return login(t, mobile, '000000');
}

describe(`housekeeping (${testDatabaseKind})`, () => {
  it('removes what expired long ago and keeps every session, code, window and lock still in use', async () => {
    // Long ago: a session signed out, one left to expire, a code sent and never used.
    const old = await createMember(t);
    const signedOut = await signedIn(t, old.mobile);
    await signedIn(t, old.mobile);
    expect((await t.call('logout', { cookies: signedOut })).status).toBe(200);
    expect((await forgotPasscode(t, old.mobile)).status).toBe(200);
    // A number without an account with one wrong try: kept like a member's tries, however old.
    const phantom = freshMobile();
    expect(envelopeOf(await wrongPasscode(phantom)).error_key).toBe('INVALID_CREDENTIALS');
    const before = await tableSizes();

    advance(t, 40 * DAY);
    // Now: a session in use, a code just sent, a number locked a minute ago.
    const member = await createMember(t);
    const cookies = await signedIn(t, member.mobile);
    const sent = await forgotPasscode(t, member.mobile);
    expect(sent.status).toBe(200);
    const { refCode } = v.parse(CodeSentSchema, sent.body);
    const locked = freshMobile();
    for (let attempt = 0; attempt < 3; attempt += 1) await wrongPasscode(locked);
    advance(t, 60 * 1000);

    const run = await housekeeping();
    expect(run.ran).toBe(true);
    expect(run.removed.sessions).toBeGreaterThanOrEqual(2);
    expect(run.removed.challenges).toBeGreaterThanOrEqual(1);
    expect(run.removed.tokens).toBeGreaterThanOrEqual(2);
    expect(run.removed.rateLimits).toBeGreaterThanOrEqual(3);
    expect(run.removed.outbox).toBeGreaterThanOrEqual(1);
    // What ended or expired 40 days ago is gone.
    const left = async (table: PgTable, where: SQL) =>
      (await t.database.db.select({ n: count() }).from(table).where(where))[0]?.n;
    expect(await left(sessions, eq(sessions.memberId, old.id))).toBe(0);
    expect(await left(otpChallenges, eq(otpChallenges.mobileE164, old.mobile))).toBe(0);
    expect(await left(outbox, eq(outbox.to, old.mobile))).toBe(0);
    expect((await tableSizes()).sessions).toBeLessThan(before.sessions);

    // Still in use, still working.
    expect((await t.call('getMemberDetails', { cookies })).status).toBe(200);
    // The number's 5-minute window still holds: a second code is refused.
    const again = await forgotPasscode(t, member.mobile);
    expect(envelopeOf(again).error_key).toBe('PLEASE_RESEND_LATER');
    // The code sent a minute ago still verifies.
    const verified = await t.call('verifySms', {
      body: { PIN: await latestCode(t, member.mobile), refCode, type: 'sms' },
    });
    expect(verified.status).toBe(200);
    // The lock of the hour still holds, and the old one-try number counts on from 1.
    expect(envelopeOf(await login(t, locked)).error_key).toBe('ACCOUNT_LOCKED');
    expect(envelopeOf(await wrongPasscode(phantom)).error_key).toBe('INVALID_CREDENTIALS');
    expect(envelopeOf(await wrongPasscode(phantom)).error_key).toBe('ACCOUNT_LOCKED');
  });

  it('ends a number’s lock by removing it only once its hour is over', async () => {
    const mobile = freshMobile();
    for (let attempt = 0; attempt < 3; attempt += 1) await wrongPasscode(mobile);
    const phantomRows = () =>
      t.database.db
        .select({ n: count() })
        .from(rateLimits)
        .where(and(like(rateLimits.key, 'login-phantom:%'), like(rateLimits.key, `%${mobile}`)));
    advance(t, HOUR - 60 * 1000);
    await housekeeping();
    expect((await phantomRows())[0]?.n).toBe(1);
    expect(envelopeOf(await login(t, mobile, PASSCODE)).error_key).toBe('ACCOUNT_LOCKED');
    advance(t, 2 * 60 * 1000);
    await housekeeping();
    expect((await phantomRows())[0]?.n).toBe(0);
    // A fresh set of three tries, as the ended lock gives.
    expect(envelopeOf(await wrongPasscode(mobile)).error_key).toBe('INVALID_CREDENTIALS');
  });

  it('keeps every table bounded by its retention over 40 days of daily traffic', async () => {
    const member = await createMember(t);
    const daily = async () => {
      const cookies = await signedIn(t, member.mobile);
      expect((await t.call('logout', { cookies })).status).toBe(200);
      await signedIn(t, member.mobile);
      expect((await forgotPasscode(t, member.mobile)).status).toBe(200);
    };
    // Whatever earlier tests left is removed first, so the counts below are this traffic's.
    advance(t, 60 * DAY);
    await housekeeping();
    const start = await tableSizes();
    await daily();
    const end = await tableSizes();
    const perDay = {
      sessions: end.sessions - start.sessions,
      challenges: end.challenges - start.challenges,
      tokens: end.tokens - start.tokens,
      rateLimits: end.rateLimits - start.rateLimits,
      outbox: end.outbox - start.outbox,
    };
    for (const made of Object.values(perDay)) expect(made).toBeGreaterThan(0);

    const sizes = [];
    for (let day = 1; day < 40; day += 1) {
      advance(t, DAY);
      await housekeeping();
      sizes.push(await tableSizes());
      await daily();
    }
    for (const size of sizes) {
      for (const table of Object.keys(perDay) as (keyof typeof perDay)[]) {
        const kept = (Math.ceil(RETENTION_DAYS[table]) + 1) * perDay[table] + start[table];
        expect(size[table], table).toBeLessThanOrEqual(kept);
      }
    }
    // The sessions of the last 30 days are all still there: none was removed early.
    const last = sizes.at(-1);
    expect(last?.sessions).toBeGreaterThanOrEqual(RETENTION_DAYS.sessions * perDay.sessions);
    // 40 days of traffic are 80 sign-ins, each an Argon2 check: 20-40 s on PostgreSQL while the
    // browser tests share the machine's two cores, past the project's 30 s.
  }, 120_000);
});
