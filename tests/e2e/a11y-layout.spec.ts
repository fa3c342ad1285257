import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectNoViolations, waitForContent } from './a11y';
import { MEMBERS, loginDialog, loginForm, signIn } from './auth-helpers';
import {
  horizontalOverflow,
  MEMBER_ROUTES,
  navigateInApp,
  PUBLIC_ROUTES,
  type TitledRoute,
} from './layout-routes';

/**
 * WCAG 1.4.4 (200 % text at 1280 px and 640 px, which is 1280 px at 200 % zoom) on every
 * route, by client-side navigation so the app loads once; reflow is in a11y-routes.spec.ts.
 */

const ZOOM_WIDTHS = [1280, 640] as const;
const HEIGHT = 800;

async function open(page: Page, route: TitledRoute): Promise<void> {
  await page.goto(route.path);
  await expect(page).toHaveTitle(route.title);
  await expect(page.locator('main :is(h1, [role="alert"])').first()).toBeVisible();
  await waitForContent(page);
}

async function overflowingRoutes(
  page: Page,
  routes: readonly TitledRoute[],
  widths: readonly number[],
  check: (page: Page) => Promise<string[]> = () => Promise.resolve([]),
): Promise<string[]> {
  const problems: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: HEIGHT });
    for (const route of routes) {
      await navigateInApp(page, route);
      const overflow = await horizontalOverflow(page);
      if (overflow)
        problems.push(
          `${route.path} at ${String(width)} px: ${String(overflow.scrollWidth)} > ${String(overflow.clientWidth)} (${overflow.culprits.join(', ')})`,
        );
      for (const problem of await check(page))
        problems.push(`${route.path} at ${String(width)} px: ${problem}`);
    }
  }
  return problems;
}

/** The way a person's text-size setting does: the root font size. */
async function doubleTextSize(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
}

/** Text wider than its box, cut by overflow hidden or clip, or an ellipsis. */
async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter((element) => {
        if (!(element instanceof HTMLElement) || !element.textContent.trim()) return false;
        if (element.closest('.visually-hidden, [inert], [aria-hidden="true"]')) return false;
        if (!element.checkVisibility()) return false;
        const style = getComputedStyle(element);
        const hides =
          style.overflowX === 'hidden' ||
          style.overflowX === 'clip' ||
          style.textOverflow === 'ellipsis';
        return hides && element.scrollWidth > element.clientWidth + 1;
      })
      .map(
        (element) =>
          `"${element.textContent.trim().slice(0, 40)}" cut off (${String(element.scrollWidth)} > ${String(element.clientWidth)})`,
      ),
  );
}

test.describe('layout from 320 px and at 200 % text (WCAG 1.4.10, 1.4.4, 2.4.2)', () => {
  test('the login and forgot-passcode modals fit 320 px', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await waitForContent(page);
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    const dialog = loginDialog(page);
    await loginForm(page);
    expect(await horizontalOverflow(page)).toBeNull();
    expect(await clippedText(page)).toEqual([]);
    await dialog.getByRole('link', { name: 'Forgot passcode?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Forgot Passcode' });
    await expect(forgot.getByRole('checkbox', { name: "I'm not a robot" })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeNull();
    expect(await clippedText(page)).toEqual([]);
    const cont = forgot.getByRole('button', { name: 'Continue' });
    await cont.scrollIntoViewIfNeeded();
    await expect(cont).toBeInViewport({ ratio: 1 });
  });

  test('at 200 % text no page scrolls sideways or cuts text off, signed out', async ({ page }) => {
    test.setTimeout(120_000);
    await open(page, PUBLIC_ROUTES[0] ?? { path: '/', title: '' });
    await doubleTextSize(page);
    expect(await overflowingRoutes(page, PUBLIC_ROUTES, ZOOM_WIDTHS, clippedText)).toEqual([]);
  });

  test('at 200 % text the pages of the phone-first design have no axe violations', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const scan = async (path: string, width: number) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await waitForContent(page);
      await doubleTextSize(page);
      await expectNoViolations(page, `${path} at ${String(width)} px with 200 % text`);
    };
    for (const width of [360, 1280])
      for (const path of ['/', '/promos', '/promos/double-points-weekend', '/partners', '/cards'])
        await scan(path, width);
    await signIn(page, MEMBERS.active);
    for (const width of [360, 1280])
      for (const path of ['/account', '/account/transactions']) await scan(path, width);
  });

  test('at 200 % text no member page scrolls sideways or cuts text off', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, MEMBERS.active);
    await doubleTextSize(page);
    expect(await overflowingRoutes(page, MEMBER_ROUTES, ZOOM_WIDTHS, clippedText)).toEqual([]);
  });

  for (const width of ZOOM_WIDTHS) {
    test(`at 200 % text and ${String(width)} px the menu and the login modal work`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: HEIGHT });
      await open(page, PUBLIC_ROUTES[0] ?? { path: '/', title: '' });
      await doubleTextSize(page);
      const header = page.getByRole('banner');
      // The bar has no room for the menu at this size: it moves into the drawer.
      const menu = header.getByRole('button', { name: 'Menu' });
      await expect(menu).toBeInViewport({ ratio: 1 });
      await menu.click();
      const drawerLink = header.getByRole('link', { name: 'Shop Online' });
      await expect(drawerLink).toBeVisible();
      await drawerLink.scrollIntoViewIfNeeded();
      await expect(drawerLink).toBeInViewport({ ratio: 1 });
      await drawerLink.click();
      await expect(page).toHaveTitle('Shop Online | Go Rewards');

      const login = header.getByRole('link', { name: 'Login' });
      await expect(login).toBeInViewport({ ratio: 1 });
      await login.click();
      const dialog = loginDialog(page);
      await dialog.getByLabel('Mobile number').fill(MEMBERS.active);
      const cont = dialog.getByRole('button', { name: 'Continue' });
      await cont.scrollIntoViewIfNeeded();
      await expect(cont).toBeInViewport({ ratio: 1 });
      await expect(cont).toBeEnabled();
      expect(await horizontalOverflow(page)).toBeNull();
      expect(await clippedText(page)).toEqual([]);
    });
  }
});
