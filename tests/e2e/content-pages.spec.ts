import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { navigateInApp } from './in-app';

/** Home, stories, policy pages and the marketing pages, against the seeded content. */

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('home', () => {
  test('shows the live banners, the Rewards Shop, the steps and the marketing slides', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Featured' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Rewards Shop' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Get more rewards in the palm of your hands' }),
    ).toBeVisible();
    const slides = page.getByRole('region', { name: 'Why Go Rewards slides' });
    await expect(slides.getByRole('group', { includeHidden: true })).toHaveCount(3);
    // Every image the page names exists on the server (lazy ones too, which have not loaded).
    const sources = await page.evaluate(() => [...document.images].map((image) => image.src));
    expect(sources.length).toBeGreaterThan(3);
    for (const source of new Set(sources)) {
      const answer = await page.request.get(source);
      expect(answer.status(), source).toBe(200);
      expect(answer.headers()['content-type']).toContain('image/svg+xml');
    }
  });

  test('the slide-in comes after a moment, closes with Escape and stays away for the visit', async ({
    page,
  }) => {
    await page.goto('/');
    const panel = page.getByRole('complementary').filter({ has: page.getByRole('heading') });
    await expect(page.getByRole('region', { name: 'Rewards Shop' })).toBeVisible();
    // It waits for the visitor to read on: a scroll brings it.
    await page.mouse.wheel(0, 800);
    await expect(panel).toBeVisible({ timeout: 6_000 });
    await panel.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Rewards Shop' })).toBeVisible();
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(1_500);
    await expect(panel).toBeHidden();
  });

  test("the announcement and the cookie notice show the server's sanitised HTML: links at once, no sanitiser, nothing moves", async ({
    page,
  }) => {
    // Both are drawn by the server (the notice hidden until the app reads the cookie), so the
    // browser keeps their HTML and never loads DOMPurify for them, even after an interaction
    // and the 3 quiet seconds that would have brought it in.
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.clock.install();
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await expect(page.locator('main#main')).toContainText(/\S/);
    const notice = page.getByRole('region', { name: 'Your Privacy' });
    const policyLink = notice.getByRole('link', { name: 'Privacy Policy' });
    await expect(notice).toBeVisible();
    await expect(policyLink).toHaveAttribute('href', /privacy/);
    const login = page.getByRole('banner').getByRole('link', { name: 'Login' });
    const boxes = async () => ({
      login: await login.boundingBox(),
      notice: await notice.boundingBox(),
      announcement: await page.getByRole('region', { name: 'Announcement' }).boundingBox(),
    });
    const before = await boxes();
    await page.mouse.move(10, 10);
    await page.keyboard.press('Shift');
    await page.clock.runFor(3_500);
    await expect(policyLink).toHaveAttribute('href', /privacy/);
    expect(await boxes()).toEqual(before);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /sanitize|purify/.test(path))).toEqual([]);
  });

  test("the announcement's 'See the promo' opens the promo it announces", async ({ page }) => {
    await page.goto('/');
    const announcement = page.getByRole('region', { name: 'Announcement' });
    await expect(announcement).toContainText('Double points weekend!');
    await announcement.getByRole('link', { name: 'See the promo' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Double Points Weekend' }),
    ).toBeVisible();
  });

  test('fits a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Rewards Shop' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});

test.describe('stories', () => {
  test('lists featured and latest stories and opens one with Read More', async ({ page }) => {
    await page.goto('/stories');
    await expect(page).toHaveTitle('Stories | Go Rewards');
    const featured = page.getByRole('region', { name: 'Featured Articles' });
    await expect(featured.getByRole('article')).toHaveCount(3);
    const latest = page.getByRole('region', {
      name: 'Stay in the know with the latest from Go Rewards',
    });
    const first = latest.getByRole('article').first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('link', { name: /Read More/ }).click();
    await expect(page).toHaveURL(/\/stories\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(/Go Rewards/);
  });

  test('shows placeholders while the stories load', async ({ page }) => {
    await page.route('**/api/v1/stories?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue();
    });
    // Before the app runs, the footer's link loads the server's page, which has no placeholders.
    await navigateInApp(page, '/stories');
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' }).first()).toBeAttached();
    await expect(page.getByRole('region', { name: 'Featured Articles' })).toBeVisible();
  });

  test('an unknown story shows the not-found view', async ({ page }) => {
    await page.goto('/stories/no-such-story');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Stories' }).click();
    await expect(page).toHaveURL(/\/stories$/);
  });
});

test.describe('policy pages', () => {
  test('terms: numbered active sections, the chosen one shown, the inactive one never', async ({
    page,
  }) => {
    await page.goto('/terms');
    await expect(page).toHaveTitle('Terms and Conditions | Go Rewards');
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await expect(nav.getByRole('link').first()).toHaveText('1.Membership');
    await nav.getByRole('link', { name: /Points expiry/ }).click();
    await expect(page).toHaveURL(/\/terms\?section=\d+$/);
    await expect(page.getByRole('region', { name: 'Points expiry' })).toContainText(
      'Points expire 24 months',
    );
    await expect(page.getByText('Old 2019 transition rules')).toHaveCount(0);
  });

  test('on a phone the sections are an accordion', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/privacy-policy');
    await expect(page.getByRole('navigation', { name: 'Sections' })).toBeHidden();
    const first = page.locator('details').first();
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await expect(first).toContainText('Your name, mobile number');
    await expectNoHorizontalScroll(page);
  });

  test('about shows its description and sections', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Sections' }).getByRole('link'),
    ).not.toHaveCount(0);
  });

  test("a card's terms by uuid; a failed load goes to the main terms, a failed privacy home", async ({
    page,
  }) => {
    const cards = (await (await page.request.get('/api/v1/cards')).json()) as {
      data: { uuid: string; title: string }[];
    };
    const card = cards.data[0];
    expect(card).toBeDefined();
    await page.goto(`/terms/${card?.uuid ?? ''}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${card?.title ?? ''} Terms and Conditions`,
    );
    await page.goto('/terms/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
    await page.goto('/privacy-policy/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the webview pages show the policy without the site header and footer', async ({ page }) => {
    await page.goto('/termswb');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and Conditions');
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.goto('/policywb');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  });
});

test.describe('marketing pages', () => {
  test('the prepaid landing lists the card kinds and the app features', async ({ page }) => {
    await page.goto('/prepaid');
    await expect(page.getByText(/withdraw cash at ATMs through BancNet and VISA/)).toBeVisible();
    for (const feature of ['Shop', 'Offers', 'Merge Membership Accounts', 'Rewards']) {
      await expect(
        page.getByRole('heading', { level: 3, name: feature, exact: true }),
      ).toBeVisible();
    }
  });

  test('the black card page states the upgrade and airline earning rules', async ({ page }) => {
    await page.goto('/black-card');
    await expect(page.getByText('spending at least P100,000 within 12 months')).toBeVisible();
    await expect(page.getByText('1 point for every 20 pesos')).toBeVisible();
  });
});
