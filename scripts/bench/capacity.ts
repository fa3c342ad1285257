// npm run bench:capacity: the sign-in flow (status check, login, /members/me) against the
// production server on PostgreSQL, offered at rising rates until its p99 passes 1 s; then at twice
// the rate this machine can hash passcodes, to show the overload guard shedding instead
// of queueing, and at half the capacity, to show the recovery. Writes docs/performance.md's
// capacity section.
import { mkdtempSync, rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { createPasscodeHasher } from '../../server/adapters/passcode-hasher';
import { openDatabase } from '../../server/db/client';
import { buildServer, serverEntry, serverIsStale } from '../build-server.mjs';
import { machineLine, table, writeSection } from './report.mjs';
import {
  PEPPER,
  firstAnswer,
  freePort,
  postgresUrl,
  seedBenchDatabase,
  serverEnv,
  sleep,
  startProcess,
} from './server';

const MEMBERS = 4000;
const STEP_S = Number(process.env.BENCH_STEP_S ?? 15);
const RATES = [5, 10, 15, 20, 25, 30, 35, 40, 50, 60, 80];
const P99_TARGET_MS = 1000;
/** The app's own client timeout (docs/specification.md#constants). */
const CLIENT_TIMEOUT_MS = 15_000;
const METRICS_TOKEN = 'capacity-bench-metrics-token-0123456789';
const DEMO_PASSCODE = '482916';

interface FlowResult {
  outcome: 'ok' | 'shed' | 'failed' | 'timeout';
  totalMs: number;
  loginMs: number;
  status?: number;
  step?: string;
}

interface StepFigures {
  rate: number;
  offered: number;
  ok: number;
  shed: number;
  failed: number;
  timeouts: number;
  p50: number;
  p99: number;
  loginP99: number;
}

const percentile = (values: number[], p: number) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** Bench members with a card each share the demo passcode's hash; numbers 0918 500 0001 on. */
async function addMembers(databaseUrl: string): Promise<string[]> {
  const database = await openDatabase({ url: databaseUrl });
  try {
    const hash = await createPasscodeHasher(Buffer.from(PEPPER, 'utf8')).hash(DEMO_PASSCODE);
    await database.db.execute(
      sql.raw(`insert into members (mobile_e164, status, passcode_hash, first_name, last_name, birthday)
       select '+639185' || lpad(n::text, 6, '0'), 'ACTIVE', '${hash}', 'Bench', 'Member', '1990-01-01'
       from generate_series(1, ${String(MEMBERS)}) as n`),
    );
    // A member's pages need the card the portal shows (a member without one is no member).
    await database.db.execute(
      sql.raw(`insert into cards (member_id, card_number, product_label, type, application_date, balance)
       select id, '88' || substr(mobile_e164, 4), 'Go Rewards', 'Classic', '2024-01-15', '100.00'
       from members where mobile_e164 like '+639185%'`),
    );
  } finally {
    await database.close();
  }
  return Array.from({ length: MEMBERS }, (_, i) => `09185${String(i + 1).padStart(6, '0')}`);
}

async function post(url: string, body: unknown, signal: AbortSignal, cookie?: string) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
    signal,
  });
}

async function signInFlow(api: string, mobile: string): Promise<FlowResult> {
  const signal = AbortSignal.timeout(CLIENT_TIMEOUT_MS);
  const started = performance.now();
  let loginMs = 0;
  try {
    const status = await post(`${api}/auth/status`, { countryCode: 'PH', mobile }, signal);
    await status.arrayBuffer();
    if (status.status === 503) return { outcome: 'shed', totalMs: 0, loginMs, status: 503 };
    if (!status.ok) {
      return { outcome: 'failed', totalMs: 0, loginMs, status: status.status, step: 'status' };
    }
    const loginStarted = performance.now();
    const login = await post(
      `${api}/auth/login`,
      { country_code: 'PH', number: mobile, passcode: DEMO_PASSCODE },
      signal,
    );
    await login.arrayBuffer();
    loginMs = performance.now() - loginStarted;
    if (login.status === 503) return { outcome: 'shed', totalMs: 0, loginMs, status: 503 };
    if (!login.ok) {
      return { outcome: 'failed', totalMs: 0, loginMs, status: login.status, step: 'login' };
    }
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const me = await fetch(`${api}/members/me`, { headers: { cookie }, signal });
    await me.arrayBuffer();
    if (me.status === 503) return { outcome: 'shed', totalMs: 0, loginMs, status: 503 };
    if (!me.ok) return { outcome: 'failed', totalMs: 0, loginMs, status: me.status, step: 'me' };
    return { outcome: 'ok', totalMs: performance.now() - started, loginMs };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return { outcome: timedOut ? 'timeout' : 'failed', totalMs: 0, loginMs };
  }
}

let nextMember = 0;

