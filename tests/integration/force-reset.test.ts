import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CodeSentSchema } from '#contract/auth';
import type { MemberStatus } from '#server/db/schema';
import { members, oneTimeTokens, otpChallenges } from '#server/db/schema';
import {
  PASSCODE,
  advance,
  captchaPass,
  cookieHeader,
  createMember,
  envelopeOf,
  latestCode,
  local,
  login,
  outboxFor,
  signedIn,
  memberRow,
  forgotPasscode,
} from '../support/auth-helpers';
import { testDatabaseKind } from '../support/test-database';
import { useTestApp } from '../support/test-app';

/** SEC-15, SEC-02, SEC-21 and SEC-29. */
const MINUTE = 60 * 1000;
const NEW_PASSCODE = '730519';
const WEAK_MESSAGE =
  'This passcode is too easy to guess. Avoid repeated or sequential digits, your birthday, or digits from your mobile number.';
const PASSCODE_FIELD_MESSAGE = 'Passcode must be exactly 6 digits (0–9).';

const t = useTestApp();

const accountStatus = (mobile: string) =>
  t.call('accountStatus', { body: { countryCode: 'PH', mobile: local(mobile) } });

const verify = (refCode: string, PIN: string, cookies?: string) =>
  t.call('verifySms', { body: { PIN, refCode, type: 'sms' }, ...(cookies ? { cookies } : {}) });

const reset = (refCode: string, memberToken: string, passcode: string, confirm = passcode) =>
  t.call('resetPasscode', {
    body: {
      refCode,
      member_token: memberToken,
      passcode,
      confirmPasscode: confirm,
    },
  });

/** 'Set your Passcode': a captcha pass, the force-reset challenge, and the code it sent. */
async function forceResetToken(mobile: string) {
  const sent = await t.call('sendChallenge', {
    body: {
      countryCode: 'PH',
      mobile: local(mobile),
      recaptcha: await captchaPass(t),
    },
  });
  expect(sent.status).toBe(200);
  const { refCode, type } = v.parse(CodeSentSchema, sent.body);
  expect(type).toBe(1);
  const verified = await verify(refCode, await latestCode(t, mobile));
  expect(verified.status).toBe(200);
  return { refCode, memberToken: verified.body.memberToken };
}

/** Forgot passcode by SMS (a member without a verified email): refCode and code. */
async function forgotCode(mobile: string) {
  const sent = await forgotPasscode(t, mobile);
  expect(sent.status).toBe(200);
  const { refCode } = v.parse(CodeSentSchema, sent.body);
  return { refCode, code: await latestCode(t, mobile) };
}

async function forgotToken(mobile: string) {
  const { refCode, code } = await forgotCode(mobile);
  const verified = await verify(refCode, code);
  expect(verified.status).toBe(200);
  return { refCode, memberToken: verified.body.memberToken };
}

