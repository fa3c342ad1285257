import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CodeSentSchema, ForgotPasscodeResponseSchema } from '#contract/auth';
import { members, oneTimeTokens, otpChallenges, outbox } from '#server/db/schema';
import {
  DEMO,
  PASSCODE,
  advance,
  captchaPass,
  createMember,
  envelopeOf,
  freshMobile,
  latestCode,
  local,
  login,
  outboxFor,
  signedIn,
  forgotPasscode,
} from '../support/auth-helpers';
import { testDatabaseKind } from '../support/test-database';
import { secretsLogged, useTestApp } from '../support/test-app';

const MINUTE = 60 * 1000;

const t = useTestApp();

async function forgot(mobile: string) {
  return forgotPasscode(t, mobile);
}

/** Forgot passcode by SMS for a member without a verified email: the refCode. */
async function requestCode(mobile: string): Promise<string> {
  const response = await forgot(mobile);
  expect(response.status).toBe(200);
  return v.parse(CodeSentSchema, response.body).refCode;
}

const verify = (refCode: string, PIN: string, type: 'sms' | 'email' = 'sms') =>
  t.call('verifySms', { body: { PIN, refCode, type } });

const resend = (mobile: string, refCode: string) =>
  t.call('sendSms', {
    body: { countryCode: 'PH', mobileNumber: local(mobile), reason: 2, refCode },
  });

const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function count(table: typeof outbox | typeof otpChallenges) {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row?.n ?? 0;
}

describe(`forgot passcode (${testDatabaseKind})`, () => {
  it('sends a 6-digit code by SMS and answers a refCode with the masked number', async () => {
    const member = await createMember(t);
    const response = await forgot(member.mobile);
    expect(response.status).toBe(200);
    const body = v.parse(CodeSentSchema, response.body);
    expect(body).toMatchObject({ next: 'code', type: 1, expiresInSeconds: 300 });
    expect(body.maskedTarget).toBe(
      `${local(member.mobile).slice(0, 4)} *** ${member.mobile.slice(-4)}`,
    );
    const [sms] = await outboxFor(t, member.mobile);
    expect(sms?.channel).toBe('sms');
    expect(sms?.body).toMatch(
      /^Your Go Rewards verification code is \d{6}\. It expires in 5 minutes\./,
    );
    expect(sms?.body).not.toMatch(/https?:|refCode|token/i);
    // The code and the refCode are stored only hashed.
    const code = await latestCode(t, member.mobile);
    const rows = JSON.stringify(await t.database.db.select().from(otpChallenges));
    expect(rows).not.toContain(code);
    expect(rows).not.toContain(body.refCode);
  });

  it('answers an unknown number the same way and sends nothing', async () => {
    const known = await createMember(t);
    const unknown = freshMobile();
    const a: Record<string, unknown> = (await forgot(known.mobile)).body;
    const before = await count(outbox);
    const response = await forgot(unknown);
    expect(response.status).toBe(200);
    const b: Record<string, unknown> = response.body;
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    expect(b).toMatchObject({ next: 'code', type: 1, expiresInSeconds: 300 });
    expect(typeof b.refCode).toBe(typeof a.refCode);
    expect(String(b.refCode)).toHaveLength(String(a.refCode).length);
    expect(b.maskedTarget).toBe(`${local(unknown).slice(0, 4)} *** ${unknown.slice(-4)}`);
    expect(await count(outbox)).toBe(before);
    expect(await outboxFor(t, unknown)).toEqual([]);
    // The window counts for it too, so a second try answers like a known number's.
    const second = await forgot(unknown);
    expect(envelopeOf(second).error_key).toBe('PLEASE_RESEND_LATER');
    // And no code can ever match its refCode.
    expect(envelopeOf(await verify(String(b.refCode), '000000')).error_key).toBe('OTP_INVALID');
  });

  it('sends nothing to an inactive account, with the same answer', async () => {
    const before = (await outboxFor(t, DEMO.inactive)).length;
    const response = await forgot(DEMO.inactive);
    expect(v.parse(CodeSentSchema, response.body).next).toBe('code');
    expect((await outboxFor(t, DEMO.inactive)).length).toBe(before);
  });

  it('offers SMS or email to a member with a verified email, then sends where chosen', async () => {
    const member = await createMember(t, { email: 'Ana.Cruz@example.ph', isMailVerified: true });
    const first = await forgot(member.mobile);
    const choice = v.parse(ForgotPasscodeResponseSchema, first.body);
    if (choice.next !== 'choose') throw new Error('expected the choice');
    expect(choice.channels).toEqual([
      {
        type: 1,
        maskedTarget: `${local(member.mobile).slice(0, 4)} *** ${member.mobile.slice(-4)}`,
      },
      { type: 2, maskedTarget: 'A******z@example.ph' },
    ]);
    expect(await outboxFor(t, member.mobile)).toEqual([]);

    const chosen = await t.call('forgotPasscode', {
      body: {
        countryCode: 'PH',
        mobile: local(member.mobile),
        choiceToken: choice.choiceToken,
        type: 2,
      },
    });
    const sent = v.parse(CodeSentSchema, chosen.body);
    expect(sent).toMatchObject({ type: 2, maskedTarget: 'A******z@example.ph' });
    const code = await latestCode(t, 'Ana.Cruz@example.ph');
    expect((await verify(sent.refCode, code, 'sms')).status).toBe(400);
    expect((await verify(sent.refCode, code, 'email')).status).toBe(200);

    // The choice token is single use and bound to its number.
    const reused = await t.call('forgotPasscode', {
      body: {
        countryCode: 'PH',
        mobile: local(member.mobile),
        choiceToken: choice.choiceToken,
        type: 1,
      },
    });
    expect(envelopeOf(reused).error_key).toBe('CAPTCHA_INVALID');
  });
});

