import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, endpoints } from '#contract/endpoints';
import { NAME_MESSAGE } from '#contract/forms';
import { MemberDetailsSchema } from '#contract/members';
import { raffleEntries } from '#server/db/schema';
import {
  captchaPass,
  createMember,
  DEMO,
  envelopeOf,
  get,
  post,
  signedIn,
} from '../support/auth-helpers';
import { stateSnapshot } from '../support/state-snapshot';
import { testDatabaseKind } from '../support/test-database';
import { useTestApp } from '../support/test-app';
import { raffleEntry } from '../support/form-fixtures';

/** SEC-46, BAD-07 and BAD-08 (docs/security.md). */
const t = useTestApp();
let cookies: string;
beforeAll(async () => {
  // Inside the seeded raffle's entry window.
  t.now.value = new Date('2026-12-01T10:00:00+08:00');
  cookies = await signedIn(t, DEMO.active);
});

/** Each list endpoint with a query that lists, and the paging parameters it takes. */
const LISTS: [string, string, string[]][] = [
  ['/promos', '', ['limit', 'offset']],
  ['/shops', '', ['limit', 'page']],
  ['/stories', '', ['limit', 'page']],
  ['/partners', '', ['limit', 'page']],
  ['/partner-stores', 'buid=GR001', ['limit', 'offset']],
  ['/partner-addresses', 'id=1&type=distribution', ['limit', 'page', 'offset']],
  ['/members/me/transactions', '', ['limit', 'page']],
];

const OUT_OF_RANGE: Record<string, string[]> = {
  limit: ['1e9', '1000000000', 'NaN', '10abc', '1.5', '-1', '0', '', ' 10', '0x10', '１０', '101'],
  page: ['-3', '0', '1.5', 'NaN', '1e3', '2abc', '', '9999999'],
  offset: ['-1', '1.5', 'NaN', '1e9', '10001', '100000', '5abc', ''],
};

const list = (path: string, query: string) =>
  get(t, `${path}?${query}`, path.startsWith('/members/') ? { cookies } : {});

describe(`list paging (${testDatabaseKind})`, () => {
  it.each(LISTS)(
    '%s refuses out-of-range and malformed paging with 400 on the parameter',
    async (path, base, params) => {
      const valid = await list(path, base);
      expect(valid.statusCode).toBe(200);
      for (const param of params) {
        for (const value of OUT_OF_RANGE[param] ?? []) {
          const query = [base, `${param}=${encodeURIComponent(value)}`].filter(Boolean).join('&');
          const response = await list(path, query);
          expect(response.statusCode, query).toBe(400);
          const envelope = envelopeOf(response);
          expect(envelope.error_key, query).toBe('VALIDATION_ERROR');
          expect(Object.keys(envelope.fields ?? {}), query).toEqual([param]);
        }
        const twice = [base, `${param}=1`, `${param}=2`].filter(Boolean).join('&');
        expect((await list(path, twice)).statusCode, twice).toBe(400);
      }
    },
  );

  it('takes the largest page sizes and offsets the contract allows', async () => {
    expect((await list('/promos', 'limit=100&offset=10000')).statusCode).toBe(200);
    expect((await list('/shops', 'limit=100&page=999999')).statusCode).toBe(200);
    expect((await list('/members/me/transactions', 'limit=50&page=999999')).statusCode).toBe(200);
  });
});

const QUERY_KEYS = [
  'limit',
  'page',
  'offset',
  'keyword',
  'sort_by',
  'sort',
  'categories',
  'featured',
  'type',
  'buid',
  'id',
  'region',
  'store',
  'from',
  'to',
  '__proto__',
  'constructor',
  'extra',
];
const queryString = fc.oneof(
  fc
    .dictionary(
      fc.constantFrom(...QUERY_KEYS),
      fc.oneof(
        fc.string(),
        fc.integer().map(String),
        fc.constantFrom('1e9', 'NaN', '-1', '1.5', '[]', '{}', 'null'),
      ),
    )
    .map((entries) => new URLSearchParams(entries).toString()),
  fc.string({ unit: fc.constantFrom(...Array.from('%&=[].+-_aZ09~'), '%00', '%ZZ', '%E2%80') }),
);

