import { chromium, expect, type Browser } from '@playwright/test';
import { test } from './fixtures';
import lighthouse from 'lighthouse';
import { freePort } from '../../scripts/e2e.mjs';
import { BENCH_ROUTES } from '../../scripts/bench/bundle-routes';

/**
 * Lighthouse's accessibility category scores 1 on the routes of the performance benches
 * (scripts/bench/bundle-routes.ts). Only that category runs, once a route, in the same Chromium
 * the other browser tests use, opened with a remote debugging port for Lighthouse to drive.
 */
test.describe('Lighthouse accessibility', () => {
  let browser: Browser | undefined;
  let port = 0;

  test.beforeAll(async () => {
    port = await freePort();
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', `--remote-debugging-port=${String(port)}`],
    });
  });

  test.afterAll(async () => {
    await browser?.close();
  });

  test('scores 1 on the home, promos, promo detail, cards and partners pages', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const scores: Record<string, { score: number | null; failing: string[] }> = {};
    for (const route of BENCH_ROUTES) {
      const path = await route.path(request);
      const result = await lighthouse(`${baseURL ?? ''}${path}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['accessibility'],
        // Nothing here needs the page's screenshot or the blank page between runs.
        disableFullPageScreenshot: true,
        skipAboutBlank: true,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      expect(result.lhr.runtimeError, path).toBeUndefined();
      scores[route.name] = {
        score: result.lhr.categories.accessibility?.score ?? null,
        failing: Object.values(result.lhr.audits)
          .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
          .map((audit) => audit.id),
      };
    }
    expect(scores).toEqual(
      Object.fromEntries(BENCH_ROUTES.map((route) => [route.name, { score: 1, failing: [] }])),
    );
  });
});