/** Open loop: flows start on a fixed schedule whatever the server's answers take. */
async function offer(api: string, mobiles: string[], rate: number, seconds: number) {
  const flows: Promise<FlowResult>[] = [];
  const started = performance.now();
  const total = rate * seconds;
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const mobile = mobiles[nextMember % mobiles.length] ?? '';
    nextMember += 1;
    flows.push(signInFlow(api, mobile));
  }
  const results = await Promise.all(flows);
  const firstFailure = results.find((result) => result.outcome === 'failed');
  if (firstFailure) {
    console.log(
      `  first failure: ${firstFailure.step ?? 'request'}, HTTP ${String(firstFailure.status ?? 'none')}`,
    );
  }
  const ok = results.filter((result) => result.outcome === 'ok');
  const figures: StepFigures = {
    rate,
    offered: total,
    ok: ok.length,
    shed: results.filter((result) => result.outcome === 'shed').length,
    failed: results.filter((result) => result.outcome === 'failed').length,
    timeouts: results.filter((result) => result.outcome === 'timeout').length,
    p50: Math.round(
      percentile(
        ok.map((result) => result.totalMs),
        50,
      ),
    ),
    p99: Math.round(
      percentile(
        ok.map((result) => result.totalMs),
        99,
      ),
    ),
    loginP99: Math.round(
      percentile(
        ok.map((result) => result.loginMs),
        99,
      ),
    ),
  };
  console.log(
    `  ${String(rate)} sign-ins/s: ${String(figures.ok)} ok, ${String(figures.shed)} shed, ${String(figures.failed)} failed, ${String(figures.timeouts)} timeouts; flow p50 ${String(figures.p50)} ms, p99 ${String(figures.p99)} ms`,
  );
  return figures;
}

const holds = (step: StepFigures) => step.ok === step.offered && step.p99 <= P99_TARGET_MS;

async function scrape(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  return answer.text();
}

async function metric(origin: string, name: string): Promise<number> {
  const text = await scrape(origin);
  return Number(new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(text)?.[1] ?? 0);
}

/** The server's own count of shed requests, by what was saturated. */
async function shedCounts(origin: string): Promise<string> {
  const text = await scrape(origin);
  const counts = [...text.matchAll(/^gr_shed_requests_total\{reason="([^"]+)"\} (\d+)$/gm)].map(
    ([, reason, count]) => `${count ?? '0'} (${reason ?? ''})`,
  );
  return counts.length ? counts.join(', ') : 'none';
}

