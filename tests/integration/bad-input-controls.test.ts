import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  API_PREFIX,
  devEndpoints,
  endpoints,
  testEndpoints,
  type EndpointDefinition,
} from '#contract/endpoints';
import { DEMO, envelopeOf, local, PASSCODE, signedIn } from '../support/auth-helpers';
import { GET_SAMPLES } from '../support/get-samples';
import { stateSnapshot } from '../support/state-snapshot';
import { testDatabaseKind } from '../support/test-database';
import { useTestApp } from '../support/test-app';
import { raffleEntry } from '../support/form-fixtures';

/** Control characters (and bidi overrides in names) refused in every query and body string. */
const t = useTestApp();
let cookies: string;
beforeAll(async () => {
  cookies = await signedIn(t, DEMO.active);
});

/**
 * A tab in front and a line feed behind, where a trim would hide them. Each character's refusal is
 * the building blocks' unit test (server/contract/v1/fields.test.ts); this walk covers every field.
 */
function spoiled(value: string, named: boolean): string[] {
  const at = Math.floor(value.length / 2);
  const inside = (c: string) => `${value.slice(0, at)}${c}${value.slice(at)}`;
  return [
    inside('\u0000'),
    `\t${value}`,
    `${value}\n`,
    inside('\u001b'),
    inside('\u0085'),
    ...(named ? [inside('\u202e'), inside('\u2067')] : []),
  ];
}

const printable = (value: string) => JSON.stringify(value);

function queryKeys(schema: v.GenericSchema): string[] {
  const object = 'pipe' in schema ? (schema.pipe as unknown[])[0] : schema;
  const entries = (object as { entries?: Record<string, unknown> }).entries;
  if (!entries) throw new Error('a query schema that is not an object');
  return Object.keys(entries);
}

/** A valid value for each query parameter (per path where two paths differ). */
const QUERY_VALUES: Record<string, string> = {
  limit: '10',
  page: '1',
  offset: '0',
  keyword: 'mart',
  sort_by: 'title.asc',
  sort: 'title.asc',
  categories: '1',
  featured: '1',
  type: '1',
  filter: 'shop_online',
  exclusive: '1',
  card_type: 'prepaid',
  region: 'National Capital Region',
  store: 'Ministop',
  from: '2026-01-01',
  to: '2026-12-31',
};
const QUERY_VALUES_BY_PATH: Record<string, Record<string, string>> = {
  '/partner-stores': { sort: 'name' },
  '/outbox': { to: DEMO.active },
};
/** Query parameters that hold a name or an address: bidi overrides are refused there too. */
const NAMED_QUERY_PARAMETERS = new Set(['region', 'store']);

const gets = [
  ...Object.entries(endpoints).map(([name, e]) => [name, e, API_PREFIX] as const),
  ...Object.entries(devEndpoints).map(([name, e]) => [name, e, e.base] as const),
]
  .filter(([, endpoint]) => endpoint.method === 'GET')
  .flatMap(([name, endpoint, base]: readonly [string, EndpointDefinition, string]) => {
    if (!endpoint.query) return [];
    const sample = new URL(`http://x${GET_SAMPLES[name] ?? endpoint.path}`);
    return queryKeys(endpoint.query).map(
      (key) =>
        [
          `${name} ?${key}`,
          `${base}${sample.pathname}`,
          endpoint.path,
          sample.searchParams,
          key,
        ] as const,
    );
  });

