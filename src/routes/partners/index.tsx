import { createFileRoute, useRouterState } from '@tanstack/react-router';
import { PAGE_SIZES, PARTNER_SORT_CODES } from '#contract/content';
import * as partnersCalls from '#contract/calls/partners';
import type { PartnerSummary } from '#contract/partners';
import { ContentNotFound } from '../../components/content/content-not-found';
import { useContentPage, useSettings } from '../../features/content/partner-head';
import { categoriesOf, contentPage, contentPageTitle } from '../../lib/settings';
import { PartnerListPage } from '../../features/content/partner-list-page';
import { PartnerListPlaceholder } from '../../features/content/placeholders';
import { partnersQuery } from '../../features/content/partner-data';
import { listSearchSchema, unquotedCategories } from '../../features/content/shared/list-search';
import { loadOrNotFound } from '../../features/content/shared/load-content';
import { call } from '../../lib/api';

/** Featured partners do not follow the list's filters: one load per visit. */
let featuredPending: Promise<PartnerSummary[]> | null = null;

function loadFeatured(): Promise<PartnerSummary[]> {
  featuredPending ??= call(partnersCalls.getPartners, {
    query: { featured: '1', limit: String(PAGE_SIZES.partners), sort_by: 'title.asc' },
  }).then(
    (answer) => answer.data,
    () => {
      // A failed featured list hides the section; the next visit asks again.
      featuredPending = null;
      return [];
    },
  );
  return featuredPending;
}

export const Route = createFileRoute('/partners/')({
  validateSearch: listSearchSchema(PARTNER_SORT_CODES),
  search: { middlewares: [unquotedCategories] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) =>
    loadOrNotFound(async () => {
      const [list, featured] = await Promise.all([
        call(partnersCalls.getPartners, { query: partnersQuery(deps) }),
        loadFeatured(),
      ]);
      return { list, featured };
    }),
  onLeave: () => {
    featuredPending = null;
  },
  head: ({ matches }) => ({
    meta: [{ title: contentPageTitle(matches, 'partners', 'Partners') }],
  }),
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
  const { list, featured } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const settings = useSettings();
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
      loading={loading}
      onSearch={(next) => {
        void navigate({ search: next });
      }}
    />
  );
}
