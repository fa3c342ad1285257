import { expect, test, type Locator } from '@playwright/test';
import { MEMBERS, signIn } from './auth-helpers';
import { appRunning, holdTheApp, openHeld } from './hold-the-app';

/**
 * A page works from its first paint (docs/decisions/0060): every control
 * of the server's HTML either works without the app (a link, a GET form, a disclosure) or has its
 * tap kept and carried out once the app has hydrated. Here the app's entry script is held back,
 * so each page is the server's HTML only while it is tapped; then the script is let through and
 * each tap must have done what its control promises. Nothing waits for the app before a tap.
 */

const PHONE = { width: 360, height: 800 } as const;
const DESKTOP = { width: 1280, height: 800 } as const;

/** The slide a carousel shows: '2 of 3'. */
const shownSlide = (carousel: Locator) =>
  carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');

test.describe('taps before the app runs', () => {
  test.use({ reducedMotion: 'reduce' });

  test('/: a carousel arrow, the cookie notice and Login are carried out once the app runs', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const release = await holdTheApp(page);
    await openHeld(page, '/');

    const banners = page.getByRole('region', { name: 'Banners', exact: true });
    await expect(shownSlide(banners)).toHaveAttribute('aria-label', /^1 of \d+$/);
    await banners.getByRole('button', { name: 'Next slide' }).click();

    const notice = page.getByRole('region', { name: 'Your Privacy' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Got it' }).click();

    const login = page.getByRole('banner').getByRole('link', { name: 'Login' });
    await login.click();
    // Kept for the app, the tap says so on the control.
    await expect(login).toHaveAttribute('aria-busy', 'true');
    await expect(page).toHaveURL(/\/$/);

    release();
    await appRunning(page);
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(notice).toBeHidden();
    await expect(shownSlide(banners)).toHaveAttribute('aria-label', /^2 of \d+$/);
    await expect(login).not.toHaveAttribute('aria-busy', 'true');
  });

  test('/: a scroll made before the app runs is kept once it runs, and brings the slide-in', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    // Not the first visit, so the slide-in comes once the visitor reads on.
    await page.addInitScript(() => window.localStorage.setItem('gr.visited', '1'));
    const release = await holdTheApp(page);
    await openHeld(page, '/');
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(700);

    release();
    await appRunning(page);
    await expect(page.getByRole('complementary', { name: 'Holiday Raffle 2026' })).toBeVisible();
    // The app took the page where the visitor had read to, not back to its top.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(700);
  });

  test('/promos: a visitor who read to the end before the app runs is still there once it runs', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const release = await holdTheApp(page);
    await openHeld(page, '/promos');
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const end = await page.evaluate(() => window.scrollY);

    release();
    await appRunning(page);
    await expect(page.getByRole('link', { name: 'Page 2' })).toBeVisible();
    // The list the server sent stays drawn while the app takes over: a placeholder, shorter, would
    // have pulled the page up.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(end);
  });

  test('/promos: Filters, sort, a category and Next page work as the server page', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const release = await holdTheApp(page);
    await openHeld(page, '/promos');
    const offers = page.getByRole('region', { name: 'All Offers' });
    const sort = offers.getByLabel('Sort by');

    await expect(sort).toBeHidden();
    await offers.getByRole('button', { name: 'Filters' }).click();
    await expect(sort).toBeVisible();
    await sort.selectOption({ label: 'A-Z' });
    // A GET form: the server renders the sorted list.
    await expect(page).toHaveURL(/[?&]sort=title\.asc\b/);
    await expect(page.locator('#root[data-interactive]')).toHaveCount(0);
    const titles = await offers.getByRole('heading', { level: 3 }).allTextContents();
    expect(titles.length).toBe(16);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));

    await page
      .getByRole('navigation', { name: 'All Offers pages' })
      .getByRole('link', { name: 'Next' })
      .click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(page).toHaveURL(/[?&]sort=title\.asc\b/);
    await expect(
      page
        .getByRole('navigation', { name: 'All Offers pages' })
        .getByRole('link', { name: 'Page 2' }),
    ).toHaveAttribute('aria-current', 'page');

    await offers.getByRole('button', { name: 'Filters' }).click();
    // A chip is its label: the box inside is drawn by the label.
    await offers.getByRole('group', { name: 'Categories' }).locator('label').first().click();
    // A filter goes back to page 1 and keeps the order.
    await expect(page).toHaveURL(/[?&]categories=\d+/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(page).toHaveURL(/[?&]sort=title\.asc\b/);
    await expect(offers.locator('input[name="categories"]:checked')).toHaveCount(1);

    release();
    await appRunning(page);
    await expect(offers.getByText(/^Showing: \d+ Results?$/)).toBeVisible();
  });

  test('a promo at 1280 px: the header menu opens, the announcement closes, Login opens', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const release = await holdTheApp(page);
    await openHeld(page, '/promos/double-points-weekend');

    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Promos' }).click();
    const promosMenu = header.getByRole('navigation', { name: 'Main' }).getByRole('list').nth(1);
    await expect(promosMenu).toBeVisible();

    const announcement = page.getByRole('button', { name: 'Close announcement' });
    await announcement.click();
    await header.getByRole('link', { name: 'Login' }).click();

    release();
    await appRunning(page);
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(announcement).toBeHidden();
    await expect(page).toHaveURL(/\/promos\/double-points-weekend$/);
  });

  test('/cards on a phone: the menu opens at once and Login opens once the app runs', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const release = await holdTheApp(page);
    await openHeld(page, '/cards');

    const header = page.getByRole('banner');
    const menuButton = header.getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const drawerLink = header.getByRole('link', { name: 'Partners' }).first();
    await expect(drawerLink).toBeVisible();

    release();
    await appRunning(page);
    // The tap opened the drawer, and the app kept it open.
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(drawerLink).toBeVisible();
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await header.getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });

  test('/partners: Next page, a category and List are carried out', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const release = await holdTheApp(page);
    await openHeld(page, '/partners');

    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Next' })
      .click();
    await expect(page).toHaveURL(/[?&]page=2\b/);

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.locator('label', { hasText: 'Supermarkets' }).click();
    await expect(page).toHaveURL(/[?&]categories=/);
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(page.getByText('Showing: 4 Results')).toBeVisible();

    await page.getByRole('button', { name: 'List' }).click();
    await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-busy', 'true');
    release();
    await appRunning(page);
    await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.locator('ul[data-layout="list"]')).toBeVisible();
  });

  test('/login: a number typed and sent before the app runs reaches the passcode step', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const release = await holdTheApp(page);
    await openHeld(page, '/login');

    const mobile = page.getByRole('textbox', { name: 'Mobile number' });
    await mobile.fill('9170000001');
    await mobile.press('Enter');
    await expect(page).toHaveURL(/\/login$/);

    release();
    await appRunning(page);
    await expect(page.getByText('Enter the 6-digit passcode for')).toBeVisible();
  });

  test('/account/profile: an accordion opened before the app runs stays open once it runs', async ({
    page,
  }) => {
    // The active member: the new member's passcode is changed by account.spec.ts.
    await signIn(page, MEMBERS.active);
    const release = await holdTheApp(page);
    await openHeld(page, '/account/profile');

    const address = page.locator('details', {
      has: page.locator('summary', { hasText: 'Address' }),
    });
    await expect(address).not.toHaveAttribute('open');
    await address.locator('summary').click();
    await expect(address).toHaveAttribute('open', '');

    release();
    await appRunning(page);
    await expect(page.getByLabel(/^Province/)).toBeVisible();
    // Still open once the app has taken the page, and it closes at the next tap, not the one after.
    await expect(address).toHaveAttribute('open', '');
    await address.locator('summary').click();
    await expect(address).not.toHaveAttribute('open');
    await expect(page.getByLabel(/^Province/)).toBeHidden();
  });
});