describe(`force reset through the API (${testDatabaseKind})`, () => {
  it.each<MemberStatus>(['MIGRATED', 'STAGED'])(
    '%s: status, reset required at login, captcha, SMS code, a weak passcode refused, a new one, then login',
    async (status) => {
      const member = await createMember(t, { status });
      expect((await accountStatus(member.mobile)).body).toEqual({ status });
      const refused = await login(t, member.mobile, PASSCODE);
      expect(refused.status).toBe(403);
      expect(envelopeOf(refused).error_key).toBe('PASSCODE_RESET_REQUIRED');

      const { refCode, memberToken } = await forceResetToken(member.mobile);
      const [sms] = await outboxFor(t, member.mobile);
      expect(sms?.body).toMatch(/^Your Go Rewards verification code is \d{6}\./);

      const weak = await reset(refCode, memberToken, '121212');
      expect(weak.status).toBe(422);
      expect(envelopeOf(weak)).toMatchObject({
        error_key: 'WEAK_PASSCODE',
        error: WEAK_MESSAGE,
        fields: { passcode: 'Avoid patterns (like 121212, 112233 or 123123).' },
      });
      expect((await memberRow(t, member.id)).status).toBe(status);

      const done = await reset(refCode, memberToken, NEW_PASSCODE);
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ success: true });
      expect(done.headers['set-cookie']).toBeUndefined();
      expect((await memberRow(t, member.id)).status).toBe('ACTIVE');
      expect((await accountStatus(member.mobile)).body).toEqual({ status: 'ACTIVE' });
      // The passcode the account had before is not a way in any more.
      expect(envelopeOf(await login(t, member.mobile, PASSCODE)).error_key).toBe(
        'INVALID_CREDENTIALS',
      );
      expect((await login(t, member.mobile, NEW_PASSCODE)).status).toBe(200);
      expect(envelopeOf(await reset(refCode, memberToken, '840613')).error_key).toBe('OTP_INVALID');
    },
  );

  it('refuses patterns, common PINs and the birth date in every form, each with its reason; the demo passcode passes', async () => {
    const member = await createMember(t, { status: 'MIGRATED', birthday: '1991-07-08' });
    const { refCode, memberToken } = await forceResetToken(member.mobile);
    for (const [passcode, reason] of [
      ['112233', 'Avoid patterns (like 121212, 112233 or 123123).'],
      ['123123', 'Avoid patterns (like 121212, 112233 or 123123).'],
      ['159753', 'Avoid commonly used passcodes (like 159753 or 147258).'],
      ['080791', 'Avoid your birthday.'], // DDMMYY
      ['070891', 'Avoid your birthday.'], // MMDDYY
      ['910708', 'Avoid your birthday.'], // YYMMDD
    ] as const) {
      const weak = await reset(refCode, memberToken, passcode);
      expect(weak.status, passcode).toBe(422);
      expect(envelopeOf(weak), passcode).toMatchObject({
        error_key: 'WEAK_PASSCODE',
        error: WEAK_MESSAGE,
        fields: { passcode: reason },
      });
    }
    expect((await memberRow(t, member.id)).status).toBe('MIGRATED');
    expect((await reset(refCode, memberToken, PASSCODE)).status).toBe(200);
    expect((await login(t, member.mobile, PASSCODE)).status).toBe(200);
  });

  it('the member token a code earns lives 10 minutes: taken at 9:59, OTP_EXPIRED at 10:00', async () => {
    const early = await createMember(t, { status: 'MIGRATED' });
    const a = await forceResetToken(early.mobile);
    advance(t, 10 * MINUTE - 1000);
    expect((await reset(a.refCode, a.memberToken, NEW_PASSCODE)).status).toBe(200);

    const late = await createMember(t, { status: 'MIGRATED' });
    const b = await forceResetToken(late.mobile);
    advance(t, 10 * MINUTE);
    const expired = await reset(b.refCode, b.memberToken, NEW_PASSCODE);
    expect(expired.status).toBe(400);
    expect(envelopeOf(expired)).toMatchObject({
      error_key: 'OTP_EXPIRED',
      error: 'This code has expired. Please request a new code.',
    });
    expect((await memberRow(t, late.id)).status).toBe('MIGRATED');
    expect(envelopeOf(await login(t, late.mobile, NEW_PASSCODE)).error_key).toBe(
      'PASSCODE_RESET_REQUIRED',
    );
  });
});

describe(`a reset token outside its flow (SEC-21) (${testDatabaseKind})`, () => {
  it('is refused by change passcode with OTP_INVALID, and nothing changes', async () => {
    const member = await createMember(t);
    const cookies = await signedIn(t, member.mobile);
    const { refCode, memberToken } = await forgotToken(member.mobile);
    const before = await memberRow(t, member.id);
    const change = await t.call('changePasscode', {
      body: {
        oldPasscode: PASSCODE,
        newPasscode: NEW_PASSCODE,
        confirmPasscode: NEW_PASSCODE,
        refCode,
        member_token: memberToken,
      },
      cookies,
    });
    expect(change.status).toBe(400);
    expect(envelopeOf(change)).toMatchObject({
      error_key: 'OTP_INVALID',
      error: 'This code is invalid or has already been used.',
    });
    const after = await memberRow(t, member.id);
    expect(after.passcodeHash).toBe(before.passcodeHash);
    expect(after.failedLoginCount).toBe(0);
    expect((await login(t, member.mobile, PASSCODE)).status).toBe(200);
  });
});

