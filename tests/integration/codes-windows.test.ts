import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CodeSentSchema, ForgotPasscodeResponseSchema } from '#contract/auth';
import {
  advance,
  captchaPass,
  createMember,
  envelopeOf,
  freshMobile,
  local,
  outboxFor,
  type CallOptions,
} from '../support/auth-helpers';
import { testDatabaseKind } from '../support/test-database';
import { type TestApp, useTestApp } from '../support/test-app';

/** The 5-minute SMS window belongs to the number (SEC-23, FAULT-08, FAULT-10). */
const MINUTE = 60 * 1000;

const t = useTestApp();

const resendLater = (retryAfter: number) => ({
  error_key: 'PLEASE_RESEND_LATER',
  title: 'Temporarily Disabled',
  error: 'You may try again after 5 minutes.',
  retryAfter,
});

const sends = {
  forgot: async (mobile: string, options?: CallOptions) =>
    t.call('forgotPasscode', {
      body: { countryCode: 'PH', mobile: local(mobile), recaptcha: await captchaPass(t) },
      ...options,
    }),
  forceReset: async (mobile: string, options?: CallOptions) =>
    t.call('sendChallenge', {
      body: { countryCode: 'PH', mobile: local(mobile), recaptcha: await captchaPass(t) },
      ...options,
    }),
  appLink: async (mobile: string, options?: CallOptions) =>
    t.call('sendAppLink', {
      body: { mobile: local(mobile), recaptcha: await captchaPass(t) },
      ...options,
    }),
};

/** A MIGRATED member: every one of the three calls would send it an SMS. */
const migrated = () => createMember(t, { status: 'MIGRATED' });

