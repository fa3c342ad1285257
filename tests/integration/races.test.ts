import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CodeSentSchema } from '#contract/auth';
import { ERRORS } from '#contract/errors';
import { members, sessions } from '#server/db/schema';
import { hashToken } from '#server/services/verification/tokens';
import {
  PASSCODE,
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
import { useTestApp } from '../support/test-app';
import type { CallAnswer } from '../support/test-client';

/** docs/security.md, FAULT-07, FAULT-08. PGlite serialises requests, so only PostgreSQL races. */
const t = useTestApp();

const PARALLEL = 5;
const NEW_PASSCODE = '507319';
const NOTICE = 'Your Go Rewards passcode was changed.';
const CODE_SMS = 'Your Go Rewards verification code is';

const passcodes = {
  oldPasscode: PASSCODE,
  newPasscode: NEW_PASSCODE,
  confirmPasscode: NEW_PASSCODE,
};
const times = <T>(n: number, call: () => Promise<T>) =>
  Promise.all(Array.from({ length: n }, call));
const succeeded = (answers: CallAnswer[]) => answers.filter((answer) => answer.status === 200);
const refusalKeys = (answers: CallAnswer[]) =>
  answers.filter((answer) => answer.status !== 200).map((answer) => envelopeOf(answer).error_key);

async function fresh() {
  const member = await createMember(t);
  return { ...member, cookies: await signedIn(t, member.mobile) };
}

async function messagesStartingWith(to: string, start: string) {
  return (await outboxFor(t, to)).filter((message) => message.body.startsWith(start));
}

/** Step 1 of change passcode and the code check the app makes. */
async function changeToken(member: { mobile: string; cookies: string }) {
  const sent = await t.call('requestPasscodeChange', { body: passcodes, cookies: member.cookies });
  expect(sent.status).toBe(200);
  const { refCode } = v.parse(CodeSentSchema, sent.body);
  const verified = await t.call('verifySms', {
    body: { PIN: await latestCode(t, member.mobile), refCode, type: 'sms' },
    cookies: member.cookies,
  });
  expect(verified.status).toBe(200);
  return { refCode, member_token: verified.body.memberToken };
}

function memberSessions(memberId: string) {
  return t.database.db.select().from(sessions).where(eq(sessions.memberId, memberId));
}

function expectUnauthenticated(answer: CallAnswer) {
  expect(answer.status).toBe(401);
  expect(envelopeOf(answer)).toMatchObject({
    error_key: 'UNAUTHENTICATED',
    error: ERRORS.UNAUTHENTICATED.message,
    code: 302,
  });
}

describe(`double submit (FAULT-08, ${testDatabaseKind})`, () => {
  it(`takes one of ${String(PARALLEL)} parallel submissions of the same passcode change`, async () => {
    const member = await fresh();
    const otherDevice = await signedIn(t, member.mobile);
    const body = { ...passcodes, ...(await changeToken(member)) };
    const answers = await times(PARALLEL, () =>
      t.call('changePasscode', { body, cookies: member.cookies }),
    );
    expect(succeeded(answers)).toHaveLength(1);
    // A loser finds the member token used, or its session already ended by the winner; none is
    // told the account is locked.
    for (const key of refusalKeys(answers))
      expect(['OTP_INVALID', 'UNAUTHENTICATED']).toContain(key);

    // No try of the lockout was taken by the duplicates.
    const [row] = await t.database.db.select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({ failedLoginCount: 0, lockedUntil: null });
    expect((await login(t, member.mobile, NEW_PASSCODE)).status).toBe(200);
    expect(envelopeOf(await login(t, member.mobile)).error_key).toBe('INVALID_CREDENTIALS');
    const before = (await memberSessions(member.id)).filter(
      (session) => session.revokeReason === 'passcode_change',
    );
    // Both sessions were ended by the one change, at one moment.
    expect(before).toHaveLength(2);
    expect(new Set(before.map((session) => session.revokedAt?.toISOString())).size).toBe(1);
    for (const cookies of [member.cookies, otherDevice]) {
      expectUnauthenticated(await t.call('getMemberDetails', { cookies }));
    }
    expect(await messagesStartingWith(member.mobile, NOTICE)).toHaveLength(1);
  });

  it(`verifies an email with one of ${String(PARALLEL)} parallel submissions of its code`, async () => {
    const member = await fresh();
    const email = `race.${member.mobile.slice(-7)}@example.ph`;
    const sent = await t.call('registerEmailFactor', { body: { email }, cookies: member.cookies });
    const { refCode } = v.parse(CodeSentSchema, sent.body);
    const code = await latestCode(t, email);
    const answers = await times(PARALLEL, () =>
      t.call('verifyEmailFactor', { body: { refCode, code }, cookies: member.cookies }),
    );
    expect(succeeded(answers)).toHaveLength(1);
    expect(refusalKeys(answers)).toEqual(Array<string>(PARALLEL - 1).fill('OTP_INVALID'));
    const [row] = await t.database.db.select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({ email, isMailVerified: true });
  });

  it(`sends one SMS for ${String(PARALLEL)} parallel change-passcode code requests`, async () => {
    const member = await fresh();
    const answers = await times(PARALLEL, () =>
      t.call('requestPasscodeChange', { body: passcodes, cookies: member.cookies }),
    );
    expect(succeeded(answers)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(envelopeOf(answer)).toMatchObject({
        error_key: 'PLEASE_RESEND_LATER',
        title: 'Temporarily Disabled',
        error: 'You may try again after 5 minutes.',
      });
    }
    expect(await messagesStartingWith(member.mobile, CODE_SMS)).toHaveLength(1);
    // The correct current passcode, however often sent at once, leaves no failure counted.
    const [row] = await t.database.db.select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({ failedLoginCount: 0, consecutiveFailures: 0, lockedUntil: null });
  });
});

describe(`two tabs and two devices (FAULT-07, ${testDatabaseKind})`, () => {
  it('gives two logins at once for one member two working sessions', async () => {
    const member = await createMember(t);
    const answers = await times(2, () => login(t, member.mobile));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const [first = '', second = ''] = answers.map(cookieHeader);
    expect(first).not.toBe(second);
    for (const cookies of [first, second]) {
      expect((await t.call('getMemberDetails', { cookies })).status).toBe(200);
    }
    const live = (await memberSessions(member.id)).filter((session) => !session.revokedAt);
    expect(live).toHaveLength(2);
  });

  it('ends the other device’s session with a passcode change: its next calls are UNAUTHENTICATED', async () => {
    const member = await fresh();
    const otherDevice = await signedIn(t, member.mobile);
    expect((await t.call('getMemberDetails', { cookies: otherDevice })).status).toBe(200);
    const changed = await t.call('changePasscode', {
      body: { ...passcodes, ...(await changeToken(member)) },
      cookies: member.cookies,
    });
    expect(changed.status).toBe(200);
    expectUnauthenticated(await t.call('getMemberDetails', { cookies: otherDevice }));
    expectUnauthenticated(await t.call('refresh', { cookies: otherDevice }));
    const session = await t.call('getSession', { cookies: otherDevice });
    expect(session.body).toEqual({ member: null, expiresInSeconds: null });
  });

  it('rotates a refresh token once when two tabs refresh it at the same moment (0011)', async () => {
    const member = await createMember(t);
    const cookies = await signedIn(t, member.mobile);
    const refreshToken = /refreshToken=([^;]+)/.exec(cookies)?.[1] ?? '';
    const answers = await times(2, () => t.call('refresh', { cookies }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const rotated = answers.filter((answer) => setCookies(answer).length > 0);
    // One answer carries the new tokens; the other, in the grace, carries none.
    expect(rotated).toHaveLength(1);
    const [winner] = rotated;
    if (!winner) throw new Error('no rotation');
    const next = cookieHeader(winner);
    expect((await t.call('getMemberDetails', { cookies: next })).status).toBe(200);
    expectUnauthenticated(await t.call('getMemberDetails', { cookies }));
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.memberId, member.id),
          eq(sessions.previousRefreshHash, hashToken(refreshToken)),
        ),
      );
    expect(row?.revokedAt).toBeNull();
    expect(await memberSessions(member.id)).toHaveLength(1);
  });

  it('refuses a logged-out device’s old cookies with UNAUTHENTICATED; the other device stays (SEC-36)', async () => {
    const member = await createMember(t);
    const [first = '', second = ''] = (await times(2, () => login(t, member.mobile))).map(
      cookieHeader,
    );
    expect((await t.call('logout', { cookies: first })).status).toBe(200);
    const [token = '', refresh = ''] = first.split('; ');
    for (const cookies of [first, token]) {
      expectUnauthenticated(await t.call('getMemberDetails', { cookies }));
      expectUnauthenticated(await t.call('getTransactions', { cookies }));
      expectUnauthenticated(await t.call('mintHandoff', { cookies }));
    }
    for (const cookies of [first, refresh]) {
      expectUnauthenticated(await t.call('refresh', { cookies }));
    }
    expect((await t.call('getSession', { cookies: first })).body).toEqual({
      member: null,
      expiresInSeconds: null,
    });
    expect((await t.call('getMemberDetails', { cookies: second })).status).toBe(200);
  });
});
