import { notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { PAGE_SIZES, SlugSchema } from '#contract/content';
import * as offersCalls from '#contract/calls/offers';
import type { Raffle } from '#contract/forms';
import type { Promo, PromosQuerySchema, PromosResponse, PromoType } from '#contract/promos';
import { call, toApiError } from '#src/lib/api';
import { settleOrNull } from './offer-settled';
import { loadOrNotFound } from '#src/lib/load-content';
import { DEFAULT_PROMO_SORT, type PromoListSearch } from './promo-search';

/** The featured layout fills 1 large, 2 + 2, then a row of small tiles. */
export const FEATURED_PROMOS_LIMIT = 9;

type PromosQueryInput = v.InferInput<typeof PromosQuerySchema>;

export function promosQuery(search: PromoListSearch): PromosQueryInput {
  const page = search.page ?? 1;
  const query: PromosQueryInput = {
    limit: String(PAGE_SIZES.promos),
    offset: String((page - 1) * PAGE_SIZES.promos),
    sort_by: search.sort ?? DEFAULT_PROMO_SORT,
    type: '1',
  };
  if (search.categories) query.categories = search.categories;
  const keyword = search.keyword?.trim();
  if (keyword) query.keyword = keyword;
  return query;
}

export function loadFeaturedPromos(): Promise<PromosResponse | null> {
  return settleOrNull(() =>
    call(offersCalls.getPromos, {
      query: { featured: '1', type: '1', limit: String(FEATURED_PROMOS_LIMIT) },
    }),
  );
}

export function loadPromoList(search: PromoListSearch): Promise<PromosResponse | null> {
  return settleOrNull(() => call(offersCalls.getPromos, { query: promosQuery(search) }));
}

export interface PromoDetailData {
  promo: Promo;
  ended: boolean;
}

function raffleEnded(raffle: Raffle): boolean {
  return raffle.ended || raffle.maintenance;
}

/** A promo by slug; any failure is not found; an ended raffle shows 'PROMO HAS ENDED'. */
export async function loadPromoDetail(type: PromoType, slug: string): Promise<PromoDetailData> {
  if (!v.is(SlugSchema, slug)) throw notFound();
  const promo = await loadOrNotFound(() =>
    call(offersCalls.getPromo, { params: { promoType: String(type), slug } }),
  );
  if (!promo.raffle_slug) return { promo, ended: false };
  try {
    // The forms' calls bring the entry forms' schemas: only a promo with a raffle loads them.
    const formsCalls = await import('#contract/calls/forms');
    const raffle = await call(formsCalls.getRaffle, { params: { slug: promo.raffle_slug } });
    return { promo, ended: raffleEnded(raffle) };
  } catch (error) {
    // A raffle that no longer exists has ended too.
    return { promo, ended: toApiError(error).status === 404 };
  }
}
