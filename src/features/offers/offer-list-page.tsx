import type { ReactNode } from 'react';
import { PLACEHOLDER_COUNTS } from '#contract/content';
import type { Category, GenericPage } from '#contract/settings';
import { FeaturedOffers } from '#src/components/content/featured-offers';
import type { SortOption } from '#src/components/content/list-toolbar';
import type { OfferBrowserView } from '#src/components/content/use-offer-browser';
import { LoadingPlaceholder } from '#src/components/feedback/loading-placeholder';
import { PageContainer } from '#src/components/layout/page-container';
import { listSearchHandlers, selectedCategories, type ListSearch } from '#src/lib/list-search';
import { OfferCollapse } from './offer-collapse';
import { OfferList } from './offer-list';
import type { TilePlacement } from './offer-tile';
import pageStyles from '#src/components/content/content-page.module.css';
import styles from './offer-pages.module.css';
import { useSettled } from './offer-settled';

/** What tells the promo list from the shop-online list. */
export interface OfferListKind<TItem, TSort extends string> {
  heading: string;
  limit: number;
  sortOptions: readonly SortOption[];
  sortCodes: readonly TSort[];
  defaultSort: TSort;
  searchLabel: string;
  itemKey: (item: TItem) => string | number;
  tile: (item: TItem, placement: TilePlacement) => ReactNode;
}

type Offers<TItem> = Promise<{ data: TItem[]; total: number } | null>;

export interface OfferListPageProps<TItem, TSort extends string> {
  settingsPage: GenericPage['value'] | undefined;
  categories: readonly Category[];
  featured: Offers<TItem>;
  list: Offers<TItem>;
  search: ListSearch<TSort>;
  /** A new URL search; the route keeps what is not given. */
  onSearch: (next: ListSearch<TSort>) => void;
  /** The list's path: its filters are a GET form the server answers (decision 0060). */
  action?: string | undefined;
  /** A page of the list's URL: its pages are links. */
  pageHref?: ((page: number) => string) | undefined;
  /** For tests: the instant that decides the tags and banners. */
  now?: Date;
}

/** The featured layout's placeholders: the large tile and its two columns. */
const FEATURED_PLACEHOLDERS = 3;

/** Banners, title, collapsible 'Featured Offers', filtered list (docs/specification.md#promos). */
export function OfferListPage<TItem, TSort extends string>({
  kind,
  browser,
  title,
  banners,
  children,
  settingsPage,
  categories,
  featured,
  list,
  search,
  onSearch,
  action,
  pageHref,
}: Omit<OfferListPageProps<TItem, TSort>, 'now'> & {
  kind: OfferListKind<TItem, TSort>;
  browser: OfferBrowserView;
  title: string;
  banners: ReactNode;
  children?: ReactNode;
}) {
  const featuredResult = useSettled(featured);
  const listResult = useSettled(list);
  const featuredItems = featuredResult?.value?.data ?? [];
  return (
    <PageContainer className={styles.page}>
      {banners}
      <header className={pageStyles.pageHeader}>
        <h1 className={styles.pageTitle}>{settingsPage?.title ?? title}</h1>
        {settingsPage?.subtitle && (
          <p className={pageStyles.pageSubtitle}>{settingsPage.subtitle}</p>
        )}
      </header>
      {children}
      {(featuredResult === null || featuredItems.length > 0) && (
        <OfferCollapse
          title="Featured Offers"
          expanded={browser.offersExpanded}
          onToggle={browser.toggleOffers}
        >
          {featuredResult === null ? (
            <LoadingPlaceholder count={FEATURED_PLACEHOLDERS} />
          ) : (
            <FeaturedOffers
              items={featuredItems}
              itemKey={kind.itemKey}
              renderItem={(item, size) => kind.tile(item, { size })}
            />
          )}
        </OfferCollapse>
      )}
      <OfferList
        heading={kind.heading}
        result={listResult ? (listResult.value ?? { data: [], total: 0 }) : null}
        page={search.page ?? 1}
        limit={kind.limit}
        placeholders={PLACEHOLDER_COUNTS.lists}
        sortOptions={kind.sortOptions}
        sort={search.sort ?? kind.defaultSort}
        categories={categories}
        selectedCategories={selectedCategories(search)}
        keyword={search.keyword ?? ''}
        {...listSearchHandlers(kind.sortCodes, onSearch)}
        view={browser}
        action={action}
        pageHref={pageHref}
        searchLabel={kind.searchLabel}
        itemKey={kind.itemKey}
        renderItem={(item, layout) => kind.tile(item, { layout })}
      />
    </PageContainer>
  );
}
