import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '#contract/endpoints';
import { DEMO, local, signedIn } from '../support/auth-helpers';
import { testDatabaseKind } from '../support/test-database';
import { useTestApp } from '../support/test-app';

/** SEC-45. */
const t = useTestApp(async () => {
  const staticDir = await mkdtemp(path.join(tmpdir(), 'gr-static-'));
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  return { serveApp: true, config: { staticDir } };
});
let cookies: string;
beforeAll(async () => {
  cookies = await signedIn(t, DEMO.active);
});

const FOREIGN = 'https://evil.example';

const answers = {
  'the app document': () => t.app.inject({ url: '/promos', headers: { origin: FOREIGN } }),
  'public content': () =>
    t.app.inject({ url: `${API_PREFIX}/settings`, headers: { origin: FOREIGN } }),
  "a member's data": () =>
    t.app.inject({
      url: `${API_PREFIX}/members/me`,
      headers: { cookie: cookies, origin: FOREIGN },
    }),
  'an error': () =>
    t.app.inject({ url: `${API_PREFIX}/does-not-exist`, headers: { origin: 'null' } }),
  'a state-changing call': () =>
    t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/auth/status`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ countryCode: 'PH', mobile: local(DEMO.active) }),
    }),
  'the health check': () => t.app.inject({ url: '/healthz', headers: { origin: FOREIGN } }),
};

describe(`security headers on every kind of answer (${testDatabaseKind})`, () => {
  it.each(Object.entries(answers))('%s', async (_kind, answer) => {
    const response = await answer();
    expect(response.statusCode).toBeLessThan(500);
    const headers = response.headers;
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(headers['content-security-policy-report-only']).toBeUndefined();
    // No software named, no other origin let in.
    expect(headers['x-powered-by']).toBeUndefined();
    expect(headers.server).toBeUndefined();
    expect(headers['access-control-allow-origin']).toBeUndefined();
    expect(headers['access-control-allow-credentials']).toBeUndefined();
    const type = String(headers['content-type']);
    expect(type).toMatch(/^(application\/json|text\/html); charset=utf-8$/);
  });

  it('keeps member answers, errors and state-changing calls out of every cache', async () => {
    for (const kind of ["a member's data", 'an error', 'a state-changing call'] as const) {
      expect((await answers[kind]()).headers['cache-control'], kind).toBe('no-store');
    }
  });
});
