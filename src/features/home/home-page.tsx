import { useId, type ComponentType, type ReactNode } from 'react';
import { carouselMachine } from '#machines/carousel/carousel.machine';
import { cx } from '#src/components/ui/cx';
import { DecorativeSvg, DiagonalGradient } from '#src/components/ui/images';
import { CtaPair } from '#src/components/ui/smart-link';
import { GiftIcon, PhoneIcon, UserPlusIcon } from './home-icons';
import type { HomePage as HomePageSettings } from '#contract/settings';
import { liveBanners } from '#src/lib/content-dates';
import { HomeVideo, MarketingSlides, RewardsShop } from './home-sections';
import { BannerCarousel, type BannerCarouselProps } from '#src/components/content/banner-carousel';
import { SlideInPanel } from './slide-in-panel';
import styles from './home-page.module.css';

type HomePageValue = HomePageSettings['value'];

// The illustration's display type, shared by its "Go Rewards" and points labels.
const displayText = {
  fontFamily: 'system-ui, sans-serif',
  fontSize: '18',
  fontWeight: '800',
} as const;

/** Two loyalty cards and a points bubble, drawn inline: decorative only. */
function HeroIllustration() {
  const id = useId();
  const front = `${id}-front`;
  const back = `${id}-back`;
  const chip = `${id}-chip`;
  const shadow = `${id}-shadow`;
  return (
    <DecorativeSvg className={styles.illustration} viewBox="0 0 440 360" width="440" height="360">
      <defs>
        <DiagonalGradient id={front} from="#173a80" to="#061536" />
        <DiagonalGradient id={back} from="#ffd061" to="#f0a800" />
        <DiagonalGradient id={chip} from="#ffe08a" to="#e0a000" />
        <filter id={shadow} x="-20%" y="-20%" width="140%" height="150%">
          <feDropShadow dx="0" dy="18" stdDeviation="16" floodColor="#020a1f" floodOpacity="0.45" />
        </filter>
      </defs>

      <circle cx="250" cy="170" r="150" fill="#2f6bff" opacity="0.18" />
      <circle cx="360" cy="70" r="46" fill="#ffc233" opacity="0.16" />

      <g transform="rotate(-10 250 150)" filter={`url(#${shadow})`}>
        <rect x="120" y="64" width="280" height="176" rx="22" fill={`url(#${back})`} />
        <rect x="120" y="104" width="280" height="30" fill="#0b1f4d" opacity="0.85" />
        <rect x="300" y="196" width="76" height="20" rx="10" fill="#0b1f4d" opacity="0.2" />
      </g>

      <g className={styles.frontCard} filter={`url(#${shadow})`}>
        <rect x="40" y="132" width="300" height="188" rx="22" fill={`url(#${front})`} />
        <path
          d="M240 132h78a22 22 0 0 1 22 22v78c-40-6-92-48-100-100Z"
          fill="#2451a3"
          opacity="0.5"
        />
        <rect x="66" y="186" width="46" height="34" rx="7" fill={`url(#${chip})`} />
        <path d="M66 203h46M89 186v34" stroke="#b98300" strokeWidth="1.5" opacity="0.6" />
        <path
          d="M306 160l3.6 7.4 8.2 1.2-5.9 5.8 1.4 8.1-7.3-3.8-7.3 3.8 1.4-8.1-5.9-5.8 8.2-1.2Z"
          fill="#ffc233"
        />
        <text x="66" y="168" fill="#ffffff" {...displayText}>
          Go Rewards
        </text>
        <text
          x="66"
          y="262"
          fill="#b9c5e3"
          fontFamily="ui-monospace, monospace"
          fontSize="17"
          letterSpacing="3"
        >
          •••• •••• 2021
        </text>
        <text x="66" y="296" fill="#ffffff" fontFamily="system-ui, sans-serif" fontSize="13">
          MEMBER
        </text>
      </g>

      <g className={styles.bubble}>
        <rect x="266" y="38" width="150" height="58" rx="29" fill="#ffffff" />
        <circle cx="296" cy="67" r="17" fill="#ffc233" />
        <path
          d="M296 57.5l2.8 5.8 6.4.9-4.6 4.5 1.1 6.3-5.7-3-5.7 3 1.1-6.3-4.6-4.5 6.4-.9Z"
          fill="#0b1f4d"
        />
        <text x="322" y="73" fill="#0b1f4d" {...displayText}>
          +250 pts
        </text>
      </g>
    </DecorativeSvg>
  );
}

