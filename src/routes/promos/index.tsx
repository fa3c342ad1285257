import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { loadPromoList } from '../../features/content/promo-data';
import { PromoListSearchSchema } from '../../features/content/promo-search';
import { PLACEHOLDER_COUNTS } from '#contract/content';
import { OfferListPlaceholder } from '../../features/content/placeholders';
import { PromoListPage } from '../../features/content/promo-list-page';
import { unquotedCategories } from '../../features/content/shared/list-search';
import { categoriesOf, contentPage, contentPageTitle } from '../../lib/settings';

const rootApi = getRouteApi('__root__');

export const Route = createFileRoute('/promos/')({
  validateSearch: PromoListSearchSchema,
  search: { middlewares: [unquotedCategories] },
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadPromoList(deps),
  head: ({ matches }) => ({ meta: [{ title: contentPageTitle(matches, 'promos', 'Promos') }] }),
  pendingComponent: () => <OfferListPlaceholder count={PLACEHOLDER_COUNTS.lists} />,
  component: PromosRoute,
});

function PromosRoute() {
  const { settings } = rootApi.useLoaderData();
  const { featured, list } = Route.useLoaderData();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PromoListPage
      settingsPage={contentPage(settings, 'promos')}
      categories={categoriesOf(settings, 2)}
      featured={featured}
      list={list}
      search={search}
      onSearch={(next) => {
        void navigate({ search: (previous) => ({ ...previous, ...next }) });
      }}
    />
  );
}
