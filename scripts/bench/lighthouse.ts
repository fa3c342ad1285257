// npm run bench:lighthouse: builds the app, starts the production server on a fresh database and
// runs Lighthouse (its default mobile preset: simulated slow 4G and a 4× slower CPU) in Debian's
// Chromium against the issue's routes; writes the scores to docs/performance.md (section
// lighthouse) and exits non-zero when a target is missed. Each route runs RUNS times and the
// median performance run is reported, as Lighthouse's own guidance on variability advises.
import { request } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromium } from '../ensure-chromium.mjs';
import { BENCH_ROUTES } from './bundle-routes';
import { machineLine, table, writeSection } from './report.mjs';
import { build, startBenchServer } from './server';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** For an A/B of a few routes: `LIGHTHOUSE_ROUTES=partners,cards` (the routes' names below). */
const ONLY = process.env.LIGHTHOUSE_ROUTES?.split(',');

/** The targets (the first ones, with FCP and SEO tightened), accessibility included. */
const TARGETS = {
  performance: 0.99,
  fcpMs: 1200,
  lcpMs: 1800,
  cls: 0.02,
  tbtMs: 100,
  bestPractices: 1,
  seo: 1,
  accessibility: 1,
};

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  failing: string[];
}

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.code}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => categories[id]?.score ?? 0;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const failing = Object.values(audits)
    .filter(
      (entry) =>
        entry.scoreDisplayMode === 'binary' && entry.score === 0 && !entry.id.startsWith('bf-'),
    )
    .map((entry) => entry.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    fcpMs: value('first-contentful-paint'),
    failing,
  };
}

const median = (runs: Figures[]) =>
  [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)] ?? runs[0];

async function main(): Promise<number> {
  if (!process.argv.includes('--no-build')) await build();
  const server = await startBenchServer();
  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const results: { name: string; path: string; figures: Figures }[] = [];
  try {
    const api = await request.newContext({ baseURL: server.origin });
    for (const route of BENCH_ROUTES.filter(({ name }) => !ONLY || ONLY.includes(name))) {
      const path = await route.path(api);
      const runs: Figures[] = [];
      // A run Lighthouse itself gives up on (no paint seen in time, say) is run again, once.
      for (let run = 0; run < RUNS; run += 1)
        runs.push(
          await audit(`${server.origin}${path}`, chrome.port).catch((error: unknown) => {
            console.error(String(error));
            return audit(`${server.origin}${path}`, chrome.port);
          }),
        );
      const figures = median(runs);
      if (figures) results.push({ name: route.name, path, figures });
    }
    await api.dispose();
  } finally {
    chrome.kill();
    await server.close();
  }

  const misses: string[] = [];
  const check = (ok: boolean, text: string) => {
    if (!ok) misses.push(text);
    return ok ? '✅' : '❌';
  };
  const rows = results.map(({ name, path, figures: f }) => [
    `${name} (\`${path}\`)`,
    `${f.performance.toFixed(2)} ${check(f.performance >= TARGETS.performance, `${path} performance ${f.performance}`)}`,
    `${Math.round(f.fcpMs)} ms ${check(f.fcpMs <= TARGETS.fcpMs, `${path} FCP ${Math.round(f.fcpMs)} ms`)}`,
    `${Math.round(f.lcpMs)} ms ${check(f.lcpMs <= TARGETS.lcpMs, `${path} LCP ${Math.round(f.lcpMs)} ms`)}`,
    `${f.cls.toFixed(3)} ${check(f.cls <= TARGETS.cls, `${path} CLS ${f.cls}`)}`,
    `${Math.round(f.tbtMs)} ms ${check(f.tbtMs <= TARGETS.tbtMs, `${path} TBT ${Math.round(f.tbtMs)} ms`)}`,
    `${f.bestPractices.toFixed(2)} ${check(f.bestPractices >= TARGETS.bestPractices, `${path} best practices ${f.bestPractices}`)}`,
    `${f.seo.toFixed(2)} ${check(f.seo >= TARGETS.seo, `${path} SEO ${f.seo}`)}`,
    `${f.accessibility.toFixed(2)} ${check(f.accessibility >= TARGETS.accessibility, `${path} accessibility ${f.accessibility}`)}`,
  ]);
  const failing = [...new Set(results.flatMap((r) => r.figures.failing))];
  const markdown = [
    '## Lighthouse',
    '',
    machineLine(),
    '',
    `Lighthouse's default mobile preset (simulated slow 4G, 4× CPU slowdown) in Debian's Chromium`,
    `against the production server on a fresh database; the median of ${RUNS} runs per route.`,
    `Targets: performance ≥ ${TARGETS.performance}, FCP ≤ ${TARGETS.fcpMs} ms, LCP ≤ ${TARGETS.lcpMs} ms,`,
    `CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbtMs} ms, best practices ${TARGETS.bestPractices}, SEO ${TARGETS.seo},`,
    `accessibility ${TARGETS.accessibility}.`,
    '',
    table(
      [
        'route',
        'performance',
        'FCP',
        'LCP',
        'CLS',
        'TBT',
        'best practices',
        'SEO',
        'accessibility',
      ],
      rows,
    ),
    '',
    failing.length
      ? `Failing audits: ${failing.map((id) => `\`${id}\``).join(', ')}.`
      : 'No failing audits.',
    '',
    'Reproduce: `npm run bench:lighthouse` (builds first; `-- --no-build` reuses `dist/`;',
    '`LIGHTHOUSE_RUNS=5` for more runs per route; `LIGHTHOUSE_ROUTES=partners,cards` for some).',
  ].join('\n');
  // Some routes only: printed, and docs/performance.md keeps the figures of all of them.
  if (!ONLY) writeSection('lighthouse', markdown);
  console.log(markdown);
  if (misses.length) console.error(`\nTargets missed:\n- ${misses.join('\n- ')}`);
  return misses.length ? 1 : 0;
}

process.exit(await main());
