import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { appRunning } from './hold-the-app';

test.describe('the app shell', () => {
  test('home shows the header menu and footer read from the seeded database', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Go Rewards/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Shop Online' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Help Center' })).toHaveAttribute(
      'href',
      'https://help.gorewards.com.ph',
    );
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Rewards', exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(footer.getByText('© 2021 Go Rewards. All rights reserved.')).toBeVisible();
    await expect(footer.getByRole('link', { name: /App Store/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: /Facebook/i })).toBeVisible();
  });

  test('a sub-menu opens from the keyboard and navigates client-side', async ({ page }) => {
    await page.goto('/');
    const toggle = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: /Promos/ });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'New This Month' })
      .click();
    await expect(page).toHaveURL(/\/new-this-month$/);
  });

  test('an unknown path shows Page Not Found with breadcrumbs built from the path', async ({
    page,
  }) => {
    // The server answers an unknown path 404 with the app, which draws its Page Not Found.
    const response = await page.goto('/no-such/page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByText('page here', { exact: false })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an item page's crumb is its own title, as its heading reads, in the HTML sent and in the app", async ({
    browser,
    baseURL,
    page,
  }) => {
    // Seed titles whose slugs title-case differently ('And', 'To', 'At', no brand).
    const pages = [
      {
        path: '/shop-online/tibay-hardware-air-purifiers-and-fans',
        trail: ['Home', 'Shop Online', 'Air purifiers and fans'],
      },
      {
        path: '/promos/back-to-school-bonus',
        trail: ['Home', 'Promos', 'Back to School Bonus'],
      },
      {
        path: '/partners/ilaw-at-kulay-home-center',
        trail: ['Home', 'Partners', 'Ilaw at Kulay Home Center'],
      },
      {
        path: '/cards/prepaid-card/partners/loading/kanto-express-mart',
        trail: [
          'Home',
          'Cards',
          'Go Rewards Prepaid Card',
          'Partners',
          'Loading',
          'Kanto Express Mart',
        ],
      },
    ];
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const sent = await noScript.newPage();
    for (const { path, trail } of pages) {
      await sent.goto(path);
      await expect(sent.getByRole('heading', { level: 1 }), path).toHaveText(trail.at(-1) ?? '');
      await expect(
        sent.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem'),
        path,
      ).toHaveText(trail);
    }
    await noScript.close();

    const shop = await page.request.get(pages[0]?.path ?? '');
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(
      await shop.text(),
    );
    expect(JSON.parse(jsonLd?.[1] ?? '{}')).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Home' },
        { name: 'Shop Online' },
        { name: 'Air purifiers and fans' },
      ],
    });

    await page.goto('/cards/prepaid-card/partners/loading/kanto-express-mart');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByRole('link', { name: 'Go Rewards Prepaid Card' }).click();
    await expect(page).toHaveURL(/\/cards\/prepaid-card$/);
    await expect(crumbs.getByRole('listitem')).toHaveText([
      'Home',
      'Cards',
      'Go Rewards Prepaid Card',
    ]);
    await crumbs.getByRole('link', { name: 'Cards' }).click();
    await page
      .getByRole('link', { name: /Go Rewards Virtual Card/ })
      .first()
      .click();
    await expect(crumbs.getByRole('listitem').last()).toHaveText('Go Rewards Virtual Card');
  });

  test('a page followed from the footer opens at its top, and Back returns to where the visitor was, at once and on a slow network too', async ({
    page,
  }) => {
    // Where the page stood at each scroll event: a jump is one, a glide across the page many.
    await page.addInitScript(() => {
      const stops: number[] = [];
      Object.assign(window, { scrollStops: stops });
      addEventListener('scroll', () => stops.push(window.scrollY));
    });
    const scrollStops = () =>
      page.evaluate(() => (window as unknown as { scrollStops: number[] }).scrollStops.splice(0));
    await page.goto('/promos');
    await page.evaluate(() => window.scrollTo({ top: 100_000, behavior: 'instant' }));
    const bottom = await page.evaluate(() => window.scrollY);
    expect(bottom).toBeGreaterThan(500);
    // That scroll's own event comes at the next frame (on a busy machine, after a drain made at
    // once: CI then counted it as a stop of the link's scroll).
    await expect.poll(async () => (await scrollStops()).length).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Stories' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // None if the link was followed before the app ran: the browser opened a new page at its top.
    expect((await scrollStops()).filter((stop) => stop !== 0)).toEqual([]);
    // A list that came back as placeholders would be shorter than the place to return to.
    await page.route('**/api/v1/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Promos' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(bottom - 100);
    expect((await scrollStops()).filter((stop) => stop < bottom - 100)).toEqual([]);
  });

  for (const [way, leave] of [
    ['a reload', (page: Page) => page.reload()],
    // Back to a page left as a new document: a link followed before the app ran, or a link in
    // a browser that keeps no page in its back-forward cache.
    [
      'Back to a page left for a new document',
      async (page: Page) => {
        await page.goto('/stories');
        await page.goBack();
      },
    ],
  ] as const) {
    for (const appRan of [false, true]) {
      test(`${way} returns the visitor to the end of a page they scrolled to ${appRan ? 'once' : 'before'} the app ran`, async ({
        page,
      }) => {
        await page.goto('/promos');
        // No tap follows these waits: whether the app ran is what is tested.
        if (appRan) await appRunning(page);
        await page.evaluate(() => window.scrollTo({ top: 100_000, behavior: 'instant' }));
        const place = await page.evaluate(() => window.scrollY);
        // The app keeps the place for the page (the browser does, until it runs).
        await appRunning(page);
        await leave(page);
        await expect(page.getByRole('heading', { level: 1, name: 'Promos' })).toBeVisible();
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(place - 100);
      });
    }
  }

  test('Back reaches the visitor’s place once the page has grown to it, when its end is drawn late', async ({
    page,
  }) => {
    await page.goto('/promos');
    await page.evaluate(() => window.scrollTo({ top: 100_000, behavior: 'instant' }));
    const bottom = await page.evaluate(() => window.scrollY);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Stories' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stories' })).toBeVisible();
    // A busy phone that has not yet drawn the footer when Back renders the list.
    await page.evaluate(() => {
      const late = document.createElement('style');
      late.textContent = 'footer { display: none }';
      document.head.append(late);
      addEventListener('popstate', () => setTimeout(() => late.remove(), 300), { once: true });
    });
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Promos' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(bottom - 100);
  });

  test('headings are set in the brand typeface the portal serves itself, preloaded; text keeps the platform face', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('response', (response) => {
      if (/\.woff2$/.test(response.url())) fonts.push(new URL(response.url()).pathname);
    });
    const response = await page.goto('/promos');
    const html = (await response?.text()) ?? '';
    const preloads = (html.match(/<link [^>]*>/g) ?? []).filter(
      (link) => link.includes('rel="preload"') && link.includes('as="font"'),
    );
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toMatch(/ href="\/assets\/inter-latin-800-normal-[\w-]+\.woff2"/);
    expect(preloads[0]).toContain(' type="font/woff2"');
    expect(preloads[0]).toContain(' crossorigin');
    const heading = page.getByRole('heading', { level: 1, name: 'Promos' });
    await expect(heading).toHaveCSS('font-family', /^Inter, /);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some((face) => face.family === 'Inter' && face.status === 'loaded'),
        ),
      )
      .toBe(true);
    expect(fonts).toEqual([
      expect.stringMatching(/^\/assets\/inter-latin-800-normal-[\w-]+\.woff2$/),
    ]);
    await expect(page.locator('main p').first()).toHaveCSS('font-family', /^system-ui, /);
  });

  test('the cookie notice hides on Got it and stays hidden after a reload', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const notice = page.getByRole('region', { name: 'Your Privacy' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Got it' }).click();
    await expect(notice).toBeHidden();
    const cookie = (await context.cookies()).find((entry) => entry.name === 'ACCEPT_COOKIES');
    expect(cookie?.value).toBe('true');
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Get more rewards in the palm of your hands' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your Privacy' })).toHaveCount(0);
  });

  test('the announcement bar shows the seeded announcement and closes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Double points weekend!')).toBeVisible();
    await page.getByRole('button', { name: 'Close announcement' }).click();
    await expect(page.getByText('Double points weekend!')).toBeHidden();
  });

  for (const width of [360, 1280]) {
    test(`renders without horizontal scroll at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(
        page.getByRole('heading', { name: 'Get more rewards in the palm of your hands' }),
      ).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/screenshots/home-${width}.png`, fullPage: true });
    });
  }
});

test('the server answers unknown api paths with the error envelope', async ({ request }) => {
  const response = await request.get('/api/v1/unknown');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ error_key: 'NOT_FOUND', title: 'Error' });
});
