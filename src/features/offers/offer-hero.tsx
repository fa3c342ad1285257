import { useMemo, type ReactNode } from 'react';
import type { Banner, Image } from '#contract/content';
import { liveBanners } from '#src/lib/content-dates';
import styles from './offer-pages.module.css';
import { CmsHtml } from '#src/components/content/cms-html';
import { OfferBanners } from './offer-banners';

export interface OfferHeroProps {
  /** Its catalog image shows when no banner is live today, so a detail page never opens bare. */
  offer: { banners: readonly Banner[]; catalog_img: Image; title: string };
  now?: Date | undefined;
}

/** A detail page's banner: its live banners as a carousel, or its catalog image. */
export function OfferHero({ offer, now }: OfferHeroProps) {
  const { banners, catalog_img: fallback } = offer;
  const label = `${offer.title} banners`;
  const live = useMemo(() => liveBanners(banners, now), [banners, now]);
  if (live.length > 0) {
    // A detail page draws its banner first on every screen.
    return <OfferBanners banners={live} label={label} now={now} lead="always" />;
  }
  return (
    <img
      className={styles.hero}
      src={fallback.path}
      alt={fallback.alt ?? ''}
      width={1440}
      height={400}
      fetchPriority="high"
      decoding="async"
    />
  );
}

/** A detail page's eyebrow, title and subtitle. */
export function OfferHeading(props: { eyebrow: string; title: string; subtitle: string }) {
  return (
    <>
      {props.eyebrow && <p className={styles.detailEyebrow}>{props.eyebrow}</p>}
      <h1 className={styles.detailTitle}>{props.title}</h1>
      {props.subtitle && <p className={styles.detailSubtitle}>{props.subtitle}</p>}
    </>
  );
}

/** A titled block of a detail page; none when its text is blank. */
export function OfferBlock(props: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  if (props.text.trim() === '') return null;
  return (
    <section className={styles.block} aria-labelledby={props.id}>
      <h2 id={props.id} className={styles.blockTitle}>
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

/** Mechanics and terms, as CMS HTML. */
export function OfferRules(props: {
  offer: { mechanics: string; terms: string };
  idPrefix: string;
  termsTitle: string;
}) {
  const { mechanics, terms } = props.offer;
  return (
    <>
      <OfferBlock id={`${props.idPrefix}-mechanics`} title="Mechanics" text={mechanics}>
        <CmsHtml html={mechanics} />
      </OfferBlock>
      <OfferBlock id={`${props.idPrefix}-terms`} title={props.termsTitle} text={terms}>
        <CmsHtml html={terms} />
      </OfferBlock>
    </>
  );
}
