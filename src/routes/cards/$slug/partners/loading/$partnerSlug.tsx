import { createFileRoute } from '@tanstack/react-router';
import * as partnersCalls from '#contract/calls/partners';
import { CardNotFound } from '#src/features/cards/card-not-found';
import { CardPartnersPlaceholder } from '#src/features/cards/placeholders';
import { itemHead } from '#src/lib/share-head';
import { loadOrNotFound, parentData } from '#src/lib/load-content';
import { call } from '#src/lib/api';

/** The card (above), then the partner, kept as addresses change (docs/specification.md#partners) */
export const Route = createFileRoute('/cards/$slug/partners/loading/$partnerSlug')({
  loader: async ({ params, parentMatchPromise }) => {
    const card = await parentData(parentMatchPromise);
    const partner = await loadOrNotFound(() =>
      call(partnersCalls.getLoadingPartner, { params: { slug: params.partnerSlug } }),
    );
    return { card, partner };
  },
  head: ({ loaderData, match }) =>
    itemHead(
      match,
      undefined,
      loaderData?.partner.title ?? 'Find where to load',
      loaderData && {
        [`/cards/${loaderData.card.slug}`]: loaderData.card.title,
        [match.pathname]: loaderData.partner.title,
      },
    ),
  pendingComponent: () => <CardPartnersPlaceholder />,
  notFoundComponent: CardNotFound,
});
