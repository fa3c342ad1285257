import * as v from 'valibot';
import { orDefault as fallback, PageParamSchema } from '#src/lib/url-search';

/** `?categories=3,5` (the router may hand a lone id over as a number). */
const CategoriesParamSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(String),
  v.regex(/^[1-9][0-9]{0,5}(?:,[1-9][0-9]{0,5}){0,19}$/),
);

export function listSearchSchema<const TSort extends string>(sortCodes: readonly TSort[]) {
  return v.object({
    page: fallback(PageParamSchema),
    sort: fallback(v.picklist(sortCodes)),
    categories: fallback(CategoriesParamSchema),
    keyword: fallback(
      v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.maxLength(100)),
    ),
  });
}

export interface ListSearch<TSort extends string = string> {
  page?: number | undefined;
  sort?: TSort | undefined;
  categories?: string | undefined;
  keyword?: string | undefined;
}

/** '3,5' → [3, 5]. */
export function selectedCategories(search: ListSearch): number[] {
  return search.categories ? search.categories.split(',').map(Number) : [];
}

/** [3, 5] → '3,5'; none → undefined (the parameter leaves the URL). */
export function categoriesParam(ids: readonly number[]): string | undefined {
  return ids.length > 0 ? [...new Set(ids)].sort((a, b) => a - b).join(',') : undefined;
}

/**
 * A route search middleware (`search: { middlewares: [unquotedCategories] }`). The router writes
 * the validated search back into the URL and JSON-quotes a string that reads as a number
 * (`?categories=%227%22`); a lone category id goes back as the number the schema also accepts,
 * so the URL reads `?categories=7`.
 */
export function unquotedCategories<T extends { categories?: string | number | undefined }>({
  search,
  next,
}: {
  search: T;
  next: (search: T) => T;
}): T {
  const result = next(search);
  const { categories } = result;
  return typeof categories === 'string' && /^[0-9]+$/.test(categories)
    ? { ...result, categories: Number(categories) }
    : result;
}

/**
 * What a content list's toolbar and pages do to the URL: a sort, category or keyword change goes
 * back to page 1 (specification 001, section 4, "Filter changes reset the page to 1"); page 1 and
 * an empty keyword leave the URL.
 */
export function listSearchHandlers<TSort extends string>(
  sortCodes: readonly TSort[],
  onSearch: (next: ListSearch<TSort>) => void,
) {
  const filter = (next: ListSearch<TSort>) => {
    onSearch({ ...next, page: undefined });
  };
  return {
    onSort: (sort: string) => {
      filter({ sort: sortCodes.find((code) => code === sort) });
    },
    onCategories: (ids: readonly number[]) => {
      filter({ categories: categoriesParam(ids) });
    },
    onKeyword: (keyword: string) => {
      filter({ keyword: keyword === '' ? undefined : keyword });
    },
    onPage: (page: number) => {
      onSearch({ page: page === 1 ? undefined : page });
    },
  };
}

/** `?keyword=…&page=…` of an address list. */
export const AddressSearchSchema = v.object({
  keyword: fallback(
    v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.maxLength(100)),
  ),
  page: fallback(PageParamSchema),
});

export type AddressSearch = Partial<v.InferOutput<typeof AddressSearchSchema>>;

/** Where to buy adds the chosen branch partner: `?partner=<slug>`. */
export const DistributionSearchSchema = v.object({
  ...AddressSearchSchema.entries,
  partner: fallback(v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), v.maxLength(120))),
});

/** A list route's search options: validated, categories unquoted, and the loader keyed by it. */
export function listRouteSearch<TSchema extends v.GenericSchema<unknown, ListSearch>>(
  validateSearch: TSchema,
) {
  return {
    validateSearch,
    search: { middlewares: [unquotedCategories] },
    loaderDeps: ({ search }: { search: v.InferOutput<TSchema> }) => search,
  };
}
