import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { contentPageHead } from '#src/lib/share-head';
import { PLACEHOLDER_COUNTS } from '#contract/content';
import { NewThisMonthPage } from '#src/features/offers/new-this-month-page';
import { OfferListPlaceholder } from '#src/features/offers/placeholders';
import { contentPage } from '#src/lib/settings';
import { loadNewThisMonth } from '#src/features/offers/shop-data';

const rootApi = getRouteApi('__root__');

export const Route = createFileRoute('/new-this-month/')({
  loader: () => loadNewThisMonth(),
  head: (head) => contentPageHead(head, 'new_this_month', 'New This Month'),
  pendingComponent: () => <OfferListPlaceholder count={PLACEHOLDER_COUNTS.newThisMonth} />,
  component: NewThisMonthRoute,
});

function NewThisMonthRoute() {
  const { settings } = rootApi.useLoaderData();
  const { offers, exclusives } = Route.useLoaderData();
  return (
    <NewThisMonthPage
      settingsPage={contentPage(settings, 'new_this_month')}
      offers={offers}
      exclusives={exclusives}
    />
  );
}
