import { createFileRoute } from '@tanstack/react-router';
import { ContentNotFound } from '#src/components/content/content-not-found';
import { loadPartnerCard } from '#src/features/cards/card-partners-load';
import { CardPartnersPlaceholder } from '#src/features/cards/placeholders';
import { loadOrNotFound } from '#src/lib/load-content';

/** The card of its partner pages, loaded once while the member moves between them. */
export const Route = createFileRoute('/cards/$slug/partners')({
  loader: ({ params }) => loadOrNotFound(() => loadPartnerCard(params.slug)),
  pendingComponent: () => <CardPartnersPlaceholder />,
  notFoundComponent: () => (
    <ContentNotFound title="Cards" backHref="/cards" backLabel="Back to Cards" />
  ),
});
