import { createFileRoute } from '@tanstack/react-router';
import * as partnersCalls from '#contract/calls/partners';
import { ContentNotFound } from '#src/components/content/content-not-found';
import { PartnerDetailPlaceholder } from '#src/features/partners/placeholders';
import { loadOrNotFound } from '#src/lib/load-content';
import { itemHead } from '#src/lib/share-head';
import { call } from '#src/lib/api';

/** The partner, loaded once for its page: a region or page of its stores (below) keeps it. */
export const Route = createFileRoute('/partners/$slug')({
  loader: ({ params }) =>
    loadOrNotFound(() => call(partnersCalls.getPartnerBySlug, { params: { slug: params.slug } })),
  head: ({ loaderData: partner, match }) =>
    itemHead(
      match,
      partner && {
        title: partner.title,
        seo: partner.seo,
        summary: partner.description,
        image: partner.catalog_img.path,
      },
      'Partners',
    ),
  pendingComponent: PartnerDetailPlaceholder,
  notFoundComponent: () => (
    <ContentNotFound title="Partners" backHref="/partners" backLabel="Back to Partners" />
  ),
});
