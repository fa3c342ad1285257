import { createFileRoute, getRouteApi, useRouterState } from '@tanstack/react-router';
import { contentPageHead } from '#src/lib/share-head';
import { PARTNER_SORT_CODES } from '#contract/content';
import * as partnersCalls from '#contract/calls/partners';
import { ContentNotFound } from '#src/components/content/content-not-found';
import { useContentPage, useSettings } from '#src/lib/content-page';
import { categoriesOf, contentPage } from '#src/lib/settings';
import { PartnerListPage } from '#src/features/partners/partner-list-page';
import { PartnerListPlaceholder } from '#src/features/partners/placeholders';
import { partnersQuery } from '#src/features/partners/partner-data';
import { listSearchSchema, listRouteSearch } from '#src/lib/list-search';
import { loadOrNotFound } from '#src/lib/load-content';
import { useListLinks } from '#src/lib/search-href';
import { call } from '#src/lib/api';

const featuredApi = getRouteApi('/partners/_featured');

export const Route = createFileRoute('/partners/_featured/')({
  ...listRouteSearch(listSearchSchema(PARTNER_SORT_CODES)),
  loader: ({ deps }) =>
    loadOrNotFound(() => call(partnersCalls.getPartners, { query: partnersQuery(deps) })),
  head: (head) => contentPageHead(head, 'partners', 'Partners'),
  pendingComponent: PartnersPending,
  notFoundComponent: () => (
    <ContentNotFound title="Partners" backHref="/" backLabel="Back to home" />
  ),
  component: PartnersRoute,
});

function PartnersPending() {
  return <PartnerListPlaceholder page={useContentPage('partners')} />;
}

function PartnersRoute() {
  const search = Route.useSearch();
  const list = Route.useLoaderData();
  const featured = featuredApi.useLoaderData();
  const navigate = Route.useNavigate();
  const settings = useSettings();
  const links = useListLinks();
  const loading = useRouterState({
    select: (state) => state.isLoading && state.location.pathname === '/partners',
  });
  return (
    <PartnerListPage
      page={contentPage(settings, 'partners')}
      categories={categoriesOf(settings, 1)}
      featured={featured}
      list={list}
      search={search}
      {...links}
      loading={loading}
      onSearch={(next) => {
        void navigate({ search: next });
      }}
    />
  );
}