interface Step {
  title: string;
  text: string;
  Icon: ComponentType<{ className?: string }>;
}

const STEPS: Step[] = [
  {
    title: 'Get the app',
    text: 'Download Go Rewards from the App Store, Google Play or App Gallery and keep your card on your phone.',
    Icon: PhoneIcon,
  },
  {
    title: 'Sign up for free',
    text: 'Register with your mobile number in a few minutes. Membership costs nothing.',
    Icon: UserPlusIcon,
  },
  {
    title: 'Get rewarded',
    text: 'Earn points every time you shop at partner stores, then redeem them for rewards you love.',
    Icon: GiftIcon,
  },
];

/** One of the home page's banner carousels, in the page's column. */
function HomeBanners({
  children,
  place,
  ...props
}: Omit<BannerCarouselProps, 'machine'> & { children?: ReactNode; place?: 'lead' | 'list' }) {
  return (
    <div className="container" data-home={place}>
      {children}
      <BannerCarousel machine={carouselMachine} {...props} />
    </div>
  );
}

export interface HomePageProps {
  home?: HomePageValue | undefined;
  now?: Date;
}

export function HomePage({ home, now }: HomePageProps) {
  const titleId = useId();
  const stepsTitleId = useId();
  const hasMainBanner = liveBanners(home?.main_banners, now).length > 0;
  return (
    <div className={styles.home}>
      {hasMainBanner && (
        <HomeBanners
          banners={home?.main_banners}
          label="Featured"
          variant="main"
          now={now}
          place="lead"
          lead="always"
        >
          <h1 className="visually-hidden">{home?.title ?? 'Go Rewards'}</h1>
        </HomeBanners>
      )}
      {!hasMainBanner && (
        <section className={styles.hero} aria-labelledby={titleId} data-home="lead">
          <div className={cx('container', styles.heroInner)}>
            <div className={styles.heroCopy}>
              <p className={styles.eyebrow}>Rewards for every day</p>
              <h1 id={titleId} className={styles.title}>
                Shop, earn points and get <span className={styles.highlight}>rewarded</span>
              </h1>
              <p className={styles.lead}>
                One membership for partner stores across the Philippines. Collect points on what you
                already buy and turn them into treats, deals and more.
              </p>
              <CtaPair
                primary={{ href: '/get-the-app', label: 'Get the app' }}
                secondary={{ href: '/promos', label: 'Browse promos' }}
                secondaryVariant="outlineLight"
                className={styles.ctas}
              />
            </div>
            <HeroIllustration />
          </div>
        </section>
      )}
      {home && (
        <HomeBanners banners={home.banners} label="Banners" now={now} place="list" lead="never" />
      )}
      {home && <RewardsShop block={home.rewards_shop} />}
      {home && (
        <HomeBanners
          banners={home.offers_banners}
          label="Offers"
          variant="offers"
          now={now}
          lead="never"
        />
      )}

      <section className={styles.steps} aria-labelledby={stepsTitleId}>
        <div className="container">
          <h2 id={stepsTitleId} className={styles.stepsTitle}>
            Get more rewards in the palm of your hands
          </h2>
          <ol className={styles.stepList}>
            {STEPS.map(({ title, text, Icon }, index) => (
              <li key={title} className={styles.step}>
                <span className={styles.stepIcon}>
                  <Icon />
                </span>
                <span className={styles.stepNumber} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className={styles.stepTitle}>{title}</h3>
                <p className={styles.stepText}>{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      {home?.video && <HomeVideo url={home.video.url} poster={home.video.poster} />}
      {home && <MarketingSlides slides={home.slides} />}
      {home?.slide_in && <SlideInPanel slideIn={home.slide_in} />}
    </div>
  );
}
