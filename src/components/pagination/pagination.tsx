import { cx } from '../ui/cx';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons';
import { paginationItems } from './pagination-items';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  total: number;
  limit: number;
  onPageChange: (page: number) => void;
  /** The navigation landmark's name; 'Pagination' unless a page has two. */
  label?: string;
}

/** Back, Next, first and last page with ellipses; only when the total exceeds the page limit. */
export function Pagination({
  page,
  total,
  limit,
  onPageChange,
  label = 'Pagination',
}: PaginationProps) {
  if (limit <= 0 || total <= limit) return null;
  const pageCount = Math.ceil(total / limit);
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);

  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pageCount) onPageChange(target);
  };

  return (
    <nav aria-label={label} className={styles.pagination}>
      <button
        type="button"
        className={cx(styles.step, styles.back)}
        disabled={current <= 1}
        onClick={() => go(current - 1)}
      >
        <ChevronLeftIcon />
        Back
      </button>
      <ul role="list" className={styles.pages}>
        {paginationItems(current, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-label={`Page ${item}`}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={cx(styles.step, styles.next)}
        disabled={current >= pageCount}
        onClick={() => go(current + 1)}
      >
        Next
        <ChevronRightIcon />
      </button>
    </nav>
  );
}
