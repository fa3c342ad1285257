// The promo list's URL search, apart from its data loading (see shop-search.ts).
import { PROMO_SORT_OPTIONS } from '#contract/content';
import { listSearchSchema, type ListSearch } from '#src/lib/list-search';

export const PROMO_SORT_CODES = PROMO_SORT_OPTIONS.map((option) => option.code);
export type PromoSortCode = (typeof PROMO_SORT_CODES)[number];
/** Newest first unless the member picks another order (the server's default too). */
export const DEFAULT_PROMO_SORT: PromoSortCode = 'promo_start.desc';

/** /promos?page=&sort=&categories=&keyword= */
export const PromoListSearchSchema = listSearchSchema(PROMO_SORT_CODES);
export type PromoListSearch = ListSearch<PromoSortCode>;
