import type { ReactNode } from 'react';
import { cx } from '#src/components/ui/cx';
import { ChevronLeftIcon, ChevronRightIcon } from '#src/components/ui/icons';
import styles from './carousel.module.css';
import { useScrollTrack } from './scroll-track';
import { useSwipe } from './swipe';

export type CarouselMode = 'still' | 'playing' | 'held' | 'stopped' | 'browsing';
/** Banners fade one into the next; tiles sit side by side in a track that scrolls and snaps. */
export type CarouselKind = 'banners' | 'tiles';

export interface CarouselProps {
  /** The region's name: 'Banners', 'Go Rewards Exclusives'. */
  label: string;
  slides: readonly ReactNode[];
  index: number;
  mode: CarouselMode;
  kind: CarouselKind;
  /** Whether it moves by itself, so has a Pause (or Play) button. */
  pausable: boolean;
  onNext: () => void;
  onPrevious: () => void;
  onGo: (index: number) => void;
  onHold: () => void;
  onRelease: () => void;
  onStop: () => void;
  onPlay: () => void;
  className?: string;
}

/**
 * WAI-ARIA carousel pattern (docs/specification.md#carousels): hidden slides are inert. The next
 * tile shows its start (a peek) and can be swiped to from the server's first paint.
 */
export function Carousel({
  label,
  slides,
  index,
  mode,
  kind,
  pausable,
  onNext,
  onPrevious,
  onGo,
  onHold,
  onRelease,
  onStop,
  onPlay,
  className,
}: CarouselProps) {
  const count = slides.length;
  const moving = mode === 'playing';
  const tiles = kind === 'tiles';
  const trackRef = useScrollTrack(index, onGo);
  const swipe = useSwipe(onNext, onPrevious);
  return (
    <section
      className={cx(styles.carousel, className)}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={onHold}
      onPointerLeave={onRelease}
      onFocus={onHold}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onRelease();
      }}
    >
      <div
        ref={tiles ? trackRef : undefined}
        className={tiles ? styles.track : styles.viewport}
        aria-live={moving ? 'off' : 'polite'}
        // Read by the server page's first script, which keeps a swipe made before the app runs.
        data-swipe={tiles ? undefined : ''}
        {...(tiles ? {} : swipe)}
      >
        {slides.map((slide, slideIndex) => {
          const current = slideIndex === index;
          return (
            <div
              // Slides are positional: the CMS order is their identity.
              key={slideIndex}
              className={cx(tiles ? styles.tile : styles.slide, current && styles.current)}
              role="group"
              aria-roledescription="slide"
              aria-label={`${String(slideIndex + 1)} of ${String(count)}`}
              aria-hidden={!current}
              inert={!current}
            >
              {slide}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          {pausable && (
            <button
              type="button"
              className={styles.playToggle}
              onClick={mode === 'stopped' ? onPlay : onStop}
            >
              {mode === 'stopped' ? 'Play' : 'Pause'}{' '}
              {/* The space sits outside the hidden span, so the name reads 'Pause Banners'. */}
              <span className="visually-hidden">{label}</span>
            </button>
          )}
          <button
            type="button"
            className={styles.arrow}
            onClick={onPrevious}
            data-swipe-to="previous"
          >
            <ChevronLeftIcon />
            <span className="visually-hidden">Previous slide</span>
          </button>
          <div className={styles.dots}>
            {slides.map((_, dotIndex) => (
              <button
                key={dotIndex}
                type="button"
                className={cx(styles.dot, dotIndex === index && styles.dotCurrent)}
                aria-current={dotIndex === index ? 'true' : undefined}
                onClick={() => {
                  onGo(dotIndex);
                }}
              >
                <span className="visually-hidden">Go to slide {dotIndex + 1}</span>
              </button>
            ))}
          </div>
          <button type="button" className={styles.arrow} onClick={onNext} data-swipe-to="next">
            <ChevronRightIcon />
            <span className="visually-hidden">Next slide</span>
          </button>
        </div>
      )}
    </section>
  );
}
