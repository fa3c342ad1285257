import { and, count, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Promo, PromoSummary, PromosQuery, PromosResponse, PromoType } from '#contract/promos';
import { PAGE_SIZES } from '#contract/content';
import type { Database } from '../../db/client';
import { categories, promos } from '../../db/schema';
import { datedOrder, flag, keywordMatch, notFound } from './common';

type Row = typeof promos.$inferSelect;

function toSummary(row: Row, categoryText: string): PromoSummary {
  return {
    id: row.id,
    uuid: row.uuid,
    slug: row.slug,
    type: row.type,
    title: row.title,
    short_description: row.shortDescription,
    catalog_img: row.catalogImg,
    promo_start: row.promoStart,
    promo_end: row.promoEnd,
    category_id: row.categoryId,
    category_text: categoryText,
    featured: flag(row.featured),
  };
}

/** GET /promos: promos of one type running today (Manila), 16 from offset 0 by default. */
export async function listPromos(
  db: Database,
  query: PromosQuery,
  today: string,
): Promise<PromosResponse> {
  const where = and(
    eq(promos.type, query.type ?? 1),
    lte(promos.promoStart, today),
    gte(promos.promoEnd, today),
    keywordMatch(query.keyword, [promos.title, promos.shortDescription]),
    query.categories ? inArray(promos.categoryId, query.categories) : undefined,
    query.featured ? eq(promos.featured, true) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ promo: promos, categoryText: categories.category })
      .from(promos)
      .innerJoin(categories, eq(categories.id, promos.categoryId))
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
    db.select({ total: count() }).from(promos).where(where),
  ]);
  return {
    data: rows.map((row) => toSummary(row.promo, row.categoryText)),
    total: totals[0]?.total ?? 0,
  };
}

/** GET /promos/:promoType/:slug: the promo of that type whatever its dates, ended ones too. */
export async function findPromo(db: Database, type: PromoType, slug: string): Promise<Promo> {
  const [row] = await db
    .select({ promo: promos, categoryText: categories.category })
    .from(promos)
    .innerJoin(categories, eq(categories.id, promos.categoryId))
    .where(and(eq(promos.type, type), eq(promos.slug, slug)))
    .limit(1);
  if (!row) throw notFound();
  const { promo } = row;
  return {
    ...toSummary(promo, row.categoryText),
    banners: promo.banners,
    seo: promo.seo,
    mechanics: promo.mechanics,
    terms: promo.terms,
    action_button: promo.actionButton ?? null,
    raffle_slug: promo.raffleSlug,
  };
}
