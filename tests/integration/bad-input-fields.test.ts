import { beforeAll, describe, expect, it } from 'vitest';
import { BIRTHDAY_MESSAGE, FORM_ERROR_MESSAGE } from '#contract/forms';
import {
  captchaPass,
  DEMO,
  envelopeOf,
  local,
  PASSCODE,
  post,
  signedIn,
} from '../support/auth-helpers';
import { stateSnapshot } from '../support/state-snapshot';
import { testDatabaseKind } from '../support/test-database';
import { useTestApp } from '../support/test-app';
import { raffleEntry } from '../support/form-fixtures';

/** docs/security.md, BAD-03, -04, -05, -10, -11 and -14; valid bodies carry a real pass, so a leak would show in the snapshot. */
const t = useTestApp();
let cookies: string;
let pass: string;
beforeAll(async () => {
  // Inside the seeded raffle's entry window.
  t.now.value = new Date('2026-12-01T10:00:00+08:00');
  cookies = await signedIn(t, DEMO.active);
  pass = await captchaPass(t);
});

/** Which rule a field follows; a typed mobile may also be refused by the number check. */
type Kind = 'digits' | 'mobile';

interface Call {
  path: string;
  body: () => Record<string, unknown>;
  fields: Record<string, Kind>;
  member?: boolean;
}

const REF = 'R'.repeat(24);
const TOKEN = 'T'.repeat(32);
const NEW_PASSCODE = '482916';

const named = {
  status: {
    path: '/auth/status',
    body: () => ({ countryCode: 'PH', mobile: local(DEMO.active) }),
    fields: { mobile: 'mobile' },
  },
  login: {
    path: '/auth/login',
    body: () => ({ country_code: 'PH', number: local(DEMO.active), passcode: PASSCODE }),
    fields: { number: 'mobile', passcode: 'digits' },
  },
  forgotPasscode: {
    path: '/auth/forgot-passcode',
    body: () => ({ countryCode: 'PH', mobile: local(DEMO.active), recaptcha: pass }),
    fields: { mobile: 'mobile' },
  },
  forceResetChallenge: {
    path: '/auth/challenge',
    body: () => ({ countryCode: 'PH', mobile: local(DEMO.expired), recaptcha: pass }),
    fields: { mobile: 'mobile' },
  },
  sendSms: {
    path: '/sms/send',
    body: () => ({
      countryCode: 'PH',
      mobileNumber: local(DEMO.active),
      reason: 1,
      recaptcha: pass,
    }),
    fields: { mobileNumber: 'mobile' },
  },
  verifySms: {
    path: '/sms/verify',
    body: () => ({ PIN: '123456', refCode: REF, type: 'sms' }),
    fields: { PIN: 'digits' },
  },
  resetPasscode: {
    path: '/auth/reset-passcode',
    body: () => ({
      refCode: REF,
      member_token: TOKEN,
      passcode: NEW_PASSCODE,
      confirmPasscode: NEW_PASSCODE,
    }),
    fields: { passcode: 'digits', confirmPasscode: 'digits' },
  },
  verifyEmailFactor: {
    path: '/members/me/factors/email/verify',
    body: () => ({ refCode: REF, code: '123456' }),
    fields: { code: 'digits' },
    member: true,
  },
  changePasscodeChallenge: {
    path: '/members/me/passcode/challenge',
    body: () => ({
      oldPasscode: PASSCODE,
      newPasscode: NEW_PASSCODE,
      confirmPasscode: NEW_PASSCODE,
    }),
    fields: { oldPasscode: 'digits', newPasscode: 'digits', confirmPasscode: 'digits' },
    member: true,
  },
  changePasscode: {
    path: '/members/me/passcode',
    body: () => ({
      oldPasscode: PASSCODE,
      newPasscode: NEW_PASSCODE,
      confirmPasscode: NEW_PASSCODE,
      refCode: REF,
      member_token: TOKEN,
    }),
    fields: { oldPasscode: 'digits', newPasscode: 'digits', confirmPasscode: 'digits' },
    member: true,
  },
  appLink: {
    path: '/app-link',
    body: () => ({ mobile: '09171234567', recaptcha: pass }),
    fields: { mobile: 'digits' },
  },
  raffleEntry: {
    path: '/raffles/holiday-raffle-2026/entries',
    body: () => ({ ...raffleEntry(), recaptcha: pass }),
    fields: { grNumber: 'digits', mobile: 'digits' },
  },
  surveyResponse: {
    path: '/surveys/GRSURVEY2026/responses',
    body: () => ({ grNumber: '8800999000000002', firstName: 'Juan', lastName: 'Dela Cruz' }),
    fields: { grNumber: 'digits' },
  },
} satisfies Record<string, Call>;
const calls: Record<string, Call> = named;

