import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerOverloadGuard } from './overload';

const limits = { maxEventLoopDelayMs: 100, maxHashesInFlight: 16, maxPoolWaiting: 30 };

/** Holds the event loop as start-up work does (the renderer's import, a seed's hashes). */
function busyFor(milliseconds: number): void {
  const end = Date.now() + milliseconds;
  while (Date.now() < end) {
    // Start-up work, on the event loop.
  }
}

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
});

/** Start-up work in slices, as a seed's hashes and a renderer's modules come: the loop lags throughout. */
async function laggingFor(milliseconds: number): Promise<void> {
  const end = Date.now() + milliseconds;
  while (Date.now() < end) {
    busyFor(150);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function guarded(startUpWork: () => void | Promise<void>) {
  const app = Fastify();
  close = () => app.close();
  let shed = 0;
  await registerOverloadGuard(app, limits, {
    hashesInFlight: () => 0,
    onShed: () => (shed += 1),
  });
  app.get('/promos', () => 'a page');
  await app.register(async () => {
    await startUpWork();
  });
  await app.ready();
  return { app, shed: () => shed };
}

describe('the overload guard at start-up', () => {
  it('does not read the start-up work’s lag as overload: the first requests are served', async () => {
    const { app, shed } = await guarded(() => laggingFor(2500));
    await pause(30);
    expect((await app.inject('/promos')).statusCode).toBe(200);
    await pause(300);
    expect((await app.inject('/promos')).statusCode).toBe(200);
    expect(shed()).toBe(0);
  });

  it('sheds when the event loop lags once the process serves', async () => {
    const { app, shed } = await guarded(() => undefined);
    await pause(1500);
    await laggingFor(2500);
    await pause(30);
    expect((await app.inject('/promos')).statusCode).toBe(503);
    expect(shed()).toBe(1);
  });
});

describe('what the overload guard never sheds', () => {
  it('only files the static server has: a path that merely looks like one is shed', async () => {
    const app = Fastify();
    close = () => app.close();
    await registerOverloadGuard(app, limits, {
      hashesInFlight: () => 0,
      simulated: () => 'database',
      isStaticFile: (pathname) => pathname === '/assets/app-1a2b3c.js',
      onShed: () => undefined,
    });
    app.get('/assets/app-1a2b3c.js', () => 'the app');
    app.get('/promos/:slug', () => 'a page');
    app.get('/api/v1/members/me/transactions.csv', () => 'a,b');
    await app.ready();
    await pause(300);
    expect((await app.inject('/assets/app-1a2b3c.js')).statusCode).toBe(200);
    expect((await app.inject('/readyz')).statusCode).not.toBe(503);
    for (const path of ['/promos/a.js', '/stories/x.css', '/api/v1/members/me/transactions.csv']) {
      expect((await app.inject(path)).statusCode, path).toBe(503);
    }
  });
});
