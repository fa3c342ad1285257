import { existsSync } from 'node:fs';
import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { NEW_AND_EXPIRING_DAYS } from '#contract/content';
import { HomePageSchema, SettingsResponseSchema } from '#contract/settings';
import {
  cardPartners,
  cardProducts,
  categories,
  pages,
  partnerAddresses,
  partners,
  partnerStores,
  policySections,
  promos,
  raffles,
  shops,
  stories,
} from '#server/db/schema';
import { seed } from '#server/db/seed/index';
import { addDays } from '#server/db/seed/content-data';
import { manilaDay as manilaToday } from '#server/shared/manila';
import { createPasscodeHasher } from '#server/adapters/passcode-hasher';
import { signedIn, DEMO } from '../support/auth-helpers';
import { startTestApp, TEST_PEPPER, type TestApp, useTestApp } from '../support/test-app';

/** The seed's demo content, and the headers content is served with. */
const t = useTestApp();
let today: string;
beforeAll(() => {
  today = manilaToday(t.now.value);
});

const db = () => t.database.db;
const publicDir = path.resolve(import.meta.dirname, '../../public');

type Counted =
  | typeof promos
  | typeof shops
  | typeof partners
  | typeof partnerStores
  | typeof partnerAddresses
  | typeof cardProducts
  | typeof cardPartners
  | typeof stories
  | typeof policySections
  | typeof categories;

async function countOf(table: Counted) {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(table);
  return row?.n ?? 0;
}

