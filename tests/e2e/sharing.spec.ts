import { expect } from '@playwright/test';
import { test } from './fixtures';

/** What a link preview, a crawler and the running app each see. */
const PROMO = '/promos/double-points-weekend';

/** The tags of the page's head, and its JSON-LD, read from the HTML the server sent. */
function headOf(html: string) {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const meta = (key: string) =>
    [...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)]
      .filter((match) => match[1] === key)
      .map((match) => match[2]);
  const canonical = [...head.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map(
    (match) => match[1],
  );
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map(
    (match) =>
      JSON.parse(match[1] ?? '') as { '@type': string; itemListElement?: { name: string }[] },
  );
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  return { title, meta, canonical, jsonLd };
}

test.describe('a shared promo link', () => {
  test("answers, without a browser, with the promo's own title, summary and picture", async ({
    request,
  }) => {
    const response = await request.get(PROMO);
    expect(response.status()).toBe(200);
    const head = headOf(await response.text());
    expect(head.title).toBe('Double Points Weekend | Go Rewards');
    expect(head.meta('og:title')).toEqual(['Double Points Weekend | Go Rewards']);
    expect(head.meta('description')).toEqual(['Earn 2x points on every grocery run this weekend.']);
    expect(head.meta('og:image')).toHaveLength(1);
    expect(head.meta('og:image')[0]).toMatch(
      /^http:\/\/[^"]+\/images\/content\/promos\/double-points-weekend\.svg$/,
    );
    expect(head.canonical).toHaveLength(1);
    expect(head.canonical[0]).toMatch(/^http:\/\/[^/]+\/promos\/double-points-weekend$/);
    expect(head.jsonLd.map((item) => item['@type'])).toEqual(['BreadcrumbList']);
    expect(head.jsonLd[0]?.itemListElement?.map((crumb) => crumb.name)).toEqual([
      'Home',
      'Promos',
      'Double Points Weekend',
    ]);
    // The sitemap lists every promo running today, as the promo lists show them.
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = new Set(
      [...sitemap.matchAll(/<loc>http:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]),
    );
    for (const [type, section] of [
      ['1', '/promos'],
      ['2', '/new-this-month'],
    ] as const) {
      const answer = await request.get(`/api/v1/promos?type=${type}&limit=100`);
      const { data, total } = (await answer.json()) as { data: { slug: string }[]; total: number };
      expect(data).toHaveLength(total);
      for (const { slug } of data)
        expect(listed, `${section}/${slug}`).toContain(`${section}/${slug}`);
    }
    expect(listed).toContain('/promos/double-points-weekend');
    expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /account');
  });

  test('runs in the browser with no policy violation, and its tags follow the page', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP ${event.effectiveDirective} ${event.blockedURI}`);
      });
    });
    await page.goto(PROMO);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Double Points Weekend' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Double Points Weekend | Go Rewards');
    expect(await page.locator('head [data-page-head]').count()).toBe(0);

    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Promos' })
      .click();
    await expect(page).toHaveURL(/\/promos$/);
    await expect(page).toHaveTitle('Promos | Go Rewards');
    const ogTitle = page.locator('head meta[property="og:title"]');
    await expect(ogTitle).toHaveCount(1);
    await expect(ogTitle).toHaveAttribute('content', 'Promos | Go Rewards');
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      'content',
      'Promos from Go Rewards partners: bonus points, discounts and freebies.',
    );
    const canonical = page.locator('head link[rel="canonical"]');
    await expect(canonical).toHaveCount(1);
    await expect(canonical).toHaveAttribute('href', /\/promos$/);
    await expect(page.locator('head meta[property="og:image"]')).toHaveCount(0);
    const jsonLd = page.locator('script[type="application/ld+json"]');
    await expect(jsonLd).toHaveCount(1);
    expect(JSON.parse((await jsonLd.textContent()) ?? '')).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: 'Home' }, { name: 'Promos' }],
    });
    expect(problems).toEqual([]);
  });
});

// Each public page names itself once, at one address, with its trail.
const PAGES = [
  { path: '/', title: 'Go Rewards | Earn points every day', type: 'Organization' },
  { path: '/promos', title: 'Promos | Go Rewards', type: 'BreadcrumbList' },
  { path: '/shop-online', title: 'Shop Online | Go Rewards', type: 'BreadcrumbList' },
  { path: '/new-this-month', title: 'New This Month | Go Rewards', type: 'BreadcrumbList' },
  { path: '/partners', title: 'Partners | Go Rewards', type: 'BreadcrumbList' },
  { path: '/cards', title: 'Cards | Go Rewards', type: 'BreadcrumbList' },
  { path: '/stories', title: 'Stories | Go Rewards', type: 'BreadcrumbList' },
  {
    path: '/partners/bayanihan-mart',
    title: 'Bayanihan Mart | Go Rewards Partners',
    type: 'BreadcrumbList',
  },
];

test('every public page has one title, description and canonical URL, its sharing tags and JSON-LD', async ({
  request,
}) => {
  for (const { path, title, type } of PAGES) {
    const response = await request.get(`${path}?utm_source=messenger`);
    expect(response.status(), path).toBe(200);
    const head = headOf(await response.text());
    expect(head.title, path).toBe(title);
    expect(head.meta('og:title'), path).toEqual([title]);
    expect(head.meta('twitter:title'), path).toEqual([title]);
    expect(head.meta('description'), path).toHaveLength(1);
    expect(head.meta('description')[0]?.length, path).toBeGreaterThan(20);
    expect(head.meta('og:description'), path).toEqual(head.meta('description'));
    // One address per page, without the query a link picked up on its way.
    expect(head.canonical, path).toEqual([
      expect.stringMatching(new RegExp(`^http://[^/]+${path}$`)),
    ]);
    expect(head.meta('og:url'), path).toEqual(head.canonical);
    expect(
      head.jsonLd.map((item) => item['@type']),
      path,
    ).toEqual([type]);
  }
});
