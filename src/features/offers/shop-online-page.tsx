import { PAGE_SIZES, PLACEHOLDER_COUNTS, SHOP_SORT_OPTIONS } from '#contract/content';
import type { Category, GenericPage } from '#contract/settings';
import type { ShopsResponse } from '#contract/shops';
import { FeaturedOffers } from '#src/components/content/featured-offers';
import { LoadingPlaceholder } from '#src/components/feedback/loading-placeholder';
import { PageContainer } from '#src/components/layout/page-container';
import { OfferCollapse } from './offer-collapse';
import { OfferList } from './offer-list';
import styles from './offer-pages.module.css';
import { useSettled } from './offer-settled';
import { DEFAULT_SHOP_SORT, SHOP_SORT_CODES, type ShopListSearch } from './shop-search';
import { ShopTile } from './shop-tile';
import { BannerCarousel } from '#src/components/content/banner-carousel';
import { listSearchHandlers, selectedCategories } from '#src/lib/list-search';
import { useOfferBrowser } from '#src/components/content/use-offer-browser';

export interface ShopOnlinePageProps {
  /** The settings' 'shop_online' page: title, subtitle and its three banner lists. */
  settingsPage: GenericPage['value'] | undefined;
  /** Shop categories (category_id 3). */
  categories: readonly Category[];
  featured: Promise<ShopsResponse | null>;
  list: Promise<ShopsResponse | null>;
  search: ShopListSearch;
  onSearch: (next: ShopListSearch) => void;
  now?: Date;
}

const FEATURED_PLACEHOLDERS = 3;

/**
 * /shop-online (specification 001, Shop page (landing) and Shop online list): main banners,
 * banners, offers banners, featured, and all shops with filter, sort and keyword, 6 a page.
 */
export function ShopOnlinePage({
  settingsPage,
  categories,
  featured,
  list,
  search,
  onSearch,
  now,
}: ShopOnlinePageProps) {
  const browser = useOfferBrowser();
  const featuredResult = useSettled(featured);
  const listResult = useSettled(list);
  const featuredShops = featuredResult?.value?.data ?? [];
  const clock = now ? { now } : {};
  return (
    <PageContainer className={styles.page}>
      <BannerCarousel
        banners={settingsPage?.main_banners}
        label="Main banners"
        variant="main"
        {...clock}
      />
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{settingsPage?.title ?? 'Shop Online'}</h1>
        {settingsPage?.subtitle && <p className={styles.pageSubtitle}>{settingsPage.subtitle}</p>}
      </header>
      <div className={styles.bannerRow}>
        <BannerCarousel banners={settingsPage?.banners} label="Shop banners" {...clock} />
        <BannerCarousel
          banners={settingsPage?.offers_banners}
          label="Offers banners"
          variant="offers"
          {...clock}
        />
      </div>
      {(featuredResult === null || featuredShops.length > 0) && (
        <OfferCollapse
          title="Featured Offers"
          expanded={browser.offersExpanded}
          onToggle={browser.toggleOffers}
        >
          {featuredResult === null ? (
            <LoadingPlaceholder count={FEATURED_PLACEHOLDERS} />
          ) : (
            <FeaturedOffers
              items={featuredShops}
              itemKey={(shop) => shop.id}
              renderItem={(shop, size) => <ShopTile shop={shop} size={size} now={now} />}
            />
          )}
        </OfferCollapse>
      )}
      <OfferList
        heading="All Shops"
        result={listResult ? (listResult.value ?? { data: [], total: 0 }) : null}
        page={search.page ?? 1}
        limit={PAGE_SIZES.shops}
        placeholders={PLACEHOLDER_COUNTS.lists}
        sortOptions={SHOP_SORT_OPTIONS}
        sort={search.sort ?? DEFAULT_SHOP_SORT}
        categories={categories}
        selectedCategories={selectedCategories(search)}
        keyword={search.keyword ?? ''}
        {...listSearchHandlers(SHOP_SORT_CODES, onSearch)}
        view={browser}
        searchLabel="Search shops"
        itemKey={(shop) => shop.id}
        renderItem={(shop, layout) => <ShopTile shop={shop} layout={layout} now={now} />}
      />
    </PageContainer>
  );
}
