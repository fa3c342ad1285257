import { createFileRoute, Outlet } from '@tanstack/react-router';
import { FEATURED_PROMOS_KEPT_MS, loadFeaturedPromos } from '../../features/content/promo-data';

/** The featured promos, apart from the list (below) so its filters and pages keep them. */
export const Route = createFileRoute('/promos/_featured')({
  staleTime: FEATURED_PROMOS_KEPT_MS,
  gcTime: FEATURED_PROMOS_KEPT_MS,
  loader: () => ({ featured: loadFeaturedPromos() }),
  component: Outlet,
});
