import { useLocation, useRouter } from '@tanstack/react-router';
import { pageSearch } from './page-href';

/**
 * The URL of this page with some of its search changed, as the router writes it: a list's pages
 * are links the server renders, which work before the app runs (decision 0060).
 */
export function useSearchHref(): (patch: Record<string, unknown>) => string {
  const router = useRouter();
  const { pathname, search } = useLocation();
  return (patch) =>
    router.buildLocation({
      to: pathname,
      // The page's own parameters only, as the server's render of it has (lib/page-href.ts).
      search: { ...pageSearch(router, pathname, search as Record<string, unknown>), ...patch },
    }).href;
}

/** A URL-driven list's path (its GET form's action) and its pages' URLs (links). */
export function useListLinks(): { action: string; pageHref: (page: number) => string } {
  const searchHref = useSearchHref();
  const action = useLocation({ select: (location) => location.pathname });
  return { action, pageHref: (page) => searchHref({ page: page === 1 ? undefined : page }) };
}
