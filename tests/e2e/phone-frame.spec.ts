import type { Page } from '@playwright/test';
import { MEMBERS, DEMO_PASSCODE, enterMobile, enterPasscode, signIn } from './auth-helpers';
import { expect, test } from './own-server';

/**
 * The frame a member sees on a mid-range phone (docs/design.md, "Phone first"): 360 × 800,
 * the CPU slowed four times.
 */
test.use({ viewport: { width: 360, height: 800 }, hasTouch: true, isMobile: true });

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Layout shifts a member did not cause, from the moment `heading` is first in the page. */
async function watchShiftsFrom(page: Page, heading: RegExp) {
  await page.addInitScript((source) => {
    const pattern = new RegExp(source);
    const record = window as unknown as { shifts: number[]; since?: number };
    record.shifts = [];
    new MutationObserver(() => {
      if (record.since !== undefined) return;
      const h1 = document.querySelector('h1');
      if (h1 && pattern.test(h1.textContent)) record.since = performance.now();
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput && record.since !== undefined && entry.startTime >= record.since)
          record.shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift' });
  }, heading.source);
  return () =>
    page.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
}

test.describe('the frame on a phone', () => {
  test('signing in lands on a dashboard that keeps still while its verify-email prompt arrives', async ({
    page,
  }) => {
    // On a server of its own (own-server.ts): the shared one's new member may have verified the
    // email already.
    await slowCpu(page);
    const shifted = await watchShiftsFrom(page, /^Welcome, /);
    await page.goto('/login');
    await enterMobile(page, MEMBERS.newMember);
    await enterPasscode(page, DEMO_PASSCODE);
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    await expect(page.getByText('Please verify your email address')).toBeVisible();
    await page.waitForTimeout(1_500);
    expect(await shifted()).toBe(0);
  });
});

/** The first tile or list item after the page's title: what the member came to the list for. */
async function firstItemTop(page: Page): Promise<number> {
  const main = page.locator('main');
  await expect(main.locator('h1')).toBeVisible();
  return main.evaluate((root) => {
    const title = root.querySelector('h1');
    const item = [...root.querySelectorAll('article, li')].find(
      (element) =>
        title !== null &&
        title.compareDocumentPosition(element) === Node.DOCUMENT_POSITION_FOLLOWING &&
        element.getBoundingClientRect().height > 0,
    );
    return item ? item.getBoundingClientRect().top + window.scrollY : Number.POSITIVE_INFINITY;
  });
}

test.describe('a phone-first frame at 360 × 800', () => {
  for (const path of [
    '/promos',
    '/shop-online',
    '/new-this-month',
    '/partners',
    '/cards',
    '/stories',
  ])
    test(`${path}: the first item starts within the first 300 px`, async ({ page }) => {
      await page.goto(path);
      expect(await firstItemTop(page)).toBeLessThanOrEqual(300);
    });

  test('the home page leads with one hero: its words at 14 px or more and one action; no other carousel above the fold', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Featured', exact: true });
    const slide = hero.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
    await expect(slide.getByText('Merry Christmas: double points all December')).toBeVisible();
    await expect(slide.getByRole('link')).toHaveCount(1);
    await expect(slide.getByRole('link')).toHaveAttribute('href', '/promos');
    const smallest = await hero.evaluate((root) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const sizes: number[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || parent.closest('[aria-hidden="true"]'))
          continue;
        if (parent.getClientRects().length === 0 || parent.closest('.visually-hidden')) continue;
        sizes.push(parseFloat(getComputedStyle(parent).fontSize));
      }
      return Math.min(...sizes);
    });
    expect(smallest).toBeGreaterThanOrEqual(14);
    const carouselsAbove = await page
      .locator('[aria-roledescription="carousel"]')
      .evaluateAll((carousels) =>
        carousels
          .filter((carousel) => carousel.getAttribute('aria-label') !== 'Featured')
          .filter((carousel) => {
            const box = carousel.getBoundingClientRect();
            return box.height > 0 && box.top + window.scrollY < 800;
          })
          .map((carousel) => carousel.getAttribute('aria-label')),
      );
    expect(carouselsAbove).toEqual([]);
  });

  test("the Rewards Shop's action goes where its words say: where points are spent", async ({
    page,
  }) => {
    await page.goto('/');
    const shop = page.getByRole('region', { name: 'Rewards Shop' });
    await shop.getByRole('link', { name: 'Where to use your points' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
  });

  test('the announcement is one line; it opens for the rest and its action', async ({ page }) => {
    await page.goto('/promos');
    const bar = page.getByRole('region', { name: 'Announcement' });
    const more = bar.getByRole('button', { name: 'Read the whole announcement' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(56);
    await expect(bar.getByRole('link', { name: 'See the promo' })).toBeHidden();
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    await expect(bar.getByRole('link', { name: 'See the promo' })).toBeVisible();
  });

  test('the cookie notice is a slim bar that leaves the page’s main action free', async ({
    page,
  }) => {
    await page.goto('/login');
    const notice = page.getByRole('region', { name: 'Your Privacy' });
    await expect(notice).toBeVisible();
    const box = await notice.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(800 * 0.25);
    const go = await page.getByRole('button', { name: 'Continue' }).boundingBox();
    expect((go?.y ?? 0) + (go?.height ?? 0)).toBeLessThanOrEqual(box?.y ?? 0);
    await expect(notice.getByRole('button', { name: 'Got it' })).toBeVisible();
  });

  test('the slide-in never comes on a phone’s first visit; on the next it waits for a scroll', async ({
    page,
  }) => {
    const slideIn = page.getByRole('complementary', { name: 'Holiday Raffle 2026' });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Rewards Shop' })).toBeVisible();
    // The old slide-in came 2.5 s after the app started.
    await page.waitForTimeout(4_000);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(1_000);
    await expect(slideIn).toBeHidden();

    // The next visit (a new tab): nothing while the member reads the top of the page, then a
    // scroll brings it.
    const next = await page.context().newPage();
    await next.goto('/');
    await expect(next.getByRole('region', { name: 'Rewards Shop' })).toBeVisible();
    await next.waitForTimeout(4_000);
    const nextSlideIn = next.getByRole('complementary', { name: 'Holiday Raffle 2026' });
    await expect(nextSlideIn).toBeHidden();
    await next.mouse.wheel(0, 800);
    await expect(nextSlideIn).toBeVisible();
  });

  for (const path of ['/account', '/account/profile', '/account/transactions', '/account/settings'])
    test(`${path}: the page title is within the first 300 px`, async ({ page }) => {
      await signIn(page, MEMBERS.active);
      await page.goto(path);
      const title = await page.locator('main h1').boundingBox();
      expect(title?.y).toBeLessThanOrEqual(300);
    });

  test('the dashboard shows the card first, and Show my card fills the screen with a QR code of 200 px or more', async ({
    page,
  }) => {
    await signIn(page, MEMBERS.active);
    const main = page.locator('main');
    const sections = main.locator('h1 ~ section, h1 ~ div > section');
    await expect(sections.first()).toHaveAccessibleName('Digital membership card');
    await main.getByRole('button', { name: 'Show my card' }).click();
    const full = page.getByRole('dialog', { name: 'My card' });
    await expect(full).toBeVisible();
    // Measured once it has opened (the dialog grows in from a little smaller).
    await expect
      .poll(async () => (await full.boundingBox())?.width ?? 0)
      .toBeGreaterThanOrEqual(360);
    const qr = await full.getByRole('img', { name: /QR code/ }).boundingBox();
    expect(qr?.width).toBeGreaterThanOrEqual(200);
    await full.getByRole('button', { name: 'Close' }).click();
    await expect(full).toBeHidden();
  });
});
