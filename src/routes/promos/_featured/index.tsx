import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { contentPageHead } from '#src/lib/share-head';
import { loadPromoList } from '#src/features/offers/promo-data';
import { PromoListSearchSchema } from '#src/features/offers/promo-search';
import { PLACEHOLDER_COUNTS } from '#contract/content';
import { OfferListPlaceholder } from '#src/features/offers/placeholders';
import { PromoListPage } from '#src/features/offers/promo-list-page';
import { listRouteSearch } from '#src/lib/list-search';
import { useListRoute } from '#src/lib/list-route';
import { categoriesOf, contentPage } from '#src/lib/settings';

const rootApi = getRouteApi('__root__');
const featuredApi = getRouteApi('/promos/_featured');

/**
 * The list arrives after the page (deferred): reloaded on Back, it would come back as placeholders,
 * shorter than the list, and the visitor's place would be lost. Back within this time finds it kept.
 */
const LIST_KEPT_MS = 5 * 60_000;

export const Route = createFileRoute('/promos/_featured/')({
  ...listRouteSearch(PromoListSearchSchema),
  staleTime: LIST_KEPT_MS,
  loader: ({ deps }) => ({ list: loadPromoList(deps) }),
  head: (head) => contentPageHead(head, 'promos', 'Promos'),
  pendingComponent: () => <OfferListPlaceholder count={PLACEHOLDER_COUNTS.lists} />,
  component: PromosRoute,
});

function PromosRoute() {
  const { settings } = rootApi.useLoaderData();
  const { featured } = featuredApi.useLoaderData();
  const { list } = Route.useLoaderData();
  const listProps = useListRoute(Route.useSearch(), Route.useNavigate());
  return (
    <PromoListPage
      settingsPage={contentPage(settings, 'promos')}
      categories={categoriesOf(settings, 2)}
      featured={featured}
      list={list}
      {...listProps}
    />
  );
}
