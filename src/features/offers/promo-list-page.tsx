import { PAGE_SIZES, PLACEHOLDER_COUNTS, PROMO_SORT_OPTIONS } from '#contract/content';
import type { PromosResponse } from '#contract/promos';
import type { Category, GenericPage } from '#contract/settings';
import { FeaturedOffers } from '#src/components/content/featured-offers';
import { LoadingPlaceholder } from '#src/components/feedback/loading-placeholder';
import { PageContainer } from '#src/components/layout/page-container';
import { OfferCollapse } from './offer-collapse';
import { OfferList } from './offer-list';
import styles from './offer-pages.module.css';
import { useSettled } from './offer-settled';
import { DEFAULT_PROMO_SORT, PROMO_SORT_CODES, type PromoListSearch } from './promo-search';
import { PromoTile } from './promo-tile';
import { BannerCarousel } from '#src/components/content/banner-carousel';
import { listSearchHandlers, selectedCategories } from '#src/lib/list-search';
import { type OfferBrowserView, useOfferBrowser } from '#src/components/content/use-offer-browser';

export interface PromoListPageProps {
  /** The settings' 'promos' page: title, subtitle, banners. */
  settingsPage: GenericPage['value'] | undefined;
  /** Promo categories (category_id 2). */
  categories: readonly Category[];
  featured: Promise<PromosResponse | null>;
  list: Promise<PromosResponse | null>;
  search: PromoListSearch;
  /** A new URL search; the route keeps what is not given. */
  onSearch: (next: PromoListSearch) => void;
  /** For tests: the instant that decides the tags and banners. */
  now?: Date;
}

/** The featured layout's placeholders: the large tile and its two columns. */
const FEATURED_PLACEHOLDERS = 3;

/**
 * /promos (specification 001, Promo list): breadcrumbs (the shell's), banner, the collapsible
 * 'Featured Offers' and 'All Offers'.
 */
export function PromoListPage(props: PromoListPageProps) {
  return <PromoListView {...props} browser={useOfferBrowser()} />;
}

/** The promo list for one offer browser actor's view (the model tests drive their own actor). */
export function PromoListView({
  browser,
  settingsPage,
  categories,
  featured,
  list,
  search,
  onSearch,
  now,
}: PromoListPageProps & { browser: OfferBrowserView }) {
  const featuredResult = useSettled(featured);
  const listResult = useSettled(list);
  const featuredPromos = featuredResult?.value?.data ?? [];
  return (
    <PageContainer className={styles.page}>
      <BannerCarousel
        banners={settingsPage?.banners}
        label="Promo banners"
        {...(now ? { now } : {})}
      />
      <header className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>{settingsPage?.title ?? 'Promos'}</h1>
        {settingsPage?.subtitle && <p className={styles.pageSubtitle}>{settingsPage.subtitle}</p>}
      </header>
      {(featuredResult === null || featuredPromos.length > 0) && (
        <OfferCollapse
          title="Featured Offers"
          expanded={browser.offersExpanded}
          onToggle={browser.toggleOffers}
        >
          {featuredResult === null ? (
            <LoadingPlaceholder count={FEATURED_PLACEHOLDERS} />
          ) : (
            <FeaturedOffers
              items={featuredPromos}
              itemKey={(promo) => promo.id}
              renderItem={(promo, size) => <PromoTile promo={promo} size={size} now={now} />}
            />
          )}
        </OfferCollapse>
      )}
      <OfferList
        heading="All Offers"
        result={listResult ? (listResult.value ?? { data: [], total: 0 }) : null}
        page={search.page ?? 1}
        limit={PAGE_SIZES.promos}
        placeholders={PLACEHOLDER_COUNTS.lists}
        sortOptions={PROMO_SORT_OPTIONS}
        sort={search.sort ?? DEFAULT_PROMO_SORT}
        categories={categories}
        selectedCategories={selectedCategories(search)}
        keyword={search.keyword ?? ''}
        {...listSearchHandlers(PROMO_SORT_CODES, onSearch)}
        view={browser}
        searchLabel="Search promos"
        itemKey={(promo) => promo.id}
        renderItem={(promo, layout) => <PromoTile promo={promo} layout={layout} now={now} />}
      />
    </PageContainer>
  );
}
