import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '#server/db/client';
import { openDatabase } from '#server/db/client';
import { seed } from '#server/db/seed/index';
import { createPasscodeHasher } from '#server/adapters/passcode-hasher';

/** For rows the shared e2e server must not have (hostile CMS content); same production build. */
export interface SeededServer {
  baseURL: string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitUntilReady(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer in time`);
}

const PEPPER = 'e2e-seeded-pepper-not-a-secret-0123456789';

let template: Promise<string> | undefined;

/**
 * One migrated and seeded PGlite directory per test worker, copied for each server: initdb, the
 * migrations and the seed's Argon2 hashes cost seconds that a copy does not.
 */
function seededTemplate(): Promise<string> {
  template ??= (async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gr-e2e-template-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const database = await openDatabase({ dataDir: dir });
    try {
      await database.migrate();
      await seed(database.db, { hasher: createPasscodeHasher(Buffer.from(PEPPER)) });
    } finally {
      await database.close();
    }
    return dir;
  })();
  return template;
}

/** A fresh copy of the seeded database, with `prepare`'s rows added, served by the production build. */
export async function startSeededServer(
  prepare?: (db: Database) => Promise<void>,
  env: Readonly<Record<string, string>> = {},
): Promise<SeededServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gr-e2e-seeded-'));
  const pglite = path.join(dataDir, 'pglite');
  cpSync(await seededTemplate(), pglite, { recursive: true });
  if (prepare) {
    const database = await openDatabase({ dataDir: pglite });
    try {
      await prepare(database.db);
    } finally {
      await database.close();
    }
  }

  const port = await freePort();
  const server = spawn(process.execPath, ['--enable-source-maps', 'dist-server/index.js'], {
    cwd: process.cwd(),
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PASSCODE_PEPPER: PEPPER,
      STATIC_DIR: 'dist',
      // The specs sharing this server all come from 127.0.0.1 (see playwright.config.ts).
      SMS_PER_IP_PER_HOUR: '1000',
      AUTH_NUMBERS_PER_IP: '1000',
      ...env,
    },
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    server.kill();
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const baseURL = `http://localhost:${String(port)}`;
  try {
    await waitUntilReady(`${baseURL}/readyz`, Date.now() + 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