const send = (call: Call, body: unknown) =>
  post(t, call.path, body, call.member ? { cookies } : {});

const shift = (value: string, zero: number) =>
  value.replace(/[0-9]/g, (digit) => String.fromCodePoint(zero + Number(digit)));
const SUPERSCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const middle = (value: string, inserted: string) => {
  const at = Math.floor(value.length / 2);
  return `${value.slice(0, at)}${inserted}${value.slice(at)}`;
};

/** Wrong values made from a valid digit string, each named for the failure message. */
function mutations(valid: string): [string, unknown][] {
  return [
    ['as a number', Number(valid)],
    ['in an array', [valid]],
    ['in an object', { value: valid }],
    ['as true', true],
    ['as false', false],
    ['as null', null],
    ['empty', ''],
    ['Arabic-Indic digits', shift(valid, 0x660)],
    ['Eastern Arabic-Indic digits', shift(valid, 0x6f0)],
    ['fullwidth digits', shift(valid, 0xff10)],
    ['Devanagari digits', shift(valid, 0x966)],
    ['superscript digits', valid.replace(/[0-9]/g, (d) => SUPERSCRIPTS[Number(d)] ?? d)],
    ['one fullwidth digit', `${valid.slice(0, -1)}${shift(valid.slice(-1), 0xff10)}`],
    ['a zero-width space', middle(valid, '\u200b')],
    ['a zero-width joiner', middle(valid, '\u200d')],
    ['a zero-width non-joiner', middle(valid, '\u200c')],
    ['a right-to-left mark', middle(valid, '\u200f')],
    ['a right-to-left override', `\u202e${valid}`],
    ['a byte order mark', `\ufeff${valid}`],
    ['a no-break space inside', middle(valid, '\u00a0')],
    ['a trailing no-break space', `${valid}\u00a0`],
    ['one digit short', valid.slice(0, -1)],
    ['one digit long', `${valid}7`],
    ['5 digits', valid.slice(0, 5)],
    ['7 digits', valid.length > 7 ? valid.slice(0, 7) : valid.padEnd(7, '7')],
    ['a leading space', ` ${valid}`],
    ['a trailing space', `${valid} `],
    ['a leading tab', `\t${valid}`],
    ['a trailing newline', `${valid}\n`],
    ['a CRLF inside', middle(valid, '\r\n')],
    ['a plus sign in front', `+${valid}`],
    ['a plus sign behind', `${valid}+`],
    ['a minus sign', `-${valid}`],
    ['a decimal', `${valid}.0`],
    ['an exponent', `${valid.slice(0, 1)}.${valid.slice(1)}e${String(valid.length - 1)}`],
    ['hex', `0x${valid}`],
    ['a letter', `${valid.slice(0, -1)}O`],
  ];
}

const cases = Object.entries(calls).flatMap(([name, call]) =>
  Object.entries(call.fields).map(
    ([field, kind]) => [`${name}.${field}`, call, field, kind] as const,
  ),
);

