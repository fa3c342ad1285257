import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CodeSentSchema } from '#contract/auth';
import { members } from '#server/db/schema';
import {
  PASSCODE,
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
import type { CallRequest } from '../support/test-client';

/** docs/specification.md#change-passcode; SEC-30. */
const t = useTestApp();

const NEW_PASSCODE = '507319';

async function fresh() {
  const member = await createMember(t, { birthday: '1991-07-08' });
  return { ...member, cookies: await signedIn(t, member.mobile) };
}

const challenge = (cookies: string, body: CallRequest<'requestPasscodeChange'>['body']) =>
  t.call('requestPasscodeChange', { body, cookies });
const change = (cookies: string, body: CallRequest<'changePasscode'>['body']) =>
  t.call('changePasscode', { body, cookies });
const passcodes = (newPasscode = NEW_PASSCODE, oldPasscode = PASSCODE) => ({
  oldPasscode,
  newPasscode,
  confirmPasscode: newPasscode,
});

async function verifiedCode(member: { mobile: string; cookies: string }) {
  const sent = await challenge(member.cookies, passcodes());
  expect(sent.status).toBe(200);
  const { refCode, type } = v.parse(CodeSentSchema, sent.body);
  expect(type).toBe(1);
  const code = await latestCode(t, member.mobile);
  const verified = await t.call('verifySms', {
    body: { PIN: code, refCode, type: 'sms' },
    cookies: member.cookies,
  });
  expect(verified.status).toBe(200);
  return { refCode, memberToken: verified.body.memberToken };
}

async function failures(id: string) {
  const [row] = await t.database.db.select().from(members).where(eq(members.id, id));
  return row?.failedLoginCount;
}

describe(`change passcode (${testDatabaseKind})`, () => {
  it('needs a session for both steps: 401 with code 302, no SMS, nothing changed (SEC-30)', async () => {
    const member = await fresh();
    const before = await outboxFor(t, member.mobile);
    for (const answer of [
      await challenge('', passcodes()),
      await change('', { ...passcodes(), refCode: 'B'.repeat(43), member_token: 'A'.repeat(43) }),
      await challenge('token=forged-token-value', passcodes()),
    ]) {
      expect(answer.status).toBe(401);
      expect(envelopeOf(answer)).toMatchObject({ error_key: 'UNAUTHENTICATED', code: 302 });
    }
    expect(await outboxFor(t, member.mobile)).toHaveLength(before.length);
    expect(await failures(member.id)).toBe(0);
    expect((await login(t, member.mobile)).status).toBe(200);
  });

  it('sends an SMS code after the checks, then changes it and ends every session', async () => {
    const member = await fresh();
    const otherDevice = await signedIn(t, member.mobile);
    const { refCode, memberToken } = await verifiedCode(member);
    const changed = await change(member.cookies, {
      ...passcodes(),
      refCode,
      member_token: memberToken,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ success: true });
    expect(changed.headers['cache-control']).toBe('no-store');
    const cleared = setCookies(changed);
    expect(cleared.map((cookie) => [cookie.name, cookie.value])).toEqual([
      ['token', ''],
      ['refreshToken', ''],
    ]);
    for (const cookies of [member.cookies, otherDevice]) {
      expect((await t.call('getMemberDetails', { cookies })).status).toBe(401);
    }
    // The notice SMS carries no secret; the old passcode is gone, the new one works.
    const [notice] = await outboxFor(t, member.mobile);
    expect(notice?.body).toMatch(/passcode was changed/);
    expect(notice?.body).not.toContain(NEW_PASSCODE);
    expect(envelopeOf(await login(t, member.mobile)).error_key).toBe('INVALID_CREDENTIALS');
    expect((await login(t, member.mobile, NEW_PASSCODE)).status).toBe(200);
    // No passcode, code or token reaches a log line (SEC-48).
    const logs = t.logs.join('\n');
    expect(secretsLogged(t.logs, [NEW_PASSCODE, refCode, memberToken])).toEqual([]);
    expect(logs).toContain('"event":"passcode.change"');
    const cookies = await signedIn(t, member.mobile, NEW_PASSCODE);
    const replay = await change(cookies, {
      ...passcodes('840613', NEW_PASSCODE),
      refCode,
      member_token: memberToken,
    });
    expect(envelopeOf(replay).error_key).toBe('OTP_INVALID');
  });

  it('counts a wrong old passcode toward the lockout; the third locks and ends the sessions', async () => {
    const member = await fresh();
    for (const remaining of [2, 1]) {
      const refused = await challenge(member.cookies, passcodes(NEW_PASSCODE, '902417'));
      expect(refused.status).toBe(400);
      expect(envelopeOf(refused)).toMatchObject({
        error_key: 'CURRENT_PASSCODE_INCORRECT',
        error: 'Your current passcode is incorrect.',
        attemptsRemaining: remaining,
        fields: { oldPasscode: 'Your current passcode is incorrect.' },
      });
    }
    expect(await failures(member.id)).toBe(2);
    const locked = await challenge(member.cookies, passcodes(NEW_PASSCODE, '902417'));
    expect(locked.status).toBe(423);
    expect(envelopeOf(locked)).toMatchObject({ error_key: 'ACCOUNT_LOCKED', code: 302 });
    expect(setCookies(locked).map((cookie) => cookie.value)).toEqual(['', '']);
    expect((await t.call('getMemberDetails', { cookies: member.cookies })).status).toBe(401);
    // Locked like a login lock: even the right passcode is not evaluated for an hour.
    expect(envelopeOf(await login(t, member.mobile)).error_key).toBe('ACCOUNT_LOCKED');
    expect(await outboxFor(t, member.mobile)).toEqual([]);
  });

  it('shares the count with the login: a wrong login then a wrong old passcode', async () => {
    const member = await fresh();
    await login(t, member.mobile, '902417');
    const refused = await challenge(member.cookies, passcodes(NEW_PASSCODE, '902417'));
    expect(envelopeOf(refused)).toMatchObject({ attemptsRemaining: 1 });
    expect((await challenge(member.cookies, passcodes())).status).toBe(200);
    expect(await failures(member.id)).toBe(0);
  });

  it('refuses a mismatch, weak passcodes and an unchanged one, without a code or a try', async () => {
    const member = await fresh();
    const mismatch = await challenge(member.cookies, {
      oldPasscode: PASSCODE,
      newPasscode: NEW_PASSCODE,
      confirmPasscode: '507318',
    });
    expect(envelopeOf(mismatch)).toMatchObject({
      error_key: 'PASSCODE_MISMATCH',
      error: 'New Passcode Mismatch',
    });
    // Birthday 1991-07-08 as DDMMYY, the mobile's last 6 digits, a run, a repeat, patterns and
    // a common PIN.
    for (const weak of [
      '080791',
      member.mobile.slice(-6),
      '123456',
      '777777',
      '121212',
      '112233',
      '123123',
      '147258',
    ]) {
      const refused = await challenge(member.cookies, passcodes(weak));
      expect(refused.status, weak).toBe(422);
      expect(envelopeOf(refused).error_key).toBe('WEAK_PASSCODE');
    }
    const unchanged = await challenge(member.cookies, passcodes(PASSCODE));
    expect(envelopeOf(unchanged)).toMatchObject({
      error_key: 'PASSCODE_UNCHANGED',
      error: 'Your new passcode must be different from your current passcode.',
    });
    for (const body of [
      { ...passcodes(), extra: true },
      { ...passcodes(), newPasscode: 507319 },
      { oldPasscode: PASSCODE, newPasscode: '12345', confirmPasscode: '12345' },
    ]) {
      const refused = await t.call('requestPasscodeChange', {
        offContractBody: body,
        cookies: member.cookies,
      });
      expect(refused.status).toBe(400);
    }
    expect(await outboxFor(t, member.mobile)).toEqual([]);
    expect(await failures(member.id)).toBe(0);
  });

  it('needs the code: a missing, foreign or unverified token is refused and nothing changes', async () => {
    const member = await fresh();
    const sent = v.parse(CodeSentSchema, (await challenge(member.cookies, passcodes())).body);
    // The code was sent but not verified: no member token exists for it.
    const unverified = await change(member.cookies, {
      ...passcodes(),
      refCode: sent.refCode,
      member_token: 'B'.repeat(43),
    });
    expect(envelopeOf(unverified).error_key).toBe('OTP_INVALID');
    // Another member's token for another refCode.
    const other = await fresh();
    const foreign = await verifiedCode(other);
    const refused = await change(member.cookies, {
      ...passcodes(),
      refCode: foreign.refCode,
      member_token: foreign.memberToken,
    });
    expect(envelopeOf(refused).error_key).toBe('OTP_INVALID');
    const noToken = { ...passcodes(), refCode: sent.refCode };
    const incomplete = await t.call('changePasscode', {
      offContractBody: noToken,
      cookies: member.cookies,
    });
    expect(incomplete.status).toBe(400);
    expect((await t.call('getMemberDetails', { cookies: member.cookies })).status).toBe(200);
    expect((await login(t, member.mobile)).status).toBe(200);
  });

  it('checks everything again at the last step', async () => {
    const member = await fresh();
    const { refCode, memberToken } = await verifiedCode(member);
    const wrongOld = await change(member.cookies, {
      ...passcodes(NEW_PASSCODE, '902417'),
      refCode,
      member_token: memberToken,
    });
    expect(envelopeOf(wrongOld)).toMatchObject({
      error_key: 'CURRENT_PASSCODE_INCORRECT',
      attemptsRemaining: 2,
    });
    const weak = await change(member.cookies, {
      ...passcodes('111111'),
      refCode,
      member_token: memberToken,
    });
    expect(envelopeOf(weak).error_key).toBe('WEAK_PASSCODE');
    // The token survived the refusals; the right call still works.
    const changed = await change(member.cookies, {
      ...passcodes(),
      refCode,
      member_token: memberToken,
    });
    expect(changed.status).toBe(200);
  });
});
