import { useId, useState, type SyntheticEvent } from 'react';
import type { Category } from '#contract/settings';
import { useHydrating } from '../../lib/hydration';
import { SelectField } from '../forms/select-field';
import { cx } from '../ui/cx';
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
}

/** 'Showing: 1 Result', 'Showing: 16 Results' (the plural 's' of specification 001). */
export function resultCountText(total: number): string {
  return `Showing: ${String(total)} Result${total === 1 ? '' : 's'}`;
}

/** Sort, category filter, keyword search, list or grid, and the result count of a content list. */
export function ListToolbar(props: ListToolbarProps) {
  const panelId = useId();
  const { total, layout, onLayout, filtersOpen } = props;
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
      <div
        id={panelId}
        className={cx(styles.filtersPanel, filtersOpen && styles.filtersPanelOpen)}
        data-open={filtersOpen}
      >
        {props.onKeyword && (
          <KeywordSearch
            keyword={props.keyword ?? ''}
            onKeyword={props.onKeyword}
            label={props.searchLabel ?? 'Search'}
          />
        )}
        <div className={styles.sortField}>
          <SelectField
            label="Sort by"
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
      </div>
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
  // Ticked on the server's page before the app runs it, a chip would not filter anything.
  const hydrating = useHydrating();
  return (
    <fieldset className={styles.categories} disabled={hydrating}>
      <legend className={styles.categoriesLegend}>Categories</legend>
      <div className={styles.categoryChips}>
        {categories.map((category) => {
          const checked = selected.includes(category.id);
          return (
            <label key={category.id} className={cx(styles.chip, checked && styles.chipChecked)}>
              <input
                type="checkbox"
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
  keyword,
  onKeyword,
  label,
}: {
  keyword: string;
  onKeyword: (keyword: string) => void;
  label: string;
}) {
  const inputId = useId();
  const { draft, setDraft, onSubmit } = useKeywordDraft(keyword, onKeyword);
  return (
    <form role="search" className={styles.search} onSubmit={onSubmit}>
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
            setDraft(event.target.value);
          }}
        />
        <button type="submit">Search</button>
      </div>
    </form>
  );
}
