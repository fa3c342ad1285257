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

export const Route = createFileRoute('/promos/_featured/')({
  ...listRouteSearch(PromoListSearchSchema),
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
