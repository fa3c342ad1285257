import { PAGE_SIZES, type PartnerSortCode } from '#contract/content';
import type { ListSearch } from '#src/lib/list-search';

export type PartnerListSearch = ListSearch<PartnerSortCode>;

export const DEFAULT_PARTNER_SORT: PartnerSortCode = 'title.asc';

/** The partners call's query for a URL (docs/specification.md#partners: 16 to a page). */
export function partnersQuery(search: PartnerListSearch) {
  return {
    page: String(search.page ?? 1),
    limit: String(PAGE_SIZES.partners),
    sort_by: search.sort ?? DEFAULT_PARTNER_SORT,
    ...(search.categories ? { categories: search.categories } : {}),
    ...(search.keyword ? { keyword: search.keyword } : {}),
  };
}
