import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { Card, CardPartner } from '#contract/cards';
import { COMING_SOON_MESSAGE } from '#contract/content';
import {
  PARTNER_TYPES,
  type LoadingPartner,
  type PartnerAddressesResponse,
} from '#contract/partners';
import { CmsHtml } from '#src/components/content/cms-html';
import { cx } from '#src/components/ui/cx';
import { LazyImage } from '#src/components/ui/images';
import { SmartLink } from '#src/components/ui/smart-link';
import pageStyles from '#src/components/content/content-page.module.css';
import styles from './card-pages.module.css';
import type { AddressSearch } from '#src/lib/list-search';
import { StoreAddressList } from '#src/components/content/store-address-list';

/** Where the where-to-buy view sits: a chosen branch partner's link scrolls to it. */
export const WHERE_TO_BUY_ID = 'where-to-buy';

export function CardComingSoon({ text }: { text: string }) {
  return (
    <div className={styles.comingSoon} role="status">
      <p className={styles.comingSoonTitle}>{COMING_SOON_MESSAGE}</p>
      <p>{text}</p>
    </div>
  );
}

function PartnerLogo({ partner }: { partner: CardPartner | LoadingPartner }) {
  return (
    <LazyImage className={styles.logoImage} image={partner.logo} alt="" width={80} height={80} />
  );
}

function CardPartnerHeader({ card, title }: { card: Card; title: string }) {
  return (
    <header className={pageStyles.pageHeader}>
      <p className={styles.eyebrow}>
        <Link to="/cards/$slug" params={{ slug: card.slug }}>
          {card.title}
        </Link>
      </p>
      <h1 className={styles.pageTitle}>{title}</h1>
    </header>
  );
}

export interface CardDistributionPageProps {
  card: Card;
  partners: readonly CardPartner[];
  selected: CardPartner | null;
  addresses: PartnerAddressesResponse | null;
  search: AddressSearch;
  addressesLoading?: boolean;
  onSearch: (next: AddressSearch) => void;
}

export function CardDistributionPage({
  card,
  partners,
  selected,
  addresses,
  search,
  addressesLoading = false,
  onSearch,
}: CardDistributionPageProps) {
  const gridHeadingId = useId();
  return (
    <div className={cx('container', styles.page)}>
      <CardPartnerHeader card={card} title="Where to buy" />
      {partners.length === 0 ? (
        <CardComingSoon text={`Stores selling the ${card.title} will be listed here soon.`} />
      ) : (
        <section className={styles.block} aria-labelledby={gridHeadingId}>
          <h2 id={gridHeadingId} className={styles.groupTitle}>
            Choose a store
          </h2>
          <ul role="list" className={styles.logoGrid}>
            {partners.map((partner) => (
              <li key={partner.id}>
                <DistributionTile partner={partner} current={selected?.id === partner.id} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {selected && (
        <StoreAddressList
          id={WHERE_TO_BUY_ID}
          title={`Where to buy at ${selected.title}`}
          addresses={addresses}
          search={search}
          loading={addressesLoading}
          onSearch={onSearch}
          searchLabel={`Search ${selected.title} branches`}
        />
      )}
    </div>
  );
}

function DistributionTile({ partner, current }: { partner: CardPartner; current: boolean }) {
  if (partner.type === PARTNER_TYPES.branches) {
    return (
      <Link
        to="."
        search={{ partner: partner.slug }}
        hash={WHERE_TO_BUY_ID}
        resetScroll={false}
        className={styles.logoTile}
        aria-current={current ? 'true' : undefined}
      >
        <PartnerLogo partner={partner} />
        {partner.title}
        <span className={styles.logoHint}>Find a branch</span>
      </Link>
    );
  }
  if (partner.store_link) {
    return (
      <SmartLink href={partner.store_link} newTab className={styles.logoTile}>
        <PartnerLogo partner={partner} />
        {partner.title}
        <span className={styles.logoHint}>
          Shop online<span className="visually-hidden"> (opens in a new tab)</span>
        </span>
      </SmartLink>
    );
  }
  return (
    <div className={styles.logoTile}>
      <PartnerLogo partner={partner} />
      {partner.title}
    </div>
  );
}

export interface CardLoadingPageProps {
  card: Card;
  partners: readonly CardPartner[];
}

export function CardLoadingPage({ card, partners }: CardLoadingPageProps) {
  const headingId = useId();
  return (
    <div className={cx('container', styles.page)}>
      <CardPartnerHeader card={card} title="Find where to load" />
      {partners.length === 0 ? (
        <CardComingSoon text={`Places to load your ${card.title} will be listed here soon.`} />
      ) : (
        <section className={styles.block} aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.groupTitle}>
            Loading partners
          </h2>
          <ul role="list" className={styles.logoGrid}>
            {partners.map((partner) => (
              <li key={partner.id}>
                <Link
                  to="/cards/$slug/partners/loading/$partnerSlug"
                  params={{ slug: card.slug, partnerSlug: partner.slug }}
                  className={styles.logoTile}
                >
                  <PartnerLogo partner={partner} />
                  {partner.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export interface CardLoadingPartnerPageProps {
  card: Card;
  partner: LoadingPartner;
  addresses: PartnerAddressesResponse | null;
  search: AddressSearch;
  addressesLoading?: boolean;
  onSearch: (next: AddressSearch) => void;
}

export function CardLoadingPartnerPage({
  card,
  partner,
  addresses,
  search,
  addressesLoading = false,
  onSearch,
}: CardLoadingPartnerPageProps) {
  const aboutId = useId();
  const howId = useId();
  return (
    <div className={cx('container', styles.page)}>
      <header className={styles.partnerHeader}>
        <img
          className={styles.partnerLogo}
          src={partner.logo.path}
          // Decoration: the title beside it already names it.
          alt=""
          width={96}
          height={96}
        />
        <div className={pageStyles.pageHeader}>
          <p className={styles.eyebrow}>
            <Link to="/cards/$slug/partners/loading" params={{ slug: card.slug }}>
              Load your {card.title}
            </Link>
          </p>
          <h1 className={styles.pageTitle}>{partner.title}</h1>
        </div>
      </header>
      <div className={styles.columns}>
        <section className={styles.panel} aria-labelledby={aboutId}>
          <h2 id={aboutId} className={styles.panelTitle}>
            About
          </h2>
          <CmsHtml html={partner.about} />
        </section>
        <section className={styles.panel} aria-labelledby={howId}>
          <h2 id={howId} className={styles.panelTitle}>
            How to Load
          </h2>
          <CmsHtml html={partner.how_to_load} />
        </section>
      </div>
      <StoreAddressList
        title="Locations"
        addresses={addresses}
        search={search}
        loading={addressesLoading}
        onSearch={onSearch}
        searchLabel={`Search ${partner.title} locations`}
      />
    </div>
  );
}