describe('content seed', () => {
  it('seeds 40 promos of both types with new, expiring, ended, future, featured and raffle promos', async () => {
    const rows = await db().select().from(promos);
    expect(rows).toHaveLength(40);
    const running = rows.filter((row) => row.promoStart <= today && today <= row.promoEnd);
    const soon = addDays(today, NEW_AND_EXPIRING_DAYS);
    const weekAgo = addDays(today, -NEW_AND_EXPIRING_DAYS);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set([1, 2]));
    expect(running.filter((row) => row.promoStart >= weekAgo).length).toBeGreaterThanOrEqual(3);
    expect(running.filter((row) => row.promoEnd <= soon).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((row) => row.promoEnd < today).length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((row) => row.promoStart > today).length).toBeGreaterThanOrEqual(2);
    expect(running.filter((row) => row.featured).length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((row) => row.actionButton).length).toBeGreaterThanOrEqual(3);
    const raffleRows = await db().select().from(raffles);
    const ended = rows.find((row) => {
      const raffle = raffleRows.find((r) => r.slug === row.raffleSlug);
      return raffle && raffle.endsAt.getTime() < t.now.value.getTime();
    });
    expect(ended).toBeDefined();
  });

  it('promises winners only where the portal shows them: it shows none, so no text says to see them', async () => {
    const texts = [
      ...(await db().select().from(promos)).flatMap((row) => [
        row.shortDescription,
        row.mechanics,
        row.terms,
        row.seo.description ?? '',
      ]),
      ...(await db().select().from(raffles)).map((row) => row.description),
    ];
    expect(texts.length).toBeGreaterThan(40);
    expect(texts.filter((text) => /see (the |our )?winners/i.test(text))).toEqual([]);
  });

  it('says a promo or offer once: its mechanics do not open with its description', async () => {
    const rows = [...(await db().select().from(promos)), ...(await db().select().from(shops))].map(
      (row) => ({ title: row.title, description: row.shortDescription, mechanics: row.mechanics }),
    );
    expect(rows.length).toBeGreaterThan(60);
    const repeated = rows.filter((row) =>
      row.mechanics
        .replace(/<[^>]+>/g, ' ')
        .trim()
        .startsWith(row.description),
    );
    expect(repeated.map((row) => row.title)).toEqual([]);
  });

  it('seeds 20 shop-online and 12 new-this-month offers with at least 3 exclusives', async () => {
    const rows = await db().select().from(shops);
    expect(rows.filter((row) => row.shopType === 1)).toHaveLength(20);
    const nthm = rows.filter((row) => row.shopType === 2);
    expect(nthm).toHaveLength(12);
    expect(
      nthm.filter((row) => row.grExclusive && row.dateStart <= today && today <= row.dateEnd)
        .length,
    ).toBeGreaterThanOrEqual(3);
  });

  it('seeds 30 partners and at least 300 stores in at least 10 regions, inside the Philippines', async () => {
    const rows = await db().select().from(partners);
    expect(rows).toHaveLength(30);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set([1, 2]));
    expect(rows.some((row) => row.featured)).toBe(true);
    expect(new Set(rows.map((row) => row.categoryId)).size).toBeGreaterThanOrEqual(6);
    const storeRows = await db().select().from(partnerStores);
    expect(storeRows.length).toBeGreaterThanOrEqual(300);
    expect(new Set(storeRows.map((row) => row.region)).size).toBeGreaterThanOrEqual(10);
    const buids = new Set(rows.map((row) => row.storeBuid).filter(Boolean));
    for (const store of storeRows) {
      expect(buids.has(store.buid)).toBe(true);
      expect(store.latitude).toBeGreaterThan(4.5);
      expect(store.latitude).toBeLessThan(21.5);
      expect(store.longitude).toBeGreaterThan(116.5);
      expect(store.longitude).toBeLessThan(127);
      expect(store.address).toMatch(/, Brgy\. .+, .+, .+$/);
    }
    const addressRows = await db().select().from(partnerAddresses);
    expect(new Set(addressRows.map((row) => row.type))).toEqual(
      new Set(['distribution', 'loading']),
    );
  });

  it('seeds 8 cards covering types 1-4, every card type, partners of both kinds', async () => {
    const rows = await db().select().from(cardProducts);
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(rows.map((row) => row.cardType))).toEqual(
      new Set(['virtual', 'prepaid', 'debit', 'credit']),
    );
    expect(new Set(rows.map((row) => row.callToAction))).toEqual(new Set([0, 1, 2]));
    for (const row of rows) {
      expect(row.faqs.length).toBeGreaterThanOrEqual(3);
      expect(row.benefits.length).toBeGreaterThan(0);
      expect(row.terms.length).toBeGreaterThan(0);
      expect(row.privacy.length).toBeGreaterThan(0);
    }
    const links = await db().select().from(cardPartners);
    expect(new Set(links.map((link) => link.kind))).toEqual(new Set(['distribution', 'loading']));
  });

  it('seeds 10 stories (3 featured) and policies with one inactive section each', async () => {
    const rows = await db().select().from(stories);
    expect(rows).toHaveLength(10);
    expect(rows.filter((row) => row.featured)).toHaveLength(3);
    const sections = await db().select().from(policySections);
    for (const kind of ['terms', 'privacy', 'about']) {
      const mine = sections.filter((section) => section.kind === kind);
      expect(mine.length).toBeGreaterThan(3);
      expect(mine.filter((section) => !section.active)).toHaveLength(1);
    }
  });

  it('gives the home page every field, with banners inside and outside their window', async () => {
    const response = await t.call('getSettings');
    const settings = v.parse(SettingsResponseSchema, response.body);
    const home = v.parse(
      HomePageSchema,
      settings.pages.find((page) => page.api_id === 'home'),
    );
    expect(home.value.slides).toHaveLength(3);
    expect(home.value.slide_in).not.toBeNull();
    const banners = [
      ...home.value.main_banners,
      ...home.value.banners,
      ...home.value.offers_banners,
    ];
    const showing = banners.filter(
      (b) => b.start_date && b.end_date && b.start_date <= today && today <= b.end_date,
    );
    expect(showing.length).toBeGreaterThanOrEqual(3);
    expect(banners.some((b) => b.end_date !== null && b.end_date < today)).toBe(true);
    expect(banners.some((b) => b.start_date !== null && b.start_date > today)).toBe(true);
    for (const id of ['promos', 'shop_online', 'new_this_month', 'partners', 'cards', 'stories']) {
      const page = settings.pages.find((p) => p.api_id === id);
      expect(page && 'banners' in page.value && page.value.banners?.length, id).toBeGreaterThan(0);
    }
  });

  it('points every content row at a real category of its kind', async () => {
    const categoryRows = await db().select().from(categories);
    const kindOf = new Map(categoryRows.map((row) => [row.id, row.categoryId]));
    for (const row of await db().select().from(promos)) expect(kindOf.get(row.categoryId)).toBe(2);
    for (const row of await db().select().from(shops)) expect(kindOf.get(row.categoryId)).toBe(3);
    for (const row of await db().select().from(partners))
      expect(kindOf.get(row.categoryId)).toBe(1);
  });

  it('points at images that exist under public/', async () => {
    const seen = new Set<string>();
    const collect = (value: unknown): void => {
      if (typeof value === 'string' && value.startsWith('/images/')) seen.add(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    for (const table of [
      promos,
      shops,
      partners,
      cardProducts,
      stories,
      pages,
      categories,
    ] as const) {
      collect(await db().select().from(table));
    }
    expect(seen.size).toBeGreaterThan(200);
    const missing = [...seen].filter((image) => !existsSync(path.join(publicDir, image)));
    expect(missing).toEqual([]);
  });

  it('is idempotent and replaces only a page the contract no longer accepts', async () => {
    const tables = [
      promos,
      shops,
      partners,
      partnerStores,
      partnerAddresses,
      cardProducts,
      cardPartners,
      stories,
      policySections,
      categories,
    ] as const;
    const before = await Promise.all(tables.map((table) => countOf(table)));
    await db()
      .update(pages)
      .set({ value: { title: 'Go Rewards' } })
      .where(eq(pages.apiId, 'home'));
    await db()
      .update(pages)
      .set({ value: { title: 'Edited Promos' } })
      .where(eq(pages.apiId, 'promos'));
    await seed(db(), { hasher: createPasscodeHasher(Buffer.from(TEST_PEPPER)) });
    expect(await Promise.all(tables.map((table) => countOf(table)))).toEqual(before);
    const [home] = await db().select().from(pages).where(eq(pages.apiId, 'home'));
    expect(v.is(HomePageSchema, { api_id: 'home', value: home?.value })).toBe(true);
    const [edited] = await db().select().from(pages).where(eq(pages.apiId, 'promos'));
    expect(edited?.value).toEqual({ title: 'Edited Promos' });
  });
});

