import { createFileRoute, useLocation } from '@tanstack/react-router';
import { OfferNotFound } from '#src/features/offers/offer-not-found';
import { OfferDetailPlaceholder } from '#src/features/offers/placeholders';
import { PromoDetailPage } from '#src/features/offers/promo-detail-page';
import { itemHead, offerToShare } from '#src/lib/share-head';
import { loadNewThisMonthDetail } from '#src/features/offers/shop-data';
import { ShopDetailPage } from '#src/features/offers/shop-detail-page';

/**
 * A new-this-month offer (shop type 2), or a new-this-month promo (promo type 2: the route meta
 * new_this_month of docs/specification.md#routes) when no offer has the slug.
 */
export const Route = createFileRoute('/new-this-month/$slug')({
  loader: ({ params, context }) => loadNewThisMonthDetail(params.slug, context.session),
  head: ({ loaderData, match }) =>
    itemHead(
      match,
      loaderData && offerToShare(loaderData.kind === 'offer' ? loaderData.shop : loaderData.promo),
      'New This Month',
    ),
  pendingComponent: () => <OfferDetailPlaceholder />,
  notFoundComponent: () => <OfferNotFound section="newThisMonth" />,
  component: NewThisMonthDetailRoute,
});

function NewThisMonthDetailRoute() {
  const data = Route.useLoaderData();
  const { loginDialog } = Route.useRouteContext();
  const { href } = useLocation();
  if (data.kind === 'promo') return <PromoDetailPage promo={data.promo} ended={data.ended} />;
  return (
    <ShopDetailPage
      shop={data.shop}
      related={data.related}
      access={data.access}
      onLogin={() => loginDialog.send({ type: 'dialog.open', redirectTarget: href })}
    />
  );
}
