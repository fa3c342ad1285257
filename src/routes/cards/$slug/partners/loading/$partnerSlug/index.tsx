import { createFileRoute, useRouterState } from '@tanstack/react-router';
import type * as v from 'valibot';
import { ownSearchDeps } from '#src/lib/page-href';
import { ContentNotFound } from '#src/components/content/content-not-found';
import { CardLoadingPartnerPage } from '#src/features/cards/card-partner-pages';
import { CardPartnersPlaceholder } from '#src/features/cards/placeholders';
import { loadAddresses } from '#src/features/cards/card-partners-load';
import { AddressSearchSchema } from '#src/lib/list-search';
import { parentData } from '#src/lib/load-content';

export const Route = createFileRoute('/cards/$slug/partners/loading/$partnerSlug/')({
  validateSearch: AddressSearchSchema,
  loaderDeps: ownSearchDeps<v.InferOutput<typeof AddressSearchSchema>>(AddressSearchSchema),
  loader: async ({ deps, parentMatchPromise }) => {
    const { card, partner } = await parentData(parentMatchPromise);
    const addresses = await loadAddresses(partner.id, 'loading', deps);
    return { card, partner, addresses };
  },
  pendingComponent: () => <CardPartnersPlaceholder />,
  notFoundComponent: () => (
    <ContentNotFound title="Cards" backHref="/cards" backLabel="Back to Cards" />
  ),
  component: LoadingPartnerRoute,
});

function LoadingPartnerRoute() {
  const { card, partner, addresses } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const loading = useRouterState({
    select: (state) =>
      state.isLoading &&
      state.location.pathname === `/cards/${card.slug}/partners/loading/${partner.slug}`,
  });
  return (
    <CardLoadingPartnerPage
      card={card}
      partner={partner}
      addresses={addresses}
      search={search}
      addressesLoading={loading}
      onSearch={(next) => {
        void navigate({ search: next, resetScroll: false });
      }}
    />
  );
}
