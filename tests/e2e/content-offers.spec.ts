import { expect, type Locator, type Page, type APIRequestContext } from '@playwright/test';
import { test } from './fixtures';
import { DEMO_PASSCODE, enterMobile, enterPasscode, loginDialog, MEMBERS } from './auth-helpers';
import { navigateInApp } from './in-app';

/** The seeded lists, read through the API so the tests follow the seed. */
async function firstSlug(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(`/api/v1/${path}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { slug: string }[]; total: number };
  const slug = body.data[0]?.slug;
  if (!slug) throw new Error(`the seed has nothing at ${path}`);
  return slug;
}

async function totalOf(request: APIRequestContext, path: string): Promise<number> {
  const response = await request.get(`/api/v1/${path}`);
  return ((await response.json()) as { total: number }).total;
}

/** Holds the matching API answers back so the page's placeholders can be seen. */
async function delay(page: Page, pattern: RegExp, ms = 2500) {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

function skeletonCount(page: Page, region: string) {
  return page
    .getByRole('region', { name: region })
    .getByRole('status')
    .locator('[aria-hidden="true"] > *')
    .count();
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.beforeEach(async ({ context, baseURL }) => {
  // The cookie notice is another page's subject; accepted here so it covers nothing.
  await context.addCookies([{ name: 'ACCEPT_COOKIES', value: 'true', url: baseURL ?? '' }]);
});

test.describe('promos', () => {
  test('the list shows featured offers, 16 offers a page and moves pages through the URL', async ({
    page,
    request,
  }) => {
    const total = await totalOf(request, 'promos');
    expect(total).toBeGreaterThan(16);
    await page.goto('/promos');
    await expect(page).toHaveTitle('Promos | Go Rewards');
    await expect(page.getByRole('heading', { level: 1, name: 'Promos' })).toBeVisible();
    await expect(page.getByTestId('featured-offers')).toBeVisible();
    const offers = page.getByRole('region', { name: 'All Offers' });
    await expect(offers.getByText(`Showing: ${String(total)} Results`)).toBeVisible();
    await expect(offers.locator('ul[data-layout] > li')).toHaveCount(16);

    await page
      .getByRole('navigation', { name: 'All Offers pages' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(offers.locator('ul[data-layout] > li')).toHaveCount(total - 16);

    // A filter change goes back to page 1.
    await offers.getByLabel('Sort by').selectOption({ label: 'A-Z' });
    await expect(page).toHaveURL(/sort=title\.asc/);
    await expect(page).not.toHaveURL(/page=/);
    const titles = await offers.getByRole('heading', { level: 3 }).allTextContents();
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  });

  test('a category narrows the list and the tiles lead to the promo', async ({ page }) => {
    await page.goto('/promos?page=2');
    const offers = page.getByRole('region', { name: 'All Offers' });
    await expect(offers.locator('ul[data-layout] > li').first()).toBeVisible();
    const chip = offers.getByRole('group', { name: 'Categories' }).getByRole('checkbox').first();
    // The box shows the URL's categories, which change when the navigation has settled.
    await chip.click({ force: true });
    await expect(chip).toBeChecked();
    await expect(page).toHaveURL(/[?&]categories=\d+(&|$)/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(offers.getByText(/^Showing: \d+ Results?$/)).toBeVisible();

    const first = offers.locator('ul[data-layout] > li').first().getByRole('link');
    const name = (await first.textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/promos\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('shows 8 placeholders while the offers load', async ({ page }) => {
    await delay(page, /\/api\/v1\/promos\?/);
    await navigateInApp(page, '/promos');
    await expect.poll(() => skeletonCount(page, 'All Offers')).toBe(8);
    await expect(
      page.getByRole('region', { name: 'All Offers' }).getByRole('listitem').first(),
    ).toBeVisible({ timeout: 10_000 });
  });

  test("a keyword that matches nothing says 'No Result Found!'", async ({ page }) => {
    await page.goto('/promos');
    const offers = page.getByRole('region', { name: 'All Offers' });
    await offers.getByRole('searchbox', { name: 'Search promos' }).fill('zzqx nothing here');
    await offers.getByRole('searchbox', { name: 'Search promos' }).press('Enter');
    await expect(page).toHaveURL(/keyword=zzqx/);
    await expect(offers.getByText('No Result Found!')).toBeVisible();
    await expect(offers.getByText('Showing: 0 Results')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'All Offers pages' })).toHaveCount(0);
  });

  test('Featured Offers collapses and expands', async ({ page }) => {
    await page.goto('/promos');
    const toggle = page.getByRole('button', { name: 'Featured Offers' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('featured-offers')).toBeHidden();
    await toggle.click();
    await expect(page.getByTestId('featured-offers')).toBeVisible();
  });

  test('a promo shows its mechanics, terms, end date and Get the App', async ({
    page,
    request,
  }) => {
    const slug = await firstSlug(request, 'promos?featured=1');
    await page.goto(`/promos/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/^Promo until [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Mechanics' })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Terms and Conditions' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Get the App' })).toHaveAttribute(
      'href',
      '/get-the-app',
    );
    await expect(page).toHaveTitle(/ \| Go Rewards$/);
  });

  test('a promo whose raffle has ended says PROMO HAS ENDED', async ({ page }) => {
    await page.goto('/promos/summer-raffle-2026');
    await expect(page.getByRole('heading', { name: 'PROMO HAS ENDED' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See current promos' })).toHaveAttribute(
      'href',
      '/promos',
    );
  });

  test('an unknown promo shows the not-found view', async ({ page }) => {
    await page.goto('/promos/no-such-promo');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Promos' })).toHaveAttribute(
      'href',
      '/promos',
    );
  });
});

