import { PAGE_SIZES, PROMO_SORT_OPTIONS } from '#contract/content';
import type { PromoSummary } from '#contract/promos';
import { offerBrowserMachine } from '#machines/offer-browser/offer-browser.machine';
import { type OfferBrowserView, useOfferBrowser } from '#src/components/content/use-offer-browser';
import { OfferBanners } from './offer-banners';
import { OfferListPage, type OfferListPageProps } from './offer-list-page';
import { DEFAULT_PROMO_SORT, PROMO_SORT_CODES, type PromoSortCode } from './promo-search';
import { PromoTile } from './offer-tile';

export type PromoListPageProps = OfferListPageProps<PromoSummary, PromoSortCode>;

/** /promos (docs/specification.md#promos). */
export function PromoListPage(props: PromoListPageProps) {
  return <PromoListView {...props} browser={useOfferBrowser(offerBrowserMachine)} />;
}

/** The promo list for one offer browser actor's view (the model tests drive their own actor). */
export function PromoListView({
  now,
  ...props
}: PromoListPageProps & { browser: OfferBrowserView }) {
  return (
    <OfferListPage
      {...props}
      title="Promos"
      banners={
        <OfferBanners banners={props.settingsPage?.banners} label="Promo banners" now={now} />
      }
      kind={{
        heading: 'All Offers',
        limit: PAGE_SIZES.promos,
        sortOptions: PROMO_SORT_OPTIONS,
        sortCodes: PROMO_SORT_CODES,
        defaultSort: DEFAULT_PROMO_SORT,
        searchLabel: 'Search promos',
        itemKey: (promo) => promo.id,
        tile: (promo, placement) => <PromoTile promo={promo} {...placement} now={now} />,
      }}
    />
  );
}
