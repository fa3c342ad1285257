import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { devEndpoints, endpoints, API_PREFIX, type EndpointDefinition } from '#contract/endpoints';
import { ErrorEnvelopeSchema } from '#contract/errors';
import {
  DEMO,
  captchaPass,
  envelopeOf,
  local,
  login,
  setCookies,
  signedIn,
} from '../support/auth-helpers';
import { GET_SAMPLES } from '../support/get-samples';
import { secretsLogged, startTestApp, useTestApp } from '../support/test-app';

describe('contract drift', () => {
  const t = useTestApp();

  it('serves every endpoint of the contract table, and its sample answer parses', async () => {
    // Member-only answers are asked for as a signed-in member would.
    const cookies = await signedIn(t, DEMO.active);
    for (const [name, endpoint] of Object.entries(endpoints) as [string, EndpointDefinition][]) {
      const sample = GET_SAMPLES[name];
      // A path with parameters must have its parameters' schema in the table, and the reverse.
      expect(Boolean(endpoint.params), `${name} params`).toBe(endpoint.path.includes(':'));
      expect(
        t.app.hasRoute({ method: endpoint.method, url: `${API_PREFIX}${endpoint.path}` }),
        name,
      ).toBe(true);
      if (endpoint.method !== 'GET') continue;
      // Every GET is called: with sample parameters where it needs some.
      const url = `${API_PREFIX}${sample ?? endpoint.path}`;
      expect(url.includes(':'), `${name} needs a sample`).toBe(false);
      const response = await t.app.inject({
        url,
        headers: endpoint.auth === 'member' ? { cookie: cookies } : {},
      });
      expect(response.statusCode, name).toBe(200);
      if (endpoint.format === 'csv') {
        expect(response.headers['content-type'], name).toBe('text/csv; charset=utf-8');
      } else {
        const parsed = v.safeParse(endpoint.response, response.json());
        expect(parsed.success, `${name}: ${JSON.stringify(parsed.issues?.[0]?.message)}`).toBe(
          true,
        );
      }
      if (endpoint.auth === 'member') {
        const anonymous = await t.app.inject(url);
        expect(anonymous.statusCode, `${name} without a session`).toBe(401);
      }
    }
  });

  it('serves the development endpoints outside production', () => {
    for (const [name, endpoint] of Object.entries(devEndpoints)) {
      expect(
        t.app.hasRoute({ method: endpoint.method, url: `${endpoint.base}${endpoint.path}` }),
        name,
      ).toBe(true);
    }
  });

  it('keeps tokens and codes in query strings out of the logs', async () => {
    await t.app.inject('/api/v1/settings?token=sekret-handoff-value&code=123456');
    const logs = t.logs.join('\n');
    expect(logs).toContain('/api/v1/settings');
    expect(secretsLogged(t.logs, ['sekret-handoff-value', '123456'])).toEqual([]);
  });
});

describe('serving the built app', () => {
  const t = useTestApp(async () => {
    const staticDir = await mkdtemp(path.join(tmpdir(), 'gr-static-'));
    await mkdir(path.join(staticDir, 'assets'));
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(
      path.join(staticDir, 'assets', 'app-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))});`,
    );
    return { seed: false, serveApp: true, config: { staticDir } };
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain('console.log');
  });

  // A page of the app answers 200; a path no page has, or a promo this empty database does not
  // hold, 404 with the same document (the table is in rendered-pages.test.ts).
  it.each([
    ['/', 200],
    ['/promos/some-promo', 404],
    ['/no/such/page', 404],
  ])('answers index.html for %s with %i', async (url, status) => {
    const response = await t.app.inject(url);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.payload).toContain('<div id="root">');
  });

  it('still answers unknown api paths with the envelope', async () => {
    const response = await t.app.inject('/api/v1/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(v.parse(ErrorEnvelopeSchema, response.json()).error_key).toBe('NOT_FOUND');
  });
});

describe('when the database goes away', () => {
  it('answers 503 with a reference and no internals, and /readyz reports it', async () => {
    const t = await startTestApp();
    await t.database.close();
    const response = await t.call('getSettings');
    expect(response.status).toBe(503);
    const body = v.parse(ErrorEnvelopeSchema, response.body);
    expect(body.error_key).toBe('SERVICE_UNAVAILABLE');
    expect(body.error).toMatch(
      /^We're having trouble right now\. Please try again in a few minutes\. \(Ref: [0-9A-F]{8}\)$/,
    );
    expect(response.text).not.toMatch(/stack|pglite|postgres|select/i);
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    await t.app.close().catch(() => undefined);
  });

  it('fails closed on the sign-in, code and member calls: 503, no cookie, nothing sent (SEC-47)', async () => {
    const t = await startTestApp();
    const cookies = await signedIn(t, DEMO.active);
    const pass = await captchaPass(t);
    await t.database.close();
    const calls = [
      () => login(t, DEMO.active),
      () => t.call('accountStatus', { body: { countryCode: 'PH', mobile: local(DEMO.active) } }),
      () =>
        t.call('forgotPasscode', {
          body: {
            countryCode: 'PH',
            mobile: local(DEMO.active),
            recaptcha: pass,
          },
        }),
      () => t.call('verifySms', { body: { PIN: '123456', refCode: 'A'.repeat(43), type: 'sms' } }),
      () => t.call('getMemberDetails', { cookies }),
      () => t.call('refresh', { cookies }),
    ];
    for (const call of calls) {
      const response = await call();
      expect(response.status, response.text).toBe(503);
      expect(envelopeOf(response).error_key).toBe('SERVICE_UNAVAILABLE');
      expect(setCookies(response)).toEqual([]);
      expect(response.text).not.toMatch(/stack|pglite|postgres|select/i);
    }
    await t.app.close().catch(() => undefined);
  });
});
