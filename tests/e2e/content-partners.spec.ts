import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { navigateInApp } from './in-app';

/**
 * The partners list and detail against the seeded database (docs/specification.md#partners):
 * 30 partners, 10 featured; Bayanihan Mart has 27 stores in 15 regions.
 */

// The cookie notice is the shell's (shell.spec.ts); here it would only cover the pagination.
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'ACCEPT_COOKIES', value: 'true', url: baseURL ?? '' }]);
});

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const allPartners = (page: Page) => page.getByRole('list', { name: 'All Partners' });

test.describe('partners list', () => {
  test('shows featured partners and 16 of all partners, with the count and pagination', async ({
    page,
  }) => {
    await page.goto('/partners');
    await expect(page).toHaveTitle('Partners | Go Rewards');
    await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
    const featured = page.getByRole('region', { name: 'Featured Partners' });
    await expect(featured.getByRole('article')).toHaveCount(10);
    await expect(featured.getByRole('article').first()).toContainText('Home Improvement');
    await expect(page.getByText('Showing: 30 Results')).toBeVisible();
    await expect(allPartners(page).getByRole('article')).toHaveCount(16);

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(allPartners(page).getByRole('article')).toHaveCount(14);
  });

  test('sort, category and keyword live in the URL and send the list back to page 1', async ({
    page,
  }) => {
    await page.goto('/partners?page=2');
    await page.getByLabel('Sort by').selectOption({ label: 'Z-A' });
    await expect(page).toHaveURL(/sort=title\.desc/);
    await expect(page).not.toHaveURL(/page=2/);
    const first = allPartners(page).getByRole('heading', { level: 3 }).first();
    await expect(first).not.toHaveText(/^Bahay/);

    await page.getByRole('checkbox', { name: 'Supermarkets' }).click({ force: true });
    // The router quotes a lone number-like string: ?categories=%221%22.
    await expect(page).toHaveURL(/categories=(%22)?1/);
    await expect(page.getByText('Showing: 4 Results')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);

    await page.goto('/partners');
    const search = page.getByRole('searchbox', { name: 'Search partners' });
    await search.fill('mart');
    await search.press('Enter');
    await expect(page).toHaveURL(/keyword=mart/);
    await expect(page.getByText('Showing: 3 Results')).toBeVisible();
    await expect(allPartners(page).getByRole('heading', { level: 3 })).toHaveText([
      'Bayanihan Mart',
      'Kanto Express Mart',
      'Tambayan 24 Mart',
    ]);
  });

  test('a keyword that matches nothing says No Result Found!', async ({ page }) => {
    await page.goto('/partners?keyword=zzzqqq');
    await expect(page.getByText('No Result Found!')).toBeVisible();
    await expect(page.getByText('Showing: 0 Results')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  });

  test('switches between grid and list', async ({ page }) => {
    await page.goto('/partners');
    const list = page.getByRole('button', { name: 'List', exact: true });
    await list.click();
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(allPartners(page).getByRole('article')).toHaveCount(16);
  });

  test('shows 4 featured and 8 list placeholders while the partners load', async ({ page }) => {
    await page.route('**/api/v1/partners?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue();
    });
    await navigateInApp(page, '/partners');
    const featured = page.getByRole('region', { name: 'Featured Partners' });
    await expect(featured.getByRole('status')).toBeVisible();
    await expect(featured.locator('[aria-hidden="true"] > *')).toHaveCount(4);
    const all = page.getByRole('region', { name: 'All Partners' });
    await expect(all.locator('[aria-hidden="true"] > *')).toHaveCount(8);
    await expect(page.getByText('Showing: 30 Results')).toBeVisible({ timeout: 10_000 });
  });

  test('at 360 px the filters are a drawer and nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/partners');
    await expect(page.getByText('Showing: 30 Results')).toBeVisible();
    const sort = page.getByLabel('Sort by');
    await expect(sort).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Filters' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(sort).toBeVisible();
    await noHorizontalScroll(page);
  });
});

test.describe('partner detail', () => {
  test('shows the partner, its visit link and its stores with a map of the chosen one', async ({
    page,
  }) => {
    await page.goto('/partners/bayanihan-mart');
    await expect(page).toHaveTitle('Bayanihan Mart | Go Rewards Partners');
    await expect(page.getByRole('heading', { level: 1, name: 'Bayanihan Mart' })).toBeVisible();
    for (const name of ['Description', 'Mechanics', 'Terms and Conditions', 'Store Locations']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const visit = page.getByRole('link', { name: 'Visit Bayanihan Mart' });
    await expect(visit).toHaveAttribute('href', 'https://www.bayanihanmart.example');
    await expect(visit).toHaveAttribute('target', '_blank');

    await expect(page.getByText('Showing: 27 Results')).toBeVisible();
    const stores = page.getByRole('list', { name: 'Stores' }).getByRole('link');
    await expect(stores).toHaveCount(10);
    const map = page.locator('iframe');
    await expect(map).toHaveAttribute('title', 'Map of Bayanihan Mart Angeles Heights');
    await expect(map).toHaveAttribute(
      'src',
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[-\d.,]+&layer=mapnik&marker=15\.146556,120\.591069$/,
    );

    await stores.nth(1).click();
    await expect(page).toHaveURL(/store=\d+/);
    await expect(stores.nth(1)).toHaveAttribute('aria-current', 'page');
    await expect(map).not.toHaveAttribute('title', 'Map of Bayanihan Mart Angeles Heights');

    await page
      .getByRole('navigation', { name: 'Store pages' })
      .getByRole('button', { name: 'Page 3' })
      .click();
    await expect(page).toHaveURL(/page=3/);
    await expect(stores).toHaveCount(7);
  });

  test('a region narrows the stores and starts at page 1', async ({ page }) => {
    await page.goto('/partners/bayanihan-mart?page=2');
    await page.getByLabel('Region').selectOption('Region VII (Central Visayas)');
    await expect(page).toHaveURL(/region=Region/);
    await expect(page).not.toHaveURL(/page=2/);
    const regions = page
      .getByRole('list', { name: 'Stores' })
      .getByText('Region VII (Central Visayas)');
    await expect(regions.first()).toBeVisible();
    const count = await page.getByRole('list', { name: 'Stores' }).getByRole('link').count();
    expect(count).toBeGreaterThan(0);
    await expect(page.getByText(`Showing: ${String(count)} Result`)).toBeVisible();
  });

  test('an unknown partner shows Page Not Found with a way back', async ({ page }) => {
    await page.goto('/partners/no-such-partner');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Partners' }).click();
    await expect(page).toHaveURL(/\/partners$/);
  });

  test('shows placeholders while the partner loads', async ({ page }) => {
    await page.route('**/api/v1/partners/slug/*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue();
    });
    await navigateInApp(page, '/partners/bayanihan-mart');
    await expect(page.getByRole('status').first()).toHaveText(/Loading/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bayanihan Mart' })).toBeVisible({
      timeout: 10_000,
    });
  });

  test('at 360 px nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/partners/bayanihan-mart');
    await expect(page.getByText('Showing: 27 Results')).toBeVisible();
    await noHorizontalScroll(page);
  });
});
