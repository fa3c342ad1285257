import { useMemo } from 'react';
import type { Banner, Image } from '#contract/content';
import { liveBanners } from '#src/lib/content-dates';
import styles from './offer-pages.module.css';
import { BannerCarousel } from '#src/components/content/banner-carousel';

export interface OfferHeroProps {
  banners: readonly Banner[];
  /** Shown when no banner is live today, so a detail page never opens bare. */
  fallback: Image;
  label: string;
  now?: Date | undefined;
}

/** A detail page's banner: its live banners as a carousel, or its catalog image. */
export function OfferHero({ banners, fallback, label, now }: OfferHeroProps) {
  const live = useMemo(() => liveBanners(banners, now), [banners, now]);
  if (live.length > 0) {
    return <BannerCarousel banners={live} label={label} {...(now ? { now } : {})} />;
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