describe(`captcha pass (${testDatabaseKind})`, () => {
  it('is required, single use, and valid 2 minutes', async () => {
    const member = await createMember(t);
    const body = { countryCode: 'PH', mobile: local(member.mobile) };
    const missing = await t.call('forgotPasscode', { body });
    expect(missing.status).toBe(400);
    expect(envelopeOf(missing).error_key).toBe('CAPTCHA_INVALID');
    const forged = await t.call('forgotPasscode', { body: { ...body, recaptcha: 'made-up' } });
    expect(envelopeOf(forged).error_key).toBe('CAPTCHA_INVALID');

    const pass = await captchaPass(t);
    advance(t, 2 * MINUTE);
    expect(
      envelopeOf(await t.call('forgotPasscode', { body: { ...body, recaptcha: pass } })).error_key,
    ).toBe('CAPTCHA_INVALID');
    expect(await outboxFor(t, member.mobile)).toEqual([]);

    const fresh = await captchaPass(t);
    expect((await t.call('forgotPasscode', { body: { ...body, recaptcha: fresh } })).status).toBe(
      200,
    );
    advance(t, 5 * MINUTE);
    const reused = await t.call('forgotPasscode', { body: { ...body, recaptcha: fresh } });
    expect(envelopeOf(reused).error_key).toBe('CAPTCHA_INVALID');
    expect(await outboxFor(t, member.mobile)).toHaveLength(1);
  });

  it('is earned only by a valid captcha answer, which is single use too', async () => {
    const refused = await t.call('verifyCaptcha', { body: { recaptcha: 'not-an-answer' } });
    expect(refused.status).toBe(400);
    expect(envelopeOf(refused).error_key).toBe('CAPTCHA_INVALID');
    const { token } = (await t.call('getDevCaptcha')).body;
    expect((await t.call('verifyCaptcha', { body: { recaptcha: token } })).status).toBe(200);
    expect((await t.call('verifyCaptcha', { body: { recaptcha: token } })).status).toBe(400);
  });
});

