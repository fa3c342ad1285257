import type { MouseEvent, ReactNode } from 'react';
import { cx } from '#src/components/ui/cx';
import { ChevronLeftIcon, ChevronRightIcon } from '#src/components/ui/icons';
import { paginationItems } from './pagination-items';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  total: number;
  limit: number;
  onPageChange: (page: number) => void;
  /**
   * The URL of a page of the list, when the page number lives in the URL: each page is then a
   * link, which works before the app runs (a full page load) and as a navigation after it
   * (decision 0060).
   */
  hrefFor?: ((page: number) => string) | undefined;
  /** The navigation landmark's name; 'Pagination' unless a page has two. */
  label?: string;
}

/** A plain click stays in the app; a new tab or window gets the page. */
const inApp = (event: MouseEvent) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey;

interface PageControlProps {
  target: number;
  className: string | undefined;
  go: (target: number) => void;
  hrefFor: ((page: number) => string) | undefined;
  disabled?: boolean;
  label?: string | undefined;
  current?: boolean;
  children: ReactNode;
}

function PageControl({
  target,
  className,
  go,
  hrefFor,
  disabled = false,
  label,
  current = false,
  children,
}: PageControlProps) {
  const common = {
    className,
    'aria-label': label,
    'aria-current': current ? ('page' as const) : undefined,
  };
  if (!hrefFor || disabled)
    return (
      <button type="button" {...common} disabled={disabled} onClick={() => go(target)}>
        {children}
      </button>
    );
  return (
    <a
      {...common}
      href={hrefFor(target)}
      onClick={(event) => {
        if (!inApp(event)) return;
        event.preventDefault();
        go(target);
      }}
    >
      {children}
    </a>
  );
}

/** Back, Next, first and last page with ellipses; only when the total exceeds the page limit. */
export function Pagination({
  page,
  total,
  limit,
  onPageChange,
  hrefFor,
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
      <PageControl
        target={current - 1}
        className={cx(styles.step, styles.back)}
        go={go}
        hrefFor={hrefFor}
        disabled={current <= 1}
      >
        <ChevronLeftIcon />
        Back
      </PageControl>
      <ul role="list" className={styles.pages}>
        {paginationItems(current, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <PageControl
                target={item}
                className={styles.page}
                go={go}
                hrefFor={hrefFor}
                label={`Page ${String(item)}`}
                current={item === current}
              >
                {item}
              </PageControl>
            </li>
          ) : (
            <li key={item} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
      </ul>
      <PageControl
        target={current + 1}
        className={cx(styles.step, styles.next)}
        go={go}
        hrefFor={hrefFor}
        disabled={current >= pageCount}
      >
        Next
        <ChevronRightIcon />
      </PageControl>
    </nav>
  );
}
