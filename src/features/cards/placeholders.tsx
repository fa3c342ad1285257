import { LoadingPlaceholder } from '#src/components/feedback/loading-placeholder';
import { cx } from '#src/components/ui/cx';
import styles from './card-pages.module.css';

// Pending views stay in the main bundle (they must show at once): keep this module light.
export function CardListPlaceholder() {
  return (
    <div className={cx('container', styles.page)}>
      <LoadingPlaceholder variant="line" count={1} />
      <LoadingPlaceholder count={4} />
    </div>
  );
}

export function CardDetailPlaceholder() {
  return (
    <div className={cx('container', styles.page)}>
      <LoadingPlaceholder count={1} />
      <LoadingPlaceholder variant="line" count={6} />
    </div>
  );
}

export function CardPartnersPlaceholder() {
  return (
    <div className={cx('container', styles.page)}>
      <LoadingPlaceholder variant="line" count={2} />
      <LoadingPlaceholder variant="tile" count={8} />
    </div>
  );
}
