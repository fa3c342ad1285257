import { createFileRoute, useRouterState } from '@tanstack/react-router';
import * as partnersCalls from '#contract/calls/partners';
import type { LoadingPartner } from '#contract/partners';
import { ContentNotFound } from '#src/components/content/content-not-found';
import { CardLoadingPartnerPage } from '#src/features/content/card-partner-pages';
import { CardPartnersPlaceholder } from '#src/features/content/placeholders';
import {
  AddressSearchSchema,
  loadAddresses,
  loadPartnerCard,
} from '#src/features/content/card-partners-load';
import { forgetPartnerCard } from '#src/features/content/card-partner-kept';
import { headTitle, titleUnlessNotFound } from '#src/lib/settings';
import { loadOrNotFound } from '#src/features/content/shared/load-content';
import { call } from '#src/lib/api';

/** The loading partner does not change with the keyword or page: kept for the visit. */
let lastPartner: { slug: string; pending: Promise<LoadingPartner> } | null = null;

function loadLoadingPartner(slug: string): Promise<LoadingPartner> {
  if (lastPartner?.slug !== slug) {
    const pending = call(partnersCalls.getLoadingPartner, { params: { slug } });
    lastPartner = { slug, pending };
    pending.catch(() => {
      lastPartner = null;
    });
  }
  return lastPartner.pending;
}

export const Route = createFileRoute('/cards/$slug/partners/loading/$partnerSlug')({
  validateSearch: AddressSearchSchema,
  loaderDeps: ({ search }) => search,
  // Specification 001: the card by slug (missing or type 3-4 → not found), then the loading
  // partner, then its addresses.
  loader: ({ params, deps }) =>
    loadOrNotFound(async () => {
      const card = await loadPartnerCard(params.slug);
      const partner = await loadLoadingPartner(params.partnerSlug);
      const addresses = await loadAddresses(partner.id, 'loading', deps);
      return { card, partner, addresses };
    }),
  onLeave: () => {
    forgetPartnerCard();
    lastPartner = null;
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
