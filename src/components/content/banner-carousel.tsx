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

/** What a hero's link opens, in words: the portal's own lists by name, anything else plainly. */
const ACTIONS: Record<string, string> = {
  '/promos': 'See the promos',
  '/shop-online': 'Shop online',
  '/new-this-month': "See what's new",
  '/partners': 'See the partners',
  '/cards': 'See the cards',
  '/stories': 'Read the stories',
  '/get-the-app': 'Get the app',
};

function actionLabelFor(link: string): string {
  return ACTIONS[link.split(/[?#]/)[0] ?? link] ?? 'Find out more';
}

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
    const key = `${String(index)}-${banner.path}`;
    const hero = variant === 'main';
    const image = (
      <img
        className={styles.bannerImage}
        src={banner.path}
        // A hero's words are its caption: the picture beside them is decoration.
        alt={hero ? '' : banner.alt}
        width={1440}
        height={BANNER_HEIGHTS[variant]}
        // The first banner is the page's largest paint: load it first.
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : 'auto'}
        decoding="async"
      />
    );
    const content = hero ? (
      <>
        {image}
        <span className={styles.heroCaption}>
          <span className={styles.heroTitle}>{banner.alt}</span>
          {banner.link && (
            <span className={styles.heroAction}>
              {actionLabelFor(banner.link)}
              <span aria-hidden="true"> →</span>
            </span>
          )}
        </span>
      </>
    ) : (
      image
    );
    return banner.link ? (
      <SmartLink key={key} href={banner.link} className={styles.bannerLink}>
        {content}
      </SmartLink>
    ) : (
      <div key={key} className={hero ? styles.bannerLink : undefined}>
        {content}
      </div>
    );
  });
  return (
    <div className={VARIANT_CLASSES[variant]} data-banners>
      <MachineCarousel machine={machine} kind="banners" label={label} slides={slides} />
    </div>
  );
}
