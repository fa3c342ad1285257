import * as v from 'valibot';
import { orDefault as fallback, PageParamSchema } from '#src/lib/url-search';
import { ownSearchDeps } from './page-href';

/**
 * `?categories=3,5` (the router may hand a lone id over as a number), or the list's GET form's
 * `?categories=3&categories=5`, which works before the app runs (decision 0060).
 */
const CategoriesParamSchema = v.pipe(
  v.union([
    v.string(),
    v.number(),
    v.pipe(v.array(v.union([v.string(), v.number()])), v.maxLength(20)),
  ]),
  v.transform((value) => (Array.isArray(value) ? value.join(',') : String(value))),
  v.regex(/^[1-9][0-9]{0,5}(?:,[1-9][0-9]{0,5}){0,19}$/),
);

export function listSearchSchema<const TSort extends string>(sortCodes: readonly TSort[]) {
  return v.object({
    page: fallback(PageParamSchema),
    sort: fallback(v.picklist(sortCodes)),
    categories: fallback(CategoriesParamSchema),
    // The GET form sends an empty field too: no keyword.
    keyword: fallback(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform(String),
        v.maxLength(100),
        v.check((keyword) => keyword !== ''),
      ),
    ),
  });
}

export interface ListSearch<TSort extends string = string> {
  page?: number | undefined;
  sort?: TSort | undefined;
  categories?: string | undefined;
  keyword?: string | undefined;
}

export function selectedCategories(search: ListSearch): number[] {
  return search.categories ? search.categories.split(',').map(Number) : [];
}

export function categoriesParam(ids: readonly number[]): string | undefined {
  return ids.length > 0 ? [...new Set(ids)].sort((a, b) => a - b).join(',') : undefined;
}

// The router JSON-quotes a string that reads as a number (`?categories=%227%22`):
// a lone id goes back as a number.
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

/** Sort, category or keyword changes go back to page 1 (docs/specification.md#content-lists). */
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

export const AddressSearchSchema = v.object({
  keyword: fallback(
    v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.maxLength(100)),
  ),
  page: fallback(PageParamSchema),
});

export type AddressSearch = Partial<v.InferOutput<typeof AddressSearchSchema>>;

export const DistributionSearchSchema = v.object({
  ...AddressSearchSchema.entries,
  partner: fallback(v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/), v.maxLength(120))),
});

export function listRouteSearch<TSchema extends v.GenericSchema<unknown, ListSearch>>(
  validateSearch: TSchema,
) {
  return {
    validateSearch,
    search: { middlewares: [unquotedCategories] },
    loaderDeps: ownSearchDeps<v.InferOutput<TSchema>>(validateSearch),
  };
}
