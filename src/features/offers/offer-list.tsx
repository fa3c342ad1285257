import { useId, type ReactNode } from 'react';
import type { Category } from '#contract/settings';
import { ListToolbar, type SortOption } from '#src/components/content/list-toolbar';
import { NoResults } from '#src/components/content/no-results';
import type { TileLayout } from '#src/components/content/content-tile';
import contentStyles from '#src/components/content/content.module.css';
import { LoadingPlaceholder } from '#src/components/feedback/loading-placeholder';
import { Pagination } from '#src/components/pagination/pagination';
import { cx } from '#src/components/ui/cx';
import type { OfferLayout } from '#machines/offer-browser/offer-browser.machine';
import styles from './offer-pages.module.css';
import { tileGridClass } from './tile-grid';

export interface OfferListView {
  layout: OfferLayout;
  filtersOpen: boolean;
  selectLayout: (layout: OfferLayout) => void;
  openFilters: () => void;
  closeFilters: () => void;
}

export interface OfferListProps<TItem> {
  heading: string;
  result: { data: readonly TItem[]; total: number } | null;
  page: number;
  limit: number;
  placeholders: number;
  sortOptions: readonly SortOption[];
  sort: string;
  categories: readonly Category[];
  selectedCategories: readonly number[];
  keyword: string;
  onSort: (sort: string) => void;
  onCategories: (ids: number[]) => void;
  onKeyword: (keyword: string) => void;
  onPage: (page: number) => void;
  view: OfferListView;
  /** The list's path (a GET form) and its pages' URLs (links): decision 0060. */
  action?: string | undefined;
  pageHref?: ((page: number) => string) | undefined;
  searchLabel: string;
  itemKey: (item: TItem) => string | number;
  renderItem: (item: TItem, layout: TileLayout) => ReactNode;
}

export function OfferList<TItem>(props: OfferListProps<TItem>) {
  const headingId = useId();
  const { result, view } = props;
  const filtered = props.keyword !== '' || props.selectedCategories.length > 0;
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={result === null}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {props.heading}
      </h2>
      <ListToolbar
        total={result?.total ?? null}
        sortOptions={props.sortOptions}
        sort={props.sort}
        onSort={props.onSort}
        categories={props.categories}
        selectedCategories={props.selectedCategories}
        onCategories={props.onCategories}
        layout={view.layout}
        onLayout={view.selectLayout}
        filtersOpen={view.filtersOpen}
        onFiltersOpen={view.openFilters}
        onFiltersClose={view.closeFilters}
        keyword={props.keyword}
        onKeyword={props.onKeyword}
        searchLabel={props.searchLabel}
        action={props.action}
      />
      {result === null ? (
        <LoadingPlaceholder count={props.placeholders} variant="card" />
      ) : result.data.length === 0 ? (
        <NoResults
          hint={
            filtered
              ? 'Try another keyword, or clear a category.'
              : 'There is nothing here yet. Please check back soon.'
          }
        />
      ) : (
        <ul
          className={cx(
            styles.list,
            view.layout === 'list' ? contentStyles.tileRows : tileGridClass(props.limit),
          )}
          data-layout={view.layout}
        >
          {result.data.map((item) => (
            <li key={props.itemKey(item)}>{props.renderItem(item, view.layout)}</li>
          ))}
        </ul>
      )}
      {result !== null && (
        <Pagination
          page={props.page}
          total={result.total}
          limit={props.limit}
          onPageChange={props.onPage}
          hrefFor={props.pageHref}
          label={`${props.heading} pages`}
        />
      )}
    </section>
  );
}
