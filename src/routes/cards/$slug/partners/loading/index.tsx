import { createFileRoute } from '@tanstack/react-router';
import * as cardsCalls from '#contract/calls/cards';
import { CardLoadingPage } from '#src/features/cards/card-partner-pages';
import { CardNotFound } from '#src/features/cards/card-not-found';
import { CardPartnersPlaceholder } from '#src/features/cards/placeholders';
import { itemHead } from '#src/lib/share-head';
import { loadOrNotFound, parentData } from '#src/lib/load-content';
import { call } from '#src/lib/api';

export const Route = createFileRoute('/cards/$slug/partners/loading/')({
  loader: async ({ parentMatchPromise }) => {
    const card = await parentData(parentMatchPromise);
    return loadOrNotFound(async () => {
      const { data: partners } = await call(cardsCalls.getCardPartners, {
        params: { key: card.slug, kind: 'loading' },
      });
      return { card, partners };
    });
  },
  head: ({ loaderData, match }) =>
    itemHead(
      match,
      undefined,
      loaderData ? `Where to load the ${loaderData.card.title}` : 'Find where to load',
      loaderData && { [`/cards/${loaderData.card.slug}`]: loaderData.card.title },
    ),
  pendingComponent: () => <CardPartnersPlaceholder />,
  notFoundComponent: CardNotFound,
  component: LoadingRoute,
});

function LoadingRoute() {
  const { card, partners } = Route.useLoaderData();
  return <CardLoadingPage card={card} partners={partners} />;
}
