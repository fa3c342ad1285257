import { createFileRoute } from '@tanstack/react-router';
import * as cardsCalls from '#contract/calls/cards';
import { ContentNotFound } from '#src/components/content/content-not-found';
import { CardLoadingPage } from '#src/features/cards/card-partner-pages';
import { CardPartnersPlaceholder } from '#src/features/cards/placeholders';
import { headTitle, titleUnlessNotFound } from '#src/lib/settings';
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
  head: ({ loaderData, match }) => ({
    meta: [
      {
        title: titleUnlessNotFound(
          match,
          headTitle(
            undefined,
            loaderData ? `Where to load the ${loaderData.card.title}` : 'Find where to load',
          ),
        ),
      },
    ],
  }),
  pendingComponent: () => <CardPartnersPlaceholder />,
  notFoundComponent: () => (
    <ContentNotFound title="Cards" backHref="/cards" backLabel="Back to Cards" />
  ),
  component: LoadingRoute,
});

function LoadingRoute() {
  const { card, partners } = Route.useLoaderData();
  return <CardLoadingPage card={card} partners={partners} />;
}
