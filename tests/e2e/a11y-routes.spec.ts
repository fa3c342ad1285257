import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations, waitForContent, WIDTHS } from './a11y';
import { MEMBERS, signIn } from './auth-helpers';
import { MEMBER_ROUTES, navigateInApp, PUBLIC_ROUTES, type TitledRoute } from './layout-routes';

/**
 * Issue 9: every route of src/routes/ (src/routeTree.gen.ts) a person can reach, scanned with
 * axe-core at 360 px and 1280 px, signed out and (the member pages) signed in. One page per
 * sign-in state is reused for every route and width.
 */

/**
 * Scans each route at each width in one page: the first route is loaded, the others are reached
 * the way a link reaches them (navigateInApp), so each scan pays for a page, not for a reload.
 */
async function scanAll(
  page: Page,
  routes: readonly TitledRoute[],
  state: string,
  sizes: readonly (typeof WIDTHS)[number][] = WIDTHS,
): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const [index, route] of routes.entries()) {
      if (index === 0) {
        await page.goto(route.path);
        await expect(page).toHaveTitle(route.title);
        await waitForContent(page);
      } else {
        await navigateInApp(page, route);
      }
      await expectNoViolations(page, `${route.path} ${state} at ${size.name}`);
    }
  }
}

test.describe('accessibility of every route (axe-core, WCAG 2.2 A/AA)', () => {
  // About 40 pages a width; an axe scan takes a second or more, so each width is its own test.
  for (const size of WIDTHS) {
    test(`signed out, at ${size.name}`, async ({ page }) => {
      test.setTimeout(240_000);
      await scanAll(page, PUBLIC_ROUTES, 'signed out', [size]);
      // /auth without a sign-in answer: the server sends it on to /login, which shows the page.
      await page.goto('/auth');
      await expect(page).toHaveURL(/\/login/);
      await waitForContent(page);
      await expectNoViolations(page, `/auth (landing on /login) at ${size.name}`);
    });
  }

  test('signed in, at 360 px and 1280 px', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, MEMBERS.active);
    await scanAll(page, MEMBER_ROUTES, 'signed in');
    // Logging out is a route too: it ends on home, signed out.
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/$/);
    await waitForContent(page);
    await expectNoViolations(page, '/logout (landing on home)');
  });
});
