import { expect } from '@playwright/test';
import { test } from './fixtures';
import {
  JS_CEILINGS,
  kb,
  lazyChunks,
  measureRoute,
  TARGETS,
} from '../../scripts/bench/bundle-measure';
import { BENCH_ROUTES, HOME_ROUTE } from '../../scripts/bench/bundle-routes';

// Byte counts of the production build are deterministic, so the budgets are checked here; timings
// belong to the benches (npm run bench).
test.describe('bundle budgets', () => {
  for (const route of BENCH_ROUTES) {
    test(`${route.name}: style sheets within ${TARGETS.css} KB, scripts within the ceiling`, async ({
      page,
      request,
    }) => {
      const cost = await measureRoute(page, await route.path(request), route.ready);
      expect(cost.js.length).toBeGreaterThan(0);
      expect(kb(cost.cssTotal)).toBeLessThanOrEqual(TARGETS.css);
      const ceiling = cost.path === '/' ? JS_CEILINGS.home : JS_CEILINGS.otherRoutes;
      expect(kb(cost.jsTotal)).toBeLessThanOrEqual(ceiling);
    });
  }

  test('the first page never loads the sanitiser, the phone rules of other countries or the captcha', async ({
    page,
  }) => {
    const cost = await measureRoute(page, '/', HOME_ROUTE.ready);
    const names = cost.js.map((entry) => entry.file);
    expect(names.filter((name) => /sanitize|purify|metadata\.mobile|captcha/.test(name))).toEqual(
      [],
    );
  });

  test(`every lazily loaded chunk is within ${TARGETS.lazyChunk} KB`, () => {
    const chunks = lazyChunks();
    expect(chunks.length).toBeGreaterThan(10);
    const over = chunks.filter((chunk) => kb(chunk.gzip) > TARGETS.lazyChunk);
    expect(over).toEqual([]);
  });
});

test("a visitor's page comes with the shell's data: the browser calls none of it and logs no error", async ({
  page,
}) => {
  const calls: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/v1/')) calls.push(pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await HOME_ROUTE.ready(page);
  await page.waitForLoadState('networkidle');
  // The server rendered the page with them (decision 0054); the router's state carries them.
  for (const path of [
    '/api/v1/settings',
    '/api/v1/announcements',
    '/api/v1/client-config',
    '/api/v1/auth/session',
  ])
    expect(
      calls.filter((call) => call === path),
      path,
    ).toEqual([]);
  expect(errors).toEqual([]);
});
