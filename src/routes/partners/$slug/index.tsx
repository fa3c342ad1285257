import { createFileRoute, getRouteApi, useRouterState } from '@tanstack/react-router';
import * as v from 'valibot';
import { PAGE_SIZES } from '#contract/content';
import * as partnersCalls from '#contract/calls/partners';
import { ContentNotFound } from '#src/components/content/content-not-found';
import { PartnerDetailPage } from '#src/features/partners/partner-detail-page';
import { PartnerDetailPlaceholder } from '#src/features/partners/placeholders';
import { parentData } from '#src/lib/load-content';
import { call } from '#src/lib/api';
import { orDefault as fallback, PageParamSchema } from '#src/lib/url-search';

/** Region, page of stores and the chosen store. */
const PartnerSearchSchema = v.object({
  region: fallback(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80))),
  page: fallback(PageParamSchema),
  store: fallback(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

const partnerApi = getRouteApi('/partners/$slug');

export const Route = createFileRoute('/partners/$slug/')({
  validateSearch: PartnerSearchSchema,
  // The chosen store only moves the map: it does not reload anything.
  loaderDeps: ({ search }) => ({ region: search.region, page: search.page }),
  loader: async ({ deps, parentMatchPromise }) => {
    const partner = await parentData(parentMatchPromise);
    if (!partner.store_buid) return null;
    return call(partnersCalls.getPartnerStores, {
      query: {
        buid: partner.store_buid,
        limit: String(PAGE_SIZES.stores),
        offset: String(((deps.page ?? 1) - 1) * PAGE_SIZES.stores),
        sort: 'name',
        ...(deps.region ? { region: deps.region } : {}),
      },
    }).catch(() => null);
  },
  pendingComponent: PartnerDetailPlaceholder,
  notFoundComponent: () => (
    <ContentNotFound title="Partners" backHref="/partners" backLabel="Back to Partners" />
  ),
  component: PartnerRoute,
});

function PartnerRoute() {
  const partner = partnerApi.useLoaderData();
  const stores = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const storesLoading = useRouterState({
    select: (state) => state.isLoading && state.location.pathname === `/partners/${partner.slug}`,
  });
  return (
    <PartnerDetailPage
      partner={partner}
      stores={stores}
      search={search}
      storesLoading={storesLoading}
      onSearch={(next) => {
        void navigate({ search: next, resetScroll: false });
      }}
    />
  );
}
