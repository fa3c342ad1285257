import { and, asc, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import { PROMO_TYPES } from '#contract/promos';
import { SHOP_TYPES } from '#contract/shops';
import { escapeMarkup } from '../shared/escape-markup';
import type { Deps } from './deps';
import {
  cardPartners,
  cardProducts,
  pages,
  partners,
  policyPages,
  promos,
  shops,
  stories,
} from '../db/schema';

export interface SitemapEntry {
  path: string;
  lastModified: Date | null;
}

/** Public pages whose words live in the app's code: their last change is the deploy, not a row. */
const CODE_PAGES = ['/black-card', '/prepaid', '/get-the-app'] as const;
/** Card types with partner pages (docs/specification.md#card-partners; #contract/cards). */
const CARD_TYPES_WITH_PARTNERS = [1, 2] as const;

const segment = (value: string) => encodeURIComponent(value);

function newest(dates: readonly (Date | null)[]): Date | null {
  let found: Date | null = null;
  for (const date of dates) if (date && (!found || date > found)) found = date;
  return found;
}

/**
 * Every public page a visitor can reach, with the time its content last changed.
 * Offers are listed while they run (Manila `today`), as their lists show them; stories once
 * published. Sign-in, account, forms and development pages are not for search engines.
 */
export async function sitemapEntries(deps: Deps<'db'>, today: string): Promise<SitemapEntry[]> {
  const { db } = deps;
  const [promoRows, shopRows, partnerRows, cardRows, loadingRows, storyRows, policyRows, pageRows] =
    await Promise.all([
      db
        .select({ slug: promos.slug, type: promos.type, updatedAt: promos.updatedAt })
        .from(promos)
        .where(and(lte(promos.promoStart, today), gte(promos.promoEnd, today)))
        .orderBy(asc(promos.slug)),
      db
        .select({ slug: shops.slug, type: shops.shopType, updatedAt: shops.updatedAt })
        .from(shops)
        .where(and(lte(shops.dateStart, today), gte(shops.dateEnd, today)))
        .orderBy(asc(shops.slug)),
      db
        .select({ slug: partners.slug, updatedAt: partners.updatedAt })
        .from(partners)
        .orderBy(asc(partners.slug)),
      db
        .select({
          slug: cardProducts.slug,
          uuid: cardProducts.uuid,
          type: cardProducts.type,
          updatedAt: cardProducts.updatedAt,
        })
        .from(cardProducts)
        .orderBy(asc(cardProducts.position), asc(cardProducts.id)),
      db
        .select({
          card: cardProducts.slug,
          partner: partners.slug,
          updatedAt: partners.updatedAt,
        })
        .from(cardPartners)
        .innerJoin(cardProducts, eq(cardProducts.id, cardPartners.cardId))
        .innerJoin(partners, eq(partners.id, cardPartners.partnerId))
        .where(
          and(
            eq(cardPartners.kind, 'loading'),
            isNotNull(partners.howToLoad),
            inArray(cardProducts.type, [...CARD_TYPES_WITH_PARTNERS]),
          ),
        )
        .orderBy(asc(cardProducts.slug), asc(partners.slug)),
      db
        .select({ slug: stories.slug, updatedAt: stories.updatedAt })
        .from(stories)
        .where(lte(stories.publishedOn, today))
        .orderBy(asc(stories.slug)),
      db.select({ kind: policyPages.kind, updatedAt: policyPages.updatedAt }).from(policyPages),
      db.select({ updatedAt: pages.updatedAt }).from(pages),
    ]);

  const regularPromos = promoRows.filter((row) => row.type === PROMO_TYPES.regular);
  const newThisMonth = [
    ...shopRows.filter((row) => row.type === SHOP_TYPES.newThisMonth),
    ...promoRows.filter((row) => row.type === PROMO_TYPES.newThisMonth),
  ].sort((a, b) => a.slug.localeCompare(b.slug));
  const shopOnline = shopRows.filter((row) => row.type === SHOP_TYPES.shopOnline);
  const cardsWithPartners = cardRows.filter((row) =>
    CARD_TYPES_WITH_PARTNERS.some((type) => type === row.type),
  );
  const policy = (kind: 'terms' | 'privacy' | 'about') =>
    policyRows.find((row) => row.kind === kind)?.updatedAt ?? null;
  const changed = (rows: readonly { updatedAt: Date }[]) =>
    newest(rows.map((row) => row.updatedAt));
  const detail = (prefix: string, rows: readonly { slug: string; updatedAt: Date }[]) =>
    rows.map((row) => ({ path: `${prefix}/${segment(row.slug)}`, lastModified: row.updatedAt }));

  const lists: SitemapEntry[] = [
    { path: '/promos', lastModified: changed(regularPromos) },
    { path: '/shop-online', lastModified: changed(shopOnline) },
    { path: '/new-this-month', lastModified: changed(newThisMonth) },
    { path: '/partners', lastModified: changed(partnerRows) },
    { path: '/cards', lastModified: changed(cardRows) },
    { path: '/stories', lastModified: changed(storyRows) },
  ];
  const home: SitemapEntry = {
    path: '/',
    lastModified: newest([...lists.map((entry) => entry.lastModified), changed(pageRows)]),
  };
  return [
    home,
    ...lists,
    ...detail('/promos', regularPromos),
    ...detail('/shop-online', shopOnline),
    ...detail('/new-this-month', newThisMonth),
    ...detail('/partners', partnerRows),
    ...cardRows.map((row) => ({
      path: `/cards/${segment(row.slug)}`,
      lastModified: row.updatedAt,
    })),
    ...cardsWithPartners.flatMap((row) => [
      { path: `/cards/${segment(row.slug)}/partners/distribution`, lastModified: row.updatedAt },
      { path: `/cards/${segment(row.slug)}/partners/loading`, lastModified: row.updatedAt },
    ]),
    ...loadingRows.map((row) => ({
      path: `/cards/${segment(row.card)}/partners/loading/${segment(row.partner)}`,
      lastModified: row.updatedAt,
    })),
    ...cardRows.flatMap((row) => [
      { path: `/terms/${row.uuid}`, lastModified: row.updatedAt },
      { path: `/privacy-policy/${row.uuid}`, lastModified: row.updatedAt },
    ]),
    ...detail('/stories', storyRows),
    { path: '/about', lastModified: policy('about') },
    { path: '/terms', lastModified: policy('terms') },
    { path: '/privacy-policy', lastModified: policy('privacy') },
    ...CODE_PAGES.map((path) => ({ path, lastModified: null })),
  ];
}

/** The sitemaps.org protocol, 0.9: one `<url>` per page, `<lastmod>` where the change is known. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified
      ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>`
      : '';
    return `<url><loc>${escapeMarkup(origin + entry.path)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Paths no search engine should crawl: sign-in and the member's own pages, tools and the API. */
export const ROBOTS_DISALLOWED = ['/account', '/auth', '/logout', '/dev', '/api'] as const;

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
