import { createFileRoute } from '@tanstack/react-router';
import { loadFeaturedPromos } from '#src/features/offers/promo-data';

/** Featured promos change rarely: one answer serves the list's filters and pages for 5 minutes. */
const FEATURED_KEPT_MS = 5 * 60_000;

/** The featured promos, apart from the list (below) so its filters and pages keep them. */
export const Route = createFileRoute('/promos/_featured')({
  staleTime: FEATURED_KEPT_MS,
  gcTime: FEATURED_KEPT_MS,
  loader: () => ({ featured: loadFeaturedPromos() }),
});