describe(`one SMS per number per 5 minutes (${testDatabaseKind})`, () => {
  it('holds across flows: forgot passcode, then the force-reset challenge, then the app link', async () => {
    const member = await migrated();
    expect((await sends.forgot(member.mobile)).status).toBe(200);
    advance(t, MINUTE);
    for (const send of [sends.forceReset, sends.appLink, sends.forgot]) {
      const refused = await send(member.mobile);
      expect(refused.status).toBe(400);
      expect(envelopeOf(refused)).toEqual(resendLater(240));
    }
    expect(await outboxFor(t, member.mobile)).toHaveLength(1);

    advance(t, 4 * MINUTE);
    expect((await sends.forceReset(member.mobile)).status).toBe(200);
    expect(envelopeOf(await sends.appLink(member.mobile)).error_key).toBe('PLEASE_RESEND_LATER');
    advance(t, 5 * MINUTE);
    expect((await sends.appLink(member.mobile)).status).toBe(200);
    const messages = await outboxFor(t, member.mobile);
    expect(messages).toHaveLength(3);
    expect(messages[0]?.body).toMatch(/^Get the Go Rewards app/);
  });

  it('holds across client addresses, X-Forwarded-For values, user agents and cookies', async () => {
    const member = await migrated();
    const first = await sends.forgot(member.mobile, {
      remoteAddress: '10.20.0.1',
      headers: { 'user-agent': 'Phone/1.0' },
    });
    expect(first.status).toBe(200);
    const others: CallOptions[] = [
      { remoteAddress: '10.20.0.2' },
      { remoteAddress: '172.16.5.9', headers: { 'x-forwarded-for': '203.0.113.77' } },
      { remoteAddress: '10.20.0.3', headers: { 'user-agent': 'Laptop/2.0' } },
      { remoteAddress: '10.20.0.4', cookies: 'token=another-tab; refreshToken=another-tab' },
    ];
    for (const options of others) {
      for (const send of [sends.forgot, sends.forceReset, sends.appLink]) {
        const refused = await send(member.mobile, options);
        expect(refused.status, JSON.stringify(options)).toBe(400);
        expect(envelopeOf(refused).error_key).toBe('PLEASE_RESEND_LATER');
      }
    }
    expect(await outboxFor(t, member.mobile)).toHaveLength(1);
  });

  // A real race on PostgreSQL (a pool of connections); PGlite serialises the requests.
  it(`gives one SMS for sends at the same moment, in one flow or across flows (${testDatabaseKind})`, async () => {
    const same = await migrated();
    const passes = await Promise.all(Array.from({ length: 5 }, () => captchaPass(t)));
    const parallel = await Promise.all(
      passes.map((recaptcha) =>
        t.call('forgotPasscode', {
          body: {
            countryCode: 'PH',
            mobile: local(same.mobile),
            recaptcha,
          },
        }),
      ),
    );
    expect(parallel.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of parallel.filter((a) => a.status !== 200)) {
      expect(envelopeOf(answer).error_key).toBe('PLEASE_RESEND_LATER');
    }
    expect(await outboxFor(t, same.mobile)).toHaveLength(1);

    const across = await migrated();
    const [a, b, c] = await Promise.all([captchaPass(t), captchaPass(t), captchaPass(t)]);
    const body = { countryCode: 'PH', mobile: local(across.mobile) };
    const mixed = await Promise.all([
      t.call('forgotPasscode', { body: { ...body, recaptcha: a } }),
      t.call('sendChallenge', { body: { ...body, recaptcha: b } }),
      t.call('sendAppLink', { body: { mobile: local(across.mobile), recaptcha: c } }),
    ]);
    expect(mixed.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(
      mixed.filter((answer) => answer.status !== 200).map((answer) => envelopeOf(answer).error_key),
    ).toEqual(['PLEASE_RESEND_LATER', 'PLEASE_RESEND_LATER']);
    expect(await outboxFor(t, across.mobile)).toHaveLength(1);
  });

  it.each([
    ['4:59', 'refused', 4 * MINUTE + 59_000],
    ['5:00', 'sent', 5 * MINUTE],
    ['5:01', 'sent', 5 * MINUTE + 1000],
  ])(
    'after a forgot-passcode SMS, the force-reset challenge at %s is %s',
    async (_at, outcome, ms) => {
      const open = outcome === 'sent';
      const member = await migrated();
      expect((await sends.forgot(member.mobile)).status).toBe(200);
      advance(t, ms);
      const second = await sends.forceReset(member.mobile);
      if (open) {
        expect(second.status).toBe(200);
        expect(await outboxFor(t, member.mobile)).toHaveLength(2);
      } else {
        expect(second.status).toBe(400);
        expect(envelopeOf(second)).toEqual(resendLater(1));
        expect(second.headers['retry-after']).toBe('1');
        expect(await outboxFor(t, member.mobile)).toHaveLength(1);
      }
    },
  );
});

describe(`the email channel inside the SMS window (${testDatabaseKind})`, () => {
  const EMAIL = 'window.check@example.ph';

  async function chooseAndSend(mobile: string, type: 1 | 2) {
    const choice = v.parse(ForgotPasscodeResponseSchema, (await sends.forgot(mobile)).body);
    if (choice.next !== 'choose') throw new Error('expected the channel choice');
    return t.call('forgotPasscode', {
      body: {
        countryCode: 'PH',
        mobile: local(mobile),
        choiceToken: choice.choiceToken,
        type,
      },
    });
  }

  it('counts a code by email against the same number: switching channel opens no second window', async () => {
    const member = await createMember(t, { email: EMAIL, isMailVerified: true });
    expect((await chooseAndSend(member.mobile, 1)).status).toBe(200);
    advance(t, MINUTE);
    const byEmail = await chooseAndSend(member.mobile, 2);
    expect(byEmail.status).toBe(400);
    expect(envelopeOf(byEmail)).toEqual(resendLater(240));
    expect(await outboxFor(t, EMAIL)).toEqual([]);

    advance(t, 4 * MINUTE);
    expect((await chooseAndSend(member.mobile, 2)).status).toBe(200);
    expect(await outboxFor(t, EMAIL)).toHaveLength(1);
    advance(t, MINUTE);
    const bySms = await chooseAndSend(member.mobile, 1);
    expect(envelopeOf(bySms)).toEqual(resendLater(240));
    expect(envelopeOf(await sends.appLink(member.mobile)).error_key).toBe('PLEASE_RESEND_LATER');
    expect(await outboxFor(t, member.mobile)).toHaveLength(1);
  });
});

const logLines = (app: TestApp, event: string) =>
  app.logs
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.includes(`"event":"${event}"`))
    .map((line) => JSON.parse(line) as { level: number; scope?: string; ip?: string });

const temporarilyDisabled = (error: string, retryAfter: number) => ({
  error_key: 'TEMPORARILY_DISABLED',
  title: 'Temporarily Disabled',
  error,
  retryAfter,
});

