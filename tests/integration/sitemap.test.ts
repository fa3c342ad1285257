import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invalidateContent } from '#server/db/content-generation';
import { promos, stories } from '#server/db/schema';
import { startTestApp, useTestApp } from '../support/test-app';

/** /sitemap.xml lists every public page with its last change; /robots.txt. */
const ORIGIN = 'https://rewards.example.ph';
const CARD_UUID = '7d3c31f0-3ce8-4ae4-9b0d-eab9a0e49044';

const t = useTestApp(async () => {
  const staticDir = await mkdtemp(path.join(tmpdir(), 'gr-sitemap-'));
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  return { serveApp: true, config: { staticDir, publicOrigin: ORIGIN } };
});

interface Listed {
  loc: string;
  lastmod: string | null;
}

async function sitemap(): Promise<Listed[]> {
  const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.body).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
  );
  return [
    ...response.body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g),
  ].map((match) => ({ loc: match[1] ?? '', lastmod: match[2] ?? null }));
}

const pathsOf = (listed: Listed[]) => listed.map((entry) => entry.loc.slice(ORIGIN.length));

describe('GET /sitemap.xml', () => {
  it('lists the public pages and the seeded content pages, at the public origin', async () => {
    const listed = await sitemap();
    expect(listed.every((entry) => entry.loc.startsWith(`${ORIGIN}/`))).toBe(true);
    expect(pathsOf(listed)).toEqual(
      expect.arrayContaining([
        '/',
        '/promos',
        '/shop-online',
        '/new-this-month',
        '/partners',
        '/cards',
        '/stories',
        '/about',
        '/terms',
        '/privacy-policy',
        '/black-card',
        '/prepaid',
        '/get-the-app',
        '/promos/double-points-weekend',
        '/new-this-month/noche-buena-ham-pre-order',
        '/shop-online/tibay-hardware-air-purifiers-and-fans',
        '/partners/bayanihan-mart',
        '/cards/prepaid-card',
        '/cards/prepaid-card/partners/distribution',
        '/cards/prepaid-card/partners/loading',
        '/cards/prepaid-card/partners/loading/padala-express',
        '/stories/budget-noche-buena-with-points',
        `/terms/${CARD_UUID}`,
        `/privacy-policy/${CARD_UUID}`,
      ]),
    );
    expect(new Set(pathsOf(listed)).size).toBe(listed.length);
  });

  it('leaves out sign-in, account, form and development pages, and partner pages a card has not', async () => {
    const paths = pathsOf(await sitemap());
    for (const hidden of ['/login', '/forgot-passcode', '/auth', '/logout', '/social-login']) {
      expect(paths).not.toContain(hidden);
    }
    expect(
      paths.filter((page) =>
        /^\/(account|dev|api|raffle|survey|termswb|policywb)(\/|$)/.test(page),
      ),
    ).toEqual([]);
    // Cards of type 3 and 4 have no partner pages (docs/specification.md#card-partners).
    expect(paths).toContain('/cards/bayanihan-bank-debit-card');
    expect(paths).not.toContain('/cards/bayanihan-bank-debit-card/partners/distribution');
  });

  it('lists only pages that answer 200', async () => {
    const paths = pathsOf(await sitemap());
    const failing: string[] = [];
    for (const page of paths) {
      const response = await t.app.inject({ method: 'GET', url: page });
      if (response.statusCode !== 200) failing.push(`${page} ${response.statusCode}`);
    }
    expect(failing).toEqual([]);
  });

  it("gives each content page its row's last change, and a list its newest item's", async () => {
    const changedAt = new Date('2026-11-20T03:04:05.000Z');
    await t.database.db
      .update(stories)
      .set({ updatedAt: changedAt })
      .where(eq(stories.slug, 'budget-noche-buena-with-points'));
    invalidateContent();
    const listed = await sitemap();
    const story = listed.find(
      (entry) => entry.loc === `${ORIGIN}/stories/budget-noche-buena-with-points`,
    );
    expect(story?.lastmod).toBe('2026-11-20T03:04:05.000Z');
    const list = listed.find((entry) => entry.loc === `${ORIGIN}/stories`);
    expect(list?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(new Date(list?.lastmod ?? 0).getTime()).toBeGreaterThanOrEqual(changedAt.getTime());
    // Pages written in the app's code have no row to date them.
    expect(listed.find((entry) => entry.loc === `${ORIGIN}/black-card`)?.lastmod).toBeNull();
  });

  it('drops a promo once it has ended (Manila day), as the promo list does', async () => {
    expect(pathsOf(await sitemap())).toContain('/promos/double-points-weekend');
    await t.database.db
      .update(promos)
      .set({ promoEnd: '2020-01-31' })
      .where(eq(promos.slug, 'double-points-weekend'));
    invalidateContent();
    expect(pathsOf(await sitemap())).not.toContain('/promos/double-points-weekend');
  });

  it('names the configured origin whatever Host the request carries', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { host: 'attacker.example' },
    });
    expect(response.body).toContain(`<loc>${ORIGIN}/</loc>`);
    expect(response.body).not.toContain('attacker.example');
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of account, sign-in, development and API paths, and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Disallow: /account',
        'Disallow: /auth',
        'Disallow: /logout',
        'Disallow: /dev',
        'Disallow: /api',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toHaveLength(5);
  });
});

describe('a build that still holds an old robots.txt, and no PUBLIC_ORIGIN', () => {
  it('starts, answers the robots.txt the server writes, and refuses a Host that names no site', async () => {
    const staticDir = await mkdtemp(path.join(tmpdir(), 'gr-stale-'));
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(staticDir, 'robots.txt'), 'User-agent: *\nDisallow:\n');
    const stale = await startTestApp({ serveApp: true, config: { staticDir } });
    try {
      const response = await stale.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(response.body).toContain('Disallow: /account');
      // Without PUBLIC_ORIGIN the Host header names the site: one that names none is refused.
      expect(response.body).toContain('Sitemap: http://localhost/sitemap.xml');
      const odd = await stale.app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { host: 'not a host' },
      });
      expect(odd.statusCode).toBe(400);
      expect(odd.body).not.toContain('not a host');
    } finally {
      await stale.close();
    }
  });
});
