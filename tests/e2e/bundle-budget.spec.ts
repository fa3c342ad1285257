import { expect, test } from '@playwright/test';
import {
  INITIAL_JS_CEILING,
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
      expect(kb(cost.jsTotal)).toBeLessThanOrEqual(INITIAL_JS_CEILING);
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
