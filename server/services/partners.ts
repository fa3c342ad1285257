import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import { PAGE_SIZES } from '#contract/content';
import type {
  LoadingPartner,
  Partner,
  PartnerAddressesQuery,
  PartnerAddressesResponse,
  PartnersQuery,
  PartnersResponse,
  PartnerStoresQuery,
  PartnerStoresResponse,
  PartnerSummary,
} from '#contract/partners';
import type { Database } from '../db/client';
import { categories, partnerAddresses, partners, partnerStores } from '../db/schema';
import type { Deps } from './deps';
import {
  countWhere,
  firstOrNotFound,
  flag,
  keywordMatch,
  titleOrder,
} from './blocks/content-lists';

type Row = typeof partners.$inferSelect;

export function toPartnerSummary(row: Row, categoryText: string): PartnerSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category_id: row.categoryId,
    category_text: categoryText,
    catalog_img: row.catalogImg,
    logo: row.logo,
    featured: flag(row.featured),
    type: row.type,
  };
}

function toPartner(row: Row, categoryText: string): Partner {
  return {
    ...toPartnerSummary(row, categoryText),
    description: row.description,
    mechanics: row.mechanics,
    terms: row.terms,
    banners: row.banners,
    seo: row.seo,
    visit_link: row.visitLink,
    store_buid: row.storeBuid,
    store_link: row.storeLink,
  };
}

function selectPartners(db: Database) {
  return db
    .select({ partner: partners, categoryText: categories.category })
    .from(partners)
    .innerJoin(categories, eq(categories.id, partners.categoryId));
}

export async function listPartners(
  deps: Deps<'db'>,
  query: PartnersQuery,
): Promise<PartnersResponse> {
  const { db } = deps;
  const limit = query.limit ?? PAGE_SIZES.partners;
  const page = query.page ?? 1;
  const where = and(
    keywordMatch(query.keyword, [partners.title]),
    query.categories ? inArray(partners.categoryId, query.categories) : undefined,
    query.featured ? eq(partners.featured, true) : undefined,
  );
  const [rows, total] = await Promise.all([
    selectPartners(db)
      .where(where)
      .orderBy(...titleOrder(query.sort_by, { title: partners.title, id: partners.id }))
      .limit(limit)
      .offset((page - 1) * limit),
    countWhere(deps, { table: partners, where }),
  ]);
  return {
    data: rows.map((row) => toPartnerSummary(row.partner, row.categoryText)),
    total,
  };
}

async function findOne(db: Database, where: SQL): Promise<{ partner: Row; categoryText: string }> {
  return firstOrNotFound(selectPartners(db).where(where).limit(1));
}

export async function findPartnerById(deps: Deps<'db'>, id: number): Promise<Partner> {
  const row = await findOne(deps.db, eq(partners.id, id));
  return toPartner(row.partner, row.categoryText);
}

export async function findPartnerBySlug(deps: Deps<'db'>, slug: string): Promise<Partner> {
  const row = await findOne(deps.db, eq(partners.slug, slug));
  return toPartner(row.partner, row.categoryText);
}

export async function findLoadingPartner(deps: Deps<'db'>, slug: string): Promise<LoadingPartner> {
  const row = await findOne(
    deps.db,
    and(eq(partners.slug, slug), isNotNull(partners.howToLoad)) as SQL,
  );
  return {
    ...toPartnerSummary(row.partner, row.categoryText),
    about: row.partner.about ?? '',
    how_to_load: row.partner.howToLoad ?? '',
  };
}

export async function listPartnerStores(
  deps: Deps<'db'>,
  query: PartnerStoresQuery,
): Promise<PartnerStoresResponse> {
  const { db } = deps;
  const where = and(
    eq(partnerStores.buid, query.buid),
    query.region ? eq(partnerStores.region, query.region) : undefined,
  );
  const [rows, total, regions] = await Promise.all([
    db
      .select({
        id: partnerStores.id,
        name: partnerStores.name,
        branch: partnerStores.branch,
        address: partnerStores.address,
        region: partnerStores.region,
        latitude: partnerStores.latitude,
        longitude: partnerStores.longitude,
      })
      .from(partnerStores)
      .where(where)
      .orderBy(asc(partnerStores.name), asc(partnerStores.id))
      .limit(query.limit ?? PAGE_SIZES.stores)
      .offset(query.offset ?? 0),
    countWhere(deps, { table: partnerStores, where }),
    db
      .selectDistinct({ region: partnerStores.region })
      .from(partnerStores)
      .where(eq(partnerStores.buid, query.buid))
      .orderBy(asc(partnerStores.region)),
  ]);
  return {
    storeList: { stores: rows, total },
    regions: regions.map((row) => row.region),
  };
}

export async function listPartnerAddresses(
  deps: Deps<'db'>,
  query: PartnerAddressesQuery,
): Promise<PartnerAddressesResponse> {
  const { db } = deps;
  const limit = query.limit ?? PAGE_SIZES.addresses;
  const offset = query.page !== undefined ? (query.page - 1) * limit : (query.offset ?? 0);
  const where = and(
    eq(partnerAddresses.partnerId, query.id),
    eq(partnerAddresses.type, query.type),
    keywordMatch(query.keyword, [
      partnerAddresses.name,
      partnerAddresses.address,
      partnerAddresses.region,
    ]),
  );
  const [rows, total] = await Promise.all([
    db
      .select({
        id: partnerAddresses.id,
        name: partnerAddresses.name,
        address: partnerAddresses.address,
        region: partnerAddresses.region,
        latitude: partnerAddresses.latitude,
        longitude: partnerAddresses.longitude,
      })
      .from(partnerAddresses)
      .where(where)
      .orderBy(asc(partnerAddresses.name), asc(partnerAddresses.id))
      .limit(limit)
      .offset(offset),
    countWhere(deps, { table: partnerAddresses, where }),
  ]);
  return { data: rows, total };
}
