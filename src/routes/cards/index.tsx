import { createFileRoute } from '@tanstack/react-router';
import { contentPageHead } from '#src/lib/share-head';
import { useLocationHash } from '#src/lib/hydration';
import * as cardsCalls from '#contract/calls/cards';
import { ContentNotFound } from '#src/components/content/content-not-found';
import { CardListPage } from '#src/features/cards/card-list-page';
import { CardListPlaceholder } from '#src/features/cards/placeholders';
import { useContentPage } from '#src/lib/content-page';
import { loadOrNotFound } from '#src/lib/load-content';
import { call } from '#src/lib/api';

export const Route = createFileRoute('/cards/')({
  loader: () => loadOrNotFound(() => call(cardsCalls.getCards)),
  head: (head) => contentPageHead(head, 'cards', 'Cards'),
  pendingComponent: () => <CardListPlaceholder />,
  notFoundComponent: () => <ContentNotFound title="Cards" backHref="/" backLabel="Back to home" />,
  component: CardsRoute,
});

function CardsRoute() {
  const { data } = Route.useLoaderData();
  const hash = useLocationHash();
  return <CardListPage page={useContentPage('cards')} cards={data} hash={hash} />;
}