describe(`SMS pumping (${testDatabaseKind})`, () => {
  it('stops one address at 20 SMS an hour across numbers and flows; nothing is sent past it', async () => {
    const ip = { remoteAddress: '10.80.0.1' };
    const member = await migrated();
    const first = await sends.forgot(member.mobile, ip);
    expect(first.status).toBe(200);
    const { refCode } = v.parse(CodeSentSchema, first.body);

    const numbers = Array.from({ length: 24 }, () => freshMobile());
    const passes = await Promise.all(numbers.map(() => captchaPass(t)));
    const answers = await Promise.all(
      numbers.map((mobile, i) =>
        t.call('sendAppLink', {
          body: { mobile: local(mobile), recaptcha: passes[i] ?? '' },
          ...ip,
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(19);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(refused).toHaveLength(5);
    for (const answer of refused) {
      expect(answer.status).toBe(429);
      expect(envelopeOf(answer)).toEqual(
        temporarilyDisabled('You may try again after 60 minutes.', 3600),
      );
      expect(answer.headers['retry-after']).toBe('3600');
    }
    let sent = 0;
    for (const mobile of numbers) sent += (await outboxFor(t, mobile)).length;
    expect(sent).toBe(19);

    // A resend needs no captcha, and the other flows are closed to this address too.
    advance(t, 5 * MINUTE);
    const resend = await t.call('sendSms', {
      body: { countryCode: 'PH', mobileNumber: local(member.mobile), reason: 2, refCode },
      ...ip,
    });
    expect(resend.status).toBe(429);
    expect(envelopeOf(resend)).toEqual(
      temporarilyDisabled('You may try again after 55 minutes.', 3300),
    );
    const other = await migrated();
    expect(envelopeOf(await sends.forceReset(other.mobile, ip)).error_key).toBe(
      'TEMPORARILY_DISABLED',
    );
    expect(envelopeOf(await sends.forgot(other.mobile, ip)).error_key).toBe('TEMPORARILY_DISABLED');
    expect(await outboxFor(t, member.mobile)).toHaveLength(1);
    expect(await outboxFor(t, other.mobile)).toHaveLength(0);
    // The refused calls did not start the number's 5-minute window.
    expect((await sends.forceReset(other.mobile, { remoteAddress: '10.80.0.2' })).status).toBe(200);

    // One warning an operator can alert on, naming the address.
    const warnings = logLines(t, 'sms.ceiling');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, scope: 'ip', ip: '10.80.0.1' });

    advance(t, 55 * MINUTE);
    expect((await sends.appLink(freshMobile(), ip)).status).toBe(200);
  });

  it('sends an app link to a number that is not a member once a Manila day', async () => {
    // 23:00 in Manila.
    t.now.value = new Date('2040-01-01T15:00:00Z');
    const stranger = freshMobile();
    const member = await createMember(t);
    for (const mobile of [stranger, member.mobile]) {
      expect((await sends.appLink(mobile, { remoteAddress: '10.81.0.1' })).status).toBe(200);
    }
    advance(t, 6 * MINUTE);
    const again = await sends.appLink(stranger, { remoteAddress: '10.81.0.2' });
    expect(again.status).toBe(429);
    expect(envelopeOf(again)).toEqual(
      temporarilyDisabled('You may try again after 54 minutes.', 3240),
    );
    expect((await sends.appLink(member.mobile, { remoteAddress: '10.81.0.3' })).status).toBe(200);
    expect(await outboxFor(t, stranger)).toHaveLength(1);
    expect(await outboxFor(t, member.mobile)).toHaveLength(2);

    // The refused link left the number's 5-minute window open: the next day it goes at once.
    advance(t, 54 * MINUTE);
    expect((await sends.appLink(stranger, { remoteAddress: '10.81.0.4' })).status).toBe(200);
    expect(await outboxFor(t, stranger)).toHaveLength(2);
  });
});

describe(`the global hourly SMS ceiling (SMS_PER_HOUR=3) (${testDatabaseKind})`, () => {
  const small = useTestApp({ config: { smsPerHour: 3 } });

  it('refuses every SMS past the ceiling, from any address, and warns once', async () => {
    const pass = () => captchaPass(small);
    const send = async (mobile: string, remoteAddress: string) =>
      small.call('sendAppLink', {
        body: { mobile: local(mobile), recaptcha: await pass() },
        remoteAddress,
      });
    const numbers = Array.from({ length: 5 }, () => freshMobile());
    for (let i = 0; i < 3; i += 1) {
      expect((await send(numbers[i] ?? '', `10.82.0.${String(i + 1)}`)).status).toBe(200);
    }
    advance(small, 10 * MINUTE);
    for (const [i, mobile] of [numbers[3], numbers[4]].entries()) {
      const refused = await send(mobile ?? '', `10.82.1.${String(i + 1)}`);
      expect(refused.status).toBe(429);
      expect(envelopeOf(refused)).toEqual(
        temporarilyDisabled('You may try again after 50 minutes.', 3000),
      );
    }
    // Forgot passcode for a member is held back the same way.
    const member = await createMember(small);
    const forgot = await small.call('forgotPasscode', {
      body: { countryCode: 'PH', mobile: local(member.mobile), recaptcha: await pass() },
      remoteAddress: '10.82.2.1',
    });
    expect(envelopeOf(forgot).error_key).toBe('TEMPORARILY_DISABLED');
    let sent = 0;
    for (const mobile of [...numbers, member.mobile])
      sent += (await outboxFor(small, mobile)).length;
    expect(sent).toBe(3);
    const warnings = logLines(small, 'sms.ceiling');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ level: 40, scope: 'global' });

    advance(small, 50 * MINUTE);
    expect((await send(numbers[3] ?? '', '10.82.3.1')).status).toBe(200);
  });
});
