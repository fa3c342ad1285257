import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { navigateInApp } from './in-app';

/**
 * The cards page, card inner page and card partner pages against the seeded database
 * (docs/specification.md#cards). The seed has 8 cards:
 * 3 prepaid or virtual and 2 debit (payment cards), 3 credit; the prepaid card (type 1) has 4
 * distribution and 4 loading partners, the student prepaid card none, the debit and credit
 * cards are types 3 and 4.
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

const menu = (page: Page) => page.getByRole('navigation', { name: 'Card types' });
const payment = (page: Page) => page.getByRole('region', { name: 'Go Rewards Payment Cards' });
const credit = (page: Page) => page.getByRole('region', { name: 'Go Rewards Credit Cards' });

test.describe('cards page', () => {
  test('groups the cards, each with benefits and Apply Now', async ({ page }) => {
    await page.goto('/cards');
    await expect(page).toHaveTitle('Cards | Go Rewards');
    await expect(payment(page).getByRole('article')).toHaveCount(5);
    await expect(credit(page).getByRole('article')).toHaveCount(3);
    await expect(menu(page).getByRole('link', { name: 'All' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const prepaid = payment(page)
      .getByRole('article')
      .filter({ hasText: 'Go Rewards Prepaid Card' });
    await expect(
      prepaid.getByRole('list', { name: /benefits$/ }).getByRole('listitem'),
    ).not.toHaveCount(0);
    const apply = prepaid.getByRole('link', { name: /^Apply Now/ });
    await expect(apply).toHaveAttribute('href', '/cards/prepaid-card/partners/distribution');
    await expect(apply).not.toHaveAttribute('target');
    const bank = credit(page)
      .getByRole('link', { name: /^Apply Now/ })
      .first();
    await expect(bank).toHaveAttribute('href', /^https:\/\//);
    await expect(bank).toHaveAttribute('target', '_blank');

    await apply.click();
    await expect(page).toHaveURL(/\/cards\/prepaid-card\/partners\/distribution$/);
  });

  test('the menu and the URL hash choose the cards', async ({ page }) => {
    await page.goto('/cards');
    await menu(page).getByRole('link', { name: 'Credit' }).click();
    await expect(page).toHaveURL(/\/cards#credit$/);
    await expect(payment(page)).toHaveCount(0);
    await expect(credit(page).getByRole('article')).toHaveCount(3);

    await menu(page).getByRole('link', { name: 'Prepaid' }).click();
    await expect(page.getByRole('article')).toHaveCount(3);
    await expect(credit(page)).toHaveCount(0);

    await page.goto('/cards#debit-cards');
    await expect(menu(page).getByRole('link', { name: 'Debit' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('article')).toHaveCount(2);

    await page.goto('/cards#lakasbank');
    await expect(page.getByText('Showing LAKASBANK cards.')).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(2);
  });

  test('shows placeholders while the cards load', async ({ page }) => {
    await page.route('**/api/v1/cards', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue();
    });
    await navigateInApp(page, '/cards');
    await expect(page.getByRole('status').first()).toHaveText(/Loading/);
    await expect(payment(page)).toBeVisible({ timeout: 10_000 });
  });

  test('a failed load shows the not-found view', async ({ page }) => {
    await page.route('**/api/v1/cards', (route) => route.fulfill({ status: 500, body: '{}' }));
    await navigateInApp(page, '/cards');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('at 360 px a group of more than 2 cards is a carousel and nothing scrolls sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/cards');
    const carousel = page.locator('#payment-cards [aria-roledescription="carousel"]');
    await expect(carousel).toBeVisible();
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(5);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await noHorizontalScroll(page);
  });
});

test.describe('card inner page', () => {
  test('shows the card, its steps, the call to action and the accordions', async ({ page }) => {
    await page.goto('/cards/prepaid-card');
    await expect(page).toHaveTitle('Go Rewards Prepaid Card | Go Rewards');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Go Rewards Prepaid Card');
    await expect(
      page.getByRole('region', { name: 'Benefits' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'How to apply' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(3);
    const cta = page.locator('[data-layout="full"]');
    await expect(cta.getByRole('link')).toHaveAttribute(
      'href',
      '/cards/prepaid-card/partners/distribution',
    );

    const terms = page.locator('details#terms');
    await expect(terms).not.toHaveAttribute('open');
    await terms.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(terms).toHaveAttribute('open');
    await expect(page.locator('details#privacy summary')).toHaveText('Privacy Policy');
    await expect(page.locator('details#faqs summary')).toHaveText('FAQs');
  });

  test('#faqs opens the FAQs and scrolls to them', async ({ page }) => {
    await page.goto('/cards/prepaid-card#faqs');
    const faqs = page.locator('details#faqs');
    await expect(faqs).toHaveAttribute('open');
    await expect(faqs).toBeInViewport();
  });

  test('a type 3-4 card links its side-by-side call to action to the configured url', async ({
    page,
  }) => {
    await page.goto('/cards/lakas-bank-classic-credit-card');
    const cta = page.locator('[data-layout="side-by-side"]');
    const link = cta.getByRole('link');
    await expect(link).toHaveAttribute('href', 'https://apply.lakasbank.example/classic');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Find where to load' })).toHaveCount(0);
  });

  test('a card without a call to action has no block', async ({ page }) => {
    await page.goto('/cards/black-card');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-layout]')).toHaveCount(0);
  });

  test('an unknown card shows Page Not Found', async ({ page }) => {
    await page.goto('/cards/no-such-card');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Cards' })).toHaveAttribute(
      'href',
      '/cards',
    );
  });

  test('at 360 px nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/cards/prepaid-card');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await noHorizontalScroll(page);
  });
});