describe(`one-time codes (${testDatabaseKind})`, () => {
  it('accepts the code at 299 s and refuses it at 300 s', async () => {
    const a = await createMember(t);
    const refA = await requestCode(a.mobile);
    advance(t, 299_000);
    expect((await verify(refA, await latestCode(t, a.mobile))).status).toBe(200);

    const b = await createMember(t);
    const refB = await requestCode(b.mobile);
    advance(t, 300_000);
    const late = await verify(refB, await latestCode(t, b.mobile));
    expect(late.status).toBe(400);
    expect(envelopeOf(late)).toMatchObject({
      error_key: 'OTP_EXPIRED',
      error: 'This code has expired. Please request a new code.',
    });
  });

  it('counts wrong codes down, voids the challenge on the fifth, then refuses the right one', async () => {
    const member = await createMember(t);
    const refCode = await requestCode(member.mobile);
    const code = await latestCode(t, member.mobile);
    for (const remaining of [4, 3, 2, 1]) {
      const wrong = await verify(refCode, otherThan(code));
      expect(wrong.status).toBe(400);
      expect(envelopeOf(wrong)).toMatchObject({
        error_key: 'OTP_INVALID',
        attemptsRemaining: remaining,
      });
    }
    const fifth = await verify(refCode, otherThan(code));
    expect(envelopeOf(fifth)).toMatchObject({
      error_key: 'OTP_TOO_MANY_ATTEMPTS',
      error: 'Too many incorrect codes. Please start again.',
    });
    expect(envelopeOf(await verify(refCode, code)).error_key).toBe('OTP_TOO_MANY_ATTEMPTS');
    // A voided challenge cannot be resent either: the flow starts again.
    advance(t, 5 * MINUTE);
    expect(envelopeOf(await resend(member.mobile, refCode)).error_key).toBe(
      'OTP_TOO_MANY_ATTEMPTS',
    );
  });

  it('is single use', async () => {
    const member = await createMember(t);
    const refCode = await requestCode(member.mobile);
    const code = await latestCode(t, member.mobile);
    expect((await verify(refCode, code)).status).toBe(200);
    const again = await verify(refCode, code);
    expect(again.status).toBe(400);
    expect(envelopeOf(again)).toMatchObject({
      error_key: 'OTP_INVALID',
      error: 'This code is invalid or has already been used.',
    });
  });

  // Truly concurrent on PostgreSQL (a pool of connections); PGlite runs in-process and serialises.
  it(`lets exactly one of 16 parallel submissions of the right code through (${testDatabaseKind})`, async () => {
    const member = await createMember(t);
    const refCode = await requestCode(member.mobile);
    const code = await latestCode(t, member.mobile);
    const answers = await Promise.all(Array.from({ length: 16 }, () => verify(refCode, code)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused.every((answer) => envelopeOf(answer).error_key === 'OTP_INVALID')).toBe(true);
    const tokens = await t.database.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.memberId, member.id));
    expect(tokens.filter((token) => token.kind === 'reset')).toHaveLength(1);
  });

  it('binds a code to its number and purpose: a force-reset code is no good elsewhere', async () => {
    const expired = await createMember(t, { status: 'PASSWORD_EXPIRED' });
    const challenge = await t.call('sendChallenge', {
      body: {
        countryCode: 'PH',
        mobile: local(expired.mobile),
        recaptcha: await captchaPass(t),
      },
    });
    expect(challenge.status).toBe(200);
    const forceRef = v.parse(CodeSentSchema, challenge.body).refCode;
    const forceCode = await latestCode(t, expired.mobile);

    // Another number's resend cannot take over the refCode.
    const other = await createMember(t);
    expect(envelopeOf(await resend(other.mobile, forceRef)).error_key).toBe('OTP_INVALID');
    // Another number's refCode with this code fails.
    const otherRef = await requestCode(other.mobile);
    expect(envelopeOf(await verify(otherRef, forceCode)).error_key).toBe('OTP_INVALID');
    // The member token it earns resets only along its own refCode.
    const { memberToken } = (await verify(forceRef, forceCode)).body;
    const foreign = await t.call('resetPasscode', {
      body: {
        refCode: otherRef,
        member_token: memberToken,
        passcode: '271828',
        confirmPasscode: '271828',
      },
    });
    expect(envelopeOf(foreign).error_key).toBe('OTP_INVALID');
    const own = await t.call('resetPasscode', {
      body: {
        refCode: forceRef,
        member_token: memberToken,
        passcode: '271828',
        confirmPasscode: '271828',
      },
    });
    expect(own.status).toBe(200);
    expect((await login(t, expired.mobile, '271828')).status).toBe(200);
  });

  it('caps failed checks at 15 per number per Manila day across flows', async () => {
    const member = await createMember(t);
    // Start just after a Manila midnight (16:00 UTC): run at the real clock, the 20 minutes this
    // test moves forward could cross one and open a new day's allowance.
    t.now.value = new Date(Date.UTC(2030, 0, 6, 16, 1));
    let refCode = await requestCode(member.mobile);
    let code = await latestCode(t, member.mobile);
    for (let failure = 1; failure <= 15; failure += 1) {
      if (failure % 5 === 1 && failure > 1) {
        advance(t, 5 * MINUTE);
        refCode = await requestCode(member.mobile);
        code = await latestCode(t, member.mobile);
      }
      const wrong = await verify(refCode, otherThan(code));
      expect(envelopeOf(wrong).error_key).toMatch(/^OTP_(INVALID|TOO_MANY_ATTEMPTS)$/);
    }
    advance(t, 5 * MINUTE);
    refCode = await requestCode(member.mobile);
    code = await latestCode(t, member.mobile);
    const capped = await verify(refCode, code);
    expect(capped.status).toBe(429);
    expect(envelopeOf(capped).error_key).toBe('RATE_LIMITED');
    expect(envelopeOf(capped).retryAfter).toBeGreaterThan(0);
  });
});

