import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

/** The browser tests' server can move its clock; no other server has that door. */
describe('POST /api/dev/clock', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const advance = (app: TestApp, seconds: unknown) =>
    app.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ seconds }),
    });

  it('moves a test server clock forward, and only forward within a day', async () => {
    t = await startTestApp({ seed: false, clockControl: true });
    const before = t.now.value.getTime();
    const moved = await advance(t, 301);
    expect(moved.statusCode).toBe(200);
    expect(t.now.value.getTime() - before).toBe(301_000);
    expect(moved.json()).toEqual({ now: t.now.value.toISOString() });
    for (const bad of [0, -5, 1.5, 86_401, '300']) {
      expect((await advance(t, bad)).statusCode, String(bad)).toBe(400);
    }
    // An app with a database of its own, made in the test: 30.7 s once beside npm test's suites.
  }, 60_000);

  // Two apps, each with a database of its own: past 30 s once beside npm test's other suites.
  it('does not exist on a development or production server, even with a movable clock', async () => {
    for (const env of ['development', 'production'] as const) {
      t = await startTestApp({
        seed: false,
        clockControl: true,
        config: {
          env,
          hcaptcha: { siteKey: 'site', secret: 'secret', verifyUrl: 'http://127.0.0.1:9/' },
        },
      });
      expect((await advance(t, 60)).statusCode, env).toBe(404);
      await t.close();
      t = undefined;
    }
  }, 60_000);

  it('does not exist on a test server without one', async () => {
    t = await startTestApp({ seed: false });
    expect((await advance(t, 60)).statusCode).toBe(404);
  });
});
