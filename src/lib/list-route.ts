import { useListLinks } from './search-href';

type NavigateSearch<TSearch> = (options: {
  search: (previous: TSearch) => TSearch;
}) => Promise<void>;

/**
 * What a URL-driven list page takes from its route: the validated search, the list's links, and a
 * search change that keeps the rest of the URL's search.
 */
export function useListRoute<TSearch extends object>(
  search: TSearch,
  navigate: NavigateSearch<TSearch>,
) {
  return {
    search,
    ...useListLinks(),
    onSearch: (next: Partial<TSearch>) => {
      void navigate({ search: (previous) => ({ ...previous, ...next }) });
    },
  };
}
