import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, endpoints } from '#contract/endpoints';
import { BODY_LIMIT_BYTES } from '#server/app';
import { envelopeOf, local, signedIn, DEMO } from '../support/auth-helpers';
import { testDatabaseKind } from '../support/test-database';
import { useTestApp } from '../support/test-app';
import { stateSnapshot } from '../support/state-snapshot';

/** SEC-46 and the bad-input classes (docs/security.md). */
const t = useTestApp();
let cookies: string;
beforeAll(async () => {
  // Inside the seeded raffle's entry window, so its entry call gets as far as checking the body.
  t.now.value = new Date('2026-12-01T10:00:00+08:00');
  cookies = await signedIn(t, DEMO.active);
});

const snapshot = () => stateSnapshot(t);

/** So a call is refused for its body, not its path. */
const PATH_SAMPLES: Record<string, string> = {
  slug: 'holiday-raffle-2026',
  surveyId: 'GRSURVEY2026',
  sessionId: '00000000-0000-4000-8000-000000000000',
};

const posts = Object.entries(endpoints)
  .filter(([, endpoint]) => endpoint.method === 'POST')
  .map(([name, endpoint]) => {
    const path = endpoint.path.replace(/:([A-Za-z_]+)/g, (_, param: string) => {
      const sample = PATH_SAMPLES[param];
      if (!sample) throw new Error(`no sample for :${param} in ${endpoint.path}`);
      return sample;
    });
    return [name, { ...endpoint, path }] as const;
  });

const send = (path: string, payload: string, type = 'application/json', cookie = cookies) =>
  t.app.inject({
    method: 'POST',
    url: `${API_PREFIX}${path}`,
    headers: { 'content-type': type, ...(cookie ? { cookie } : {}) },
    payload,
  });

describe(`bad input (${testDatabaseKind})`, () => {
  it.each(posts)(
    '%s refuses wrong types, extra fields and non-JSON bodies',
    async (_name, endpoint) => {
      const before = await snapshot();
      const bodies = [
        '[]',
        'null',
        '"text"',
        '42',
        '{"countryCode":"PH","mobile":9170000001,"passcode":123456}',
        '{"country_code":"PH","number":"09170000001","passcode":"482916","isAdmin":true}',
        '{"PIN":["123456"],"refCode":{"$ne":null},"type":"sms"}',
        '{"recaptcha":null}',
        `{"mobile":"${'9'.repeat(5000)}"}`,
        '{"countryCode":"PH","mobile":"09170000001\\r\\nSet-Cookie: x=1"}',
        '{"a":',
      ];
      for (const payload of bodies) {
        const response = await send(endpoint.path, payload);
        expect(response.statusCode, payload).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, payload).toBeLessThan(500);
        expect(envelopeOf(response).error_key).toMatch(/^(VALIDATION_ERROR|INVALID_JSON)$/);
      }
      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        expect((await send(endpoint.path, 'a=1', type)).statusCode).toBe(415);
      }
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each(posts)(
    '%s refuses a cross-site caller, a missing content type and an oversized body',
    async (_name, endpoint) => {
      const before = await snapshot();
      const inject = (headers: Record<string, string>, payload = '{}') =>
        t.app.inject({
          method: 'POST',
          url: `${API_PREFIX}${endpoint.path}`,
          headers: { cookie: cookies, ...headers },
          payload,
        });
      // SEC-41: with the member's own cookie, a forged origin changes nothing.
      const forgeries: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
      ];
      for (const forged of forgeries) {
        const response = await inject({ 'content-type': 'application/json', ...forged });
        expect(response.statusCode, JSON.stringify(forged)).toBe(403);
        expect(envelopeOf(response).error_key).toBe('FORBIDDEN_ORIGIN');
      }
      const untyped = await inject({});
      expect(untyped.statusCode).toBe(415);
      expect(envelopeOf(untyped).error_key).toBe('UNSUPPORTED_MEDIA_TYPE');
      const oversized = await inject(
        { 'content-type': 'application/json' },
        JSON.stringify({ mobile: 'x'.repeat(BODY_LIMIT_BYTES) }),
      );
      expect(oversized.statusCode).toBe(413);
      expect(envelopeOf(oversized).error_key).toBe('PAYLOAD_TOO_LARGE');
      expect(await snapshot()).toEqual(before);
    },
  );

  it('never answers 5xx nor stores anything for arbitrary JSON (property)', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...posts.map(([, endpoint]) => endpoint.path)),
        fc.oneof(
          fc.json(),
          fc
            .dictionary(
              fc.constantFrom(
                'countryCode',
                'mobile',
                'passcode',
                'PIN',
                'refCode',
                'reason',
                'extra',
              ),
              fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null)),
            )
            .map((value) => JSON.stringify(value)),
        ),
        async (path, payload) => {
          // Anonymous: `{}` is a valid logout (answered 200, with nothing to revoke).
          const response = await send(path, payload, 'application/json', '');
          if (!(path === endpoints.logout.path && response.statusCode === 200)) {
            expect(response.statusCode).toBeGreaterThanOrEqual(400);
          }
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses query parameters on the member and config GET endpoints', async () => {
    for (const path of [
      '/client-config',
      '/auth/session',
      '/members/me',
      '/members/me/card',
      '/members/me/factors',
      '/members/me/transactions/stores',
      '/locations/provinces',
    ]) {
      const response = await t.app.inject({
        url: `${API_PREFIX}${path}?memberId=someone`,
        headers: { cookie: cookies },
      });
      expect(response.statusCode, path).toBe(400);
    }
  });
});

/**
 * A key named twice is refused before any handler runs. The flat bodies would
 * work with the last copy (JSON.parse keeps the last); the nested one has a stray key too.
 */
describe(`duplicate JSON keys (${testDatabaseKind})`, () => {
  const number = local(DEMO.active);
  it.each([
    [
      '/auth/login',
      `{"country_code":"PH","number":"${number}","passcode":"000000","passcode":"482916"}`,
    ],
    [
      '/auth/login',
      `{"country_code":"PH","number":"${number}","pass\\u0063ode":"000000","passcode":"482916"}`,
    ],
    ['/auth/status', `{"countryCode":"PH","mobile":"09170000009","mobile":"${number}"}`],
    [
      '/members/me/preferences',
      '{"smsSubscription":false,"emailSubscription":false,"discountsSubscription":false,"exclusivesSubscription":false,"creditScoringSubscription":false,"smsSubscription":true}',
    ],
    [
      '/members/me',
      '{"section":"car","vehicleOwner":2,"fuelType":0,"carNumber":0,"x":{"y":1,"y":2}}',
    ],
  ])('POST %s %s is 400 DUPLICATE_JSON_KEY, nothing stored, no cookie', async (path, payload) => {
    const before = await snapshot();
    const response = await send(path, payload);
    expect(response.statusCode).toBe(400);
    const envelope = envelopeOf(response);
    expect(envelope.error_key).toBe('DUPLICATE_JSON_KEY');
    expect(envelope.error).toBe('The request body gives the same field more than once.');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await snapshot()).toEqual(before);
  });

  it('still takes the same keys in different objects, and keeps refusing __proto__', async () => {
    const status = await send('/auth/status', `{"countryCode":"PH","mobile":"${number}"}`);
    expect(status.statusCode).toBe(200);
    const poisoned = await send(
      '/auth/status',
      `{"countryCode":"PH","mobile":"${number}","__proto__":{"isAdmin":true}}`,
    );
    expect(poisoned.statusCode).toBe(400);
    expect(envelopeOf(poisoned).error_key).toBe('INVALID_JSON');
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
