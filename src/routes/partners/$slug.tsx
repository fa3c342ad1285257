import { createFileRoute } from '@tanstack/react-router';
import * as partnersCalls from '#contract/calls/partners';
import { ContentNotFound } from '../../components/content/content-not-found';
import { PartnerDetailPlaceholder } from '#src/features/partners/placeholders';
import { loadOrNotFound } from '#src/lib/load-content';
import { headTitle } from '#contract/page-head';
import { titleUnlessNotFound } from '../../lib/settings';
import { call } from '../../lib/api';

/** The partner, loaded once for its page: a region or page of its stores (below) keeps it. */
export const Route = createFileRoute('/partners/$slug')({
  loader: ({ params }) =>
    loadOrNotFound(() => call(partnersCalls.getPartnerBySlug, { params: { slug: params.slug } })),
  head: ({ loaderData: partner, match }) => ({
    meta: [
      {
        title: titleUnlessNotFound(match, headTitle(partner?.seo, partner?.title ?? 'Partners')),
      },
      ...(partner?.seo.description
        ? [{ name: 'description', content: partner.seo.description }]
        : []),
    ],
  }),
  pendingComponent: PartnerDetailPlaceholder,
  notFoundComponent: () => (
    <ContentNotFound title="Partners" backHref="/partners" backLabel="Back to Partners" />
  ),
});