describe(`control characters in query strings (${testDatabaseKind})`, () => {
  it('walks the query parameters of every GET', () => {
    const keys = new Set(gets.map(([, , , , key]) => key));
    for (const key of ['keyword', 'store', 'region', 'buid', 'from', 'to', 'limit', 'page'])
      expect(keys).toContain(key);
    expect(gets.length).toBeGreaterThan(40);
  });

  it.each(gets)(
    '%s: each control character is 400 on the parameter, never a 5xx',
    async (_name, path, contractPath, sample, key) => {
      const valid =
        QUERY_VALUES_BY_PATH[contractPath]?.[key] ?? sample.get(key) ?? QUERY_VALUES[key] ?? 'x';
      const url = (value: string) => {
        const query = new URLSearchParams(sample);
        query.set(key, value);
        return `${path}?${query.toString()}`;
      };
      // The value itself is fine, so each refusal below is the character's.
      const fine = await t.app.inject({ url: url(valid), headers: { cookie: cookies } });
      expect(fine.statusCode, url(valid)).toBe(200);
      for (const value of spoiled(valid, NAMED_QUERY_PARAMETERS.has(key))) {
        const response = await t.app.inject({ url: url(value), headers: { cookie: cookies } });
        expect(response.statusCode, printable(value)).toBe(400);
        const envelope = envelopeOf(response);
        expect(envelope.error_key, printable(value)).toBe('VALIDATION_ERROR');
        expect(Object.keys(envelope.fields ?? {}), printable(value)).toEqual([key]);
      }
    },
  );

  it('answers the issue’s examples with 400 on keyword, store and region, and logs no error', async () => {
    const urls = [
      '/promos?keyword=%00',
      '/shops?keyword=%00',
      '/partners?keyword=%00',
      '/partner-stores?buid=BAYANIHAN_MART&region=%00',
      '/partner-addresses?id=1&type=distribution&keyword=%00',
      '/members/me/transactions?store=%00',
      '/members/me/transactions.csv?store=%00',
    ];
    const errorsBefore = t.logs.filter((line) => line.includes('"level":50')).length;
    for (const url of urls) {
      const response = await t.app.inject({
        url: `${API_PREFIX}${url}`,
        headers: { cookie: cookies },
      });
      expect(response.statusCode, url).toBe(400);
      expect(envelopeOf(response).error_key, url).toBe('VALIDATION_ERROR');
    }
    expect(t.logs.filter((line) => line.includes('"level":50'))).toHaveLength(errorsBefore);
  });
});

const REF = 'R'.repeat(24);
const TOKEN = 'T'.repeat(32);

/** Valid for its schema (each profile section apart). */
const BODIES: Record<string, Record<string, unknown>[]> = {
  logout: [{}],
  refresh: [{}],
  mintHandoff: [{}],
  revokeSession: [{}],
  revokeOtherSessions: [{}],
  keepAccount: [{}],
  runHousekeeping: [{}],
  simulateOverload: [{ seconds: 1 }],
  previewHandoff: [{ token: TOKEN }],
  exchangeHandoff: [{ token: TOKEN }],
  getDevCaptcha: [{}],
  advanceClock: [{ seconds: 1 }],
  updatePreferences: [
    {
      smsSubscription: true,
      emailSubscription: false,
      discountsSubscription: true,
      exclusivesSubscription: false,
      creditScoringSubscription: true,
    },
  ],
  accountStatus: [{ countryCode: 'PH', mobile: local(DEMO.active) }],
  login: [
    { country_code: 'PH', number: local(DEMO.active), passcode: PASSCODE, ext_url: '/account' },
  ],
  forgotPasscode: [
    {
      countryCode: 'PH',
      mobile: local(DEMO.active),
      recaptcha: 'pass',
      choiceToken: TOKEN,
      type: 1,
    },
  ],
  sendChallenge: [{ countryCode: 'PH', mobile: local(DEMO.expired), recaptcha: 'pass' }],
  sendSms: [
    {
      countryCode: 'PH',
      mobileNumber: local(DEMO.active),
      reason: 2,
      recaptcha: 'pass',
      custom_error: 'Try again',
      loggedin: false,
      refCode: REF,
    },
  ],
  verifySms: [{ PIN: '123456', refCode: REF, type: 'sms' }],
  resetPasscode: [
    { refCode: REF, member_token: TOKEN, passcode: '135790', confirmPasscode: '135790' },
  ],
  verifyCaptcha: [{ recaptcha: 'a-captcha-answer' }],
  startSocialLogin: [{ provider: 'google', page: '/account', ext_url: '/promos' }],
  socialLoginStatus: [{ data: 'code=abc&state=def' }],
  registerEmailFactor: [{ email: 'juan@example.ph' }],
  verifyEmailFactor: [{ refCode: REF, code: '123456' }],
  resendEmailFactor: [{ refCode: REF }],
  requestPasscodeChange: [
    { oldPasscode: PASSCODE, newPasscode: '135790', confirmPasscode: '135790' },
  ],
  changePasscode: [
    {
      oldPasscode: PASSCODE,
      newPasscode: '135790',
      confirmPasscode: '135790',
      refCode: REF,
      member_token: TOKEN,
    },
  ],
  requestDeletionCode: [{ passcode: PASSCODE }],
  scheduleDeletion: [{ passcode: PASSCODE, refCode: REF, member_token: TOKEN }],
  sendAppLink: [{ mobile: '09171234567', recaptcha: 'pass' }],
  updateMemberDetails: [
    { section: 'personal', civilStatus: 1, gender: 2, nationality: 'Filipino' },
    { section: 'contact', mobilePhoneAlternate: '0288881234', email: 'juan@example.ph' },
    {
      section: 'address',
      country: 'PH',
      province: '1300000000',
      city: '1381200000',
      barangay: '1381200019',
      zipCode: '1605',
      address: 'Unit 5, 12 Caruncho Avenue',
    },
    { section: 'car', vehicleOwner: 1, fuelType: 1, carNumber: 2 },
    { section: 'maxicare', maxicareId: 'AB12345', maxicareCardLast4Digits: '1234' },
  ],
  enterRaffle: [{ ...raffleEntry({ middleName: 'Santos', suffix: 'Jr.' }), recaptcha: 'pass' }],
  submitSurvey: [{ grNumber: '8800999000000002', firstName: 'Juan', lastName: 'Dela Cruz' }],
  mintLinkHandoff: [{ url: 'https://partner.example/deals' }],
  redeemLinkHandoff: [{ code: TOKEN, host: 'partner.example' }],
  submitClaim: [
    {
      storeName: 'Suki Grocer - Manila Bay',
      purchaseDate: '2026-12-01',
      amount: '150.00',
      receiptNumber: 'OR-CONTROL-0001',
    },
  ],
};
const NAMED_FIELDS: Record<string, string[]> = {
  updateMemberDetails: ['address'],
  enterRaffle: [
    'firstName',
    'middleName',
    'lastName',
    'suffix',
    'street',
    'barangay',
    'city',
    'province',
    'region',
  ],
  submitSurvey: ['firstName', 'lastName'],
  submitClaim: ['storeName'],
};
const PATH_SAMPLES: Record<string, string> = {
  slug: 'holiday-raffle-2026',
  surveyId: 'GRSURVEY2026',
};

