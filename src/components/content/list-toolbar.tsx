import { useId, useState, type SyntheticEvent } from 'react';
import type { Category } from '#contract/settings';
import { SelectField } from '#src/components/fields/select-field';
import { cx } from '#src/components/ui/cx';
import styles from './content.module.css';

export interface SortOption {
  code: string;
  label: string;
}

export interface ListToolbarProps {
  total: number | null;
  sortOptions: readonly SortOption[];
  sort: string;
  onSort: (code: string) => void;
  categories: readonly Category[];
  selectedCategories: readonly number[];
  onCategories: (ids: number[]) => void;
  layout: 'grid' | 'list';
  onLayout: (layout: 'grid' | 'list') => void;
  /** The mobile filter drawer (a disclosure; always shown from 768 px). */
  filtersOpen: boolean;
  onFiltersOpen: () => void;
  onFiltersClose: () => void;
  /** Keyword search, when the list has one. */
  keyword?: string | undefined;
  onKeyword?: ((keyword: string) => void) | undefined;
  searchLabel?: string;
  /**
   * The list's own path, when its sort, categories and keyword live in the URL: the filters are
   * then a GET form the server answers, which works before the app runs (decision 0060).
   */
  action?: string | undefined;
}

/** 'Showing: 1 Result', 'Showing: 16 Results' (docs/specification.md#content-lists). */
export function resultCountText(total: number): string {
  return `Showing: ${String(total)} Result${total === 1 ? '' : 's'}`;
}

/** Sort, category filter, keyword search, list or grid, and the result count of a content list. */
export function ListToolbar(props: ListToolbarProps) {
  const panelId = useId();
  const { total, layout, onLayout, filtersOpen } = props;
  const keywordDraft = useKeywordDraft(props.keyword ?? '', props.onKeyword ?? noKeyword);
  return (
    <div className={styles.toolbar}>
      <div className={styles.toolbarRow}>
        <p className={styles.resultCount} aria-live="polite">
          {total === null ? '\u00a0' : resultCountText(total)}
        </p>
        <div className={styles.toolbarActions}>
          <button
            type="button"
            className={styles.filtersToggle}
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={filtersOpen ? props.onFiltersClose : props.onFiltersOpen}
          >
            {filtersOpen ? 'Hide filters' : 'Filters'}
          </button>
          <div className={styles.layoutToggle} role="group" aria-label="Show as">
            <button
              type="button"
              aria-pressed={layout === 'grid'}
              onClick={() => {
                onLayout('grid');
              }}
            >
              Grid
            </button>
            <button
              type="button"
              aria-pressed={layout === 'list'}
              onClick={() => {
                onLayout('list');
              }}
            >
              List
            </button>
          </div>
        </div>
      </div>
      <form
        id={panelId}
        className={cx(styles.filtersPanel, filtersOpen && styles.filtersPanelOpen)}
        data-open={filtersOpen}
        method="get"
        action={props.action}
        role={props.onKeyword ? 'search' : undefined}
        aria-label={props.onKeyword ? (props.searchLabel ?? 'Search') : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          // The field's own value: typed before the app ran, it may not have reached the draft yet.
          const field = event.currentTarget.elements.namedItem('keyword');
          if (field instanceof HTMLInputElement) keywordDraft.setDraft(field.value);
          props.onKeyword?.((field instanceof HTMLInputElement ? field.value : '').trim());
        }}
      >
        {props.onKeyword && (
          <KeywordSearch
            draft={keywordDraft.draft}
            onDraft={keywordDraft.setDraft}
            label={props.searchLabel ?? 'Search'}
          />
        )}
        <div className={styles.sortField}>
          <SelectField
            label="Sort by"
            name="sort"
            value={props.sort}
            options={props.sortOptions.map((option) => ({
              value: option.code,
              label: option.label,
            }))}
            onChange={props.onSort}
          />
        </div>
        {props.categories.length > 0 && (
          <CategoryFilter
            categories={props.categories}
            selected={props.selectedCategories}
            onChange={props.onCategories}
          />
        )}
        {/* Without JavaScript a choice sends nothing by itself; with it, the page's first script
            sends the form on a choice until the app runs (server/http/early-taps.ts). */}
        <noscript>
          <button type="submit" className={styles.applyFilters}>
            Apply
          </button>
        </noscript>
      </form>
    </div>
  );
}

function CategoryFilter({
  categories,
  selected,
  onChange,
}: {
  categories: readonly Category[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  return (
    <fieldset className={styles.categories}>
      <legend className={styles.categoriesLegend}>Categories</legend>
      <div className={styles.categoryChips}>
        {categories.map((category) => {
          const checked = selected.includes(category.id);
          return (
            <label key={category.id} className={cx(styles.chip, checked && styles.chipChecked)}>
              <input
                type="checkbox"
                // Named, so the list's GET form sends it before the app runs.
                name="categories"
                value={category.id}
                checked={checked}
                onChange={() => {
                  onChange(
                    checked
                      ? selected.filter((id) => id !== category.id)
                      : [...selected, category.id],
                  );
                }}
              />
              <img
                src={checked ? category.active_img_path : category.default_img_path}
                alt=""
                width={20}
                height={20}
              />
              {category.category}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

const noKeyword = () => undefined;

/** A keyword field's draft, searched on submit (Enter). */
export function useKeywordDraft(keyword: string, onKeyword: (keyword: string) => void) {
  const [draft, setDraft] = useState(keyword);
  const [shown, setShown] = useState(keyword);
  // The URL may change the keyword (back button): follow it.
  if (shown !== keyword) {
    setShown(keyword);
    setDraft(keyword);
  }
  return {
    draft,
    setDraft,
    onSubmit: (event: SyntheticEvent) => {
      event.preventDefault();
      onKeyword(draft.trim());
    },
  };
}

function KeywordSearch({
  draft,
  onDraft,
  label,
}: {
  draft: string;
  onDraft: (draft: string) => void;
  label: string;
}) {
  const inputId = useId();
  return (
    <div className={styles.search}>
      <label htmlFor={inputId} className={styles.searchLabel}>
        {label}
      </label>
      <div className={styles.searchRow}>
        <input
          id={inputId}
          type="search"
          // Named, so the form also searches by itself before the app has taken the page.
          name="keyword"
          value={draft}
          maxLength={100}
          enterKeyHint="search"
          onChange={(event) => {
            onDraft(event.target.value);
          }}
        />
        <button type="submit">Search</button>
      </div>
    </div>
  );
}
