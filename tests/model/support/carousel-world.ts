import type { CarouselInput } from '#machines/carousel/carousel.machine';
import type { ModelEvent, World } from './model';

/** carousel.md's slideInterval: the specification gives none; this is the project's. */
export const SLIDE_INTERVAL_MS = 6_000;
/** Halfway into a slide the member presses an arrow or a dot (the interval starts again). */
export const READ_MS = SLIDE_INTERVAL_MS / 2;
/** The controls' names (the WAI-ARIA carousel pattern; the specification names none). */
export const NEXT = 'Next slide';
export const PREVIOUS = 'Previous slide';
export const goTo = (slide: number) => `Go to slide ${String(slide)}`;

/**
 * What a carousel must show, from the member's events and the time that passed (never from the
 * machine): the "autoplay" banner carousels (docs/specification.md#carousels) and the carousels of
 * tiles that move only when moved, as machines/carousel/carousel.md settles what the specification
 * leaves open.
 */
export type CarouselMode = 'still' | 'playing' | 'held' | 'stopped' | 'browsing';

export interface CarouselWorld {
  kind: 'banners' | 'tiles';
  count: number;
  index: number;
  mode: CarouselMode;
  off: 'paused' | 'reduced motion' | null;
  note: string;
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

function moveTo(w: CarouselWorld, index: number, how: string): CarouselWorld {
  const target = wrap(index, w.count);
  const wrapped =
    index === w.count
      ? `wrapped to the first (${how})`
      : index === -1
        ? `wrapped to the last (${how})`
        : '';
  return { ...w, index: target, note: wrapped };
}

const started = (w: CarouselWorld): CarouselMode =>
  w.count <= 1 ? 'still' : w.kind === 'tiles' ? 'browsing' : w.off === null ? 'playing' : 'stopped';

export function carouselWorld(afterInterval: string): World<CarouselWorld> {
  const next = (w: CarouselWorld, event: ModelEvent): CarouselWorld => {
    const quiet = { ...w, note: '' };
    switch (event.type) {
      case 'carousel.next':
        return moveTo(w, w.index + 1, 'arrow');
      case 'carousel.previous':
        return moveTo(w, w.index - 1, 'arrow');
      case 'carousel.go':
        return { ...quiet, index: Number(event.index) };
      case afterInterval:
        return moveTo(w, w.index + 1, 'interval');
      case 'carousel.hold':
        return { ...quiet, mode: 'held' };
      case 'carousel.release':
        return { ...quiet, mode: 'playing' };
      case 'carousel.stop':
        return { ...quiet, mode: 'stopped', off: 'paused' };
      case 'carousel.play':
        return { ...quiet, mode: 'playing', off: null };
      case 'motion.reduce':
        return {
          ...quiet,
          off: w.off ?? 'reduced motion',
          mode: w.mode === 'still' ? 'still' : 'stopped',
        };
      case 'slides.change': {
        const count = Number(event.count);
        const kept = w.index < count;
        const changed = { ...w, count, index: kept ? w.index : 0 };
        const note = w.index === 0 ? '' : kept ? 'slide kept' : 'back to the first';
        return { ...changed, mode: started(changed), note };
      }
      default:
        return quiet;
    }
  };
  return {
    initial: (raw) => {
      const input = raw as CarouselInput;
      const w: CarouselWorld = {
        kind: input.kind,
        count: input.count,
        index: 0,
        mode: 'still',
        off: input.autoplay ? null : 'reduced motion',
        note: '',
      };
      return { ...w, mode: started(w) };
    },
    next,
    refused: (w, event) => {
      // Tiles never move by themselves, hold nothing and have nothing to pause or play.
      if (w.mode === 'browsing')
        return event.type === afterInterval ? { ...w, note: 'an interval passed' } : w;
      // An interval passing while held, paused or still moves nothing: a path checks it.
      if (event.type === afterInterval) return { ...w, note: 'an interval passed' };
      // Reduced motion asked for at any time is kept (a still carousel that gains slides).
      if (event.type === 'motion.reduce' && w.off === null) return next(w, event);
      return w;
    },
    boundary: (w) => `${w.kind} | autoplay ${w.off === null ? 'on' : 'off'} | ${w.note}`,
  };
}
