// The shop-online list's URL search, apart from its data loading: the route's search validation is
// part of the first page's scripts, the loading is not (docs/performance.md).
import { SHOP_SORT_OPTIONS } from '#contract/content';
import { listSearchSchema, type ListSearch } from '#src/lib/list-search';

export const SHOP_SORT_CODES = SHOP_SORT_OPTIONS.map((option) => option.code);
export type ShopSortCode = (typeof SHOP_SORT_CODES)[number];
export const DEFAULT_SHOP_SORT: ShopSortCode = 'date_start.desc';

/** /shop-online?page=&sort=&categories=&keyword= */
export const ShopListSearchSchema = listSearchSchema(SHOP_SORT_CODES);
export type ShopListSearch = ListSearch<ShopSortCode>;