test.describe('shop online', () => {
  test('the landing lists 6 shops a page with featured offers', async ({ page, request }) => {
    const total = await totalOf(request, 'shops?filter=shop_online');
    await page.goto('/shop-online');
    await expect(page).toHaveTitle('Shop Online | Go Rewards');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop Online' })).toBeVisible();
    const shops = page.getByRole('region', { name: 'All Shops' });
    await expect(shops.getByText(`Showing: ${String(total)} Results`)).toBeVisible();
    await expect(shops.locator('ul[data-layout] > li')).toHaveCount(6);
    await expect(page.getByRole('navigation', { name: 'All Shops pages' })).toBeVisible();
    await shops.getByRole('button', { name: 'List' }).click();
    await expect(shops.getByRole('list').first()).toHaveAttribute('data-layout', 'list');
  });

  test('shows 8 placeholders while the shops load, then a keyword with no match', async ({
    page,
  }) => {
    await delay(page, /\/api\/v1\/shops\?/);
    await navigateInApp(page, '/shop-online');
    await expect.poll(() => skeletonCount(page, 'All Shops')).toBe(8);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto('/shop-online?keyword=zzqx');
    await expect(
      page.getByRole('region', { name: 'All Shops' }).getByText('No Result Found!'),
    ).toBeVisible();
  });

  test('a visitor gets the login modal from the action button; a member gets the link', async ({
    page,
    request,
  }) => {
    const slug = await firstSlug(request, 'shops?filter=shop_online');
    await page.goto(`/shop-online/${slug}`);
    for (const name of ['Description', 'Mechanics', 'Terms & Conditions', 'Featured Offers']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const related = page.getByRole('complementary', { name: 'Featured Offers' }).getByRole('link');
    expect(await related.count()).toBeGreaterThan(0);
    expect(await related.count()).toBeLessThanOrEqual(3);

    const action = page.getByRole('main').getByRole('button', { name: 'Shop now' });
    await action.click();
    const dialog = loginDialog(page);
    await expect(dialog).toBeVisible();
    await enterMobile(dialog, MEMBERS.active);
    await enterPasscode(dialog, DEMO_PASSCODE);
    await expect(page).toHaveURL(new RegExp(`/shop-online/${slug}$`));
    const link = page.getByRole('main').getByRole('link', { name: /Shop now/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  });

  test('an unknown shop shows the ShopOnline not-found view', async ({ page }) => {
    await page.goto('/shop-online/no-such-shop');
    await expect(page.getByText('ShopOnline', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Shop Online' })).toHaveAttribute(
      'href',
      '/shop-online',
    );
  });
});

test.describe('new this month', () => {
  test('shows the heading, the offers and the exclusives carousel', async ({ page, request }) => {
    const exclusives = await totalOf(request, 'shops?filter=new_this_month&exclusive=1');
    await page.goto('/new-this-month');
    await expect(page).toHaveTitle('New This Month | Go Rewards');
    await expect(
      page.getByRole('heading', { level: 1, name: "What's New in this month" }),
    ).toBeVisible();
    await expect(
      page.getByText("This week's carefully curated set of both new and best-selling offers."),
    ).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'New this month offers' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Go Rewards Exclusives' }),
    ).toBeVisible();
    if (exclusives > 2) {
      const carousel = page.getByRole('region', { name: 'Exclusive offers' });
      await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
      await carousel.getByRole('button', { name: 'Go to slide 2' }).click();
      await expect(
        carousel.getByRole('group', { name: `2 of ${String(exclusives)}` }),
      ).toBeVisible();
    }
  });

  test('shows 6 placeholders while the offers load', async ({ page }) => {
    await delay(page, /\/api\/v1\/shops\?/);
    await navigateInApp(page, '/new-this-month');
    await expect
      .poll(() =>
        page.getByRole('main').getByRole('status').locator('[aria-hidden="true"] > *').count(),
      )
      .toBe(6);
  });

  test('an offer, a new-this-month promo and a missing slug', async ({ page, request }) => {
    const offer = await firstSlug(request, 'shops?filter=new_this_month');
    await page.goto(`/new-this-month/${offer}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Terms & Conditions' })).toBeVisible();

    const promo = await firstSlug(request, 'promos?type=2');
    await page.goto(`/new-this-month/${promo}`);
    await expect(page.getByText(/^Promo until /)).toBeVisible();

    await page.goto('/new-this-month/no-such-offer');
    await expect(page.getByRole('main').getByText('New This Month', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to New This Month' })).toHaveAttribute(
      'href',
      '/new-this-month',
    );
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('no offer page scrolls sideways, and the filters are a drawer', async ({
    page,
    request,
  }) => {
    const shop = await firstSlug(request, 'shops?filter=shop_online');
    const promo = await firstSlug(request, 'promos');
    for (const path of [
      '/promos',
      '/shop-online',
      '/new-this-month',
      `/promos/${promo}`,
      `/shop-online/${shop}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalScroll(page);
    }
    await page.goto('/promos');
    const offers = page.getByRole('region', { name: 'All Offers' });
    await expect(offers.getByLabel('Sort by')).toBeHidden();
    await offers.getByRole('button', { name: 'Filters' }).click();
    await expect(offers.getByLabel('Sort by')).toBeVisible();
    await expectNoHorizontalScroll(page);
    await offers.getByRole('button', { name: 'Hide filters' }).click();
    await expect(offers.getByLabel('Sort by')).toBeHidden();
  });
});

test.describe('grids', () => {
  /** How many tiles stand in each row, top to bottom. */
  async function rowsOf(list: Locator) {
    const tops = await list
      .locator(':scope > li')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    const rows = new Map<number, number>();
    for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
    return [...rows.values()];
  }

  // The first page of each list (the specification's page sizes: 6 shops, 16 promos, 16
  // partners) has a page after it, so every row is full; new this month shows its 6 offers.
  const lists = [
    {
      path: '/shop-online',
      tiles: 6,
      list: (page: Page) =>
        page.getByRole('region', { name: 'All Shops' }).locator('ul[data-layout]'),
    },
    {
      path: '/promos',
      tiles: 16,
      list: (page: Page) =>
        page.getByRole('region', { name: 'All Offers' }).locator('ul[data-layout]'),
    },
    {
      path: '/partners',
      tiles: 16,
      list: (page: Page) => page.getByRole('list', { name: 'All Partners' }),
    },
    {
      path: '/new-this-month',
      tiles: 6,
      list: (page: Page) => page.getByRole('list', { name: 'New this month offers' }),
    },
  ];

  test('every row of a shop, promo or partner grid is full at 360, 768, 1024 and 1280 px', async ({
    page,
  }) => {
    for (const { path, tiles, list: listOf } of lists) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      const list = listOf(page);
      await expect(list.locator(':scope > li')).toHaveCount(tiles);
      for (const width of [1280, 1024, 768, 360]) {
        await page.setViewportSize({ width, height: 800 });
        const rows = await rowsOf(list);
        expect(
          rows.every((count) => count === rows[0]),
          `${path} at ${String(width)} px: ${rows.join(', ')}`,
        ).toBe(true);
      }
    }
  });
});
