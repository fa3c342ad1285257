import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { DEMO_PASSCODE, MEMBERS } from './auth-helpers';
import { expectNoViolations, waitForContent } from './a11y';

/**
 * docs/decisions/0058: an installable portal whose membership card works offline. A real Chromium
 * with the portal's service worker against the real server; "offline" is the browser's own.
 */
const OFFLINE_TITLE = 'Your Go Rewards card';
const NO_CARD =
  'You are offline, and no card is kept on this device. Open your account when you are back online: your card is then kept here for the next time.';
/** The seed's active member (docs/specification.md#demo-members). */
const NAME = 'Maria Clara Santos';
const CARD = '8800123400000011';

async function workerControls(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

const cardKept = (page: Page) =>
  page.evaluate(async () => {
    const kept = await caches.match('/offline/card.json', { cacheName: 'gr-member-card' });
    return kept ? ((await kept.json()) as { cardNumber: string }).cardNumber : null;
  });

test.use({ serviceWorkers: 'allow' });

test('the manifest makes it installable, starting at the account', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(href ?? '')).json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Go Rewards',
    start_url: '/account',
    display: 'standalone',
    theme_color: '#0b2a5b',
  });
  const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) expect(icon.type).toBe('image/png');
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('offline, the account shows the kept card; a public page its last copy; logout deletes the card', async ({
  page,
  context,
}) => {
  // The worker's install, three pages offline and a logout: past 30 s once in a full run.
  test.setTimeout(60_000);
  // A visitor's page: the worker installs after load, and this page is kept.
  await page.goto('/promos');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await workerControls(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const signedIn = await page.request.post('/api/v1/auth/login', {
    data: { country_code: 'PH', number: MEMBERS.active, passcode: DEMO_PASSCODE },
  });
  expect(signedIn.ok()).toBe(true);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await expect.poll(() => cardKept(page)).toBe(CARD);

  await context.setOffline(true);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: OFFLINE_TITLE })).toBeVisible();
  const card = page.getByRole('region', { name: 'Digital membership card' });
  await expect(card).toContainText('8800 1234 0000 0011');
  await expect(card).toContainText(NAME);
  await expect(
    card.getByRole('img', { name: `QR code of membership number ${CARD}` }),
  ).toBeVisible();
  await expect(
    page.getByText(/ points as of \d{4}\/\d{2}\/\d{2} \d{2}:\d{2} [AP]M$/),
  ).toBeVisible();
  await waitForContent(page);
  await expectNoViolations(page, 'the offline card');
  // Nothing else of the account is kept: its other pages show the same card.
  await page.goto('/account/transactions');
  await expect(page.getByRole('heading', { level: 1, name: OFFLINE_TITLE })).toBeVisible();
  await expect(page.getByText('Recent transactions')).toHaveCount(0);

  // A public page seen before, from its copy.
  await page.goto('/promos');
  await expect(page.getByRole('heading', { level: 1, name: 'Promos' })).toBeVisible();

  await context.setOffline(false);
  // Typed into the address bar, /logout logs out and goes home.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => cardKept(page)).toBeNull();
  await context.setOffline(true);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: OFFLINE_TITLE })).toBeVisible();
  await expect(page.getByText(NO_CARD)).toBeVisible();
  await context.setOffline(false);
});

test('a session ended on another device deletes the kept card at the next page load', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await workerControls(page);
  expect(
    (
      await page.request.post('/api/v1/auth/login', {
        data: { country_code: 'PH', number: MEMBERS.active, passcode: DEMO_PASSCODE },
      })
    ).ok(),
  ).toBe(true);
  await page.goto('/account');
  await expect.poll(() => cardKept(page)).toBe(CARD);

  const other = await browser.newContext({ serviceWorkers: 'block' });
  const signedIn = await other.request.post(`${new URL(page.url()).origin}/api/v1/auth/login`, {
    data: { country_code: 'PH', number: MEMBERS.active, passcode: DEMO_PASSCODE },
  });
  expect(signedIn.ok()).toBe(true);
  const revoked = await other.request.post(
    `${new URL(page.url()).origin}/api/v1/members/me/sessions/revoke-others`,
    { data: {} },
  );
  expect(revoked.ok()).toBe(true);
  await other.close();

  await page.goto('/promos');
  await expect.poll(() => cardKept(page)).toBeNull();
});

/** Every URL in every cache but the precache and the assets, with what its copy says of itself. */
const keptCopies = (page: Page) =>
  page.evaluate(async () => {
    const copies: { cache: string; url: string; html: boolean; visitor: boolean }[] = [];
    for (const name of await caches.keys()) {
      if (name.startsWith('workbox-precache') || name === 'gr-assets' || name === 'gr-images')
        continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const body = response ? await response.text() : '';
        copies.push({
          cache: name,
          url: new URL(request.url).pathname,
          html: (response?.headers.get('content-type') ?? '').startsWith('text/html'),
          visitor: body.includes('data-rendered="visitor"'),
        });
      }
    }
    return copies;
  });

test('a member call opened from a link on another site is never kept; logout leaves nothing of the member in Cache Storage', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await page.goto('/promos');
  await workerControls(page);
  const origin = new URL(page.url()).origin;
  const signedIn = await page.request.post('/api/v1/auth/login', {
    data: { country_code: 'PH', number: MEMBERS.active, passcode: DEMO_PASSCODE },
  });
  expect(signedIn.ok()).toBe(true);
  await page.goto('/account');
  await expect.poll(() => cardKept(page)).toBe(CARD);

  // Links on another site: top-level visits, so the SameSite=Lax session cookie goes with them.
  // The export comes as a download (an attachment); the others open as pages.
  const opened = [
    { path: '/api/v1/members/me/export', download: true },
    { path: '/api/v1/members/me/card', download: false },
    { path: '/api/v1/members/me/factors', download: false },
    { path: '/api/v1/members/me/sessions', download: false },
  ];
  for (const { path, download } of opened) {
    await page.goto('about:blank');
    await page.setContent(`<a href="${origin}${path}">a prize for you</a>`);
    const link = page.getByRole('link', { name: 'a prize for you' });
    if (download) {
      const saved = page.waitForEvent('download');
      await link.click();
      expect((await saved).url()).toBe(`${origin}${path}`);
    } else {
      await link.click();
      await page.waitForURL(`${origin}${path}`);
    }
  }

  await page.goto('/promos');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const whileSignedIn = await keptCopies(page);
  expect(whileSignedIn.filter((copy) => copy.url.startsWith('/api/v1/members'))).toEqual([]);
  // Besides the public content's answers and the member's card (decision 0058), only pages.
  const notPages = whileSignedIn.filter(
    (copy) => !['gr-content', 'gr-member-card'].includes(copy.cache) && !copy.html,
  );
  expect(notPages).toEqual([]);

  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect.poll(() => cardKept(page)).toBeNull();
  const afterLogout = await keptCopies(page);
  expect(afterLogout.filter((copy) => copy.url.startsWith('/api/v1/members'))).toEqual([]);
  // A page is kept only as a visitor saw it.
  expect(afterLogout.filter((copy) => copy.cache !== 'gr-content' && !copy.visitor)).toEqual([]);

  // Offline, the member's export is not served from a copy.
  await context.setOffline(true);
  await page.goto('/api/v1/members/me/export').catch(() => undefined);
  await expect(page.locator('body')).not.toContainText(CARD.slice(-4));
  await context.setOffline(false);
});
