import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  LOCKED_MESSAGE,
  RESET_TO_CONTINUE_MESSAGE,
  THREE_FAILURES_MESSAGE,
  inactiveMessage,
  wrongPasscodeMessage,
} from '#contract/errors';
import { members } from '#server/db/schema';
import { createPasscodeHasher } from '#server/adapters/passcode-hasher';
import {
  DEMO,
  PASSCODE,
  advance,
  createMember,
  envelopeOf,
  freshMobile,
  local,
  login,
  post,
  setCookies,
  signedIn,
  memberRow,
} from '../support/auth-helpers';
import { testDatabaseKind } from '../support/test-database';
import { secretsLogged, TEST_PEPPER, useTestApp } from '../support/test-app';

const HOUR = 60 * 60 * 1000;
const WRONG = '135792';

const t = useTestApp();

const status = (mobile: string, remoteAddress?: string) =>
  t.call('accountStatus', {
    body: { countryCode: 'PH', mobile: local(mobile) },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe(`account status (${testDatabaseKind})`, () => {
  it.each([
    [DEMO.active, 'ACTIVE'],
    [DEMO.expired, 'PASSWORD_EXPIRED'],
    [DEMO.migrated, 'MIGRATED'],
    [DEMO.staged, 'STAGED'],
    [DEMO.inactive, 'INACTIVE'],
  ])('%s answers only its status %s', async (mobile, expected) => {
    const response = await status(mobile, '10.0.0.1');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: expected });
  });

  it('says an operator-locked account (09170000007) is LOCKED_OUT until a passcode reset (item 7)', async () => {
    const response = await status(DEMO.lockedOut, '10.0.0.1');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'LOCKED_OUT', resetRequired: true });
  });

  it('answers NOT_FOUND for a valid number with no account, and takes +63 and 09 forms', async () => {
    expect((await status(freshMobile(), '10.0.0.2')).body).toEqual({ status: 'NOT_FOUND' });
    const e164 = await t.call('accountStatus', {
      body: { countryCode: 'PH', mobile: DEMO.active },
      remoteAddress: '10.0.0.2',
    });
    expect(e164.body).toEqual({ status: 'ACTIVE' });
  });

  it('refuses an invalid number with INVALID_MOBILE and a field message', async () => {
    const response = await t.call('accountStatus', {
      body: { countryCode: 'PH', mobile: '0281234567' },
      remoteAddress: '10.0.0.3',
    });
    expect(response.status).toBe(400);
    const body = envelopeOf(response);
    expect(body.error_key).toBe('INVALID_MOBILE');
    expect(body.fields?.mobile).toBe(
      'Enter a valid Philippine mobile number (e.g. 0917 123 4567).',
    );
  });

  it('reads every form of one Philippine mobile as the same number before any lookup', async () => {
    const member = await createMember(t);
    const national = local(member.mobile); // 09XXXXXXXXX
    const digits = national.slice(1);
    for (const form of [
      national,
      member.mobile,
      `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`,
      `+63 ${national}`,
      `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
    ]) {
      const response = await t.call('accountStatus', {
        body: { countryCode: 'PH', mobile: form },
        remoteAddress: '10.0.0.6',
      });
      expect(response.status, form).toBe(200);
      expect(response.body, form).toEqual({ status: 'ACTIVE' });
    }
  });

  it.each([
    ['ten digits', '0917123456'],
    ['twelve digits', '091712345678'],
    ['letters', '0917abc4567'],
    ['a landline in E.164', '+6321234567'],
    ['a Singapore mobile', '+6591234567'],
    ['Arabic-Indic digits', '٠٩١٧١٢٣٤٥٦٧'],
    ['fullwidth digits', '０９１７１２３４５６７'],
  ])('refuses %s as a Philippine mobile number (%s)', async (_what, mobile) => {
    const response = await t.call('accountStatus', {
      body: { countryCode: 'PH', mobile },
      remoteAddress: '10.0.0.5',
    });
    expect(response.status).toBe(400);
    const body = envelopeOf(response);
    expect(body.error_key).toMatch(/^(INVALID_MOBILE|VALIDATION_ERROR)$/);
    expect(body.fields?.mobile).toBeDefined();
  });

  it('says LOCKED_OUT while a temporary lock is in force, and ACTIVE again at 60:00', async () => {
    const member = await createMember(t);
    for (let i = 0; i < 3; i += 1) await login(t, member.mobile, WRONG);
    expect((await status(member.mobile, '10.0.0.4')).body).toEqual({ status: 'LOCKED_OUT' });
    advance(t, HOUR);
    expect((await status(member.mobile, '10.0.0.4')).body).toEqual({ status: 'ACTIVE' });
  });

  it('limits checks per number: the 11th within 10 minutes is 429 with Retry-After', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 10; i += 1) {
      expect((await status(mobile, `10.1.0.${String(i)}`)).status).toBe(200);
    }
    const refused = await status(mobile, '10.1.0.99');
    expect(refused.status).toBe(429);
    const body = envelopeOf(refused);
    expect(body.error_key).toBe('RATE_LIMITED');
    expect(body.retryAfter).toBeGreaterThan(0);
    expect(body.error).toBe(
      `Too many requests. Please try again in ${String(body.retryAfter)} seconds.`,
    );
    expect(refused.headers['retry-after']).toBe(String(body.retryAfter));
    advance(t, 10 * 60 * 1000);
    expect((await status(mobile, '10.1.0.99')).status).toBe(200);
  });

  it('says "1 second", not "1 seconds", in the last second of the window', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 10; i += 1) await status(mobile, `10.1.1.${String(i)}`);
    advance(t, 10 * 60 * 1000 - 1000);
    const refused = envelopeOf(await status(mobile, '10.1.1.99'));
    expect(refused.retryAfter).toBe(1);
    expect(refused.error).toBe('Too many requests. Please try again in 1 second.');
  });

  it('limits checks per IP, and a spoofed X-Forwarded-For does not change the key', async () => {
    for (let i = 0; i < 100; i += 1) {
      const response = await t.call('accountStatus', {
        body: { countryCode: 'PH', mobile: local(freshMobile()) },
        remoteAddress: '10.2.0.1',
        headers: { 'x-forwarded-for': `192.0.2.${String(i)}` },
      });
      expect(response.status).toBe(200);
    }
    const refused = await t.call('accountStatus', {
      body: { countryCode: 'PH', mobile: local(freshMobile()) },
      remoteAddress: '10.2.0.1',
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(refused.status).toBe(429);
    const body = envelopeOf(refused);
    // The budget of numbers the status check shares with login (decision 0042).
    expect(body.error_key).toBe('TEMPORARILY_DISABLED');
    expect(refused.headers['retry-after']).toBe(String(body.retryAfter));
    expect((await status(freshMobile(), '10.2.0.2')).status).toBe(200);
  });
});

describe(`login (${testDatabaseKind})`, () => {
  it('signs in with the right passcode: new session cookies and no secret in the body', async () => {
    const response = await login(t, DEMO.active);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ACTIVE', expiresInSeconds: 3600 });
    expect(response.headers['cache-control']).toBe('no-store');
    const names = setCookies(response).map((cookie) => cookie.name);
    // The session's two, and the one naming this browser (devices.test.ts).
    expect(names).toEqual(['token', 'refreshToken', 'browser']);
    expect(response.text).not.toMatch(/token/i);
  });

  it('counts down the tries, then locks for an hour with the three-failures message', async () => {
    const member = await createMember(t);
    const first = await login(t, member.mobile, WRONG);
    expect(first.status).toBe(401);
    expect(envelopeOf(first)).toMatchObject({
      error_key: 'INVALID_CREDENTIALS',
      error: wrongPasscodeMessage(2),
      attemptsRemaining: 2,
    });
    expect(envelopeOf(first).error).toBe(
      'Please enter the correct passcode. For your security, your account will be locked after 3 failed attempts. You have 2 attempts remaining.',
    );
    expect(envelopeOf(await login(t, member.mobile, WRONG))).toMatchObject({
      attemptsRemaining: 1,
      error: wrongPasscodeMessage(1),
    });
    const third = await login(t, member.mobile, WRONG);
    expect(third.status).toBe(423);
    const body = envelopeOf(third);
    expect(body).toMatchObject({ error_key: 'ACCOUNT_LOCKED', error: THREE_FAILURES_MESSAGE });
    expect(new Date(body.unlockAt ?? '').getTime()).toBe(t.now.value.getTime() + HOUR);
    expect(setCookies(third)).toEqual([]);
  });

  it('refuses even the right passcode while locked (not evaluated), at 59:59 too; opens at 60:00', async () => {
    const member = await createMember(t);
    for (let i = 0; i < 3; i += 1) await login(t, member.mobile, WRONG);
    const lockedAt = t.now.value.getTime();

    const whileLocked = await login(t, member.mobile, PASSCODE);
    expect(whileLocked.status).toBe(423);
    expect(envelopeOf(whileLocked)).toMatchObject({
      error_key: 'ACCOUNT_LOCKED',
      error: LOCKED_MESSAGE,
    });
    expect(setCookies(whileLocked)).toEqual([]);
    // Neither a wrong nor a right passcode is weighed while locked: the counters stay at 3.
    expect((await login(t, member.mobile, WRONG)).status).toBe(423);
    expect(await memberRow(t, member.id)).toMatchObject({
      failedLoginCount: 3,
      consecutiveFailures: 3,
    });

    t.now.value = new Date(lockedAt + HOUR - 1000);
    expect((await login(t, member.mobile, PASSCODE)).status).toBe(423);

    t.now.value = new Date(lockedAt + HOUR);
    const open = await login(t, member.mobile, PASSCODE);
    expect(open.status).toBe(200);
    const row = await memberRow(t, member.id);
    expect(row).toMatchObject({ failedLoginCount: 0, consecutiveFailures: 0, lockedUntil: null });
  });

  it('never expires a passcode for its age: 400 days on, the member still signs in ACTIVE (SEC-14)', async () => {
    const member = await createMember(t);
    const started = t.now.value.getTime();
    try {
      t.now.value = new Date(started + 400 * 24 * HOUR);
      expect((await status(member.mobile)).body).toEqual({ status: 'ACTIVE' });
      expect((await login(t, member.mobile, PASSCODE)).status).toBe(200);
    } finally {
      t.now.value = new Date(started);
    }
  });

  it('a success resets the count: two wrong, right, two wrong still leave a try', async () => {
    const member = await createMember(t);
    await login(t, member.mobile, WRONG);
    await login(t, member.mobile, WRONG);
    expect((await login(t, member.mobile, PASSCODE)).status).toBe(200);
    expect(envelopeOf(await login(t, member.mobile, WRONG)).attemptsRemaining).toBe(2);
    expect(envelopeOf(await login(t, member.mobile, WRONG)).attemptsRemaining).toBe(1);
  });

  it('after 15 consecutive failures across lock windows only a reset opens the account', async () => {
    const member = await createMember(t);
    let last = await login(t, member.mobile, WRONG);
    for (let failure = 2; failure <= 15; failure += 1) {
      if (failure % 3 === 1) advance(t, HOUR);
      last = await login(t, member.mobile, WRONG);
      if (failure < 15 && failure % 3 === 0)
        expect(envelopeOf(last).error_key).toBe('ACCOUNT_LOCKED');
    }
    expect(last.status).toBe(423);
    expect(envelopeOf(last)).toMatchObject({
      error_key: 'ACCOUNT_LOCKED_OUT',
      error: RESET_TO_CONTINUE_MESSAGE,
    });
    advance(t, 24 * HOUR);
    const later = await login(t, member.mobile, PASSCODE);
    expect(later.status).toBe(423);
    expect(envelopeOf(later).error_key).toBe('ACCOUNT_LOCKED_OUT');
    expect((await status(member.mobile, '10.3.0.1')).body).toEqual({
      status: 'LOCKED_OUT',
      resetRequired: true,
    });
    expect((await memberRow(t, member.id)).consecutiveFailures).toBe(15);
  });

  it(`counts at most 3 of 10 parallel wrong passcodes (${testDatabaseKind})`, async () => {
    const member = await createMember(t);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => login(t, member.mobile, WRONG)),
    );
    const keys = answers.map((answer) => envelopeOf(answer).error_key);
    expect(keys.filter((key) => key === 'INVALID_CREDENTIALS').length).toBeLessThanOrEqual(2);
    expect(
      keys.filter((key) => key !== 'INVALID_CREDENTIALS').every((k) => k === 'ACCOUNT_LOCKED'),
    ).toBe(true);
    const row = await memberRow(t, member.id);
    expect(row.consecutiveFailures).toBe(3);
    expect(row.failedLoginCount).toBe(3);
    expect(row.lockedUntil?.getTime()).toBe(t.now.value.getTime() + HOUR);
  });

  it('after two failures, parallel guesses with the right one among them evaluate at most one more', async () => {
    const member = await createMember(t);
    await login(t, member.mobile, WRONG);
    await login(t, member.mobile, WRONG);
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => login(t, member.mobile, WRONG)),
      login(t, member.mobile, PASSCODE),
      ...Array.from({ length: 4 }, () => login(t, member.mobile, WRONG)),
    ]);
    const evaluated = answers.filter((answer) => {
      if (answer.status === 200) return true;
      const body = envelopeOf(answer);
      return body.error === THREE_FAILURES_MESSAGE || body.error_key === 'INVALID_CREDENTIALS';
    });
    expect(evaluated.length).toBe(1);
    const row = await memberRow(t, member.id);
    expect(row.consecutiveFailures === 3 || row.consecutiveFailures === 0).toBe(true);
  });

  it('answers parallel logins with the right passcode past the 3 tries as retryable, never as locked', async () => {
    const member = await createMember(t);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => login(t, member.mobile, PASSCODE)),
    );
    const signedInCount = answers.filter((answer) => answer.status === 200).length;
    expect(signedInCount).toBeGreaterThanOrEqual(3);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(429);
      expect(answer.headers['retry-after']).toBe('1');
      expect(envelopeOf(answer)).toMatchObject({
        error_key: 'RATE_LIMITED',
        error: 'Too many requests. Please try again in 1 second.',
      });
    }
    const row = await memberRow(t, member.id);
    expect(row.lockedUntil).toBeNull();
    expect(row.failedLoginCount).toBe(0);
    expect((await login(t, member.mobile, PASSCODE)).status).toBe(200);
  });

  it('answers INACTIVE with the support email, and expired or migrated with reset required', async () => {
    const inactive = await login(t, DEMO.inactive);
    expect(inactive.status).toBe(403);
    expect(envelopeOf(inactive)).toMatchObject({
      error_key: 'ACCOUNT_INACTIVE',
      error: inactiveMessage('support@gorewards.com.ph'),
    });
    for (const mobile of [DEMO.expired, DEMO.migrated, DEMO.staged]) {
      const response = await login(t, mobile);
      expect(response.status).toBe(403);
      expect(envelopeOf(response).error_key).toBe('PASSCODE_RESET_REQUIRED');
    }
    const lockedOut = await login(t, DEMO.lockedOut);
    expect(lockedOut.status).toBe(423);
    expect(envelopeOf(lockedOut).error_key).toBe('ACCOUNT_LOCKED_OUT');
  });

  it('answers an unknown number exactly like a wrong passcode, lock included', async () => {
    const known = await createMember(t);
    const unknown = freshMobile();
    for (const remaining of [2, 1]) {
      const a = await login(t, known.mobile, WRONG);
      const b = await login(t, unknown, WRONG);
      expect(b.status).toBe(a.status);
      expect(envelopeOf(b)).toEqual(envelopeOf(a));
      expect(envelopeOf(b).attemptsRemaining).toBe(remaining);
    }
    const a = await login(t, known.mobile, WRONG);
    const b = await login(t, unknown, WRONG);
    expect(b.status).toBe(423);
    expect(envelopeOf(b)).toEqual(envelopeOf(a));
    const again = await login(t, unknown, PASSCODE);
    expect(envelopeOf(again)).toEqual(envelopeOf(await login(t, known.mobile, PASSCODE)));
    advance(t, HOUR);
    expect(envelopeOf(await login(t, unknown, WRONG)).attemptsRemaining).toBe(2);
  });

  it('refuses an ext_url that is not a same-origin path or an allowed host, counting nothing', async () => {
    const member = await createMember(t);
    for (const extUrl of ['//evil.example', 'https://evil.example/x', 'javascript:alert(1)']) {
      const response = await t.call('login', {
        body: {
          country_code: 'PH',
          number: local(member.mobile),
          passcode: WRONG,
          ext_url: extUrl,
        },
      });
      expect(response.status).toBe(400);
      expect(envelopeOf(response).error_key).toBe('REDIRECT_NOT_ALLOWED');
    }
    expect((await memberRow(t, member.id)).failedLoginCount).toBe(0);
    const ok = await t.call('login', {
      body: {
        country_code: 'PH',
        number: local(member.mobile),
        passcode: PASSCODE,
        ext_url: '/rewards?tab=1',
      },
    });
    expect(ok.status).toBe(200);
  });

  it('takes its input from the body only: a query string beside it is refused, nothing counted', async () => {
    const member = await createMember(t);
    for (const query of ['ext_url=%2F%2Fevil.example', 'passcode=000000', 'x=1']) {
      const response = await post(t, `/auth/login?${query}`, {
        country_code: 'PH',
        number: local(member.mobile),
        passcode: PASSCODE,
      });
      expect(response.statusCode, query).toBe(400);
      expect(envelopeOf(response).error_key).toBe('VALIDATION_ERROR');
      expect(setCookies(response)).toEqual([]);
    }
    expect(await memberRow(t, member.id)).toMatchObject({ failedLoginCount: 0 });
    const cookies = await signedIn(t, member.mobile);
    expect((await post(t, '/auth/logout?next=%2Faccount', {}, { cookies })).statusCode).toBe(400);
    expect((await t.call('getMemberDetails', { cookies })).status).toBe(200);
  });

  it('refuses a malformed passcode without counting it', async () => {
    const member = await createMember(t);
    for (const passcode of [
      '12345',
      '1234567',
      '１２３４５６',
      '١٢٣٤٥٦',
      '१२३४५६',
      ' 123456',
      '123456\n',
      '123\u200b456',
      '12345.',
      '1.2e5',
      123456,
      null,
      ['123456'],
    ]) {
      const response = await t.call('login', {
        offContractBody: { country_code: 'PH', number: local(member.mobile), passcode },
      });
      expect(response.status, JSON.stringify(passcode)).toBe(400);
      const body = envelopeOf(response);
      expect(body.error_key).toBe('VALIDATION_ERROR');
      expect(body.fields?.passcode).toBe('Passcode must be exactly 6 digits (0–9).');
    }
    expect((await memberRow(t, member.id)).failedLoginCount).toBe(0);
  });

  it('takes a passcode with leading zeros as the string it is (SEC-01)', async () => {
    const member = await createMember(t);
    const hash = await createPasscodeHasher(Buffer.from(TEST_PEPPER)).hash('048213');
    await t.database.db
      .update(members)
      .set({ passcodeHash: hash })
      .where(eq(members.id, member.id));
    expect((await login(t, member.mobile, '048213')).status).toBe(200);
    expect((await login(t, member.mobile, '48213')).status).toBe(400);
  });

  it('never logs the passcode, and masks the mobile number', async () => {
    const member = await createMember(t);
    await login(t, member.mobile, '864209');
    await login(t, member.mobile, PASSCODE);
    for (let i = 0; i < 3; i += 1) await login(t, member.mobile, '864209');
    const logs = t.logs.join('\n');
    expect(
      secretsLogged(t.logs, ['864209', PASSCODE, member.mobile, local(member.mobile)]),
    ).toEqual([]);
    expect(logs).toContain('"event":"login.success"');
    expect(logs).toContain('"event":"login.lockout"');
  });
});

describe(`one per-IP budget for the status check and login (${testDatabaseKind})`, () => {
  const TEN_MINUTES = 10 * 60 * 1000;
  const temporarilyDisabled = {
    error_key: 'TEMPORARILY_DISABLED',
    title: 'Temporarily Disabled',
    error: 'You may try again after 10 minutes.',
    retryAfter: 600,
  };

  it('counts distinct numbers from both calls; past 100 both answer 429 alike, whatever the status', async () => {
    // At the start of a 10-minute window, so the retry time is the whole window.
    t.now.value = new Date(Math.ceil(t.now.value.getTime() / TEN_MINUTES) * TEN_MINUTES);
    const ip = { remoteAddress: '10.70.0.1' };
    const first = freshMobile();
    expect((await status(first, ip.remoteAddress)).status).toBe(200);
    for (let i = 0; i < 97; i += 1) {
      expect((await status(freshMobile(), ip.remoteAddress)).status).toBe(200);
    }
    // Logins count in the same budget: numbers 99 and 100.
    expect((await login(t, freshMobile(), WRONG, ip)).status).toBe(401);
    const hundredth = await createMember(t);
    expect((await login(t, hundredth.mobile, WRONG, ip)).status).toBe(401);
    // A number already tried in this window is not a new one: both calls still answer it.
    expect((await status(hundredth.mobile, ip.remoteAddress)).body).toEqual({
      status: 'ACTIVE',
    });
    expect((await login(t, first, WRONG, ip)).status).toBe(401);

    const refusedStatus = await status(freshMobile(), ip.remoteAddress);
    expect(refusedStatus.status).toBe(429);
    expect(envelopeOf(refusedStatus)).toEqual(temporarilyDisabled);
    expect(refusedStatus.headers['retry-after']).toBe('600');

    // Every status gets the same answer: nothing about the account leaks past the budget.
    for (const mobile of [
      DEMO.inactive,
      DEMO.expired,
      DEMO.lockedOut,
      DEMO.active,
      freshMobile(),
    ]) {
      const refused = await login(t, mobile, PASSCODE, ip);
      expect(refused.status, mobile).toBe(429);
      expect(refused.text, mobile).toBe(refusedStatus.text);
      expect(refused.headers['retry-after']).toBe('600');
      expect(setCookies(refused)).toEqual([]);
    }
    // Another address has its own budget; the next window opens this one again.
    expect((await login(t, DEMO.inactive, PASSCODE, { remoteAddress: '10.70.0.2' })).status).toBe(
      403,
    );
    advance(t, TEN_MINUTES);
    expect((await login(t, DEMO.lockedOut, PASSCODE, ip)).status).toBe(423);
  });

  it(`holds under a parallel burst of new numbers: exactly 100 of 110 are answered (${testDatabaseKind})`, async () => {
    const remoteAddress = '10.70.0.3';
    t.now.value = new Date(Math.ceil(t.now.value.getTime() / TEN_MINUTES) * TEN_MINUTES);
    // Status checks with a login among every eleven calls, all at once.
    const answers = await Promise.all(
      Array.from({ length: 110 }, (_, i) =>
        i % 11 === 0
          ? login(t, freshMobile(), WRONG, { remoteAddress })
          : status(freshMobile(), remoteAddress),
      ),
    );
    const answered = answers.filter((answer) => answer.status !== 429);
    expect(answered).toHaveLength(100);
    for (const answer of answered) expect([200, 401]).toContain(answer.status);
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect(envelopeOf(answer)).toEqual(temporarilyDisabled);
    }
  });
});

describe(`a parallel burst reveals nothing (${testDatabaseKind})`, () => {
  const burst = async (mobile: string, remoteAddress: string) => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => login(t, mobile, WRONG, { remoteAddress })),
    );
    return answers
      .map((answer) => {
        const body = envelopeOf(answer);
        return `${String(answer.status)} ${body.error_key} ${body.error}`;
      })
      .sort();
  };
  const expected = [
    '401 INVALID_CREDENTIALS Please enter the correct passcode. For your security, your account will be locked after 3 failed attempts. You have 1 attempt remaining.',
    '401 INVALID_CREDENTIALS Please enter the correct passcode. For your security, your account will be locked after 3 failed attempts. You have 2 attempts remaining.',
    ...Array<string>(17).fill(
      '423 ACCOUNT_LOCKED For your security, your account is temporarily locked. Please try again in 1 hour.',
    ),
    '423 ACCOUNT_LOCKED You have entered an incorrect passcode for 3 times. For your security, your account is temporarily locked. Please try again in 1 hour.',
  ].sort();

  it(`answers 20 parallel wrong passcodes for an unknown number as for an ACTIVE account: 1/1/1/17`, async () => {
    const member = await createMember(t);
    expect(await burst(member.mobile, '10.71.0.1')).toEqual(expected);
    expect(await burst(freshMobile(), '10.71.0.2')).toEqual(expected);
  });
});
