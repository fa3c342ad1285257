import { createFileRoute } from '@tanstack/react-router';
import { useLocationHash } from '#src/lib/hydration';
import * as cardsCalls from '#contract/calls/cards';
import { CardDetailPage } from '#src/features/cards/card-detail-page';
import { CardNotFound } from '#src/features/cards/card-not-found';
import { CardDetailPlaceholder } from '#src/features/cards/placeholders';
import { itemHead } from '#src/lib/share-head';
import { loadOrNotFound } from '#src/lib/load-content';
import { call } from '#src/lib/api';

export const Route = createFileRoute('/cards/$slug/')({
  loader: ({ params }) =>
    loadOrNotFound(() => call(cardsCalls.getCard, { params: { key: params.slug } })),
  head: ({ loaderData, match }) =>
    itemHead(
      match,
      loaderData && {
        title: loaderData.title,
        summary: loaderData.short_description,
        image: loaderData.banner_image.path,
      },
      'Cards',
    ),
  pendingComponent: () => <CardDetailPlaceholder />,
  notFoundComponent: CardNotFound,
  component: CardRoute,
});

function CardRoute() {
  const card = Route.useLoaderData();
  const hash = useLocationHash();
  return <CardDetailPage key={card.slug} card={card} hash={hash} />;
}
