import { createFileRoute, useRouterState } from '@tanstack/react-router';
import * as v from 'valibot';
import { PAGE_SIZES } from '#contract/content';
import * as partnersCalls from '#contract/calls/partners';
import type { Partner } from '#contract/partners';
import { ContentNotFound } from '../../components/content/content-not-found';
import { PartnerDetailPage } from '../../features/content/partner-detail-page';
import { PartnerDetailPlaceholder } from '../../features/content/placeholders';
import { headTitle, titleUnlessNotFound } from '../../lib/settings';
import { loadOrNotFound } from '../../features/content/shared/load-content';
import { call } from '../../lib/api';

/** Region, page of stores and the chosen store; nonsense falls back to the default. */
const fallback = <T,>(schema: v.GenericSchema<unknown, T>) =>
  v.optional(v.fallback(v.optional(schema), undefined));

const PartnerSearchSchema = v.object({
  region: fallback(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(80))),
  page: fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))),
  store: fallback(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

/** The partner does not change with the region or page: keep the last one for the visit. */
let lastPartner: { slug: string; pending: Promise<Partner> } | null = null;

function loadPartner(slug: string): Promise<Partner> {
  if (lastPartner?.slug !== slug) {
    const pending = call(partnersCalls.getPartnerBySlug, { params: { slug } });
    lastPartner = { slug, pending };
    pending.catch(() => {
      lastPartner = null;
    });
  }
  return lastPartner.pending;
}

export const Route = createFileRoute('/partners/$slug')({
  validateSearch: PartnerSearchSchema,
  // The chosen store only moves the map: it does not reload anything.
  loaderDeps: ({ search }) => ({ region: search.region, page: search.page }),
  loader: ({ params, deps }) =>
    loadOrNotFound(async () => {
      const partner = await loadPartner(params.slug);
      const stores = partner.store_buid
        ? await call(partnersCalls.getPartnerStores, {
            query: {
              buid: partner.store_buid,
              limit: String(PAGE_SIZES.stores),
              offset: String(((deps.page ?? 1) - 1) * PAGE_SIZES.stores),
              sort: 'name',
              ...(deps.region ? { region: deps.region } : {}),
            },
          }).catch(() => null)
        : null;
      return { partner, stores };
    }),
  onLeave: () => {
    lastPartner = null;
  },
  head: ({ loaderData, match }) => {
    const partner = loaderData?.partner;
    return {
      meta: [
        {
          title: titleUnlessNotFound(match, headTitle(partner?.seo, partner?.title ?? 'Partners')),
        },
        ...(partner?.seo.description
          ? [{ name: 'description', content: partner.seo.description }]
          : []),
      ],
    };
  },
  pendingComponent: PartnerDetailPlaceholder,
  notFoundComponent: () => (
    <ContentNotFound title="Partners" backHref="/partners" backLabel="Back to Partners" />
  ),
  component: PartnerRoute,
});

function PartnerRoute() {
  const { partner, stores } = Route.useLoaderData();
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
