import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_PASSCODE, MEMBERS } from './auth-helpers';

/**
 * docs/decisions/0054: a visitor's page arrives rendered by the server
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

/** docs/performance.md's target: a cumulative layout shift of at most 0.02. */
const LAYOUT_SHIFT_LIMIT = 0.02;

/** Every layout shift the page makes from its first paint on, not caused by input, summed. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const total = { value: 0 };
    Object.defineProperty(window, '__layoutShift', { get: () => total.value });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) total.value += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);

test('every public page arrives rendered and hydrates with no console error and no layout shift', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await recordLayoutShifts(page);
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
    expect(await layoutShift(page), path).toBeLessThanOrEqual(LAYOUT_SHIFT_LIMIT);
  }
  expect(problems).toEqual([]);
});

test('a parameter the page does not read changes nothing: the page kept for it, hydrated without complaint', async ({
  page,
  request,
}) => {
  for (const cb of ['first-bust', 'second-bust']) {
    const response = await request.get(`/promos?cb=${cb}&utm_source=sms`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root" data-rendered="visitor">');
    expect(html).not.toContain(cb);
    expect(html).not.toContain('utm_source');
  }
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/promos?cb=third-bust', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: 'Promos' })).toBeVisible();
  await expect(page).toHaveURL(/\/promos\?cb=third-bust$/);
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute(
    'href',
    '/login?page=%2Fpromos',
  );
  expect(problems).toEqual([]);
});

test('the pages Lighthouse measures do not shift as they hydrate at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await recordLayoutShifts(page);
  for (const path of ['/', '/promos', '/promos/double-points-weekend', '/cards', '/partners']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(await layoutShift(page), path).toBeLessThanOrEqual(LAYOUT_SHIFT_LIMIT);
  }
});

/**
 * A busy server or a slow network sends the page in parts, and the browser paints each part:
 * serves `path` through a proxy that holds back everything after `cutAfter` for 1.5 s.
 */
async function withLateEnd(
  baseURL: string | undefined,
  path: string,
  cutAfter: string,
  run: (url: string) => Promise<void>,
): Promise<void> {
  const proxy = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', baseURL), {
        headers: { accept: request.headers.accept ?? '*/*' },
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      const headers: Record<string, string> = {};
      for (const [name, value] of upstream.headers)
        if (
          !/^(content-length|content-encoding|transfer-encoding|connection|set-cookie)$/.test(name)
        )
          headers[name] = value;
      response.writeHead(upstream.status, headers);
      const cut = request.url === path ? body.indexOf(cutAfter) : -1;
      if (cut > 0) {
        response.write(body.subarray(0, cut + cutAfter.length));
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
      response.end(body.subarray(cut > 0 ? cut + cutAfter.length : 0));
    })();
  });
  await new Promise<void>((resolve) => proxy.listen(0, 'localhost', resolve));
  const { port } = proxy.address() as AddressInfo;
  try {
    await run(`http://localhost:${String(port)}${path}`);
  } finally {
    proxy.close();
  }
}

test("a tile's picture keeps the box the page drew for it, whatever the picture's own shape", async ({
  page,
}) => {
  // The box is drawn at 16:10 before the picture comes; a 3:2 partner logo must not stretch it.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/partners', { waitUntil: 'networkidle' });
  const ratios = await page
    .getByRole('list', { name: 'All Partners' })
    .locator('img')
    .evaluateAll((images) =>
      images.map((image) => {
        const box = (image.parentElement as HTMLElement).getBoundingClientRect();
        return Math.round((box.width / box.height) * 100) / 100;
      }),
    );
  expect(ratios.length).toBeGreaterThan(0);
  expect(new Set(ratios)).toEqual(new Set([1.6]));
});

test('a page whose end comes late does not shift as it comes, at 360 px', async ({
  page,
  baseURL,
}) => {
  // The cookie notice, last in the page and pinned to the bottom, must not grow as its words come.
  await withLateEnd(baseURL, '/partners', 'Your Privacy', async (url) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await recordLayoutShifts(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    await expect(page.getByRole('region', { name: 'Your Privacy' })).toBeVisible();
    expect(await layoutShift(page)).toBeLessThanOrEqual(LAYOUT_SHIFT_LIMIT);
  });
});

for (const path of ['/partners', '/stories', '/promos']) {
  test(`${path}: its banners, drawn after the content on a phone, do not jump as the content comes in parts`, async ({
    page,
    baseURL,
  }) => {
    // Only the page's title has come: the banners must not be drawn under it and then pushed down.
    await withLateEnd(baseURL, path, '</h1>', async (url) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await recordLayoutShifts(page);
      await page.goto(url, { waitUntil: 'networkidle' });
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(await layoutShift(page)).toBeLessThanOrEqual(LAYOUT_SHIFT_LIMIT);
    });
  });
}

test("a signed-in member's first HTML holds their name; their pages hydrate without complaint", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  const signedIn = await page.request.post('/api/v1/auth/login', {
    data: { country_code: 'PH', number: MEMBERS.active, passcode: DEMO_PASSCODE },
  });
  expect(signedIn.ok()).toBe(true);

  const account = await page.request.get('/account');
  expect(account.status()).toBe(200);
  // Theirs alone: no cache anywhere keeps it.
  expect(account.headers()['cache-control']).toBe('private, no-store');
  const html = await account.text();
  expect(html).toContain('data-rendered="member"');
  expect(html).toMatch(/Hi, (?:<!-- -->)?Maria Clara/);
  expect(html).not.toMatch(/<button[^>]*>Login<\/button>/);

  for (const path of [
    '/account',
    '/account/profile',
    '/account/transactions',
    '/account/settings',
    '/promos',
  ]) {
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status(), path).toBe(200);
    expect(await response?.text(), path).toContain('data-rendered="member"');
    await expect(page.getByRole('banner').getByText('Hi, Maria Clara')).toBeVisible();
  }
  // The member's page came with the session: the browser never asked who is signed in.
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

