import { PLACEHOLDER_COUNTS } from '#contract/content';
import type { GenericPage } from '#contract/settings';
import { LoadingPlaceholder } from '../../components/feedback/loading-placeholder';
import { PageContainer } from '../../components/layout/page-container';
import { cx } from '../../components/ui/cx';
import cardStyles from './card-pages.module.css';
import styles from './offer-pages.module.css';
import partnerStyles from './partner-pages.module.css';
import storyStyles from './story-pages.module.css';

/*
 * Every content route's pending view, in one light module: a route's pendingComponent stays in the
 * main bundle (it must show at once), so these must not pull their pages' code in with them.
 */
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

export const FEATURED_STORIES_HEADING = 'Featured Articles';
export const LATEST_STORIES_HEADING = 'Stay in the know with the latest from Go Rewards';

export function CardListPlaceholder() {
  return (
    <div className={cx('container', cardStyles.page)}>
      <LoadingPlaceholder variant="line" count={1} />
      <LoadingPlaceholder count={4} />
    </div>
  );
}

export function CardDetailPlaceholder() {
  return (
    <div className={cx('container', cardStyles.page)}>
      <LoadingPlaceholder count={1} />
      <LoadingPlaceholder variant="line" count={6} />
    </div>
  );
}

/** A card partner page while it loads. */
export function CardPartnersPlaceholder() {
  return (
    <div className={cx('container', cardStyles.page)}>
      <LoadingPlaceholder variant="line" count={2} />
      <LoadingPlaceholder variant="tile" count={8} />
    </div>
  );
}

export function PartnerPageHeading({ page }: { page: GenericPage['value'] | undefined }) {
  return (
    <header className={partnerStyles.pageHeader}>
      <h1 className={partnerStyles.pageTitle}>{page?.title ?? 'Partners'}</h1>
      {page?.subtitle && <p className={partnerStyles.pageSubtitle}>{page.subtitle}</p>}
    </header>
  );
}

/** What /partners shows while its first load is on the way (4 featured, 8 list placeholders). */
export function PartnerListPlaceholder({ page }: { page?: GenericPage['value'] | undefined }) {
  return (
    <div className={cx('container', partnerStyles.page)}>
      <PartnerPageHeading page={page} />
      <section className={partnerStyles.section} aria-label="Featured Partners">
        <h2 className={partnerStyles.sectionTitle}>Featured Partners</h2>
        <LoadingPlaceholder count={PLACEHOLDER_COUNTS.partners} />
      </section>
      <section className={partnerStyles.section} aria-label="All Partners">
        <h2 className={partnerStyles.sectionTitle}>All Partners</h2>
        <LoadingPlaceholder count={PLACEHOLDER_COUNTS.lists} />
      </section>
    </div>
  );
}

/** The partner page while it loads. */
export function PartnerDetailPlaceholder() {
  return (
    <div className={cx('container', partnerStyles.page)}>
      <LoadingPlaceholder variant="line" count={3} />
      <LoadingPlaceholder count={2} />
      <LoadingPlaceholder variant="line" count={6} />
    </div>
  );
}

/** While the stories load: the headings stay, the cards shimmer. */
export function StoryListPlaceholder({ title }: { title: string }) {
  return (
    <div className="container">
      <h1 className={storyStyles.pageTitle}>{title}</h1>
      <h2 className={storyStyles.heading}>{FEATURED_STORIES_HEADING}</h2>
      <LoadingPlaceholder count={3} />
      <h2 className={storyStyles.heading}>{LATEST_STORIES_HEADING}</h2>
      <LoadingPlaceholder count={6} />
    </div>
  );
}
