import { useEffect, useId, useRef, useState } from 'react';
import type { MarketingBlock } from '#contract/settings';
import { carouselMachine } from '#machines/carousel/carousel.machine';
import { buttonClassName } from '#src/components/ui/button';
import { ArrowRightIcon } from '#src/components/ui/icons';
import { SmartLink } from '#src/components/ui/smart-link';
import { MachineCarousel } from '#src/components/content/machine-carousel';
import styles from './home-sections.module.css';
import { useHydrating } from '#src/lib/hydration';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function MarketingCard({
  block,
  headingLevel,
  priority = false,
}: {
  block: MarketingBlock;
  headingLevel: 2 | 3;
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.block}>
      <img
        className={styles.blockImage}
        src={block.image.path}
        // Decoration: the title beside it already names it.
        alt=""
        width={600}
        height={400}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className={styles.blockCopy}>
        <Heading className={styles.blockTitle}>{block.title}</Heading>
        <p className={styles.blockBody}>{block.body}</p>
        {block.action_button && (
          <SmartLink href={block.action_button.url} newTab className={buttonClassName()}>
            {block.action_button.label}
            <ArrowRightIcon />
          </SmartLink>
        )}
      </div>
    </div>
  );
}

export function RewardsShop({ block }: { block: MarketingBlock }) {
  return (
    // On a phone it follows the hero, before the banner list (home-page.module.css).
    <section className={styles.rewardsShop} aria-label="Rewards Shop" data-home="lead">
      <div className="container">
        <MarketingCard block={block} headingLevel={2} priority />
      </div>
    </section>
  );
}

export function MarketingSlides({ slides }: { slides: readonly MarketingBlock[] }) {
  const headingId = useId();
  if (slides.length === 0) return null;
  return (
    <section className={styles.slides} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className="visually-hidden">
          Why Go Rewards
        </h2>
        <MachineCarousel
          machine={carouselMachine}
          kind="tiles"
          label="Why Go Rewards slides"
          slides={slides.map((slide) => (
            <MarketingCard key={slide.title} block={slide} headingLevel={3} />
          ))}
        />
      </div>
    </section>
  );
}

/** Plays only on screen, and never for people who prefer reduced motion. */
export function HomeVideo({ url, poster }: { url: string; poster: string | null }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const hydrating = useHydrating();
  const [reduced, setReduced] = useState(
    () =>
      !hydrating &&
      typeof window !== 'undefined' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia(REDUCED_MOTION).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(REDUCED_MOTION);
    const onChange = () => {
      setReduced(query.matches);
    };
    // A page the server rendered could not know the preference.
    onChange();
    query.addEventListener('change', onChange);
    return () => {
      query.removeEventListener('change', onChange);
    };
  }, []);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (reduced) {
      video.pause();
      return;
    }
    if (typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) void video.play().catch(() => undefined);
      else video.pause();
    });
    observer.observe(video);
    return () => {
      observer.disconnect();
    };
  }, [reduced]);
  return (
    <section className={styles.video} aria-label="Go Rewards video">
      <div className="container">
        <video
          ref={videoRef}
          className={styles.videoPlayer}
          src={url}
          poster={poster ?? undefined}
          muted
          loop
          playsInline
          preload="none"
          controls={reduced}
          width={1280}
          height={720}
          aria-label="Go Rewards video"
        />
      </div>
    </section>
  );
}
