// npm run bench:pages: the server-rendered pages. Starts the production server on a
// fresh database and measures with autocannon: a visitor's page answered from the page cache
// against @fastify/static serving a file of the same bytes (with its gzip and brotli twins) in the
// same run, /promos with a cache-busting parameter, and uncached renders of /promos (a new search
// each request) and of /account (a signed-in member, never cached), with their p50 and p99. Writes docs/performance.md (section pages) and
// exits non-zero when a target is missed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CONNECTIONS, DURATION_S, WARMUP_S, measure } from './load.mjs';
import { machineLine, table, writeSection } from './report.mjs';
import { build, firstAnswer, freePort, root, startBenchServer, startProcess } from './server.ts';

const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
/** A cached page at least half as fast as @fastify/static serving the same bytes. */
const TARGET_RATIO = 0.5;

/**
 * Each request a new search (a parameter the page reads): the page cache never has it, so every
 * answer is rendered. A parameter the page does not read names the page already kept: the
 * cache-busting line measures that.
 */
let sent = 0;
const freshSearch = [
  { setupRequest: (request) => ({ ...request, path: `/promos?keyword=bench-${(sent += 1)}` }) },
];
const cacheBusting = [
  { setupRequest: (request) => ({ ...request, path: `/promos?cb=${(sent += 1)}` }) },
];

async function staticBaseline(html) {
  const dir = mkdtempSync(path.join(tmpdir(), 'gr-bench-static-'));
  writeFileSync(path.join(dir, 'page.html'), html);
  writeFileSync(path.join(dir, 'page.html.gz'), gzipSync(html, { level: 9 }));
  writeFileSync(
    path.join(dir, 'page.html.br'),
    brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  const port = await freePort();
  const proc = startProcess([path.join(root, 'scripts/bench/static-server.mjs')], {
    ...process.env,
    PORT: port,
    STATIC_ROOT: dir,
  });
  const url = `http://127.0.0.1:${port}/page.html`;
  await firstAnswer(url, performance.now(), proc);
  return {
    url,
    async stop() {
      await proc.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const fmt = (value) => Math.round(value).toLocaleString('en-US');
const row = (figure) => [
  figure.name,
  fmt(figure.reqPerSec),
  `${figure.p50} ms`,
  `${figure.p99} ms`,
];

if (!process.argv.includes('--no-build')) await build();
const server = await startBenchServer();
let failed = false;
try {
  const promos = `${server.origin}/promos`;
  const first = await fetch(promos);
  if (!first.ok || !(first.headers.get('cache-control') ?? '').includes('s-maxage'))
    throw new Error(`/promos did not answer a cached visitor page (${first.status})`);
  const html = await first.text();
  if (!html.includes('data-rendered="visitor"')) throw new Error('/promos was not rendered');

  const login = await fetch(`${server.origin}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin },
    // The seed's demo member and passcode (a demo value, README).
    body: JSON.stringify({ country_code: 'PH', number: '09170000001', passcode: '482916' }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const account = await fetch(`${server.origin}/account`, { headers: { cookie } });
  if (!(await account.text()).includes('data-rendered="member"'))
    throw new Error('/account was not rendered for the member');

  const baseline = await staticBaseline(html);
  const figures = [];
  let staticFigure;
  try {
    staticFigure = await measure(
      `@fastify/static, the same ${(html.length / 1024).toFixed(0)} KB`,
      baseline.url,
      { headers: BROWSER_HEADERS },
    );
  } finally {
    await baseline.stop();
  }
  const cached = await measure('`/promos`, a visitor, from the page cache', promos, {
    headers: BROWSER_HEADERS,
  });
  figures.push(cached);
  figures.push(
    await measure('`/promos?cb=<new>`, a visitor busting the cache: the kept page', promos, {
      headers: BROWSER_HEADERS,
      requests: cacheBusting,
    }),
  );
  figures.push(
    await measure('`/promos?keyword=<new>`, a visitor, rendered (a new search each time)', promos, {
      headers: BROWSER_HEADERS,
      requests: freshSearch,
    }),
  );
  figures.push(
    await measure('`/account`, a signed-in member, rendered', `${server.origin}/account`, {
      headers: { ...BROWSER_HEADERS, cookie },
    }),
  );

  const ratio = cached.reqPerSec / staticFigure.reqPerSec;
  const met = ratio >= TARGET_RATIO;
  failed = !met;
  writeSection(
    'pages',
    [
      '## Server-rendered pages',
      '',
      machineLine(),
      '',
      `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per line after a ${WARMUP_S} s warm-up, with a browser's \`Accept-Encoding\`; the production server on a fresh database. The baseline is bare Fastify with @fastify/static serving the cached page's own bytes (and their gzip and brotli twins) from a file, in the same run.`,
      '',
      table(['page', 'req/s', 'p50', 'p99'], [row(staticFigure), ...figures.map(row)]),
      '',
      `- A cached visitor page against @fastify/static: **${ratio.toFixed(2)}** (target ≥ ${TARGET_RATIO}) ${met ? '✅' : '❌'}`,
      '',
      'Reproduce: `npm run bench:pages` (builds first; `-- --no-build` reuses the build).',
    ].join('\n'),
  );
} finally {
  await server.close();
}
process.exit(failed ? 1 : 0);
