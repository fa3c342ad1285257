import { LoadingPlaceholder } from '#src/components/feedback/loading-placeholder';
import { PageContainer } from '#src/components/layout/page-container';
import styles from './offer-pages.module.css';

// Pending views stay in the main bundle (they must show at once): keep this module light.
export function OfferListPlaceholder({ count }: { count: number }) {
  return (
    <PageContainer className={styles.page}>
      <LoadingPlaceholder count={count} />
    </PageContainer>
  );
}

export function OfferDetailPlaceholder() {
  return (
    <PageContainer className={styles.page}>
      <LoadingPlaceholder count={1} />
      <LoadingPlaceholder count={4} variant="line" />
    </PageContainer>
  );
}
