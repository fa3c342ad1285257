import type { ReactNode } from 'react';
import { cx } from '#src/components/ui/cx';
import { ChevronLeftIcon, ChevronRightIcon } from '#src/components/ui/icons';
import styles from './carousel.module.css';

export type CarouselMode = 'still' | 'playing' | 'held' | 'stopped';

export interface CarouselProps {
  /** The region's name: 'Banners', 'Go Rewards Exclusives'. */
  label: string;
  slides: readonly ReactNode[];
  index: number;
  mode: CarouselMode;
  onNext: () => void;
  onPrevious: () => void;
  onGo: (index: number) => void;
  onHold: () => void;
  onRelease: () => void;
  onStop: () => void;
  onPlay: () => void;
  className?: string;
}

/** WAI-ARIA carousel pattern (docs/specification.md#carousels): hidden slides are inert. */
export function Carousel({
  label,
  slides,
  index,
  mode,
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
      <div className={styles.viewport} aria-live={moving ? 'off' : 'polite'}>
        {slides.map((slide, slideIndex) => {
          const current = slideIndex === index;
          return (
            <div
              // Slides are positional: the CMS order is their identity.
              key={slideIndex}
              className={cx(styles.slide, current && styles.current)}
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
          <button
            type="button"
            className={styles.playToggle}
            onClick={mode === 'stopped' ? onPlay : onStop}
          >
            {mode === 'stopped' ? 'Play' : 'Pause'}{' '}
            {/* The space sits outside the hidden span, so the name reads 'Pause Banners'. */}
            <span className="visually-hidden">{label}</span>
          </button>
          <button type="button" className={styles.arrow} onClick={onPrevious}>
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
          <button type="button" className={styles.arrow} onClick={onNext}>
            <ChevronRightIcon />
            <span className="visually-hidden">Next slide</span>
          </button>
        </div>
      )}
    </section>
  );
}
