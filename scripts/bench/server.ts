// The real server for a bench: production mode on loopback, a free port and a fresh data folder
// (so it migrates and seeds), or a given one. Shared by every bench script.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e.mjs';
import { createPasscodeHasher } from '../../server/adapters/passcode-hasher';
import { openDatabase } from '../../server/db/client';
import { eq } from 'drizzle-orm';
import { cards, members, transactions } from '../../server/db/schema';
import { seed } from '../../server/db/seed/index';
import { generateTransactions } from '../../server/db/seed/transactions-data';
import { buildServer, serverEntry, serverIsStale } from '../build-server.mjs';

export const root = path.resolve(import.meta.dirname, '../..');

/** One throwaway pepper per run, so a seeded folder can be started again in the same run. */
export const PEPPER = randomBytes(32).toString('base64url');

export { freePort };

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function serverEnv(port: number, dataDir: string, databaseUrl?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    // A throwaway pepper for a throwaway database; production passes its own.
    PASSCODE_PEPPER: PEPPER,
    // Production refuses to start without hCaptcha keys; no bench request reaches hCaptcha.
    HCAPTCHA_SITEKEY: 'bench-placeholder',
    HCAPTCHA_SECRET: 'bench-placeholder',
    // Production refuses to start without them either; no bench request sends a message.
    SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
    SMTP_URL: 'smtp://127.0.0.1:9',
    // Production refuses to start without its public origin: here, the bench's own address.
    PUBLIC_ORIGIN: `http://127.0.0.1:${String(port)}`,
    // One client measuring throughput: no per-client render budget (docs/operations.md).
    RENDERS_PER_MINUTE: '9999999',
  };
  delete env.DATABASE_URL;
  delete env.TEST_DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return env;
}

/**
 * The demo data, written before the server starts: production migrates only and never seeds, and
 * the benches measure production with the seeded content and demo members.
 */
export async function seedBenchDatabase(dataDir: string, databaseUrl?: string): Promise<void> {
  const database = await openDatabase(
    databaseUrl ? { url: databaseUrl } : { dataDir: path.join(dataDir, 'pglite') },
  );
  try {
    await database.migrate();
    await seed(database.db, { hasher: createPasscodeHasher(Buffer.from(PEPPER, 'utf8')) });
    // On PostgreSQL only: the embedded folder is also the one `npm start` is timed on, as seeded.
    if (databaseUrl) await giveHistory(database.db, SPENDING_MEMBER, SPENDING_TRANSACTIONS);
  } finally {
    await database.close();
  }
}

/**
 * The member whose spending is measured on PostgreSQL (docs/decisions/0064-my-spending-window.md): 10,000 transactions over the
 * last year.
 */
export const SPENDING_MEMBER = '09170000002';
export const SPENDING_TRANSACTIONS = 10_000;

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

/** Tops the member's card up to `count` transactions, spread over the last 365 days. */
async function giveHistory(db: Db, mobile: string, count: number): Promise<void> {
  const [card] = await db
    .select({ id: cards.id })
    .from(cards)
    .innerJoin(members, eq(members.id, cards.memberId))
    .where(eq(members.mobileE164, `+63${mobile.slice(1)}`));
  if (!card) throw new Error(`the seed has no card for ${mobile}`);
  const rows = await db.$count(transactions, eq(transactions.cardId, card.id));
  const more = generateTransactions(42, count - rows, 365, new Date());
  for (let start = 0; start < more.length; start += 1_000) {
    await db
      .insert(transactions)
      .values(more.slice(start, start + 1_000).map((row) => ({ ...row, cardId: card.id })));
  }
}

export interface BenchProcess {
  exitCode: () => number | null;
  stderr: () => string;
  stop: () => Promise<void>;
}

export function startProcess(args: string[], env: NodeJS.ProcessEnv): BenchProcess {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {
    exitCode: () => child.exitCode,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export async function firstAnswer(
  url: string,
  startedAt: number,
  proc: BenchProcess,
  limitMs = 120_000,
): Promise<number> {
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return performance.now() - startedAt;
    } catch {
      if (proc.exitCode() !== null) throw new Error(`server exited: ${proc.stderr()}`);
      if (performance.now() - startedAt > limitMs) throw new Error(`no answer from ${url}`);
      await sleep(10);
    }
  }
}

export async function startBenchServer(): Promise<{ origin: string; close: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gr-bench-'));
  if (serverIsStale()) await buildServer();
  await seedBenchDatabase(dataDir);
  const proc = startProcess(['--enable-source-maps', serverEntry], serverEnv(port, dataDir));
  const origin = `http://127.0.0.1:${port}`;
  await firstAnswer(`${origin}/readyz`, performance.now(), proc);
  // /readyz answers once the database is migrated and seeded; wait for it to say ready.
  for (let tries = 0; tries < 600; tries += 1) {
    const ready = await fetch(`${origin}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await sleep(100);
  }
  return {
    origin,
    async close() {
      await proc.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The benches measure the production build: the app, its page renderer and the compiled server. */
export async function build(): Promise<void> {
  for (const args of [['build'], ['build', '--ssr']]) {
    const proc = spawn(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), ...args],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const code = await new Promise<number | null>((resolve) => proc.on('exit', resolve));
    if (code !== 0) throw new Error(`vite ${args.join(' ')} failed (${String(code)})`);
  }
  await buildServer();
}

/** PostgreSQL from the environment, or a throwaway cluster when Debian's binaries are there. */
export function postgresUrl(): { url: string; stop: () => void } | null {
  const given = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (given) return { url: given, stop: () => {} };
  const started = spawnSync('bash', [path.join(root, 'scripts/pg-throwaway.sh'), 'start'], {
    encoding: 'utf8',
  });
  if (started.status !== 0) return null;
  const dir = /GR_PG_DIR=(\S+)/.exec(started.stdout)?.[1];
  const url = /TEST_DATABASE_URL=(\S+)/.exec(started.stdout)?.[1];
  if (!dir || !url) return null;
  return {
    url,
    stop: () => {
      spawnSync('bash', [path.join(root, 'scripts/pg-throwaway.sh'), 'stop'], {
        env: { ...process.env, GR_PG_DIR: dir },
      });
    },
  };
}
