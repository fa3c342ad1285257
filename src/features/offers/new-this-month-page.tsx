import { useId } from 'react';
import { CAROUSEL_THRESHOLD, COMING_SOON_MESSAGE, PLACEHOLDER_COUNTS } from '#contract/content';
import type { GenericPage } from '#contract/settings';
import type { ShopsResponse, ShopSummary } from '#contract/shops';
import { carouselMachine } from '#machines/carousel/carousel.machine';
import { LoadingPlaceholder } from '#src/components/feedback/loading-placeholder';
import { PageContainer } from '#src/components/layout/page-container';
import { buttonClassName } from '#src/components/ui/button';
import { cx } from '#src/components/ui/cx';
import { LazyImage } from '#src/components/ui/images';
import { SmartLink } from '#src/components/ui/smart-link';
import pageStyles from '#src/components/content/content-page.module.css';
import styles from './offer-pages.module.css';
import { OfferBanners } from './offer-banners';
import { useSettled } from './offer-settled';
import { shopHref } from './shop-data';
import { ShopTile } from './offer-tile';
import { SHOP_TILE_GRID } from './tile-grid';
import { MachineCarousel } from '#src/components/content/machine-carousel';

/** docs/specification.md#new-this-month: the heading and subtitle, to the letter. */
export const NEW_THIS_MONTH_HEADING = "What's New in this month";
export const NEW_THIS_MONTH_SUBTITLE =
  "This week's carefully curated set of both new and best-selling offers.";
export const EXCLUSIVES_HEADING = 'Go Rewards Exclusives';

export interface NewThisMonthPageProps {
  settingsPage: GenericPage['value'] | undefined;
  offers: Promise<ShopsResponse | null>;
  exclusives: Promise<ShopsResponse | null>;
  now?: Date;
}

function ExclusiveSlide({ shop }: { shop: ShopSummary }) {
  return (
    <article className={styles.exclusive}>
      <div className={styles.exclusiveMedia}>
        <LazyImage image={shop.catalog_img} width={960} height={600} />
      </div>
      <div className={styles.exclusiveBody}>
        <p className={styles.exclusiveEyebrow}>{EXCLUSIVES_HEADING}</p>
        <h3 className={styles.exclusiveTitle}>{shop.title}</h3>
        {shop.subtitle && <p className={styles.exclusiveText}>{shop.subtitle}</p>}
        <SmartLink href={shopHref(shop)} className={buttonClassName()}>
          View offer<span className="visually-hidden">: {shop.title}</span>
        </SmartLink>
      </div>
    </article>
  );
}

function Exclusives({ shops, now }: { shops: readonly ShopSummary[]; now: Date | undefined }) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {EXCLUSIVES_HEADING}
      </h2>
      {shops.length > CAROUSEL_THRESHOLD ? (
        <MachineCarousel
          machine={carouselMachine}
          kind="tiles"
          label="Exclusive offers"
          slides={shops.map((shop) => (
            <ExclusiveSlide key={shop.id} shop={shop} />
          ))}
        />
      ) : (
        <ul className={cx(styles.list, SHOP_TILE_GRID)}>
          {shops.map((shop) => (
            <li key={shop.id}>
              <ShopTile shop={shop} now={now} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function NewThisMonthPage({ settingsPage, offers, exclusives, now }: NewThisMonthPageProps) {
  const offersResult = useSettled(offers);
  const exclusivesResult = useSettled(exclusives);
  const offerList = offersResult?.value?.data ?? [];
  const exclusiveList = exclusivesResult?.value?.data ?? [];
  const settled = offersResult !== null && exclusivesResult !== null;
  const nothing = settled && offerList.length === 0 && exclusiveList.length === 0;
  return (
    <PageContainer className={styles.page}>
      <OfferBanners banners={settingsPage?.banners} label="New this month banners" now={now} />
      <header className={pageStyles.pageHeader}>
        <h1 className={styles.pageTitle}>{NEW_THIS_MONTH_HEADING}</h1>
        <p className={pageStyles.pageSubtitle}>{NEW_THIS_MONTH_SUBTITLE}</p>
      </header>
      {nothing ? (
        <div className={styles.comingSoon} role="status">
          <p className={styles.comingSoonTitle}>{COMING_SOON_MESSAGE}</p>
          <p className={styles.comingSoonText}>
            This month&apos;s offers are on their way. Please check back soon.
          </p>
        </div>
      ) : (
        <>
          {/* Both lists appear together: nothing shifts when the second arrives. */}
          {!settled ? (
            <LoadingPlaceholder count={PLACEHOLDER_COUNTS.newThisMonth} />
          ) : (
            offerList.length > 0 && (
              <ul className={cx(styles.list, SHOP_TILE_GRID)} aria-label="New this month offers">
                {offerList.map((shop) => (
                  <li key={shop.id}>
                    <ShopTile shop={shop} now={now} />
                  </li>
                ))}
              </ul>
            )
          )}
          {settled && exclusiveList.length > 0 && <Exclusives shops={exclusiveList} now={now} />}
        </>
      )}
    </PageContainer>
  );
}
