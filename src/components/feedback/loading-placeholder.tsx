import { cx } from '#src/components/ui/cx';
import styles from './loading-placeholder.module.css';

export interface LoadingPlaceholderProps {
  /** How many skeletons; the specification uses 8 for lists, 6 and 4 elsewhere. */
  count?: number;
  /** card: image and text; line: a row of text; tile: a square logo tile. */
  variant?: 'card' | 'line' | 'tile';
  className?: string;
}

const GRID_CLASS = { card: styles.gridCard, line: styles.gridLine, tile: styles.gridTile };

/** Shimmering skeletons while content loads; screen readers hear 'Loading…' once. */
export function LoadingPlaceholder({
  count = 8,
  variant = 'card',
  className,
}: LoadingPlaceholderProps) {
  const blocks = Array.from({ length: Math.max(0, Math.floor(count)) }, (_, index) => index);
  return (
    <div className={cx(styles.placeholder, className)} aria-busy="true" role="status">
      <span className="visually-hidden">Loading…</span>
      <div className={cx(styles.grid, GRID_CLASS[variant])} aria-hidden="true">
        {blocks.map((index) =>
          variant === 'card' ? (
            <div key={index} className={styles.card}>
              <div className={cx(styles.shimmer, styles.media)} />
              <div className={styles.cardBody}>
                <div className={cx(styles.shimmer, styles.textShort)} />
                <div className={cx(styles.shimmer, styles.textLong)} />
                <div className={cx(styles.shimmer, styles.textMedium)} />
              </div>
            </div>
          ) : variant === 'tile' ? (
            <div key={index} className={cx(styles.shimmer, styles.tile)} />
          ) : (
            <div key={index} className={styles.line}>
              <div className={cx(styles.shimmer, styles.lineDot)} />
              <div className={cx(styles.shimmer, styles.lineText)} />
            </div>
          ),
        )}
      </div>
    </div>
  );
}
