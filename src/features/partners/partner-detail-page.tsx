import { useId } from 'react';
import type { Partner, PartnerStoresResponse } from '#contract/partners';
import { carouselMachine } from '#machines/carousel/carousel.machine';
import { CmsHtml } from '#src/components/content/cms-html';
import { buttonClassName } from '#src/components/ui/button';
import { cx } from '#src/components/ui/cx';
import { ArrowRightIcon } from '#src/components/ui/icons';
import { SmartLink } from '#src/components/ui/smart-link';
import pageStyles from '#src/components/content/content-page.module.css';
import styles from './partner-pages.module.css';
import { BannerCarousel } from '#src/components/content/banner-carousel';
import { NearbyStores } from './nearby-stores';
import { StoreLocations, type StoreSearch } from './store-locations';

export interface PartnerDetailPageProps {
  partner: Partner;
  /** Null when the partner has no stores on file or they could not be loaded. */
  stores: PartnerStoresResponse | null;
  search: StoreSearch;
  storesLoading?: boolean;
  onSearch: (next: StoreSearch) => void;
}

function HtmlBlock({ title, html }: { title: string; html: string }) {
  const headingId = useId();
  if (html.trim() === '') return null;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {title}
      </h2>
      <CmsHtml html={html} />
    </section>
  );
}

/**
 * docs/specification.md#partners: banners, title, description, mechanics, terms, the visit
 * link, and the store locations with a region dropdown and a map of the selected store.
 */
export function PartnerDetailPage({
  partner,
  stores,
  search,
  storesLoading = false,
  onSearch,
}: PartnerDetailPageProps) {
  return (
    <div className={cx('container', styles.page)}>
      <BannerCarousel
        machine={carouselMachine}
        banners={partner.banners}
        label={`${partner.title} banners`}
      />
      <article className={styles.detail}>
        <header className={styles.detailHeader}>
          <img
            className={styles.logo}
            src={partner.logo.path}
            // Decoration: the title beside it already names it.
            alt=""
            width={96}
            height={96}
          />
          <div className={styles.detailHeading}>
            <p className={styles.category}>{partner.category_text}</p>
            <h1 className={pageStyles.pageTitle}>{partner.title}</h1>
          </div>
          {partner.visit_link && (
            <SmartLink
              href={partner.visit_link}
              newTab
              className={buttonClassName({ variant: 'primary' })}
            >
              Visit {partner.title}
              <span className="visually-hidden"> (opens in a new tab)</span>
              <ArrowRightIcon />
            </SmartLink>
          )}
        </header>
        <HtmlBlock title="Description" html={partner.description} />
        <div className={styles.detailColumns}>
          <HtmlBlock title="Mechanics" html={partner.mechanics} />
          <HtmlBlock title="Terms and Conditions" html={partner.terms} />
        </div>
        {partner.store_buid && (
          <NearbyStores buid={partner.store_buid} partnerTitle={partner.title} />
        )}
        {partner.store_buid && (
          <StoreLocations
            stores={stores}
            search={search}
            loading={storesLoading}
            onSearch={onSearch}
          />
        )}
      </article>
    </div>
  );
}
