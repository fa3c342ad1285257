import { PAGE_SIZES, SHOP_SORT_OPTIONS } from '#contract/content';
import type { ShopSummary } from '#contract/shops';
import { offerBrowserMachine } from '#machines/offer-browser/offer-browser.machine';
import { useOfferBrowser } from '#src/components/content/use-offer-browser';
import { OfferBanners } from './offer-banners';
import { OfferListPage, type OfferListPageProps } from './offer-list-page';
import styles from './offer-pages.module.css';
import { DEFAULT_SHOP_SORT, SHOP_SORT_CODES, type ShopSortCode } from './shop-search';
import { ShopTile } from './offer-tile';

/** /shop-online (docs/specification.md#shop-online), 6 a page. */
export function ShopOnlinePage({ now, ...props }: OfferListPageProps<ShopSummary, ShopSortCode>) {
  const page = props.settingsPage;
  return (
    <OfferListPage
      {...props}
      browser={useOfferBrowser(offerBrowserMachine)}
      title="Shop Online"
      banners={
        <OfferBanners banners={page?.main_banners} label="Main banners" variant="main" now={now} />
      }
      kind={{
        heading: 'All Shops',
        limit: PAGE_SIZES.shops,
        sortOptions: SHOP_SORT_OPTIONS,
        sortCodes: SHOP_SORT_CODES,
        defaultSort: DEFAULT_SHOP_SORT,
        searchLabel: 'Search shops',
        itemKey: (shop) => shop.id,
        tile: (shop, placement) => <ShopTile shop={shop} {...placement} now={now} />,
      }}
    >
      <div className={styles.bannerRow} data-banners>
        <OfferBanners banners={page?.banners} label="Shop banners" now={now} lead="never" />
        <OfferBanners
          banners={page?.offers_banners}
          label="Offers banners"
          variant="offers"
          now={now}
          lead="never"
        />
      </div>
    </OfferListPage>
  );
}
