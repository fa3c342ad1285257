import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { contentPageHead } from '#src/lib/share-head';
import { PLACEHOLDER_COUNTS } from '#contract/content';
import { OfferListPlaceholder } from '#src/features/offers/placeholders';
import { listRouteSearch } from '#src/lib/list-search';
import { useListRoute } from '#src/lib/list-route';
import { categoriesOf, contentPage } from '#src/lib/settings';
import { loadShopList } from '#src/features/offers/shop-data';
import { ShopListSearchSchema } from '#src/features/offers/shop-search';
import { ShopOnlinePage } from '#src/features/offers/shop-online-page';

const rootApi = getRouteApi('__root__');

export const Route = createFileRoute('/shop-online/')({
  ...listRouteSearch(ShopListSearchSchema),
  loader: ({ deps }) => loadShopList(deps),
  // 'Shop Online | Go Rewards' unless settings provide one (docs/specification.md#shop-online).
  head: (head) => contentPageHead(head, 'shop_online', 'Shop Online'),
  pendingComponent: () => <OfferListPlaceholder count={PLACEHOLDER_COUNTS.lists} />,
  component: ShopOnlineRoute,
});

function ShopOnlineRoute() {
  const { settings } = rootApi.useLoaderData();
  const { featured, list } = Route.useLoaderData();
  const listProps = useListRoute(Route.useSearch(), Route.useNavigate());
  return (
    <ShopOnlinePage
      settingsPage={contentPage(settings, 'shop_online')}
      categories={categoriesOf(settings, 3)}
      featured={featured}
      list={list}
      {...listProps}
    />
  );
}
