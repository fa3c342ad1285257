import { test as base, expect } from '@playwright/test';
import { startSeededServer, type SeededServer } from './seeded-server';

/** A server of its own with server rendering on (SERVER_RENDERING, decision 0054). */
const test = base.extend<object, { renderingServer: SeededServer }>({
  renderingServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startSeededServer(async () => {}, { SERVER_RENDERING: 'on' });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ renderingServer }, use) => {
    await use(renderingServer.baseURL);
  },
});

/**
 * Issue 21, items 1, 5, 8 and 9 (decision 0054): a visitor's page arrives rendered by the server
 * and hydrates into the app without a word of complaint from React or the browser.
 */
const PAGES: readonly { path: string; heading: string }[] = [
  { path: '/', heading: 'Go Rewards' },
  { path: '/promos', heading: 'Promos' },
  { path: '/promos/double-points-weekend', heading: 'Double Points Weekend' },
  { path: '/shop-online', heading: 'Shop Online' },
  { path: '/new-this-month', heading: "What's New in this month" },
  { path: '/partners', heading: 'Partners' },
  { path: '/partners/bahay-builders-depot', heading: 'Bahay Builders Depot' },
  { path: '/cards', heading: 'Cards' },
  { path: '/cards/prepaid-card', heading: 'Go Rewards Prepaid Card' },
  { path: '/stories', heading: 'Stories' },
  { path: '/about', heading: 'About Go Rewards' },
  { path: '/terms', heading: 'Terms and Conditions' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/raffle/holiday-raffle-2026', heading: 'Go Rewards Holiday Raffle 2026' },
  { path: '/login', heading: 'Login' },
  { path: '/forgot-passcode', heading: 'Forgot Passcode' },
  { path: '/get-the-app', heading: 'Get the Go Rewards app' },
];

test('every public page arrives rendered and hydrates with no console error', async ({ page }) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  for (const { path, heading } of PAGES) {
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status(), path).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html, path).toContain('<div id="root" data-rendered="visitor">');
    // The heading is in the HTML the server sent, before any script ran.
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading.replace(/'/g, '&#x27;')}</h1>`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test('a promo fetched without a browser holds its title, words and sharing tags', async ({
  request,
}) => {
  const response = await request.get('/promos/double-points-weekend');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>Double Points Weekend | Go Rewards</title>');
  expect(html).toContain('Double points weekend!');
  expect(html).toContain('<meta property="og:title" content="Double Points Weekend | Go Rewards"');
  // The router's state travels with it, so the browser loads nothing twice.
  expect(html).toContain('$_TSR');
});

test('an unknown path answers 404 with Page Not Found; a member page sends a visitor to login', async ({
  request,
}) => {
  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);

  const account = await request.get('/account', { maxRedirects: 0 });
  expect(account.status()).toBe(307);
  expect(account.headers().location).toBe('/login?page=%2Faccount');
});

test('the inline scripts run by a fresh nonce, never by unsafe-inline', async ({ request }) => {
  const policies: string[] = [];
  for (let visit = 0; visit < 2; visit += 1) {
    const response = await request.get('/promos');
    const policy = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = /(?:^|;)script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce ?? ''}"`);
    // The nonce is never written where a script could read it back.
    expect(html).not.toContain('csp-nonce');
    policies.push(nonce ?? '');
  }
  expect(policies[0]).not.toBe(policies[1]);
});
