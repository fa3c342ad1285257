import { LoadingPlaceholder } from '../../components/feedback/loading-placeholder';
import { PageContainer } from '../../components/layout/page-container';
import styles from './offer-pages.module.css';

/** A list route's pending view: the page's frame with its placeholders (8 for lists, 6 new this month). */
export function OfferListPlaceholder({ count }: { count: number }) {
  return (
    <PageContainer className={styles.page}>
      <LoadingPlaceholder count={count} />
    </PageContainer>
  );
}

/** A detail route's pending view: a banner and lines of text. */
export function OfferDetailPlaceholder() {
  return (
    <PageContainer className={styles.page}>
      <LoadingPlaceholder count={1} />
      <LoadingPlaceholder count={4} variant="line" />
    </PageContainer>
  );
}
