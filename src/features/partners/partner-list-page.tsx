import { useId } from 'react';
import {
  PAGE_SIZES,
  PARTNER_SORT_CODES,
  PARTNER_SORT_OPTIONS,
  PLACEHOLDER_COUNTS,
} from '#contract/content';
import type { PartnerSummary, PartnersResponse } from '#contract/partners';
import type { Category, GenericPage } from '#contract/settings';
import { carouselMachine } from '#machines/carousel/carousel.machine';
import { offerBrowserMachine } from '#machines/offer-browser/offer-browser.machine';
import { ContentTile } from '#src/components/content/content-tile';
import { ListToolbar } from '#src/components/content/list-toolbar';
import { NearbyStores } from './nearby-stores';
import { NoResults } from '#src/components/content/no-results';
import { LoadingPlaceholder } from '#src/components/feedback/loading-placeholder';
import { Pagination } from '#src/components/pagination/pagination';
import { cx } from '#src/components/ui/cx';
import styles from './partner-pages.module.css';
import { BannerCarousel } from '#src/components/content/banner-carousel';
import { listSearchHandlers, selectedCategories } from '#src/lib/list-search';
import { useOfferBrowser } from '#src/components/content/use-offer-browser';
import { PartnerPageHeading } from './placeholders';
import { DEFAULT_PARTNER_SORT, type PartnerListSearch } from './partner-data';

export interface PartnerListPageProps {
  /** The settings' partners page: title, subtitle, banners. */
  page: GenericPage['value'] | undefined;
  categories: readonly Category[];
  /** Featured partners; none hides the section (also when they could not be loaded). */
  featured: readonly PartnerSummary[];
  list: PartnersResponse;
  search: PartnerListSearch;
  /** A new page, sort or filter is loading: the list shows its placeholders. */
  loading?: boolean;
  /** Filters change → the page goes back to 1 (docs/specification.md#content-lists). */
  onSearch: (next: PartnerListSearch) => void;
  /** The list's path (a GET form) and its pages' URLs (links): decision 0060. */
  action?: string | undefined;
  pageHref?: ((page: number) => string) | undefined;
}

function PartnerTile({
  partner,
  layout,
  priority = false,
}: {
  partner: PartnerSummary;
  layout: 'grid' | 'list';
  priority?: boolean;
}) {
  return (
    <ContentTile
      priority={priority}
      href={`/partners/${partner.slug}`}
      image={partner.catalog_img}
      eyebrow={partner.category_text}
      title={partner.title}
      layout={layout}
      className={styles.partnerTile}
    />
  );
}

/** docs/specification.md#partners: banner, 'Featured Partners' and 'All Partners'. */
export function PartnerListPage({
  page,
  categories,
  featured,
  list,
  search,
  loading = false,
  onSearch,
  action,
  pageHref,
}: PartnerListPageProps) {
  const browser = useOfferBrowser(offerBrowserMachine);
  const featuredId = useId();
  const allId = useId();
  const current = search.page ?? 1;
  const handlers = listSearchHandlers(PARTNER_SORT_CODES, (next) => {
    onSearch({ ...search, ...next });
  });

  return (
    <div className={cx('container', styles.page)}>
      <BannerCarousel machine={carouselMachine} banners={page?.banners} label="Partner banners" />
      <PartnerPageHeading page={page} />

      {featured.length > 0 && (
        <section className={styles.section} aria-labelledby={featuredId}>
          <h2 id={featuredId} className={styles.sectionTitle}>
            Featured Partners
          </h2>
          <ul role="list" className={styles.partnerGrid}>
            {featured.map((partner, index) => (
              <li key={partner.id}>
                <PartnerTile partner={partner} layout="grid" priority={index === 0} />
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className={styles.section} aria-labelledby={allId}>
        <h2 id={allId} className={styles.sectionTitle}>
          All Partners
        </h2>
        <ListToolbar
          total={loading ? null : list.total}
          sortOptions={PARTNER_SORT_OPTIONS}
          sort={search.sort ?? DEFAULT_PARTNER_SORT}
          onSort={handlers.onSort}
          categories={categories}
          selectedCategories={selectedCategories(search)}
          onCategories={handlers.onCategories}
          keyword={search.keyword}
          onKeyword={handlers.onKeyword}
          searchLabel="Search partners"
          action={action}
          layout={browser.layout}
          onLayout={browser.selectLayout}
          filtersOpen={browser.filtersOpen}
          onFiltersOpen={browser.openFilters}
          onFiltersClose={browser.closeFilters}
        />
        {loading ? (
          <LoadingPlaceholder count={PLACEHOLDER_COUNTS.lists} />
        ) : list.data.length === 0 ? (
          <NoResults hint="Try another keyword or clear the categories." />
        ) : (
          <ul
            role="list"
            className={browser.layout === 'grid' ? styles.partnerGrid : styles.partnerRows}
            aria-label="All Partners"
            data-layout={browser.layout}
          >
            {list.data.map((partner) => (
              <li key={partner.id}>
                <PartnerTile partner={partner} layout={browser.layout} />
              </li>
            ))}
          </ul>
        )}
        {!loading && (
          <Pagination
            page={current}
            total={list.total}
            limit={PAGE_SIZES.partners}
            onPageChange={handlers.onPage}
            hrefFor={pageHref}
          />
        )}
      </section>
      {/* After the list: above it, on a phone the first partner fell below the first 300 px, and
          the open Filters panel half-covered a partner's link (docs/decisions/0066). */}
      <NearbyStores />
    </div>
  );
}
