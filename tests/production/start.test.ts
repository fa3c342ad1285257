import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  spawnServer,
  stopServer,
  waitUntilReady,
  type ServerProcess,
} from '../support/server-processes';
import { emptyPostgresDatabase } from '../support/test-database';

/**
 * The production build (npm run build) started as production starts it, under
 * the Node.js that runs this file: npm test runs it under the current LTS (scripts/lts-node.mjs).
 */
const root = path.resolve(import.meta.dirname, '../..');
let server: ServerProcess | undefined;
let empty: { url: string; drop: () => Promise<void> } | undefined;

function databaseUrl(): string {
  if (!empty) throw new Error('the database is created in beforeAll');
  return empty.url;
}

beforeAll(async () => {
  if (!existsSync(path.join(root, 'dist-server', 'index.js'))) {
    throw new Error('build the app first (npm run build)');
  }
  empty = await emptyPostgresDatabase('gr_prod');
  server = await spawnServer(
    {
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl(),
      PASSCODE_PEPPER: randomBytes(32).toString('base64url'),
      HCAPTCHA_SITEKEY: 'production-start-check',
      HCAPTCHA_SECRET: 'production-start-check',
      // Nothing is sent in this check: these only have to be set, as production requires.
      SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
      SMTP_URL: 'smtp://127.0.0.1:9',
      PUBLIC_ORIGIN: 'https://rewards.example.ph',
      STATIC_DIR: path.join(root, 'dist'),
      // Beside the browser tests a CI machine's event loop can lag a second; this check is of the
      // start, not of the overload guard (tests/integration/overload.test.ts is).
      MAX_EVENT_LOOP_DELAY_MS: '10000',
    },
    [path.join(root, 'dist-server', 'index.js')],
  );
  await waitUntilReady(server);
});

function started(): ServerProcess {
  if (!server) throw new Error('the server starts in beforeAll');
  return server;
}

afterAll(async () => {
  if (server) await stopServer(server);
  await empty?.drop();
});

describe(`production start on Node ${process.version}`, () => {
  it('runs under an LTS release of Node.js', () => {
    expect(process.release.lts).toEqual(expect.any(String));
  });

  it('migrates the empty database, seeds nothing and reports ready', async () => {
    const client = new pg.Client({ connectionString: databaseUrl() });
    await client.connect();
    try {
      const members = await client.query<{ n: string }>('select count(*) as n from members');
      expect(Number(members.rows[0]?.n)).toBe(0);
    } finally {
      await client.end();
    }
    expect((await fetch(`${started().origin}/readyz`)).status).toBe(200);
  });

  it('serves the home page rendered on the server, with its security headers', async () => {
    const answer = await fetch(`${started().origin}/`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(answer.headers.get('strict-transport-security')).toContain('max-age=');
    const html = await answer.text();
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('Login');
  });

  it('answers the API and has no development endpoints', async () => {
    expect((await fetch(`${started().origin}/api/v1/settings`)).status).toBe(200);
    const captcha = await fetch(`${started().origin}/api/dev/captcha`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(captcha.status).toBe(404);
  });

  it('stops on SIGTERM with exit code 0', async () => {
    expect(await stopServer(started())).toBe(0);
  });
});
