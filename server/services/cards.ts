import { and, asc, eq, type SQL } from 'drizzle-orm';
import {
  hasCardPartners,
  type Card,
  type CardPartnersResponse,
  type CardsResponse,
  type CardSummary,
  type CardType,
  type CardWebviewResponse,
} from '#contract/cards';
import type { PartnerAddressType } from '#contract/partners';
import type { Database } from '../db/client';
import { cardPartners, cardProducts, categories, partners } from '../db/schema';
import { countWhere, firstOrNotFound, notFound } from './blocks/content-lists';
import type { Deps } from './deps';
import { toPartnerSummary } from './partners';

type Row = typeof cardProducts.$inferSelect;

function applyUrlOf(row: Row): string {
  if (hasCardPartners(row.type)) return `/cards/${row.slug}/partners/distribution`;
  return row.applyUrl ?? '/get-the-app';
}

function toSummary(row: Row): CardSummary {
  return {
    id: row.id,
    uuid: row.uuid,
    slug: row.slug,
    title: row.title,
    type: row.type,
    card_type: row.cardType,
    brand: row.brand,
    banner_image: row.bannerImage,
    short_description: row.shortDescription,
    benefits: row.benefits,
    apply_url: applyUrlOf(row),
  };
}

export async function listCards(
  deps: Deps<'db'>,
  cardType: CardType | undefined,
): Promise<CardsResponse> {
  const where = cardType ? eq(cardProducts.cardType, cardType) : undefined;
  const [rows, total] = await Promise.all([
    deps.db
      .select()
      .from(cardProducts)
      .where(where)
      .orderBy(asc(cardProducts.position), asc(cardProducts.id)),
    countWhere(deps, { table: cardProducts, where }),
  ]);
  return { data: rows.map(toSummary), total };
}

async function findRow(db: Database, key: string): Promise<Row> {
  const where: SQL = /^[0-9]+$/.test(key)
    ? eq(cardProducts.id, Number(key))
    : eq(cardProducts.slug, key);
  return firstOrNotFound(db.select().from(cardProducts).where(where).limit(1));
}

export async function findCard(deps: Deps<'db'>, key: string): Promise<Card> {
  const row = await findRow(deps.db, key);
  return {
    ...toSummary(row),
    lifestyle_image: row.lifestyleImage ?? null,
    promotion_image: row.promotionImage ?? null,
    how_to_apply: row.howToApply,
    call_to_action: row.callToAction,
    call_to_action_data: row.callToActionData ?? null,
    terms: row.terms,
    privacy: row.privacy,
    faqs: row.faqs,
  };
}

export async function findCardWebview(
  deps: Deps<'db'>,
  uuid: string,
): Promise<CardWebviewResponse> {
  return firstOrNotFound(
    deps.db
      .select({
        title: cardProducts.title,
        terms: cardProducts.terms,
        privacy: cardProducts.privacy,
      })
      .from(cardProducts)
      .where(eq(cardProducts.uuid, uuid))
      .limit(1),
  );
}

export async function listCardPartners(
  deps: Deps<'db'>,
  list: { key: string; kind: PartnerAddressType },
): Promise<CardPartnersResponse> {
  const { db } = deps;
  const { key, kind } = list;
  const card = await findRow(db, key);
  if (!hasCardPartners(card.type)) throw notFound();
  const rows = await db
    .select({ partner: partners, categoryText: categories.category })
    .from(cardPartners)
    .innerJoin(partners, eq(partners.id, cardPartners.partnerId))
    .innerJoin(categories, eq(categories.id, partners.categoryId))
    .where(and(eq(cardPartners.cardId, card.id), eq(cardPartners.kind, kind)))
    .orderBy(asc(cardPartners.position), asc(partners.id));
  return {
    data: rows.map((row) => ({
      ...toPartnerSummary(row.partner, row.categoryText),
      store_link: row.partner.storeLink,
    })),
    total: rows.length,
  };
}
