import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client';
import { members } from '#server/db/schema';
import { DEMO_LOCAL, PASSCODE } from '../../support/demo-members';
import {
  spawnServer,
  stopServer,
  waitUntilReady,
  type ServerProcess,
} from '../../support/server-processes';
import { callOverHttp } from '../../support/test-client';
import { TEST_PEPPER } from '../../support/test-pepper';

/**
 * The embedded database's folder belongs to one process (docs/operations.md, "The data folder"):
 * a second server or database command on a folder in use refuses and writes nothing; a reset
 * recreates a folder that cannot be opened; a data folder that does not exist yet is created.
 * Always PGlite: DATABASE_URL is left out of every process here.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const folders: string[] = [];
const running: ServerProcess[] = [];

function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gr-folder-'));
  folders.push(dir);
  return dir;
}

afterAll(async () => {
  const alive = running.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  await Promise.all(alive.map((server) => stopServer(server)));
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
}, 60_000);

function environment(dataDir: string): NodeJS.ProcessEnv {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  return { ...inherited, NODE_ENV: 'test', DATA_DIR: dataDir, PASSCODE_PEPPER: TEST_PEPPER };
}

/** npm run db:<command>, as an operator runs it. */
function runCli(command: 'migrate' | 'seed' | 'reset', dataDir: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/db/cli.ts', command], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
    env: environment(dataDir),
  });
}

async function startOn(dataDir: string): Promise<ServerProcess> {
  const inherited = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  try {
    const server = await spawnServer({ DATA_DIR: dataDir, STATIC_DIR: path.join(root, 'none') });
    running.push(server);
    return server;
  } finally {
    if (inherited !== undefined) process.env.DATABASE_URL = inherited;
  }
}

async function signInStatus(server: ServerProcess): Promise<number> {
  const answer = await callOverHttp(server.origin, 'login', {
    body: { country_code: 'PH', number: DEMO_LOCAL.active, passcode: PASSCODE },
  });
  return answer.status;
}

async function exitOf(server: ServerProcess, withinMs: number): Promise<number | null> {
  if (server.child.exitCode !== null) return server.child.exitCode;
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), withinMs);
    server.child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

async function memberCount(folder: string): Promise<number> {
  const database = await openDatabase({ dataDir: folder });
  try {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(members);
    return row?.n ?? 0;
  } finally {
    await database.close();
  }
}

describe('the embedded database folder has one owner', () => {
  it('a second server and db:seed, db:reset, db:migrate refuse a folder a running server holds, naming it; the server serves on', async () => {
    const dataDir = freshDataDir();
    const server = await startOn(dataDir);
    await waitUntilReady(server, 180_000);
    const { pid } = server.child;
    const port = new URL(server.origin).port;
    const refusal = `stop the portal on port ${port} first, or set DATABASE_URL`;

    for (const command of ['seed', 'reset', 'migrate'] as const) {
      const result = runCli(command, dataDir);
      expect(result.status, `db:${command}: ${result.stderr}`).toBe(1);
      expect(result.stderr).toContain(`PID ${String(pid)}`);
      expect(result.stderr).toContain(refusal);
      expect(result.stdout).not.toContain('done');
    }

    const second = await startOn(dataDir);
    expect(await exitOf(second, 60_000)).toBe(1);
    expect(second.errors()).toContain(`PID ${String(pid)}`);
    expect(second.errors()).toContain(refusal);

    // Nothing was reset or rewritten under it: a demo member still signs in.
    expect(await signInStatus(server)).toBe(200);
    expect(await stopServer(server)).toBe(0);
  }, 300_000);

  it('a folder whose owner has gone without letting go is taken by the next command', async () => {
    const dataDir = freshDataDir();
    const server = await startOn(dataDir);
    await waitUntilReady(server, 180_000);
    server.child.kill('SIGKILL');
    await exitOf(server, 10_000);

    const result = runCli('migrate', dataDir);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('migrate: done');
    expect(await memberCount(path.join(dataDir, 'pglite'))).toBeGreaterThan(0);
  }, 300_000);

  it('db:reset recreates a folder that cannot be opened, and says so', async () => {
    const dataDir = freshDataDir();
    mkdirSync(path.join(dataDir, 'pglite'));
    writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), 'not a database\n');

    const result = runCli('reset', dataDir);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/could not be opened .*: recreated/);
    expect(result.stdout).toContain('reset: done');
    expect(await memberCount(path.join(dataDir, 'pglite'))).toBeGreaterThan(0);
  }, 180_000);

  it('a DATA_DIR that does not exist yet is created, by a database command and by the server', async () => {
    const forCommand = path.join(freshDataDir(), 'not', 'yet');
    const result = runCli('migrate', forCommand);
    expect(result.status, result.stderr).toBe(0);
    expect(existsSync(path.join(forCommand, 'pglite', 'PG_VERSION'))).toBe(true);

    const server = await startOn(path.join(freshDataDir(), 'not', 'yet'));
    await waitUntilReady(server, 180_000);
    expect(await signInStatus(server)).toBe(200);
    expect(await stopServer(server)).toBe(0);
  }, 300_000);
});