describe(`fuzzed queries and bodies (${testDatabaseKind})`, () => {
  it('never answers 5xx nor stores anything for arbitrary list query strings (property)', async () => {
    const before = await stateSnapshot(t);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...LISTS.map(([path]) => path)),
        queryString,
        async (path, query) => {
          const response = await list(path, query);
          expect(response.statusCode, `${path}?${query}`).toBeLessThan(500);
          if (response.statusCode !== 200) {
            expect(response.statusCode, `${path}?${query}`).toBeGreaterThanOrEqual(400);
          }
        },
      ),
      { numRuns: 200 },
    );
    expect(await stateSnapshot(t)).toEqual(before);
  });

  it('never answers 5xx nor stores anything for arbitrary JSON with a session (property)', async () => {
    // Calls that an empty body completes (logout, the handoff) would change state by design.
    const posts = Object.values(endpoints).filter(
      (endpoint) =>
        endpoint.method === 'POST' &&
        'body' in endpoint &&
        !v.safeParse(endpoint.body, {}).success &&
        !endpoint.path.includes(':'),
    );
    const before = await stateSnapshot(t);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...posts.map((endpoint) => endpoint.path)),
        fc.oneof(
          fc.json(),
          fc
            .dictionary(
              fc.constantFrom(
                'countryCode',
                'mobile',
                'mobileNumber',
                'passcode',
                'oldPasscode',
                'newPasscode',
                'PIN',
                'code',
                'refCode',
                'reason',
                'section',
                'email',
                'smsSubscription',
                'extra',
              ),
              fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
            )
            .map((value) => JSON.stringify(value)),
        ),
        async (path, payload) => {
          const response = await t.app.inject({
            method: 'POST',
            url: `${API_PREFIX}${path}`,
            headers: { 'content-type': 'application/json', cookie: cookies },
            payload,
          });
          expect(response.statusCode, `${path} ${payload}`).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, `${path} ${payload}`).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
    expect(await stateSnapshot(t)).toEqual(before);
  });
});

const INJECTIONS = [
  "'; DROP TABLE members;--",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
  '${7*7}',
];
const CRLF = 'Unit 5\r\nSet-Cookie: token=x';

describe(`injection strings (${testDatabaseKind})`, () => {
  it('refuses them in names and emails, which have a grammar, and stores nothing', async () => {
    const before = await stateSnapshot(t);
    for (const value of [...INJECTIONS, CRLF]) {
      const response = await post(t, '/surveys/GRSURVEY2026/responses', {
        grNumber: '8800999000000009',
        firstName: value,
        lastName: 'Dela Cruz',
      });
      expect(response.statusCode, value).toBe(400);
      expect(envelopeOf(response).fields, value).toEqual({ firstName: NAME_MESSAGE });
      const email = await post(
        t,
        '/members/me/factors/email',
        { email: `juan${value}@example.ph` },
        { cookies },
      );
      expect(email.statusCode, value).toBe(400);
      expect(Object.keys(envelopeOf(email).fields ?? {}), value).toEqual(['email']);
    }
    expect(await stateSnapshot(t)).toEqual(before);
  });

  it('stores them verbatim in the profile address and reads them back unchanged', async () => {
    const member = await createMember(t);
    const memberCookies = await signedIn(t, member.mobile);
    for (const value of INJECTIONS) {
      const saved = await post(
        t,
        '/members/me',
        {
          section: 'address',
          country: 'PH',
          province: '1300000000',
          city: '1381200000',
          barangay: '1381200019',
          zipCode: '1605',
          address: value,
        },
        { cookies: memberCookies },
      );
      expect(saved.statusCode, value).toBe(200);
      const details = v.parse(
        MemberDetailsSchema,
        (await get(t, '/members/me', { cookies: memberCookies })).json(),
      );
      expect(details.address).toBe(value);
    }
    const before = await stateSnapshot(t);
    const crlf = await post(
      t,
      '/members/me',
      {
        section: 'address',
        country: 'JP',
        province: '',
        city: '',
        barangay: '',
        zipCode: '',
        address: CRLF,
      },
      { cookies: memberCookies },
    );
    expect(crlf.statusCode).toBe(400);
    expect(Object.keys(envelopeOf(crlf).fields ?? {})).toEqual(['address']);
    expect(await stateSnapshot(t)).toEqual(before);
  });

  it('stores SQL and template strings verbatim in the raffle street; markup and CRLF are refused', async () => {
    const entry = async (grNumber: string, street: string) =>
      t.call('enterRaffle', {
        params: { slug: 'holiday-raffle-2026' },
        body: {
          ...raffleEntry({ grNumber, firstName: 'Juan', email: 'juan@example.ph', street }),
          recaptcha: await captchaPass(t),
        },
      });
    const stored = INJECTIONS.filter((value) => !/[<>]/.test(value));
    for (const [index, street] of stored.entries()) {
      const grNumber = `880099900000010${String(index)}`;
      expect((await entry(grNumber, street)).status, street).toBe(200);
      const [row] = await t.database.db
        .select({ street: raffleEntries.street })
        .from(raffleEntries)
        .where(eq(raffleEntries.grNumber, grNumber));
      expect(row?.street).toBe(street);
    }
    const before = await stateSnapshot(t);
    for (const street of [...INJECTIONS.filter((value) => /[<>]/.test(value)), CRLF]) {
      const refused = await entry('8800999000000200', street);
      expect(refused.status, street).toBe(400);
      expect(Object.keys(envelopeOf(refused).fields ?? {}), street).toEqual(['street']);
    }
    // A refused entry leaves its captcha pass unused: only the passes themselves were added.
    const after = (await stateSnapshot(t)) as Record<string, unknown>;
    expect({ ...after, tokens: undefined }).toEqual({
      ...(before as Record<string, unknown>),
      tokens: undefined,
    });
  });
});
