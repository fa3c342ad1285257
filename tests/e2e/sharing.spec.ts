import { expect } from '@playwright/test';
import { test } from './fixtures';

/** Issue 21, items 4 and 6: what a link preview, a crawler and the running app each see. */
const PROMO = '/promos/double-points-weekend';

test.describe('a shared promo link', () => {
  test("answers, without a browser, with the promo's own title, summary and picture", async ({
    request,
  }) => {
    const response = await request.get(PROMO);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Double Points Weekend | Go Rewards</title>');
    expect(html).toContain(
      '<meta property="og:title" content="Double Points Weekend | Go Rewards" data-page-head />',
    );
    expect(html).toContain(
      '<meta name="description" content="Earn 2x points on every grocery run this weekend." />',
    );
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/[^"]+\/images\/content\/promos\/double-points-weekend\.svg"/,
    );
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>http:\/\/[^<]+\/promos\/double-points-weekend<\/loc>/);
    expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /account');
  });

  test('runs in the browser with no policy violation, and leaves no tag of its own behind', async ({
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
    await expect(page).not.toHaveTitle('Double Points Weekend | Go Rewards');
    expect(
      await page.locator('head meta[property="og:title"], head link[rel="canonical"]').count(),
    ).toBe(0);
    expect(problems).toEqual([]);
  });
});
