import { createFileRoute } from '@tanstack/react-router';
import * as partnersCalls from '#contract/calls/partners';
import { ContentNotFound } from '#src/components/content/content-not-found';
import { CardPartnersPlaceholder } from '#src/features/cards/placeholders';
import { headTitle, titleUnlessNotFound } from '#src/lib/settings';
import { loadOrNotFound, parentData } from '#src/lib/load-content';
import { call } from '#src/lib/api';

/** Specification 001: the card (above), then the loading partner, kept while its addresses change. */
export const Route = createFileRoute('/cards/$slug/partners/loading/$partnerSlug')({
  loader: async ({ params, parentMatchPromise }) => {
    const card = await parentData(parentMatchPromise);
    const partner = await loadOrNotFound(() =>
      call(partnersCalls.getLoadingPartner, { params: { slug: params.partnerSlug } }),
    );
    return { card, partner };
  },
  head: ({ loaderData, match }) => ({
    meta: [
      {
        title: titleUnlessNotFound(
          match,
          headTitle(undefined, loaderData?.partner.title ?? 'Find where to load'),
        ),
      },
    ],
  }),
  pendingComponent: () => <CardPartnersPlaceholder />,
  notFoundComponent: () => (
    <ContentNotFound title="Cards" backHref="/cards" backLabel="Back to Cards" />
  ),
});
