import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { CaptchaVerifier } from '#server/adapters/captcha';
import type { MessageSender } from '#server/adapters/message-sender';
import { buildApp } from '#server/app';
import type { RenderPage } from '#contract/page-render';
import { loadConfig, type AppConfig } from '#server/config';
import type { DatabaseHandle } from '#server/db/client';
import { createPasscodeHasher, type PasscodeHasher } from '#server/adapters/passcode-hasher';
import { manilaDay } from '#server/shared/manila';
import { TEST_PEPPER } from './test-pepper';
import { callEndpoint, type CallName, type CallRequest } from './test-client';
import { openTestDatabase, type TestDatabaseOptions } from './test-database';

export { TEST_PEPPER } from './test-pepper';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({
      NODE_ENV: 'test',
      PASSCODE_PEPPER: TEST_PEPPER,
      LOG_LEVEL: 'info',
      // A test worker's event loop stalls on a loaded 2-core machine (PGlite is synchronous
      // WebAssembly); only the overload suite sets a bound it means to reach.
      MAX_EVENT_LOOP_DELAY_MS: '30000',
    }),
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Every log line the server wrote, for checks that secrets never reach a log. */
  logs: string[];
  now: { value: Date };
  call: <N extends CallName>(
    name: N,
    request?: CallRequest<N>,
  ) => ReturnType<typeof callEndpoint<N>>;
  close: () => Promise<void>;
}

export interface StartTestAppOptions {
  seed?: boolean;
  config?: Partial<AppConfig>;
  serveApp?: boolean;
  sender?: MessageSender;
  captcha?: CaptchaVerifier;
  /** Give the server the movable clock of a browser-test server (POST /api/dev/clock). */
  clockControl?: boolean;
  /** Bounds of the content cache (a small one to check eviction). */
  contentCache?: { maxEntries?: number; ttlMs?: number };
  /** A shorter request deadline (the production one is REQUEST_DEADLINE_MS). */
  requestDeadlineMs?: number;
  /** PostgreSQL pass only: a shorter statement timeout, and the URL the app's pool connects to. */
  database?: TestDatabaseOptions;
  /** A page renderer in place of the server-rendering build's (with serveApp). */
  pageRenderer?: RenderPage;
  /** The page's cache key and render address, in place of the server-rendering build's. */
  pageKey?: (href: string) => string;
  /** Passcode hashing in place of the real one (the overload suite holds its checks). */
  hasher?: PasscodeHasher;
}

export async function startTestApp(options: StartTestAppOptions = {}): Promise<TestApp> {
  const seeded = options.seed ?? true;
  const now = { value: new Date() };
  const database = await openTestDatabase({
    ...options.database,
    template: seeded ? 'seeded' : 'migrated',
    day: manilaDay(now.value),
  });
  const hasher = options.hasher ?? createPasscodeHasher(Buffer.from(TEST_PEPPER));
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString('utf8'));
      done();
    },
  });
  const app = await buildApp({
    config: testConfig(options.config),
    database,
    hasher,
    clock: () => now.value,
    ...(options.clockControl
      ? {
          clockControl: {
            advance: (milliseconds: number) => {
              now.value = new Date(now.value.getTime() + milliseconds);
            },
          },
        }
      : {}),
    logStream: stream,
    serveApp: options.serveApp ?? false,
    ...(options.sender ? { sender: options.sender } : {}),
    ...(options.captcha ? { captcha: options.captcha } : {}),
    ...(options.contentCache ? { contentCache: options.contentCache } : {}),
    ...(options.requestDeadlineMs ? { requestDeadlineMs: options.requestDeadlineMs } : {}),
    ...(options.pageRenderer ? { pageRenderer: options.pageRenderer } : {}),
    ...(options.pageKey ? { pageKey: options.pageKey } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    logs,
    now,
    call: (name, request) => callEndpoint(app, name, request),
    close: () => app.close(),
  };
}

/** Options given as a function are read when it starts (after earlier beforeAll hooks ran). */
export function useTestApp(
  options: StartTestAppOptions | (() => StartTestAppOptions | Promise<StartTestAppOptions>) = {},
): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await startTestApp(typeof options === 'function' ? await options() : options);
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  const started = (): TestApp => {
    if (!current) throw new Error('the test app is started in beforeAll');
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get database() {
      return started().database;
    },
    get logs() {
      return started().logs;
    },
    get now() {
      return started().now;
    },
    call: (name, request) => started().call(name, request),
    close: () => started().close(),
  };
}

/**
 * Whole values only: a six-digit code inside a timestamp or a latency like 12.864209 is not a
 * leak, and counting it failed these checks about once in a thousand runs.
 */
export function secretsLogged(logs: readonly string[], secrets: readonly string[]): string[] {
  const text = logs.join('\n');
  return secrets.filter((secret) => {
    const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?<![0-9A-Za-z])${escaped}(?![0-9A-Za-z])`).test(text);
  });
}