test('a card policy that does not exist answers 404, and the app then opens the policy the specification names', async ({
  page,
  request,
}) => {
  const missing = '00000000-0000-4000-8000-000000000000';
  // docs/decisions/0025: a failed card terms load goes to the main terms (webview: its own list).
  const fallbacks = [
    [`/terms/${missing}`, '/terms'],
    [`/termswb/${missing}`, '/termswb'],
    [`/privacy-policy/${missing}`, '/'],
    [`/policywb/${missing}`, '/'],
  ] as const;
  for (const [path] of fallbacks) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(404);
  }
  for (const [path, fallback] of fallbacks) {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === fallback, { timeout: 15_000 });
  }
});

for (const { width, first, pictures } of [
  { width: 360, first: 'the first card', pictures: '**/images/content/cards/**' },
  { width: 1280, first: 'the banner', pictures: '**/images/content/pages/**' },
] as const) {
  test(`a rendered page asks for the app's scripts once its first picture has come, then hydrates (${String(width)} px: ${first})`, async ({
    page,
  }) => {
    // Decision 0060: on a slow link the largest paint's picture takes the bandwidth first, and
    // the app follows at once rather than after every picture of the page. A phone draws the
    // banners after the list: there the first card's picture is the first one.
    await page.setViewportSize({ width, height: 800 });
    // That picture slower than the scripts: a loader that did not wait for it would ask for them first.
    await page.route(pictures, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/cards');
    const timing = await page.evaluate(
      (selector) => {
        const picture = document.querySelector<HTMLImageElement>(selector);
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const scripts = resources.filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name));
        return {
          banner: picture?.closest('[data-banners]') !== null,
          picture:
            resources.find((entry) => entry.name === picture?.currentSrc)?.responseEnd ?? null,
          firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
          scripts: scripts.length,
        };
      },
      width === 360 ? '#root img[fetchpriority=high]' : '#root [data-banners] img',
    );
    expect(timing.scripts).toBeGreaterThan(1);
    expect(timing.banner).toBe(width === 1280);
    expect(timing.picture).not.toBeNull();
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.picture ?? Infinity);
    await expect(page.locator('#root')).toHaveAttribute('data-interactive', '');
  });
}

test('the inline scripts run by their hashes, never by unsafe-inline or a nonce', async ({
  request,
}) => {
  for (const path of ['/promos', '/cards/prepaid-card']) {
    const response = await request.get(path);
    const policy = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('nonce-');
    const html = await response.text();
    // Every script that runs; the page's JSON-LD is data, which no policy needs to allow.
    const inline = [
      ...html.matchAll(
        /<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ].map((match) => match[1] ?? '');
    expect(inline.length, path).toBeGreaterThan(0);
    for (const text of inline)
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect(html).not.toContain('nonce=');
  }
});

test.describe('without JavaScript (docs/decisions/0054)', () => {
  test('the pages read and link, searching works, and sign-in says it needs JavaScript', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Partners' })
      .click();
    await expect(page).toHaveURL(/\/partners$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
    await expect(page.getByText('Showing: 30 Results')).toBeVisible();

    // A menu's toggle opens nothing without JavaScript: a click (focus) or the pointer shows it.
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('button', { name: 'Promos' }).click();
    await menu.getByRole('link', { name: 'New This Month' }).click();
    await expect(page).toHaveURL(/\/new-this-month$/);

    await page.goto('/promos');
    await expect(page.getByRole('heading', { level: 1, name: 'Promos' })).toBeVisible();
    const offers = page.getByRole('region', { name: 'All Offers' });
    await expect(offers.getByText(/^Showing: \d+ Results?$/)).toBeVisible();

    // The search form submits by itself: the server renders the result.
    await offers.getByRole('searchbox', { name: 'Search promos' }).fill('zzqx nothing here');
    await offers.getByRole('searchbox', { name: 'Search promos' }).press('Enter');
    // The list's whole GET form: the keyword with the order shown.
    await expect(page).toHaveURL(/\/promos\?keyword=zzqx\+nothing\+here&sort=promo_start\.desc$/);
    await expect(offers.getByText('No Result Found!')).toBeVisible();

    // Chromium with script execution turned off by the test still parses <noscript> as text, so
    // the line is checked in the HTML that a browser without JavaScript would show.
    const login = await page.goto('/login');
    expect(await login?.text()).toMatch(
      /<noscript><p[^>]*>This form needs JavaScript turned on in your browser\.<\/p><\/noscript>/,
    );
    await expect(page.getByLabel('Mobile number')).toBeDisabled();

    // At 360 px the menu button shows the drawer, and a group its links, the same way.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('button', { name: 'Cards' }).click();
    await menu.getByRole('link', { name: 'Debit Cards' }).click();
    await expect(page).toHaveURL(/\/cards#debit$/);
    await context.close();
  });
});
