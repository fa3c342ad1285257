import { useMemo } from 'react';
import type { Banner } from '#contract/content';
import { SmartLink } from '#src/components/ui/smart-link';
import { liveBanners } from '#src/lib/content-dates';
import styles from './banner-carousel.module.css';
import { type CarouselMachine, MachineCarousel } from './machine-carousel';

export interface BannerCarouselProps {
  machine: CarouselMachine;
  banners: readonly Banner[] | undefined;
  label?: string;
  /** 'main' banners are taller (home, shop landing). */
  variant?: 'main' | 'regular' | 'offers';
  /** For tests: the instant that decides today's banners. */
  now?: Date;
}

/** The banners whose window includes today in Manila, as a fading carousel; nothing if none. */
export function BannerCarousel({
  machine,
  banners,
  label = 'Banners',
  variant = 'regular',
  now,
}: BannerCarouselProps) {
  const live = useMemo(() => liveBanners(banners, now), [banners, now]);
  if (live.length === 0) return null;
  const slides = live.map((banner, index) => {
    const image = (
      <img
        className={styles.bannerImage}
        src={banner.path}
        alt={banner.alt}
        width={1440}
        height={variant === 'main' ? 560 : 400}
        // The first banner is the page's largest paint: load it first.
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : 'auto'}
        decoding="async"
      />
    );
    return banner.link ? (
      <SmartLink
        key={`${String(index)}-${banner.path}`}
        href={banner.link}
        className={styles.bannerLink}
      >
        {image}
      </SmartLink>
    ) : (
      <div key={`${String(index)}-${banner.path}`}>{image}</div>
    );
  });
  return (
    <div className={styles[`banner_${variant}`]}>
      <MachineCarousel machine={machine} label={label} slides={slides} />
    </div>
  );
}
