import { isNotFound, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { waitFor, type ActorRefFrom } from 'xstate';
import { MAX_LIMIT, PAGE_SIZES, SlugSchema } from '#contract/content';
import * as membersCalls from '#contract/calls/members';
import * as offersCalls from '#contract/calls/offers';
import { PROMO_TYPES } from '#contract/promos';
import type { Shop, ShopsQuerySchema, ShopsResponse, ShopSummary, ShopType } from '#contract/shops';
import type { sessionMachine } from '#machines/session/session.machine';
import { call } from '#src/lib/api';
import { settleOrNull } from './offer-settled';
import { loadPromoDetail, type PromoDetailData } from './promo-data';
import { loadOrNotFound } from '#src/lib/load-content';
import { DEFAULT_SHOP_SORT, type ShopListSearch } from './shop-search';

/** The featured layout fills 1 large, 2 + 2, then a row of small tiles. */
export const FEATURED_SHOPS_LIMIT = 5;

type ShopsQueryInput = v.InferInput<typeof ShopsQuerySchema>;

export function shopsQuery(search: ShopListSearch): ShopsQueryInput {
  const query: ShopsQueryInput = {
    filter: 'shop_online',
    limit: String(PAGE_SIZES.shops),
    page: String(search.page ?? 1),
    sort: search.sort ?? DEFAULT_SHOP_SORT,
  };
  if (search.categories) query.categories = search.categories;
  const keyword = search.keyword?.trim();
  if (keyword) query.keyword = keyword;
  return query;
}

export function shopHref(shop: Pick<ShopSummary, 'slug' | 'shop_type'>): string {
  return shop.shop_type === 2 ? `/new-this-month/${shop.slug}` : `/shop-online/${shop.slug}`;
}

export interface ShopListData {
  featured: Promise<ShopsResponse | null>;
  list: Promise<ShopsResponse | null>;
}

export function loadShopList(search: ShopListSearch): ShopListData {
  return {
    featured: settleOrNull(() =>
      call(offersCalls.getShops, {
        query: { filter: 'shop_online', featured: '1', limit: String(FEATURED_SHOPS_LIMIT) },
      }),
    ),
    list: settleOrNull(() => call(offersCalls.getShops, { query: shopsQuery(search) })),
  };
}

export interface NewThisMonthData {
  offers: Promise<ShopsResponse | null>;
  exclusives: Promise<ShopsResponse | null>;
}

export function loadNewThisMonth(): NewThisMonthData {
  const list = (exclusive: '0' | '1') =>
    settleOrNull(() =>
      call(offersCalls.getShops, {
        query: { filter: 'new_this_month', exclusive, limit: String(MAX_LIMIT) },
      }),
    );
  return { offers: list('0'), exclusives: list('1') };
}

/** Only a signed-in member whose account card is loaded may open an offer's url. */
export type ShopAccess = 'visitor' | 'member' | 'cardUnavailable';

type Session = ActorRefFrom<typeof sessionMachine>;

/** Waits for the session check (never a sleep), then loads the member's card. */
export async function loadShopAccess(session: Session): Promise<ShopAccess> {
  const snapshot = await waitFor(session, (state) => !state.hasTag('pending'));
  if (!snapshot.matches('authenticated')) return 'visitor';
  try {
    await call(membersCalls.getMemberCard);
    return 'member';
  } catch {
    return 'cardUnavailable';
  }
}

export interface ShopDetailData {
  shop: Shop;
  related: Promise<ShopsResponse | null>;
  access: Promise<ShopAccess | null>;
}

export async function loadShopDetail(
  type: ShopType,
  slug: string,
  session: Session,
): Promise<ShopDetailData> {
  if (!v.is(SlugSchema, slug)) throw notFound();
  const shop = await loadOrNotFound(() =>
    call(offersCalls.getShop, { params: { shopType: String(type), slug } }),
  );
  return {
    shop,
    related: settleOrNull(() =>
      call(offersCalls.getRelatedShops, {
        params: { categoryId: String(shop.category_id), slug: shop.slug },
      }),
    ),
    access: settleOrNull(() => loadShopAccess(session)),
  };
}

export type NewThisMonthDetail =
  ({ kind: 'offer' } & ShopDetailData) | ({ kind: 'promo' } & PromoDetailData);

/** An offer of shop type 2, else a type-2 promo with the slug (decision: new-this-month promos). */
export async function loadNewThisMonthDetail(
  slug: string,
  session: Session,
): Promise<NewThisMonthDetail> {
  try {
    return { kind: 'offer', ...(await loadShopDetail(2, slug, session)) };
  } catch (error) {
    if (!isNotFound(error)) throw error;
    return { kind: 'promo', ...(await loadPromoDetail(PROMO_TYPES.newThisMonth, slug)) };
  }
}
