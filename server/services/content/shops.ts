import { and, count, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import { PAGE_SIZES } from '#contract/content';
import {
  RELATED_OFFERS_COUNT,
  type Shop,
  type ShopsQuery,
  type ShopsResponse,
  type ShopSummary,
  type ShopType,
} from '#contract/shops';
import type { Database } from '../../db/client';
import { categories, shops } from '../../db/schema';
import { datedOrder, flag, keywordMatch, notFound } from './common';

type Row = typeof shops.$inferSelect;

function toSummary(row: Row, categoryText: string): ShopSummary {
  return {
    id: row.id,
    slug: row.slug,
    shop_type: row.shopType,
    title: row.title,
    subtitle: row.subtitle,
    short_description: row.shortDescription,
    catalog_img: row.catalogImg,
    category_id: row.categoryId,
    category_text: categoryText,
    gr_exclusive: flag(row.grExclusive),
    featured: flag(row.featured),
    date_start: row.dateStart,
    date_end: row.dateEnd,
  };
}

const running = (today: string) => and(lte(shops.dateStart, today), gte(shops.dateEnd, today));
const order = (sort: ShopsQuery['sort']) =>
  datedOrder(sort, {
    title: shops.title,
    start: shops.dateStart,
    end: shops.dateEnd,
    id: shops.id,
  });

/** GET /shops: offers of one list running today (Manila), 6 to a page by default. */
export async function listShops(
  db: Database,
  query: ShopsQuery,
  today: string,
): Promise<ShopsResponse> {
  const limit = query.limit ?? PAGE_SIZES.shops;
  const page = query.page ?? 1;
  const where = and(
    eq(shops.shopType, query.filter ?? 1),
    running(today),
    keywordMatch(query.keyword, [shops.title, shops.subtitle, shops.shortDescription]),
    query.categories ? inArray(shops.categoryId, query.categories) : undefined,
    query.exclusive === undefined ? undefined : eq(shops.grExclusive, query.exclusive === 1),
    query.featured ? eq(shops.featured, true) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ shop: shops, categoryText: categories.category })
      .from(shops)
      .innerJoin(categories, eq(categories.id, shops.categoryId))
      .where(where)
      .orderBy(...order(query.sort))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(shops).where(where),
  ]);
  return {
    data: rows.map((row) => toSummary(row.shop, row.categoryText)),
    total: totals[0]?.total ?? 0,
  };
}

/** GET /shops/:shopType/:slug: the offer of that type whatever its dates, ended ones too. */
export async function findShop(db: Database, shopType: ShopType, slug: string): Promise<Shop> {
  const [row] = await db
    .select({ shop: shops, categoryText: categories.category })
    .from(shops)
    .innerJoin(categories, eq(categories.id, shops.categoryId))
    .where(and(eq(shops.shopType, shopType), eq(shops.slug, slug)))
    .limit(1);
  if (!row) throw notFound();
  const { shop } = row;
  return {
    ...toSummary(shop, row.categoryText),
    banners: shop.banners,
    seo: shop.seo,
    action_button: shop.actionButton ?? null,
    mechanics: shop.mechanics,
    terms: shop.terms,
  };
}

/**
 * GET /shops/featured/:categoryId/:slug: up to three running offers of that category and of the
 * named offer's type, newest first, never the offer itself; `total` counts every such offer.
 */
export async function relatedShops(
  db: Database,
  categoryId: number,
  slug: string,
  today: string,
): Promise<ShopsResponse> {
  const [self] = await db
    .select({ id: shops.id, shopType: shops.shopType })
    .from(shops)
    .where(eq(shops.slug, slug))
    .limit(1);
  if (!self) throw notFound();
  const where = and(
    eq(shops.categoryId, categoryId),
    eq(shops.shopType, self.shopType),
    ne(shops.id, self.id),
    running(today),
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ shop: shops, categoryText: categories.category })
      .from(shops)
      .innerJoin(categories, eq(categories.id, shops.categoryId))
      .where(where)
      .orderBy(...order(undefined))
      .limit(RELATED_OFFERS_COUNT),
    db.select({ total: count() }).from(shops).where(where),
  ]);
  return {
    data: rows.map((row) => toSummary(row.shop, row.categoryText)),
    total: totals[0]?.total ?? 0,
  };
}