describe('headers of content answers', () => {
  it('lets browsers keep public content for a minute and never a member answer or an error', async () => {
    for (const name of ['getPromos', 'getShops', 'getPartners', 'getCards', 'getStories'] as const)
      expect((await t.call(name)).headers['cache-control'], name).toBe('public, max-age=60');
    const about = await t.call('getPolicy', { params: { kind: 'about' } });
    expect(about.headers['cache-control']).toBe('public, max-age=60');
    expect((await t.call('getSettings')).headers['cache-control']).toBe('public, max-age=60');
    expect(
      (await t.call('getPromo', { params: { promoType: '1', slug: 'no-such-promo' } })).headers[
        'cache-control'
      ],
    ).toBe('no-store');
    expect((await t.call('getPromos', { query: { limit: '-1' } })).headers['cache-control']).toBe(
      'no-store',
    );
    const cookies = await signedIn(t, DEMO.active);
    const member = await t.call('getMemberDetails', { cookies });
    expect(member.status).toBe(200);
    expect(member.headers['cache-control']).toBe('no-store');
  });

  it('allows the OpenStreetMap frame and same-origin media, and nothing else more', async () => {
    const directives = await cspOf(t);
    expect(directives.get('frame-src')).toBe('https://www.openstreetmap.org');
    expect(directives.get('media-src')).toBe("'self'");
    expect(directives.get('default-src')).toBe("'self'");
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('object-src')).toBe("'none'");
    expect(directives.get('base-uri')).toBe("'none'");
    expect(directives.get('frame-ancestors')).toBe("'none'");
    expect(directives.get('img-src')).toBe("'self' data:");
    expect(directives.get('connect-src')).toBe("'self'");
    expect(directives.get('style-src')).toBe("'self'");
  });

  it("lets hCaptcha's hosts in only where hCaptcha is configured", async () => {
    const withCaptcha = await startTestApp({
      seed: false,
      config: {
        hcaptcha: { siteKey: 'site-key', secret: 'secret', verifyUrl: 'http://127.0.0.1:9/verify' },
      },
    });
    try {
      const directives = await cspOf(withCaptcha);
      const hcaptcha = 'https://hcaptcha.com https://*.hcaptcha.com';
      expect(directives.get('script-src')).toBe(`'self' ${hcaptcha}`);
      expect(directives.get('frame-src')).toBe(`https://www.openstreetmap.org ${hcaptcha}`);
      expect(directives.get('style-src')).toBe(`'self' ${hcaptcha}`);
      expect(directives.get('connect-src')).toBe(`'self' ${hcaptcha}`);
      expect(directives.get('img-src')).toBe("'self' data:");
      expect(directives.get('default-src')).toBe("'self'");
    } finally {
      await withCaptcha.close();
    }
  });
});

/** The answer's Content-Security-Policy, directive by directive. */
async function cspOf(app: TestApp): Promise<Map<string, string>> {
  const csp = String((await app.call('getPromos')).headers['content-security-policy']);
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
}

describe('content images in the production build', () => {
  const image = '/images/content/promos/double-points-weekend.svg';
  const served = useTestApp(async () => {
    // The build copies public/ into dist/; the same files are served from the static folder.
    const staticDir = await mkdtemp(path.join(tmpdir(), 'gr-static-'));
    await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await cp(path.join(publicDir, 'images'), path.join(staticDir, 'images'), { recursive: true });
    return { seed: false, serveApp: true, config: { staticDir } };
  });

  it('serves a generated image as SVG with an hour of caching', async () => {
    const response = await served.app.inject(image);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    // The promo's 600 × 400 picture; it no longer spells the promo's title.
    expect(response.body).toMatch(/^<svg [^>]*viewBox="0 0 600 400"/);
    expect(response.body).not.toContain('Double Points Weekend');
    const icon = await served.app.inject('/images/categories/supermarkets-active.svg');
    expect(icon.statusCode).toBe(200);
  });
});
