import { expect, type Page } from '@playwright/test';
import { waitForContent } from './a11y';

/**
 * Every page with its browser title (slugs and titles: server/db/seed/content-data.ts).
 * Left out: /auth and /logout, which the server redirects.
 */
export interface TitledRoute {
  path: string;
  title: string;
}

const CARD_UUID = '7d3c31f0-3ce8-4ae4-9b0d-eab9a0e49044';
export const NOT_FOUND_TITLE = 'Page Not Found | Go Rewards';
const NOT_FOUND = NOT_FOUND_TITLE;

/**
 * No two neighbours share a title: the title changing is how navigateInApp knows it arrived. The
 * webview variants (termswb, policywb) share their document's title on purpose.
 */
export const PUBLIC_ROUTES: readonly TitledRoute[] = [
  { path: '/', title: 'Go Rewards | Earn points every day' },
  { path: '/about', title: 'About | Go Rewards' },
  { path: '/black-card', title: 'Black Card | Go Rewards' },
  { path: '/cards', title: 'Cards | Go Rewards' },
  { path: '/cards/prepaid-card', title: 'Go Rewards Prepaid Card | Go Rewards' },
  {
    path: '/cards/prepaid-card/partners/distribution',
    title: 'Where to buy the Go Rewards Prepaid Card | Go Rewards',
  },
  {
    path: '/cards/prepaid-card/partners/loading',
    title: 'Where to load the Go Rewards Prepaid Card | Go Rewards',
  },
  {
    path: '/cards/prepaid-card/partners/loading/padala-express',
    title: 'Padala Express | Go Rewards',
  },
  { path: '/forgot-passcode', title: 'Forgot Passcode | Go Rewards' },
  { path: '/get-the-app', title: 'Get the App | Go Rewards' },
  { path: '/login', title: 'Login | Go Rewards' },
  { path: '/new-this-month', title: 'New This Month | Go Rewards' },
  {
    path: '/new-this-month/perlas-department-store-go-rewards-exclusive-members-only-sneaker-pre-sale',
    title: 'Go Rewards exclusive: members-only sneaker pre-sale | Go Rewards',
  },
  {
    path: '/new-this-month/noche-buena-ham-pre-order',
    title: 'Noche Buena Ham Pre-Order | Go Rewards',
  },
  { path: '/partners', title: 'Partners | Go Rewards' },
  { path: '/partners/bayanihan-mart', title: 'Bayanihan Mart | Go Rewards Partners' },
  { path: '/no-such/page-here', title: NOT_FOUND },
  { path: '/prepaid', title: 'Prepaid Card | Go Rewards' },
  { path: '/privacy-policy', title: 'Privacy Policy | Go Rewards' },
  {
    path: `/privacy-policy/${CARD_UUID}`,
    title: 'Go Rewards Prepaid Card Privacy Policy | Go Rewards',
  },
  { path: '/promos', title: 'Promos | Go Rewards' },
  { path: '/policywb', title: 'Privacy Policy | Go Rewards' },
  { path: `/policywb/${CARD_UUID}`, title: 'Go Rewards Prepaid Card Privacy Policy | Go Rewards' },
  { path: '/promos/double-points-weekend', title: 'Double Points Weekend | Go Rewards' },
  { path: '/promos/no-such-promo', title: NOT_FOUND },
  { path: '/raffle/holiday-raffle-2026', title: 'Go Rewards Holiday Raffle 2026 | Go Rewards' },
  { path: '/raffle/summer-raffle-2026', title: 'Go Rewards Summer Raffle 2026 | Go Rewards' },
  { path: '/shop-online', title: 'Shop Online | Go Rewards' },
  {
    path: '/shop-online/tibay-hardware-air-purifiers-and-fans',
    title: 'Air purifiers and fans | Go Rewards',
  },
  { path: '/stories', title: 'Stories | Go Rewards' },
  {
    path: '/stories/budget-noche-buena-with-points',
    title: 'Budget Noche Buena with points | Go Rewards',
  },
  { path: '/survey/GRSURVEY2026', title: 'Go Rewards Member Survey 2026 | Go Rewards' },
  { path: '/terms', title: 'Terms and Conditions | Go Rewards' },
  {
    path: `/terms/${CARD_UUID}`,
    title: 'Go Rewards Prepaid Card Terms and Conditions | Go Rewards',
  },
  { path: '/dev/outbox', title: 'Development outbox | Go Rewards' },
  { path: '/termswb', title: 'Terms and Conditions | Go Rewards' },
  // A development page: in the production build it is not found.
  { path: '/dev/statecharts', title: NOT_FOUND },
  {
    path: `/termswb/${CARD_UUID}`,
    title: 'Go Rewards Prepaid Card Terms and Conditions | Go Rewards',
  },
];

export const MEMBER_ROUTES: readonly TitledRoute[] = [
  { path: '/account', title: 'My Account | Go Rewards' },
  { path: '/account/profile', title: 'Profile | Go Rewards' },
  { path: '/account/settings', title: 'Settings | Go Rewards' },
  { path: '/account/transactions', title: 'Transactions | Go Rewards' },
  { path: '/account/spending', title: 'My Spending | Go Rewards' },
  { path: '/account/claims', title: 'Missing Points | Go Rewards' },
  { path: '/account/claims/new', title: 'Report Missing Points | Go Rewards' },
  { path: '/', title: 'Go Rewards | Earn points every day' },
  { path: '/raffle/holiday-raffle-2026', title: 'Go Rewards Holiday Raffle 2026 | Go Rewards' },
  { path: '/survey/GRSURVEY2026', title: 'Go Rewards Member Survey 2026 | Go Rewards' },
];

/** Like a link (the router's history wraps pushState), without a reload; waits for the page. */
export async function navigateInApp(
  page: Page,
  route: TitledRoute,
  { titleOnly = false } = {},
): Promise<void> {
  const before = await page.title();
  if (before === route.title && new URL(page.url()).pathname !== route.path)
    throw new Error(`${route.path} follows a page with the same title; reorder the route list`);
  await page.evaluate((path) => {
    window.history.pushState(window.history.state, '', path);
  }, route.path);
  await expect(page).toHaveTitle(route.title);
  if (titleOnly) return;
  await expect(page.locator('main :is(h1, [role="alert"])').first()).toBeVisible();
  await waitForContent(page);
}

export interface Overflow {
  scrollWidth: number;
  clientWidth: number;
  culprits: string[];
}

export async function horizontalOverflow(page: Page): Promise<Overflow | null> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const { scrollWidth, clientWidth } = root;
    if (scrollWidth <= clientWidth) return null;
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').join('.')}` : ''}`;
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const right = element.getBoundingClientRect().right;
        const parentRight = element.parentElement?.getBoundingClientRect().right ?? 0;
        return right > clientWidth + 0.5 && parentRight <= clientWidth + 0.5;
      })
      .slice(0, 5)
      .map(describe);
    return { scrollWidth, clientWidth, culprits };
  });
}