describe(`SMS windows (${testDatabaseKind})`, () => {
  it('refuses a second SMS at 4:59 with the Temporarily Disabled answer and allows it at 5:00', async () => {
    const member = await createMember(t);
    const refCode = await requestCode(member.mobile);
    advance(t, 4 * MINUTE + 59_000);
    const early = await resend(member.mobile, refCode);
    expect(early.status).toBe(400);
    expect(envelopeOf(early)).toEqual({
      error_key: 'PLEASE_RESEND_LATER',
      title: 'Temporarily Disabled',
      error: 'You may try again after 5 minutes.',
      retryAfter: 1,
    });
    expect(early.headers['retry-after']).toBe('1');
    expect(await outboxFor(t, member.mobile)).toHaveLength(1);
    advance(t, 1000);
    const onTime = await resend(member.mobile, refCode);
    expect(onTime.status).toBe(200);
    expect(await outboxFor(t, member.mobile)).toHaveLength(2);
  });

  it('a resend answers a new refCode, kills the old code, and the new one works', async () => {
    const member = await createMember(t);
    const oldRef = await requestCode(member.mobile);
    const oldCode = await latestCode(t, member.mobile);
    advance(t, 5 * MINUTE);
    const response = await resend(member.mobile, oldRef);
    const sent = v.parse(CodeSentSchema, response.body);
    expect(sent.refCode).not.toBe(oldRef);
    expect(sent.expiresInSeconds).toBe(300);
    const newCode = await latestCode(t, member.mobile);
    expect(envelopeOf(await verify(oldRef, oldCode)).error_key).toBe('OTP_INVALID');
    expect((await verify(sent.refCode, newCode)).status).toBe(200);
  });

  it('allows at most 10 SMS per number per Manila day', async () => {
    const member = await createMember(t);
    // Start just after a Manila midnight (16:00 UTC) so the ten fit in one day.
    t.now.value = new Date(Date.UTC(2031, 0, 6, 16, 1));
    let refCode = await requestCode(member.mobile);
    for (let sms = 2; sms <= 10; sms += 1) {
      advance(t, 5 * MINUTE);
      const response = await resend(member.mobile, refCode);
      expect(response.status).toBe(200);
      refCode = v.parse(CodeSentSchema, response.body).refCode;
    }
    advance(t, 5 * MINUTE);
    const capped = await resend(member.mobile, refCode);
    expect(capped.status).toBe(429);
    expect(envelopeOf(capped).error_key).toBe('RATE_LIMITED');
    expect(await outboxFor(t, member.mobile)).toHaveLength(10);
    // The next Manila day opens again.
    t.now.value = new Date(Date.UTC(2031, 0, 7, 16, 0));
    expect((await forgot(member.mobile)).status).toBe(200);
  });

  it('counts the app link in the same window', async () => {
    const mobile = freshMobile();
    const link = await t.call('sendAppLink', {
      body: {
        mobile: local(mobile),
        recaptcha: await captchaPass(t),
      },
    });
    expect(link.status).toBe(200);
    expect(link.body).toEqual({
      maskedMobile: `${local(mobile).slice(0, 4)} *** ${mobile.slice(-4)}`,
    });
    const [sms] = await outboxFor(t, mobile);
    expect(sms?.body).toBe(
      'Get the Go Rewards app and earn points every day: https://gorewards.com.ph/app',
    );
    const again = await t.call('sendAppLink', {
      body: {
        mobile: local(mobile),
        recaptcha: await captchaPass(t),
      },
    });
    expect(envelopeOf(again).error_key).toBe('PLEASE_RESEND_LATER');
    expect(await outboxFor(t, mobile)).toHaveLength(1);
  });

  it('the app link takes 09XXXXXXXXX only and needs a captcha pass', async () => {
    for (const mobile of ['9171234567', '+639171234567', '0917123456']) {
      const response = await t.call('sendAppLink', {
        body: { mobile, recaptcha: await captchaPass(t) },
      });
      expect(response.status).toBe(400);
      expect(envelopeOf(response).fields?.mobile).toBe('Invalid mobile format');
    }
    const mobile = freshMobile();
    const noPass = await t.call('sendAppLink', { body: { mobile: local(mobile), recaptcha: 'x' } });
    expect(envelopeOf(noPass).error_key).toBe('CAPTCHA_INVALID');
    expect(await outboxFor(t, mobile)).toEqual([]);
  });
});

