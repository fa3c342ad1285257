import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { expectNoViolations, violations, waitForContent, WIDTHS } from './a11y';
import { MEMBERS, signIn } from './auth-helpers';
import {
  horizontalOverflow,
  MEMBER_ROUTES,
  navigateInApp,
  NOT_FOUND_TITLE,
  PUBLIC_ROUTES,
  type TitledRoute,
} from './layout-routes';

/**
 * Every reachable route, axe-core at 360 and 1280 px, WCAG 1.4.10 reflow (also 320 and
 * 768 px by resizing), WCAG 2.4.2 titles. Routes after the first are reached in-app, so each width
 * pays for a page, not for a reload.
 */

type Size = (typeof WIDTHS)[number];

const ALSO_REFLOW_AT: Record<Size['name'], readonly number[]> = {
  '360 px': [320, 768],
  '1280 px': [],
};

/** Lets a resize reach the app: media-query listeners run and React commits, then a frame. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}

async function overflowAt(page: Page, path: string, width: number): Promise<string[]> {
  const overflow = await horizontalOverflow(page);
  return overflow
    ? [
        `${path} at ${String(width)} px: ${String(overflow.scrollWidth)} > ${String(overflow.clientWidth)} (${overflow.culprits.join(', ')})`,
      ]
    : [];
}

async function scanAll(
  page: Page,
  routes: readonly TitledRoute[],
  state: string,
  sizes: readonly Size[] = WIDTHS,
): Promise<{ overflowing: string[]; titles: Map<string, string> }> {
  const overflowing: string[] = [];
  const titles = new Map<string, string>();
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
      titles.set(route.path, await page.title());
      overflowing.push(...(await overflowAt(page, route.path, size.width)));
      await expectNoViolations(page, `${route.path} ${state} at ${size.name}`);
      const extra = ALSO_REFLOW_AT[size.name];
      for (const width of extra) {
        await page.setViewportSize({ width, height: size.height });
        await settle(page);
        overflowing.push(...(await overflowAt(page, route.path, width)));
      }
      if (extra.length > 0) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await settle(page);
      }
    }
  }
  return { overflowing, titles };
}

/** Shared on purpose: a webview twin of the same document (termswb, policywb), and not-found. */
function sharedOrBareTitles(titles: Map<string, string>): string[] {
  const twin = (path: string) =>
    path.replace(/^\/termswb/, '/terms').replace('/policywb', '/privacy-policy');
  const owners = new Map<string, Set<string>>();
  for (const [path, title] of titles)
    if (title !== NOT_FOUND_TITLE)
      owners.set(title, (owners.get(title) ?? new Set()).add(twin(path)));
  return [
    ...[...owners].filter(([, paths]) => paths.size > 1).map(([title]) => `shared: ${title}`),
    ...[...titles.values()].filter((title) => !/\S \| \S/.test(title)).map((t) => `bare: ${t}`),
  ];
}

test.describe('every route: axe-core (WCAG 2.2 A/AA), reflow and title', () => {
  for (const size of WIDTHS) {
    test(`signed out, at ${size.name}`, async ({ page }) => {
      test.setTimeout(180_000);
      const { overflowing, titles } = await scanAll(page, PUBLIC_ROUTES, 'signed out', [size]);
      expect(overflowing).toEqual([]);
      expect(sharedOrBareTitles(titles)).toEqual([]);
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
    const { overflowing, titles } = await scanAll(page, MEMBER_ROUTES, 'signed in');
    expect(overflowing).toEqual([]);
    const all = new Map([...PUBLIC_ROUTES.map((r) => [r.path, r.title] as const), ...titles]);
    expect(sharedOrBareTitles(all)).toEqual([]);
    // Typed into the address bar, /logout logs out and goes home (a link from another site asks
    // first: handoff.spec.ts scans the question).
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await waitForContent(page);
    await expectNoViolations(page, '/logout (landing on home)');
  });

  test('the scanner finds what it must: an image without a text and grey on grey', async ({
    page,
  }) => {
    // Two pages and three scans: about 7 s alone, once more than 30 s beside CI's other suites.
    test.setTimeout(60_000);
    await page.goto('/about');
    await waitForContent(page);
    expect(await violations(page)).toEqual([]);
    // The scan stays loaded across a client-side navigation and still sees the new page.
    await navigateInApp(page, { path: '/promos', title: 'Promos | Go Rewards' });
    await page.evaluate(() => {
      const main = document.querySelector('main');
      const image = document.createElement('img');
      image.src = '/favicon.svg';
      const faint = document.createElement('p');
      faint.textContent = 'Barely there';
      faint.style.cssText = 'color:#bbb;background:#ccc';
      main?.append(image, faint);
    });
    const found = await violations(page);
    expect(found.some((line) => line.startsWith('  image-alt '))).toBe(true);
    expect(found.some((line) => line.startsWith('  color-contrast '))).toBe(true);
    expect(await violations(page, { include: 'header' })).toEqual([]);
  });
});
