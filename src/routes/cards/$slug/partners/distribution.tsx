import { createFileRoute, useRouterState } from '@tanstack/react-router';
import type * as v from 'valibot';
import { ownSearchDeps } from '#src/lib/page-href';
import { PARTNER_TYPES } from '#contract/partners';
import * as cardsCalls from '#contract/calls/cards';
import { CardDistributionPage } from '#src/features/cards/card-partner-pages';
import { CardNotFound } from '#src/features/cards/card-not-found';
import { CardPartnersPlaceholder } from '#src/features/cards/placeholders';
import { loadAddresses } from '#src/features/cards/card-partners-load';
import { DistributionSearchSchema } from '#src/lib/list-search';
import { itemHead } from '#src/lib/share-head';
import { loadOrNotFound, parentData } from '#src/lib/load-content';
import { call } from '#src/lib/api';

export const Route = createFileRoute('/cards/$slug/partners/distribution')({
  validateSearch: DistributionSearchSchema,
  loaderDeps:
    ownSearchDeps<v.InferOutput<typeof DistributionSearchSchema>>(DistributionSearchSchema),
  loader: async ({ deps, parentMatchPromise }) => {
    const card = await parentData(parentMatchPromise);
    return loadOrNotFound(async () => {
      const { data: partners } = await call(cardsCalls.getCardPartners, {
        params: { key: card.slug, kind: 'distribution' },
      });
      // Only a partner with branches has a where-to-buy view; an unknown slug shows the grid.
      const selected =
        partners.find(
          (partner) => partner.slug === deps.partner && partner.type === PARTNER_TYPES.branches,
        ) ?? null;
      const addresses = selected ? await loadAddresses(selected.id, 'distribution', deps) : null;
      return { card, partners, selected, addresses };
    });
  },
  head: ({ loaderData, match }) =>
    itemHead(
      match,
      undefined,
      loaderData ? `Where to buy the ${loaderData.card.title}` : 'Where to buy',
      loaderData && { [`/cards/${loaderData.card.slug}`]: loaderData.card.title },
    ),
  pendingComponent: () => <CardPartnersPlaceholder />,
  notFoundComponent: CardNotFound,
  component: DistributionRoute,
});

function DistributionRoute() {
  const { card, partners, selected, addresses } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const loading = useRouterState({
    select: (state) =>
      state.isLoading && state.location.pathname === `/cards/${card.slug}/partners/distribution`,
  });
  return (
    <CardDistributionPage
      card={card}
      partners={partners}
      selected={selected}
      addresses={addresses}
      search={search}
      addressesLoading={loading}
      onSearch={(next) => {
        void navigate({ search: (previous) => ({ ...previous, ...next }), resetScroll: false });
      }}
    />
  );
}
