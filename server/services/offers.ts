import { and, eq, gte, inArray, lte, ne } from 'drizzle-orm';
import { PAGE_SIZES } from '#contract/content';
import type { Promo, PromoSummary, PromosQuery, PromosResponse, PromoType } from '#contract/promos';
import {
  RELATED_OFFERS_COUNT,
  type Shop,
  type ShopsQuery,
  type ShopsResponse,
  type ShopSummary,
  type ShopType,
} from '#contract/shops';
import type { Database } from '../db/client';
import { categories, promos, shops } from '../db/schema';
import {
  catalogCardOf,
  countWhere,
  datedOrder,
  firstOrNotFound,
  flag,
  keywordMatch,
} from './blocks/content-lists';
import type { Deps } from './deps';

type PromoRow = typeof promos.$inferSelect;

const selectPromos = (db: Database) =>
  db
    .select({ promo: promos, categoryText: categories.category })
    .from(promos)
    .innerJoin(categories, eq(categories.id, promos.categoryId));

function toPromoSummary(row: PromoRow, categoryText: string): PromoSummary {
  return {
    ...catalogCardOf(row),
    uuid: row.uuid,
    type: row.type,
    promo_start: row.promoStart,
    promo_end: row.promoEnd,
    category_id: row.categoryId,
    category_text: categoryText,
  };
}

export async function listPromos(
  deps: Deps<'db'>,
  list: { query: PromosQuery; today: string },
): Promise<PromosResponse> {
  const { db } = deps;
  const { query, today } = list;
  const where = and(
    eq(promos.type, query.type ?? 1),
    lte(promos.promoStart, today),
    gte(promos.promoEnd, today),
    keywordMatch(query.keyword, [promos.title, promos.shortDescription]),
    query.categories ? inArray(promos.categoryId, query.categories) : undefined,
    query.featured ? eq(promos.featured, true) : undefined,
  );
  const [rows, total] = await Promise.all([
    selectPromos(db)
      .where(where)
      .orderBy(
        ...datedOrder(query.sort_by, {
          title: promos.title,
          start: promos.promoStart,
          end: promos.promoEnd,
          id: promos.id,
        }),
      )
      .limit(query.limit ?? PAGE_SIZES.promos)
      .offset(query.offset ?? 0),
    countWhere(deps, { table: promos, where }),
  ]);
  return { data: rows.map((row) => toPromoSummary(row.promo, row.categoryText)), total };
}

export async function findPromo(
  deps: Deps<'db'>,
  wanted: { type: PromoType; slug: string },
): Promise<Promo> {
  const { type, slug } = wanted;
  const row = await firstOrNotFound(
    selectPromos(deps.db)
      .where(and(eq(promos.type, type), eq(promos.slug, slug)))
      .limit(1),
  );
  const { promo } = row;
  return {
    ...toPromoSummary(promo, row.categoryText),
    banners: promo.banners,
    seo: promo.seo,
    mechanics: promo.mechanics,
    terms: promo.terms,
    action_button: promo.actionButton ?? null,
    raffle_slug: promo.raffleSlug,
  };
}

type ShopRow = typeof shops.$inferSelect;

const selectShops = (db: Database) =>
  db
    .select({ shop: shops, categoryText: categories.category })
    .from(shops)
    .innerJoin(categories, eq(categories.id, shops.categoryId));
const toShopSummaries = (rows: { shop: ShopRow; categoryText: string }[]) =>
  rows.map((row) => toShopSummary(row.shop, row.categoryText));

function toShopSummary(row: ShopRow, categoryText: string): ShopSummary {
  return {
    ...catalogCardOf(row),
    shop_type: row.shopType,
    subtitle: row.subtitle,
    category_id: row.categoryId,
    category_text: categoryText,
    gr_exclusive: flag(row.grExclusive),
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

export async function listShops(
  deps: Deps<'db'>,
  list: { query: ShopsQuery; today: string },
): Promise<ShopsResponse> {
  const { db } = deps;
  const { query, today } = list;
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
  const [rows, total] = await Promise.all([
    selectShops(db)
      .where(where)
      .orderBy(...order(query.sort))
      .limit(limit)
      .offset((page - 1) * limit),
    countWhere(deps, { table: shops, where }),
  ]);
  return { data: toShopSummaries(rows), total };
}

export async function findShop(
  deps: Deps<'db'>,
  wanted: { shopType: ShopType; slug: string },
): Promise<Shop> {
  const { shopType, slug } = wanted;
  const row = await firstOrNotFound(
    selectShops(deps.db)
      .where(and(eq(shops.shopType, shopType), eq(shops.slug, slug)))
      .limit(1),
  );
  const { shop } = row;
  return {
    ...toShopSummary(shop, row.categoryText),
    banners: shop.banners,
    seo: shop.seo,
    action_button: shop.actionButton ?? null,
    mechanics: shop.mechanics,
    terms: shop.terms,
  };
}

export async function relatedShops(
  deps: Deps<'db'>,
  related: { categoryId: number; slug: string; today: string },
): Promise<ShopsResponse> {
  const { db } = deps;
  const { categoryId, slug, today } = related;
  const self = await firstOrNotFound(
    db
      .select({ id: shops.id, shopType: shops.shopType })
      .from(shops)
      .where(eq(shops.slug, slug))
      .limit(1),
  );
  const where = and(
    eq(shops.categoryId, categoryId),
    eq(shops.shopType, self.shopType),
    ne(shops.id, self.id),
    running(today),
  );
  const [rows, total] = await Promise.all([
    selectShops(db)
      .where(where)
      .orderBy(...order(undefined))
      .limit(RELATED_OFFERS_COUNT),
    countWhere(deps, { table: shops, where }),
  ]);
  return { data: toShopSummaries(rows), total };
}