const withBodies = Object.entries({ ...endpoints, ...devEndpoints, ...testEndpoints }).filter(
  ([, endpoint]) => 'body' in endpoint,
) as [string, EndpointDefinition & { body: v.GenericSchema }][];

const bodyCases = withBodies
  .map(([name, endpoint]) => {
    const fields = (BODIES[name] ?? []).flatMap((body) =>
      Object.entries(body)
        .filter(([, value]) => typeof value === 'string')
        .map(([field, value]) => ({ body, field, valid: value as string })),
    );
    return [name, endpoint, fields] as const;
  })
  .filter(([, , fields]) => fields.length > 0);

describe(`control characters in bodies (${testDatabaseKind})`, () => {
  it('has a body that passes its schema for every call that takes one', () => {
    expect(withBodies.length).toBeGreaterThan(25);
    for (const [name, endpoint] of withBodies) {
      const samples = BODIES[name];
      expect(samples, `a sample body for ${name}`).toBeDefined();
      for (const sample of samples ?? []) {
        const result = v.safeParse(endpoint.body, sample);
        expect(
          result.issues?.map((issue) => issue.message),
          name,
        ).toBeUndefined();
      }
    }
    expect(bodyCases.flatMap(([, , fields]) => fields).length).toBeGreaterThan(60);
  });

  it.each(bodyCases)(
    '%s: each string field refuses control characters with 400 on the field, nothing stored',
    async (name, endpoint, fields) => {
      const before = await stateSnapshot(t);
      const path = endpoint.path.replace(
        /:([A-Za-z]+)/g,
        (_, param: string) => PATH_SAMPLES[param] ?? '',
      );
      for (const { body, field, valid } of fields) {
        for (const value of spoiled(valid, NAMED_FIELDS[name]?.includes(field) ?? false)) {
          const response = await t.app.inject({
            method: endpoint.method,
            url: `${endpoint.base ?? API_PREFIX}${path}`,
            headers: { 'content-type': 'application/json', cookie: cookies },
            payload: JSON.stringify({ ...body, [field]: value }),
          });
          const label = `${field}: ${printable(value)}`;
          expect(response.statusCode, label).toBe(400);
          const envelope = envelopeOf(response);
          expect(envelope.error_key, label).toBe('VALIDATION_ERROR');
          expect(Object.keys(envelope.fields ?? {}), label).toEqual([field]);
        }
      }
      expect(await stateSnapshot(t)).toEqual(before);
    },
  );
});
