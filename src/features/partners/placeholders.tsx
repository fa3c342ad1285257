import { PLACEHOLDER_COUNTS } from '#contract/content';
import type { GenericPage } from '#contract/settings';
import { LoadingPlaceholder } from '#src/components/feedback/loading-placeholder';
import { cx } from '#src/components/ui/cx';
import pageStyles from '#src/components/content/content-page.module.css';
import styles from './partner-pages.module.css';

// Pending views stay in the main bundle (they must show at once): keep this module light.
export function PartnerPageHeading({ page }: { page: GenericPage['value'] | undefined }) {
  return (
    <header className={pageStyles.pageHeader}>
      <h1 className={pageStyles.pageTitle}>{page?.title ?? 'Partners'}</h1>
      {page?.subtitle && <p className={pageStyles.pageSubtitle}>{page.subtitle}</p>}
    </header>
  );
}

export function PartnerListPlaceholder({ page }: { page?: GenericPage['value'] | undefined }) {
  return (
    <div className={cx('container', styles.page)}>
      <PartnerPageHeading page={page} />
      <section className={styles.section} aria-label="Featured Partners">
        <h2 className={styles.sectionTitle}>Featured Partners</h2>
        <LoadingPlaceholder count={PLACEHOLDER_COUNTS.partners} />
      </section>
      <section className={styles.section} aria-label="All Partners">
        <h2 className={styles.sectionTitle}>All Partners</h2>
        <LoadingPlaceholder count={PLACEHOLDER_COUNTS.lists} />
      </section>
    </div>
  );
}

export function PartnerDetailPlaceholder() {
  return (
    <div className={cx('container', styles.page)}>
      <LoadingPlaceholder variant="line" count={3} />
      <LoadingPlaceholder count={2} />
      <LoadingPlaceholder variant="line" count={6} />
    </div>
  );
}