describe(`reset passcode (${testDatabaseKind})`, () => {
  async function memberToken(mobile: string) {
    const refCode = await requestCode(mobile);
    const response = await verify(refCode, await latestCode(t, mobile));
    return { refCode, token: response.body.memberToken };
  }

  it('refuses a mismatch and weak passcodes with field messages, keeping the token', async () => {
    const member = await createMember(t, { birthday: '1991-07-08' });
    const { refCode, token } = await memberToken(member.mobile);
    const reset = (passcode: string, confirmPasscode = passcode) =>
      t.call('resetPasscode', {
        body: { refCode, member_token: token, passcode, confirmPasscode },
      });

    const mismatch = await reset('271828', '271829');
    expect(mismatch.status).toBe(400);
    expect(envelopeOf(mismatch)).toMatchObject({
      error_key: 'PASSCODE_MISMATCH',
      error: 'New Passcode Mismatch',
      fields: { confirmPasscode: 'New Passcode Mismatch' },
    });
    for (const [passcode, field] of [
      ['111111', 'Avoid repeating one digit (like 111111).'],
      ['123456', 'Avoid digits in a row (like 123456 or 654321).'],
      ['080791', 'Avoid your birthday.'],
      [member.mobile.slice(-6), 'Avoid digits from your mobile number.'],
    ] as const) {
      const weak = await reset(passcode);
      expect(weak.status).toBe(422);
      expect(envelopeOf(weak)).toMatchObject({
        error_key: 'WEAK_PASSCODE',
        fields: { passcode: field },
      });
    }
    expect((await reset('271828')).status).toBe(200);
    expect(envelopeOf(await reset('314159')).error_key).toBe('OTP_INVALID');
  });

  it('ends every session, clears the lock, sends a notice without secrets, and does not sign in', async () => {
    const member = await createMember(t);
    const phone = await signedIn(t, member.mobile);
    const laptop = await signedIn(t, member.mobile);
    for (let i = 0; i < 3; i += 1) await login(t, member.mobile, '135792');
    const { refCode, token } = await memberToken(member.mobile);
    const response = await t.call('resetPasscode', {
      body: {
        refCode,
        member_token: token,
        passcode: '271828',
        confirmPasscode: '271828',
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    expect(response.headers['set-cookie']).toBeUndefined();
    for (const cookies of [phone, laptop]) {
      expect((await t.call('getMemberDetails', { cookies })).status).toBe(401);
    }
    const [notice] = await outboxFor(t, member.mobile);
    expect(notice?.body).toMatch(/^Your Go Rewards passcode was changed\. If this wasn't you, /);
    expect(notice?.body).not.toMatch(/\d{6}|271828/);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({ status: 'ACTIVE', failedLoginCount: 0, lockedUntil: null });
    expect((await login(t, member.mobile, PASSCODE)).status).toBe(401);
    expect((await login(t, member.mobile, '271828')).status).toBe(200);
  });

  it('opens a hard-stopped account', async () => {
    const member = await createMember(t, { status: 'LOCKED_OUT' });
    const { refCode, token } = await memberToken(member.mobile);
    await t.call('resetPasscode', {
      body: {
        refCode,
        member_token: token,
        passcode: '271828',
        confirmPasscode: '271828',
      },
    });
    expect((await login(t, member.mobile, '271828')).status).toBe(200);
  });
});

describe(`force-reset challenge (${testDatabaseKind})`, () => {
  const challenge = async (mobile: string) =>
    t.call('sendChallenge', {
      body: {
        countryCode: 'PH',
        mobile: local(mobile),
        recaptcha: await captchaPass(t),
      },
    });

  it('sends a code to expired, migrated and (with the flag) staged accounts', async () => {
    for (const mobile of [DEMO.expired, DEMO.migrated, DEMO.staged]) {
      const response = await challenge(mobile);
      expect(response.status).toBe(200);
      expect(v.parse(CodeSentSchema, response.body).type).toBe(1);
      expect(await latestCode(t, mobile)).toMatch(/^\d{6}$/);
    }
  });

  it('answers any other number the same way and sends nothing', async () => {
    const active = await createMember(t);
    const response = await challenge(active.mobile);
    expect(v.parse(CodeSentSchema, response.body).next).toBe('code');
    expect(await outboxFor(t, active.mobile)).toEqual([]);
  });
});

describe(`public SMS (reason 1) (${testDatabaseKind})`, () => {
  it('needs a captcha pass and sends a reset code, uniformly for unknown numbers', async () => {
    const member = await createMember(t);
    const body = { countryCode: 'PH', mobileNumber: local(member.mobile), reason: 1 } as const;
    const noPass = await t.call('sendSms', { body });
    expect(envelopeOf(noPass).error_key).toBe('CAPTCHA_INVALID');
    const sent = await t.call('sendSms', { body: { ...body, recaptcha: await captchaPass(t) } });
    const { refCode } = v.parse(CodeSentSchema, sent.body);
    expect((await verify(refCode, await latestCode(t, member.mobile))).status).toBe(200);

    const unknown = freshMobile();
    const phantom = await t.call('sendSms', {
      body: {
        ...body,
        mobileNumber: local(unknown),
        recaptcha: await captchaPass(t),
      },
    });
    expect(v.parse(CodeSentSchema, phantom.body).next).toBe('code');
    expect(await outboxFor(t, unknown)).toEqual([]);
  });

  it('a resend needs the refCode', async () => {
    const member = await createMember(t);
    const response = await t.call('sendSms', {
      body: {
        countryCode: 'PH',
        mobileNumber: local(member.mobile),
        reason: 2,
      },
    });
    expect(response.status).toBe(400);
    expect(envelopeOf(response).fields?.refCode).toBeDefined();
  });
});

describe(`logged-in SMS (reason 3) (${testDatabaseKind})`, () => {
  it("sends an 'account' code to the member's own number only, without a captcha", async () => {
    const member = await createMember(t);
    const cookies = await signedIn(t, member.mobile);
    const body = {
      countryCode: 'PH',
      mobileNumber: local(member.mobile),
      reason: 3,
      loggedin: true,
    } as const;
    expect((await t.call('sendSms', { body })).status).toBe(401);
    const other = await t.call('sendSms', {
      body: { ...body, mobileNumber: local(DEMO.active) },
      cookies,
    });
    expect(other.status).toBe(400);
    expect(await outboxFor(t, DEMO.active)).toEqual([]);
    const sent = await t.call('sendSms', { body, cookies });
    expect(sent.status).toBe(200);
    const { refCode } = v.parse(CodeSentSchema, sent.body);
    const code = await latestCode(t, member.mobile);
    // An account code is good only in that member's session, and earns no reset token.
    const sessionless = await verify(refCode, code);
    expect(sessionless.status).toBe(400);
    expect(envelopeOf(sessionless)).toMatchObject({
      error_key: 'OTP_INVALID',
      error: 'This code is invalid or has already been used.',
    });
    const ok = await t.call('verifySms', { body: { PIN: code, refCode, type: 'sms' }, cookies });
    expect(ok.status).toBe(200);
    const { memberToken } = ok.body;
    const reset = await t.call('resetPasscode', {
      body: {
        refCode,
        member_token: memberToken,
        passcode: '271828',
        confirmPasscode: '271828',
      },
    });
    expect(envelopeOf(reset).error_key).toBe('OTP_INVALID');
  });
});

describe('secrets in logs', () => {
  it('never contain codes, refCodes or member tokens, and mask numbers', async () => {
    const member = await createMember(t);
    const refCode = await requestCode(member.mobile);
    const code = await latestCode(t, member.mobile);
    const { memberToken } = (await verify(refCode, code)).body;
    const logs = t.logs.join('\n');
    expect(
      secretsLogged(t.logs, [code, refCode, memberToken, member.mobile, local(member.mobile)]),
    ).toEqual([]);
    expect(logs).toContain('"event":"otp.send"');
    expect(logs).toContain('"event":"otp.verify"');
  });
});