describe(`what a reset closes (SEC-29) (${testDatabaseKind})`, () => {
  /** GET /auth?token= as a page of the portal itself would arrive there. */
  const exchange = (code: string) =>
    t.app.inject({
      url: `/auth?token=${encodeURIComponent(code)}`,
      headers: { 'sec-fetch-site': 'same-origin' },
    });

  // Once, a handoff code minted from a stolen session before the reset bought a fresh session
  // afterwards.
  it.each(['forgot passcode', 'force reset'] as const)(
    '%s voids a handoff code minted before it: the thief gets no session',
    async (flow) => {
      const member = await createMember(t);
      const stolen = await signedIn(t, member.mobile);
      const minted = await t.call('mintHandoff', { cookies: stolen });
      expect(minted.status).toBe(200);
      const { code } = minted.body;

      if (flow === 'force reset') {
        // An operator marks the passcode compromised; the member sets a new one.
        await t.database.db
          .update(members)
          .set({ status: 'PASSWORD_EXPIRED' })
          .where(eq(members.id, member.id));
      }
      const { refCode, memberToken } =
        flow === 'force reset'
          ? await forceResetToken(member.mobile)
          : await forgotToken(member.mobile);
      expect((await reset(refCode, memberToken, NEW_PASSCODE)).status).toBe(200);

      const response = await exchange(code);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login?handoff=invalid');
      expect(response.headers['set-cookie']).toBeUndefined();
      // The thief's cookie jar: the stolen cookies and whatever the exchange set.
      const jar = [stolen, cookieHeader(response)].filter(Boolean).join('; ');
      const me = await t.call('getMemberDetails', { cookies: jar });
      expect(me.status).toBe(401);
      const tokens = await t.database.db
        .select()
        .from(oneTimeTokens)
        .where(eq(oneTimeTokens.memberId, member.id));
      expect(tokens.filter((row) => row.kind === 'handoff')).toHaveLength(1);
      expect(tokens.every((row) => row.usedAt !== null)).toBe(true);
    },
  );

  it("voids the member's other open challenges and reset tokens", async () => {
    const member = await createMember(t);
    // A challenge never verified: past its 300 s it can still be resent for 30 minutes.
    const open = await forgotCode(member.mobile);
    advance(t, 5 * MINUTE);
    const first = await forgotToken(member.mobile);
    advance(t, 5 * MINUTE);
    const second = await forgotToken(member.mobile);

    expect((await reset(first.refCode, first.memberToken, NEW_PASSCODE)).status).toBe(200);

    const otherToken = await reset(second.refCode, second.memberToken, '840613');
    expect(otherToken.status).toBe(400);
    expect(envelopeOf(otherToken).error_key).toBe('OTP_INVALID');
    advance(t, 5 * MINUTE);
    const resent = await t.call('sendSms', {
      body: {
        countryCode: 'PH',
        mobileNumber: local(member.mobile),
        reason: 2,
        refCode: open.refCode,
      },
    });
    expect(resent.status).toBe(400);
    expect(envelopeOf(resent).error_key).toBe('OTP_INVALID');

    const challenges = await t.database.db
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.memberId, member.id));
    expect(challenges).toHaveLength(3);
    expect(challenges.every((row) => row.usedAt !== null || row.voidedAt !== null)).toBe(true);
    const tokens = await t.database.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.memberId, member.id));
    expect(tokens.filter((row) => row.kind === 'reset')).toHaveLength(2);
    expect(tokens.every((row) => row.usedAt !== null)).toBe(true);
    expect((await login(t, member.mobile, NEW_PASSCODE)).status).toBe(200);
  });

  // A real race on PostgreSQL (a pool of connections); PGlite serialises the requests.
  it(`takes one of 5 parallel resets with the same token (${testDatabaseKind})`, async () => {
    const member = await createMember(t);
    const { refCode, memberToken } = await forgotToken(member.mobile);
    const candidates = ['730519', '840613', '902417', '582047', '739185'];
    const answers = await Promise.all(
      candidates.map((passcode) => reset(refCode, memberToken, passcode)),
    );
    const winners = candidates.filter((_, i) => answers[i]?.status === 200);
    expect(winners).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(envelopeOf(answer).error_key).toBe('OTP_INVALID');
    }
    const notices = (await outboxFor(t, member.mobile)).filter((m) =>
      m.body.startsWith('Your Go Rewards passcode was changed.'),
    );
    expect(notices).toHaveLength(1);
    const [winner = ''] = winners;
    expect((await login(t, member.mobile, winner)).status).toBe(200);
  });

  it('answers malformed passcodes with 400 and the field message, changing nothing', async () => {
    const member = await createMember(t);
    const { refCode, memberToken } = await forgotToken(member.mobile);
    const before = await memberRow(t, member.id);
    for (const passcode of [
      '12345',
      '1234567',
      '',
      '１２３４５６',
      '٧٣٠٥١٩',
      ' 730519',
      '730519\n',
      '730\u200b519',
      '7305.9',
      730519,
      null,
      ['730519'],
    ]) {
      const label = JSON.stringify(passcode);
      const response = await t.call('resetPasscode', {
        offContractBody: {
          refCode,
          member_token: memberToken,
          passcode,
          confirmPasscode: passcode,
        },
      });
      expect(response.status, label).toBe(400);
      const body = envelopeOf(response);
      expect(body.error_key, label).toBe('VALIDATION_ERROR');
      expect(body.fields?.passcode, label).toBe(PASSCODE_FIELD_MESSAGE);
      expect(body.fields?.confirmPasscode, label).toBe(PASSCODE_FIELD_MESSAGE);
    }
    const onlyConfirm = await reset(refCode, memberToken, NEW_PASSCODE, '73051');
    expect(envelopeOf(onlyConfirm).fields).toEqual({ confirmPasscode: PASSCODE_FIELD_MESSAGE });
    expect(await memberRow(t, member.id)).toEqual(before);
    // The token was not used up by any of them.
    expect((await reset(refCode, memberToken, NEW_PASSCODE)).status).toBe(200);
  });
});
