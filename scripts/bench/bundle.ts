// npm run bench:bundle: builds the app, starts the production server on a fresh database, opens
// the issue's routes in Debian's Chromium and counts what each one loads (gzip, level 9); writes
// the figures to docs/performance.md (section bundle) and exits non-zero when a target is missed.
import { chromium } from '@playwright/test';
import { ensureChromium } from '../ensure-chromium.mjs';
import { kb, lazyChunks, measureRoute, TARGETS, type RouteCost } from './bundle-measure';
import { BENCH_ROUTES } from './bundle-routes';
import { machineLine, table, writeSection } from './report.mjs';
import { build, startBenchServer } from './server';

const mark = (ok: boolean) => (ok ? '✅' : '❌');

async function main(): Promise<number> {
  if (!process.argv.includes('--no-build')) await build();
  const server = await startBenchServer();
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const costs: (RouteCost & { name: string })[] = [];
  try {
    const context = await browser.newContext({ baseURL: server.origin });
    for (const route of BENCH_ROUTES) {
      const page = await context.newPage();
      const cost = await measureRoute(page, await route.path(context.request), route.ready);
      costs.push({ ...cost, name: route.name });
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }

  const home = costs.find((cost) => cost.path === '/');
  if (!home) throw new Error('the bench routes leave out /');
  const chunks = lazyChunks();
  const biggest = chunks[0];
  const misses: string[] = [];
  if (kb(home.jsTotal) > TARGETS.initialJs)
    misses.push(`/ loads ${kb(home.jsTotal)} KB of JavaScript`);
  for (const cost of costs)
    if (kb(cost.cssTotal) > TARGETS.css)
      misses.push(`${cost.path} loads ${kb(cost.cssTotal)} KB of CSS`);
  const over = chunks.filter((chunk) => kb(chunk.gzip) > TARGETS.lazyChunk);
  for (const chunk of over) misses.push(`${chunk.file} is ${kb(chunk.gzip)} KB`);

  const rows = costs.map((cost) => [
    `${cost.name} (\`${cost.path}\`)`,
    `${kb(cost.jsTotal)} KB in ${cost.js.length} files`,
    cost.deferredJs.length ? `${kb(cost.deferredJs.reduce((t, e) => t + e.gzip, 0))} KB` : '—',
    `${kb(cost.cssTotal)} KB ${mark(kb(cost.cssTotal) <= TARGETS.css)}`,
  ]);
  const markdown = [
    '## Bundle',
    '',
    machineLine(),
    '',
    'Every script and style sheet Chromium fetches from `/assets/` while a route loads, at its gzip',
    'size (level 9, as the build precompresses it). "Until rendered" stops when the route shows its',
    'content; "deferred" is what follows before the network is quiet (the CMS HTML sanitiser, which',
    'waits for the first interaction or 3 quiet seconds).',
    '',
    table(['route', 'JavaScript until rendered', 'deferred', 'CSS'], rows),
    '',
    `- JavaScript loaded by \`/\`: **${kb(home.jsTotal)} KB** (target ≤ ${TARGETS.initialJs} KB) ${mark(kb(home.jsTotal) <= TARGETS.initialJs)}`,
    `- Largest lazily loaded chunk: **${biggest ? `${kb(biggest.gzip)} KB** (\`${biggest.file}\`)` : 'none**'} (target ≤ ${TARGETS.lazyChunk} KB each) ${mark(over.length === 0)}`,
    `- Lazily loaded chunks: ${chunks.length}, ${kb(chunks.reduce((t, c) => t + c.gzip, 0))} KB in all.`,
    '',
    'Reproduce: `npm run bench:bundle` (builds first; `-- --no-build` reuses `dist/`).',
  ].join('\n');
  writeSection('bundle', markdown);
  console.log(markdown);
  if (misses.length) console.error(`\nTargets missed:\n- ${misses.join('\n- ')}`);
  return misses.length ? 1 : 0;
}

process.exit(await main());