describe(`bad input, one field at a time (${testDatabaseKind})`, () => {
  it.each(cases)(
    '%s: wrong types, lookalike and invisible characters and edges are refused, nothing stored',
    async (_name, call, field, kind) => {
      const before = await stateSnapshot(t);
      const valid = call.body()[field];
      if (typeof valid !== 'string') throw new Error(`${field} is not a string`);
      const keys =
        kind === 'mobile' ? ['VALIDATION_ERROR', 'INVALID_MOBILE'] : ['VALIDATION_ERROR'];
      for (const [label, value] of mutations(valid)) {
        const response = await send(call, { ...call.body(), [field]: value });
        expect(response.statusCode, label).toBe(400);
        const envelope = envelopeOf(response);
        expect(keys, label).toContain(envelope.error_key);
        expect(Object.keys(envelope.fields ?? {}), label).toEqual([field]);
      }
      expect(await stateSnapshot(t)).toEqual(before);
    },
  );

  it.each(Object.entries(calls))(
    '%s refuses __proto__ and constructor.prototype beside a valid body, and pollutes nothing',
    async (_name, call) => {
      const before = await stateSnapshot(t);
      const valid = JSON.stringify(call.body()).slice(1, -1);
      for (const poison of [
        '"__proto__":{"isAdmin":true}',
        '"constructor":{"prototype":{"isAdmin":true}}',
        '"prototype":{"isAdmin":true}',
      ]) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/v1${call.path}`,
          headers: {
            'content-type': 'application/json',
            ...(call.member ? { cookie: cookies } : {}),
          },
          payload: `{${valid},${poison}}`,
        });
        expect(response.statusCode, poison).toBe(400);
        expect(['VALIDATION_ERROR', 'INVALID_JSON'], poison).toContain(
          envelopeOf(response).error_key,
        );
      }
      expect(Object.prototype).not.toHaveProperty('isAdmin');
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      expect(await stateSnapshot(t)).toEqual(before);
    },
  );

  it('keeps the valid bodies valid: the right spelling of each field gets past validation', async () => {
    // Without this, a typo in a valid body would make every case above pass for the wrong reason.
    const status = await send(named.status, named.status.body());
    expect(status.statusCode).toBe(200);
    const survey = await send(named.surveyResponse, named.surveyResponse.body());
    expect(survey.statusCode).toBe(200);
    const verify = await send(named.verifySms, named.verifySms.body());
    expect(envelopeOf(verify).error_key).not.toBe('VALIDATION_ERROR');
  });
});

describe(`raffle birthday on the server's clock (${testDatabaseKind})`, () => {
  let gr = 100;
  const enter = async (birthday: string) => {
    gr += 1;
    return post(t, named.raffleEntry.path, {
      ...named.raffleEntry.body(),
      grNumber: `88009990000${String(gr).padStart(5, '0')}`,
      birthday,
      recaptcha: await captchaPass(t),
    });
  };

  it.each([
    ['2026-12-01T10:00:00+08:00', '2026-12-01 00:00:00', 200],
    ['2026-12-01T10:00:00+08:00', '2026-12-02 00:00:00', 400],
    ['2026-12-01T10:00:00+08:00', '1906-12-01 00:00:00', 200],
    ['2026-12-01T10:00:00+08:00', '1906-11-30 00:00:00', 400],
    ['2027-01-10T10:00:00+08:00', '2027-01-09 00:00:00', 200],
    ['2027-01-10T10:00:00+08:00', '1907-01-09 00:00:00', 400],
  ])('with the clock at %s, %s gets %i', async (now, birthday, status) => {
    t.now.value = new Date(now);
    const response = await enter(birthday);
    expect(response.statusCode).toBe(status);
    if (status === 400) {
      const envelope = envelopeOf(response);
      expect(envelope.error_key).toBe('VALIDATION_ERROR');
      expect(envelope.error).toBe(FORM_ERROR_MESSAGE);
      expect(envelope.fields).toEqual({ birthday: BIRTHDAY_MESSAGE });
    }
  });
});
