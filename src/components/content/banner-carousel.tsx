import { useMemo } from 'react';
import type { Banner } from '#contract/content';
import { SmartLink } from '#src/components/ui/smart-link';
import { liveBanners } from '#src/lib/content-dates';
import styles from './banner-carousel.module.css';
import { type CarouselMachine, MachineCarousel } from './machine-carousel';

const BANNER_HEIGHTS = { main: 400, regular: 400, offers: 400, strip: 200 } as const;
// CSS modules export camel-case names only (vite.config.ts).
const VARIANT_CLASSES = {
  main: styles.bannerMain,
  regular: styles.bannerRegular,
  offers: styles.bannerOffers,
  strip: styles.bannerStrip,
} as const;

export interface BannerCarouselProps {
  machine: CarouselMachine;
  banners: readonly Banner[] | undefined;
  label?: string;
  /** The member 'strip' is half a banner's height. */
  variant?: 'main' | 'regular' | 'offers' | 'strip';
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
        height={BANNER_HEIGHTS[variant]}
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
    <div className={VARIANT_CLASSES[variant]} data-banners>
      <MachineCarousel machine={machine} kind="banners" label={label} slides={slides} />
    </div>
  );
}
