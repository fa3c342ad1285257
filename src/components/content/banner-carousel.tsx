import { useMemo } from 'react';
import { preload } from 'react-dom';
import type { Banner } from '#contract/content';
import { WIDE_SCREEN_MEDIA } from '#contract/page-render';
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
  /**
   * Where its first banner is the page's first picture, fetched before the rest: on every
   * screen (a hero, a detail page's banner), on wide screens only (a page that draws its banners
   * after its content on a phone: the default), or nowhere (a carousel further down the page).
   */
  lead?: 'always' | 'wide' | 'never';
}

/** The banners whose window includes today in Manila, as a fading carousel; nothing if none. */
export function BannerCarousel({
  machine,
  banners,
  label = 'Banners',
  variant = 'regular',
  now,
  lead = 'wide',
}: BannerCarouselProps) {
  const live = useMemo(() => liveBanners(banners, now), [banners, now]);
  const first = live[0]?.path;
  // On a phone such a banner is thousands of pixels down: fetched first, it held back the
  // pictures the member sees (the list's first logo, the page's largest paint).
  if (first && lead === 'wide')
    preload(first, { as: 'image', fetchPriority: 'high', media: WIDE_SCREEN_MEDIA });
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
        loading={index === 0 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 && lead === 'always' ? 'high' : 'auto'}
        data-lead={index === 0 && lead === 'wide' ? '' : undefined}
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
