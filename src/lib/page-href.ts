import type { AnyRouter } from '@tanstack/react-router';

/**
 * The search keys a route reads: the entries of its valibot object schema (every route here
 * declares its search so). null: a route that reads its search some other way, so every key counts.
 */
export function searchKeysOf(validateSearch: unknown): readonly string[] | null {
  if (validateSearch === undefined) return [];
  if (
    typeof validateSearch === 'object' &&
    validateSearch !== null &&
    'type' in validateSearch &&
    validateSearch.type === 'object' &&
    'entries' in validateSearch &&
    typeof validateSearch.entries === 'object' &&
    validateSearch.entries !== null
  ) {
    return Object.keys(validateSearch.entries);
  }
  return null;
}

/** The search keys the routes of the page at `pathname` read; null when every key may count. */
export function searchKeysAt(router: AnyRouter, pathname: string): ReadonlySet<string> | null {
  const [routes] = router.getMatchedRoutes(pathname);
  const keys = new Set<string>();
  for (const route of routes) {
    const own = searchKeysOf((route.options as { validateSearch?: unknown }).validateSearch);
    if (own === null) return null;
    for (const key of own) keys.add(key);
  }
  return keys;
}

function nameOf(part: string): string | null {
  const name = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return null;
  }
}

/**
 * The page's address with only the search parameters its routes read, each as it was written:
 * the others (`?cb=`, `utm_source`) cannot change what is rendered, so the server keeps one copy
 * of the page for all of them and renders it without them, and the links the
 * page writes from its own address (Login's `?page=`, a list's pages) are the same on the server
 * and in the browser that hydrates it.
 */
export function pageHref(router: AnyRouter, href: string): string {
  const hashAt = href.indexOf('#');
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return href;
  const pathname = beforeHash.slice(0, queryAt);
  const parts = beforeHash.slice(queryAt + 1).split('&');
  const keys = searchKeysAt(router, pathname);
  if (keys === null) return href;
  const kept = parts.filter((part) => {
    const name = nameOf(part);
    return name !== null && keys.has(name);
  });
  if (kept.length === parts.length) return href;
  return `${pathname}${kept.length > 0 ? `?${kept.join('&')}` : ''}${hash}`;
}

/** The page's own search, as the router parsed it, without the parameters its routes do not read. */
export function pageSearch(
  router: AnyRouter,
  pathname: string,
  search: Record<string, unknown>,
): Record<string, unknown> {
  const keys = searchKeysAt(router, pathname);
  if (keys === null) return search;
  return Object.fromEntries(Object.entries(search).filter(([key]) => keys.has(key)));
}

/**
 * A route's loader deps: the parameters its own schema reads, and no other. The router hands a
 * route every parameter of the address (the root reads none and passes them all on), so with the
 * whole search `?cb=` would make a new match: not the one the server rendered and sent, so loaded
 * again in the browser, its placeholder in place of the rendered page.
 */
export function ownSearchDeps<TSearch extends object>(
  validateSearch: unknown,
): (options: { search: TSearch }) => TSearch {
  const keys = new Set(searchKeysOf(validateSearch) ?? []);
  return ({ search }) =>
    Object.fromEntries(Object.entries(search).filter(([key]) => keys.has(key))) as TSearch;
}
