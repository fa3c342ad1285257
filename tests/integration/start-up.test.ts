import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { SettingsResponseSchema } from '#contract/settings';
import { openDatabase } from '#server/db/client';
import { pages } from '#server/db/schema';
import { TEST_PEPPER } from '../support/test-app';
import { testDatabaseKind } from '../support/test-database';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'gr-start-'));
let databaseUrl: string | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/index.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PASSCODE_PEPPER: TEST_PEPPER,
      LOG_LEVEL: 'warn',
      STATIC_DIR: path.join(dataDir, 'no-app'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: 'ignore',
  });
  // Up to 120 s: beside the browser tests on 2 cores a first start (PGlite's initdb, the
  // migrations, the seed's Argon2 hashes) took over 30 s, and a PostgreSQL one once over 60;
  // alone it takes about 8.
  for (let attempt = 0; attempt < 480; attempt += 1) {
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become ready');
}

async function stopGracefully(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  child.kill('SIGTERM');
  return exited;
}

async function headerLabels(port: number) {
  const body = v.parse(
    SettingsResponseSchema,
    await (await fetch(`http://127.0.0.1:${port}/api/v1/settings`)).json(),
  );
  const header = body.pages.find((page) => page.api_id === 'header');
  return header?.api_id === 'header' ? header.value.menu.map((item) => item.label) : [];
}

afterAll(async () => {
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`start-up (${testDatabaseKind})`, () => {
  it('migrates and seeds a fresh database, stops on SIGTERM, and keeps its data across a restart', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      const name = `gr_start_${String(Date.now())}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      dropDatabase = async () => {
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      };
    }
    const port = await freePort();
    const first = await startServer(port);
    expect(await headerLabels(port)).toContain('Promos');
    expect(await stopGracefully(first)).toBe(0);

    // An operator's change while the server is down must survive the next start (no re-seed).
    const database = await openDatabase(
      databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dataDir, 'pglite') },
    );
    await database.db
      .update(pages)
      .set({ value: { menu: [{ url: '/promos', label: 'Kept' }] } })
      .where(eq(pages.apiId, 'header'));
    await database.close();

    const second = await startServer(port);
    expect(await headerLabels(port)).toEqual(['Kept']);
    expect(await stopGracefully(second)).toBe(0);
  }, 300_000);
});
