import { createFileRoute, useLocation } from '@tanstack/react-router';
import { SHOP_TYPES } from '#contract/shops';
import { OfferNotFound } from '#src/features/offers/offer-not-found';
import { OfferDetailPlaceholder } from '#src/features/offers/placeholders';
import { itemHead, offerToShare } from '#src/lib/share-head';
import { loadShopDetail } from '#src/features/offers/shop-data';
import { ShopDetailPage } from '#src/features/offers/shop-detail-page';

export const Route = createFileRoute('/shop-online/$slug')({
  loader: ({ params, context }) =>
    loadShopDetail(SHOP_TYPES.shopOnline, params.slug, context.session),
  head: ({ loaderData, match }) =>
    itemHead(match, loaderData && offerToShare(loaderData.shop), 'Shop Online'),
  pendingComponent: () => <OfferDetailPlaceholder />,
  notFoundComponent: () => <OfferNotFound section="shopOnline" />,
  component: ShopRoute,
});

function ShopRoute() {
  const { shop, related, access } = Route.useLoaderData();
  const { loginDialog } = Route.useRouteContext();
  const { href } = useLocation();
  return (
    <ShopDetailPage
      shop={shop}
      related={related}
      access={access}
      onLogin={() => loginDialog.send({ type: 'dialog.open', redirectTarget: href })}
    />
  );
}