test.describe('where to buy', () => {
  test('a branch partner opens its branches with search on Enter and map links', async ({
    page,
  }) => {
    await page.goto('/cards/prepaid-card/partners/distribution');
    await expect(page.getByRole('heading', { level: 1, name: 'Where to buy' })).toBeVisible();
    const online = page.getByRole('link', { name: /Pindot Online Mall/ });
    await expect(online).toHaveAttribute('href', 'https://www.pindotonlinemall.example/shop');
    await expect(online).toHaveAttribute('target', '_blank');

    await page.getByRole('link', { name: /Bayanihan Mart/ }).click();
    await expect(page).toHaveURL(/partner=bayanihan-mart/);
    const view = page.getByRole('region', { name: 'Where to buy at Bayanihan Mart' });
    await expect(view).toBeInViewport();
    const branches = view.getByRole('list', { name: 'Where to buy at Bayanihan Mart' });
    await expect(branches.getByRole('listitem')).toHaveCount(10);
    const map = branches.getByRole('link', { name: /View on map/ }).first();
    await expect(map).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/search\?query=/);
    await expect(map).toHaveAttribute('target', '_blank');

    const search = view.getByRole('searchbox', { name: 'Search Bayanihan Mart branches' });
    await search.fill('Cebu');
    await search.press('Enter');
    await expect(page).toHaveURL(/keyword=Cebu/);
    await expect(branches.getByRole('listitem').first()).toContainText('Cebu');

    await search.fill('zzzqqq');
    await search.press('Enter');
    await expect(view.getByText('No Result Found!')).toBeVisible();
    await expect(view.getByRole('navigation')).toHaveCount(0);
  });

  test('a card without distribution partners says Coming Soon', async ({ page }) => {
    await page.goto('/cards/student-prepaid-card/partners/distribution');
    await expect(page.getByText('Coming Soon')).toBeVisible();
  });

  test('a type 3 card or an unknown card has no where-to-buy page', async ({ page }) => {
    await page.goto('/cards/bayanihan-bank-debit-card/partners/distribution');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.goto('/cards/no-such-card/partners/distribution');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('at 360 px nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/cards/prepaid-card/partners/distribution?partner=bayanihan-mart');
    await expect(
      page.getByRole('region', { name: 'Where to buy at Bayanihan Mart' }),
    ).toBeVisible();
    await noHorizontalScroll(page);
  });
});

test.describe('where to load', () => {
  test('lists the loading partners and opens one with its locations', async ({ page }) => {
    await page.goto('/cards/prepaid-card/partners/loading');
    await expect(page.getByRole('heading', { level: 1, name: 'Find where to load' })).toBeVisible();
    await page.getByRole('link', { name: 'Padala Express' }).click();
    await expect(page).toHaveURL(/\/cards\/prepaid-card\/partners\/loading\/padala-express$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Padala Express' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'About' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'How to Load' })).toBeVisible();

    const locations = page.getByRole('region', { name: 'Locations' });
    await expect(locations.getByText('Showing: 18 Results')).toBeVisible();
    await expect(
      locations.getByRole('list', { name: 'Locations' }).getByRole('listitem'),
    ).toHaveCount(10);
    await locations.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(
      locations.getByRole('list', { name: 'Locations' }).getByRole('listitem'),
    ).toHaveCount(8);

    const search = locations.getByRole('searchbox');
    await search.fill('zzzqqq');
    await search.press('Enter');
    await expect(page).not.toHaveURL(/page=2/);
    await expect(locations.getByText('No Result Found!')).toBeVisible();
  });

  test('a card without loading partners says Coming Soon', async ({ page }) => {
    await page.goto('/cards/student-prepaid-card/partners/loading');
    await expect(page.getByText('Coming Soon')).toBeVisible();
  });

  test('a type 3-4 card, an unknown card or an unknown partner shows Page Not Found', async ({
    page,
  }) => {
    await page.goto('/cards/perlas-savings-debit-card/partners/loading');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.goto('/cards/black-card/partners/loading/padala-express');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.goto('/cards/prepaid-card/partners/loading/no-such-partner');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });

  test('shows placeholders while the loading partner loads', async ({ page }) => {
    await page.route('**/api/v1/loading-partners/*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      await route.continue();
    });
    await navigateInApp(page, '/cards/prepaid-card/partners/loading/padala-express');
    await expect(page.getByRole('status').first()).toHaveText(/Loading/);
    await expect(page.getByRole('heading', { level: 1, name: 'Padala Express' })).toBeVisible({
      timeout: 10_000,
    });
  });

  test('at 360 px nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/cards/prepaid-card/partners/loading/padala-express');
    await expect(page.getByText('Showing: 18 Results')).toBeVisible();
    await noHorizontalScroll(page);
  });
});
