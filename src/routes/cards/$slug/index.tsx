import { createFileRoute, useLocation } from '@tanstack/react-router';
import * as cardsCalls from '#contract/calls/cards';
import { ContentNotFound } from '#src/components/content/content-not-found';
import { CardDetailPage } from '#src/features/cards/card-detail-page';
import { CardDetailPlaceholder } from '#src/features/cards/placeholders';
import { headTitle, titleUnlessNotFound } from '#src/lib/settings';
import { loadOrNotFound } from '#src/lib/load-content';
import { call } from '#src/lib/api';

export const Route = createFileRoute('/cards/$slug/')({
  loader: ({ params }) =>
    loadOrNotFound(() => call(cardsCalls.getCard, { params: { key: params.slug } })),
  head: ({ loaderData, match }) => ({
    meta: [
      { title: titleUnlessNotFound(match, headTitle(undefined, loaderData?.title ?? 'Cards')) },
    ],
  }),
  pendingComponent: () => <CardDetailPlaceholder />,
  notFoundComponent: () => (
    <ContentNotFound title="Cards" backHref="/cards" backLabel="Back to Cards" />
  ),
  component: CardRoute,
});

function CardRoute() {
  const card = Route.useLoaderData();
  const hash = useLocation({ select: (location) => location.hash });
  return <CardDetailPage key={card.slug} card={card} hash={hash} />;
}
