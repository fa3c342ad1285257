import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoViolations, waitForContent, WIDTHS } from './a11y';
import { MEMBERS, signIn } from './auth-helpers';

/**
 * Issue 9: every route of src/routes/ (src/routeTree.gen.ts) a person can reach, scanned with
 * axe-core at 360 px and 1280 px, signed out and (the member pages) signed in. One page per
 * sign-in state is reused for every route and width.
 */

/** The slug (or uuid) of the first row the content API lists at `path`. */
async function first(
  request: APIRequestContext,
  path: string,
  key: 'slug' | 'uuid' = 'slug',
): Promise<string> {
  const response = await request.get(`/api/v1/${path}`);
  expect(response.ok()).toBe(true);
  const row = ((await response.json()) as { data: Record<string, string | undefined>[] }).data[0];
  const value = row?.[key];
  if (!value) throw new Error(`the seed has nothing at ${path}`);
  return value;
}

async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const cardUuid = await first(request, 'cards', 'uuid');
  return [
    '/',
    '/about',
    '/auth',
    '/black-card',
    '/cards',
    '/cards/prepaid-card',
    '/cards/prepaid-card/partners/distribution',
    '/cards/prepaid-card/partners/loading',
    '/cards/prepaid-card/partners/loading/padala-express',
    '/forgot-passcode',
    '/get-the-app',
    '/login',
    '/new-this-month',
    `/new-this-month/${await first(request, 'shops?filter=new_this_month')}`,
    `/new-this-month/${await first(request, 'promos?type=2')}`,
    '/partners',
    '/partners/bayanihan-mart',
    '/prepaid',
    '/privacy-policy',
    `/privacy-policy/${cardUuid}`,
    '/policywb',
    `/policywb/${cardUuid}`,
    '/promos',
    `/promos/${await first(request, 'promos?featured=1')}`,
    '/raffle/holiday-raffle-2026',
    '/raffle/summer-raffle-2026',
    '/shop-online',
    `/shop-online/${await first(request, 'shops?filter=shop_online')}`,
    '/stories',
    `/stories/${await first(request, 'stories')}`,
    '/survey/GRSURVEY2026',
    '/terms',
    `/terms/${cardUuid}`,
    '/termswb',
    `/termswb/${cardUuid}`,
    '/dev/outbox',
    // Not found (also what /dev/statecharts is in a production build).
    '/dev/statecharts',
    '/no-such/page-here',
    '/promos/no-such-promo',
  ];
}

const MEMBER_PATHS = [
  '/account',
  '/account/profile',
  '/account/settings',
  '/account/transactions',
  '/',
  '/raffle/holiday-raffle-2026',
  '/survey/GRSURVEY2026',
];

async function scanAll(
  page: Page,
  paths: string[],
  state: string,
  sizes: readonly (typeof WIDTHS)[number][] = WIDTHS,
): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const path of paths) {
      await page.goto(path);
      // A page is there once its title (or, on /auth, its one message) is: not a skeleton.
      await expect(page.locator('main :is(h1, [role="alert"])').first()).toBeVisible();
      await waitForContent(page);
      await expectNoViolations(page, `${path} ${state} at ${size.name}`);
    }
  }
}

test.describe('accessibility of every route (axe-core, WCAG 2.2 A/AA)', () => {
  // About 40 pages a width; an axe scan takes a second or more, so each width is its own test.
  for (const size of WIDTHS) {
    test(`signed out, at ${size.name}`, async ({ page }) => {
      test.setTimeout(240_000);
      const paths = await publicPaths(page.request);
      await scanAll(page, paths, 'signed out', [size]);
    });
  }

  test('signed in, at 360 px and 1280 px', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, MEMBERS.active);
    await scanAll(page, MEMBER_PATHS, 'signed in');
    // Logging out is a route too: it ends on home, signed out.
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/$/);
    await waitForContent(page);
    await expectNoViolations(page, '/logout (landing on home)');
  });
});
