// npm run bench:taps: a member's first taps on a mid-range phone (decision 0060). Each tap is made
// on a fresh page at 360 × 800, with the CPU 4× slower and Lighthouse's slow 4G, right after the
// page's load event, without waiting for the app; a tap whose outcome has not shown within
// OUTCOME_MS is lost. Writes docs/performance.md (section first-taps); exits non-zero when a tap
// was lost.
import { chromium, expect, request, type Page } from '@playwright/test';
import { ensureChromium } from '../ensure-chromium.mjs';
import { firstFeaturedPromo } from './bundle-routes';
import { machineLine, table, writeSection } from './report.mjs';
import { build, startBenchServer } from './server';

/** Long enough for the app to load on this network; a kept tap is carried out by then. */
const OUTCOME_MS = 20_000;

/** Lighthouse's mobile slow 4G as DevTools applies it (its `throttling.mobileSlow4G`, adjusted). */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

interface Tap {
  name: string;
  path: string;
  /** Taps, and waits for what the tap promises. */
  run: (page: Page) => Promise<void>;
}

const within = { timeout: OUTCOME_MS };

const loginOpens = async (page: Page) => {
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible(within);
};

function taps(promo: string): Tap[] {
  return [
    ...['/', '/promos', promo, '/cards', '/partners'].map((path) => ({
      name: 'Login opens the login modal',
      path,
      run: loginOpens,
    })),
    {
      name: 'Filters, Sort by A-Z: the list in title order',
      path: '/promos',
      run: async (page) => {
        const offers = page.getByRole('region', { name: 'All Offers' });
        await offers.getByRole('button', { name: 'Filters' }).click();
        await offers.getByLabel('Sort by').selectOption({ label: 'A-Z' }, within);
        await expect(page).toHaveURL(/[?&]sort=title\.asc\b/, within);
      },
    },
    {
      name: 'Next page: page 2',
      path: '/promos',
      run: async (page) => {
        await page
          .getByRole('navigation', { name: 'All Offers pages' })
          .getByRole('link', { name: 'Next' })
          .click();
        await expect(page).toHaveURL(/[?&]page=2\b/, within);
      },
    },
    {
      name: 'A carousel arrow: the next slide',
      path: '/',
      run: async (page) => {
        const banners = page.getByRole('region', { name: 'Banners', exact: true });
        await banners.getByRole('button', { name: 'Next slide' }).click();
        await expect(
          banners.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])'),
        ).toHaveAttribute('aria-label', /^2 of /, within);
      },
    },
    {
      name: 'A number and Enter: the passcode step',
      path: '/login',
      run: async (page) => {
        const mobile = page.getByRole('textbox', { name: 'Mobile number' });
        await mobile.fill('9170000001');
        await mobile.press('Enter');
        await expect(page.getByText('Enter the 6-digit passcode for')).toBeVisible(within);
      },
    },
  ];
}

interface Result {
  tap: Tap;
  lost: boolean;
  ms: number;
}

async function main(): Promise<number> {
  if (!process.argv.includes('--no-build')) await build();
  const server = await startBenchServer();
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const results: Result[] = [];
  try {
    const api = await request.newContext({ baseURL: server.origin });
    const promo = await firstFeaturedPromo(api);
    await api.dispose();
    for (const tap of taps(promo)) {
      // Reduced motion: a carousel that moved by itself would make its slide count by chance.
      const context = await browser.newContext({
        baseURL: server.origin,
        viewport: { width: 360, height: 800 },
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await page.goto(tap.path, { waitUntil: 'load', timeout: 60_000 });
      const started = performance.now();
      const lost = await tap.run(page).then(
        () => false,
        (error: unknown) => {
          console.error(`${tap.path}: ${tap.name}: ${String(error).split('\n')[0] ?? ''}`);
          return true;
        },
      );
      results.push({ tap, lost, ms: performance.now() - started });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }

  const lost = results.filter((result) => result.lost).length;
  const markdown = [
    '## First taps',
    '',
    machineLine(),
    '',
    'Each tap on a fresh page at 360 × 800 with a 4× slower CPU and slow 4G (Lighthouse’s',
    'mobile model), made right after the load event without waiting for the app; a tap is lost',
    `when what it promises has not shown within ${String(OUTCOME_MS / 1000)} s (decision 0060).`,
    `Target: 0 lost. **Lost: ${String(lost)} of ${String(results.length)}.**`,
    '',
    table(
      ['page', 'tap', 'outcome', 'time to outcome'],
      results.map(({ tap, lost: gone, ms }) => [
        `\`${tap.path}\``,
        tap.name,
        gone ? 'lost ❌' : 'done ✅',
        gone ? '—' : `${(ms / 1000).toFixed(1)} s`,
      ]),
    ),
    '',
    'Reproduce: `npm run bench:taps` (builds first; `-- --no-build` reuses `dist/`).',
  ].join('\n');
  writeSection('first-taps', markdown);
  console.log(markdown);
  return lost === 0 ? 0 : 1;
}

process.exit(await main());