async function adminQuery(databaseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Committed transactions on the database: each autocommit statement is one. */
async function statements(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>(
      'select xact_commit as n from pg_stat_database where datname = current_database()',
    );
    return Number(result.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/** One Argon2 check alone on this machine, the sign-in's deliberate cost. */
async function hashMs(): Promise<number> {
  const hasher = createPasscodeHasher(Buffer.from(PEPPER, 'utf8'));
  const hash = await hasher.hash(DEMO_PASSCODE);
  const started = performance.now();
  for (let i = 0; i < 20; i += 1) await hasher.verify(hash, DEMO_PASSCODE);
  return (performance.now() - started) / 20;
}

async function main() {
  const server = postgresUrl();
  if (!server) {
    throw new Error('needs PostgreSQL: DATABASE_URL, TEST_DATABASE_URL or its server binaries');
  }
  // A database of its own on that server, dropped at the end: every run starts from the seed.
  const name = `gr_capacity_${String(process.pid)}`;
  await adminQuery(server.url, `create database ${name}`);
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  const bench = {
    url: url.toString(),
    stop: async () => {
      await adminQuery(server.url, `drop database if exists ${name}`);
      server.stop();
    },
  };
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gr-capacity-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${String(port)}`;
  try {
    if (serverIsStale()) await buildServer();
    await seedBenchDatabase(dataDir, bench.url);
    const mobiles = await addMembers(bench.url);
    const argon2Ms = await hashMs();
    console.log(`one Argon2 check alone: ${argon2Ms.toFixed(1)} ms`);
    const proc = startProcess(['--enable-source-maps', serverEntry], {
      ...serverEnv(port, dataDir, bench.url),
      METRICS_TOKEN,
      // Every bench flow comes from 127.0.0.1: the per-address budget would stop it, not capacity.
      AUTH_NUMBERS_PER_IP: '9999999',
      LOG_LEVEL: 'warn',
    });
    try {
      await firstAnswer(`${origin}/readyz`, performance.now(), proc);
      const api = `${origin}/api/v1`;
      console.log('warm-up');
      await offer(api, mobiles, 5, 5);

      const ladder: StepFigures[] = [];
      const cpuBefore = await metric(origin, 'process_cpu_seconds_total');
      const statementsBefore = await statements(bench.url);
      let flowsDone = 0;
      for (const rate of RATES) {
        const step = await offer(api, mobiles, rate, STEP_S);
        ladder.push(step);
        flowsDone += step.ok;
        if (!holds(step)) break;
      }
      const cpuPerFlowMs =
        (((await metric(origin, 'process_cpu_seconds_total')) - cpuBefore) * 1000) / flowsDone;
      // Stats arrive at PostgreSQL's collector within a second.
      await sleep(1500);
      const statementsPerFlow = ((await statements(bench.url)) - statementsBefore) / flowsDone;
      const held = [...ladder].reverse().find(holds);
      const capacity = held?.rate ?? 0;
      console.log(
        `highest rate held with p99 ≤ ${String(P99_TARGET_MS)} ms: ${String(capacity)} sign-ins/s`,
      );

      // Every core hashing and nothing else: the most sign-ins a second the machine could check.
      const hashRate = (availableParallelism() * 1000) / argon2Ms;
      console.log(`overload: twice the hash rate (${hashRate.toFixed(0)} checks a second)`);
      const overload = await offer(api, mobiles, Math.round(2 * hashRate), STEP_S);
      await sleep(1000);
      console.log('recovery: half that rate');
      const recovery = await offer(api, mobiles, Math.max(1, Math.round(capacity / 2)), STEP_S);
      const shedByReason = await shedCounts(origin);

      writeReport({
        ladder,
        capacity,
        overload,
        hashRate,
        recovery,
        argon2Ms,
        cpuPerFlowMs,
        statementsPerFlow,
        shedByReason,
      });
      const ok =
        capacity > 0 &&
        overload.timeouts === 0 &&
        overload.failed === 0 &&
        overload.p99 <= P99_TARGET_MS * 2 &&
        recovery.ok === recovery.offered;
      process.exitCode = ok ? 0 : 1;
    } finally {
      await proc.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await bench.stop();
  }
}

function writeReport(figures: {
  ladder: StepFigures[];
  capacity: number;
  overload: StepFigures;
  hashRate: number;
  recovery: StepFigures;
  argon2Ms: number;
  cpuPerFlowMs: number;
  statementsPerFlow: number;
  shedByReason: string;
}) {
  const { ladder, capacity, overload, recovery, argon2Ms, cpuPerFlowMs, statementsPerFlow } =
    figures;
  const perFlow = Math.round(statementsPerFlow);
  const row = (label: string, step: StepFigures) => [
    label,
    String(step.rate),
    String(step.offered),
    String(step.ok),
    String(step.shed),
    String(step.failed + step.timeouts),
    String(step.p50),
    String(step.p99),
    String(step.loginP99),
  ];
  const header = [
    'step',
    'offered / s',
    'flows',
    'answered',
    'shed (503)',
    'failed or timed out',
    'flow p50 ms',
    'flow p99 ms',
    'login p99 ms',
  ];
  const hashingShare = Math.min(1, argon2Ms / cpuPerFlowMs);
  const perThousand = capacity > 0 ? Math.ceil(1000 / capacity) : 0;
  writeSection(
    'capacity',
    [
      '## Capacity: sign-ins on PostgreSQL',
      '',
      machineLine(),
      `One production process (\`dist-server/index.js\`) on a machine that also runs PostgreSQL 15 and the load generator, so every figure is a floor; ${String(MEMBERS)} members, open-loop arrivals: each flow is the app's sign-in, status check, login and \`/members/me\`, with the app's 15 s timeout. \`npm run bench:capacity\`.`,
      '',
      table(header, [
        ...ladder.map((step) => row('ladder', step)),
        row('overload (2× hash rate)', overload),
        row('recovery (½×)', recovery),
      ]),
      '',
      `- **Capacity**: ${String(capacity)} sign-ins a second with every flow answered and the flow's p99 at most 1 s.`,
      `- **Hashing**: one Argon2id check takes ${argon2Ms.toFixed(1)} ms of a core; a whole flow costs ${cpuPerFlowMs.toFixed(1)} ms of CPU in the server process, so hashing is ${String(Math.round(hashingShare * 100))} % of it.`,
      `- **Overload** at twice the rate this machine can hash (${String(availableParallelism())} cores at ${argon2Ms.toFixed(1)} ms a check: ${figures.hashRate.toFixed(0)} checks a second): ${String(overload.ok)} flows answered (p99 ${String(overload.p99)} ms), ${String(overload.shed)} shed with 503 and Retry-After (the server's count of shed requests by cause: ${figures.shedByReason}), ${String(overload.failed + overload.timeouts)} failed or timed out. **Recovery** at half: ${String(recovery.ok)} of ${String(recovery.offered)} answered, no restart.`,
      '',
      '### Plan',
      '',
      `- **Per 1,000 sign-ins a second**: ${String(perThousand)} processes like this one, each on 2 cores (about ${String(perThousand * 2)} cores), since the work is the CPU of hashing and scales with cores; run them on hosts with 2 or 4 cores each behind the load balancer (docs/operations.md). Leave a third spare for the rest of the traffic and failover.`,
      `- **Database**: a whole sign-in flow commits ${String(perFlow)} short statements (measured: PostgreSQL's committed transactions over the ladder's flows), so 1,000 sign-ins a second is about ${perFlow.toLocaleString('en-US')},000 statements a second: one PostgreSQL primary of 4 to 8 cores with the hot tables in memory (housekeeping keeps them small). Connections: 10 a process, so ${String(perThousand * 10)} for ${String(perThousand)} processes; size \`max_connections\` for that (docs/operations.md).`,
      "- **Overload**: past capacity the processes shed sign-ins (503, Retry-After: 5) and keep serving everything else; members see the specification's generic error and try again. Scale out when `gr_shed_requests_total` rises.",
    ].join('\n'),
  );
}

await main();
