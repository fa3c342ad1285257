import { createFileRoute } from '@tanstack/react-router';
import { PROMO_TYPES } from '#contract/promos';
import { OfferNotFound } from '#src/features/offers/offer-not-found';
import { OfferDetailPlaceholder } from '#src/features/offers/placeholders';
import { loadPromoDetail } from '#src/features/offers/promo-data';
import { PromoDetailPage } from '#src/features/offers/promo-detail-page';
import { itemHead, offerToShare } from '#src/lib/share-head';

/** "/promos/{id}: the id is used as the slug" (docs/specification.md#routes); a regular promo. */
export const Route = createFileRoute('/promos/$id')({
  loader: ({ params }) => loadPromoDetail(PROMO_TYPES.regular, params.id),
  head: ({ loaderData, match }) =>
    itemHead(match, loaderData && offerToShare(loaderData.promo), 'Promos'),
  pendingComponent: () => <OfferDetailPlaceholder />,
  notFoundComponent: () => <OfferNotFound section="promos" />,
  component: PromoRoute,
});

function PromoRoute() {
  const { promo, ended } = Route.useLoaderData();
  return <PromoDetailPage promo={promo} ended={ended} />;
}
