import { assign, setup } from 'xstate';

/**
 * A carousel (docs/specification.md#carousels). Banners ("autoplay, fade, 300 ms speed") advance
 * on their own while `playing`, hold while the pointer or focus is inside (WCAG 2.2.2: moving
 * content a person is reading must not move), and stay still for people who prefer reduced motion
 * or who pressed pause. Tiles (the exclusives, the card groups, the home slides) are read, so they
 * only move when the person moves them: an arrow, a dot or a swipe. One slide never moves.
 */
export type CarouselKind = 'banners' | 'tiles';

export interface CarouselInput {
  count: number;
  /** False when the person prefers reduced motion: banners start stopped. */
  autoplay: boolean;
  kind: CarouselKind;
}

export interface CarouselContext {
  index: number;
  count: number;
  /** Whether banners should move on their own: off after pause or for reduced motion. */
  autoplay: boolean;
  kind: CarouselKind;
}

export type CarouselEvent =
  | { type: 'carousel.next' }
  | { type: 'carousel.previous' }
  | { type: 'carousel.go'; index: number }
  | { type: 'carousel.hold' }
  | { type: 'carousel.release' }
  | { type: 'carousel.stop' }
  | { type: 'carousel.play' }
  | { type: 'motion.reduce' }
  | { type: 'slides.change'; count: number };

const wrap = (index: number, count: number) => (count > 0 ? ((index % count) + count) % count : 0);

export const carouselMachine = setup({
  types: {
    input: {} as CarouselInput,
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
  },
  delays: {
    /** How long a slide stays before the next fades in. */
    slideInterval: 6_000,
  },
  guards: {
    hasOneSlide: ({ context }) => context.count <= 1,
    isTiles: ({ context }) => context.kind === 'tiles',
    isAutoplay: ({ context }) => context.autoplay,
  },
  actions: {
    showNext: assign({ index: ({ context }) => wrap(context.index + 1, context.count) }),
    showPrevious: assign({ index: ({ context }) => wrap(context.index - 1, context.count) }),
    showSlide: assign({
      index: ({ context, event }) =>
        event.type === 'carousel.go' &&
        Number.isInteger(event.index) &&
        event.index >= 0 &&
        event.index < context.count
          ? event.index
          : context.index,
    }),
    disableAutoplay: assign({ autoplay: false }),
    enableAutoplay: assign({ autoplay: true }),
    assignCount: assign(({ context, event }) => {
      if (event.type !== 'slides.change') return {};
      const count = Math.max(0, Math.floor(event.count));
      return { count, index: context.index < count ? context.index : 0 };
    }),
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => ({
    index: 0,
    count: Math.max(0, Math.floor(input.count)),
    autoplay: input.autoplay,
    kind: input.kind,
  }),
  initial: 'starting',
  on: {
    'slides.change': { target: '.starting', actions: 'assignCount' },
  },
  states: {
    starting: {
      always: [
        { guard: 'hasOneSlide', target: 'still' },
        { guard: 'isTiles', target: 'browsing' },
        { guard: 'isAutoplay', target: 'playing' },
        { target: 'stopped' },
      ],
    },
    /**
     * Zero or one slide: nothing to move. Reduced motion asked for now still counts once slides
     * come: the carousel then starts stopped.
     */
    still: {
      on: { 'motion.reduce': { actions: 'disableAutoplay' } },
    },
    playing: {
      after: { slideInterval: { target: 'playing', reenter: true, actions: 'showNext' } },
      on: {
        // A manual move restarts the interval, so the new slide gets its full time.
        'carousel.next': { target: 'playing', reenter: true, actions: 'showNext' },
        'carousel.previous': { target: 'playing', reenter: true, actions: 'showPrevious' },
        'carousel.go': { target: 'playing', reenter: true, actions: 'showSlide' },
        'carousel.hold': 'held',
        'carousel.stop': { target: 'stopped', actions: 'disableAutoplay' },
        'motion.reduce': { target: 'stopped', actions: 'disableAutoplay' },
      },
    },
    /** The pointer or focus is inside: no automatic move until it leaves. */
    held: {
      on: {
        'carousel.next': { actions: 'showNext' },
        'carousel.previous': { actions: 'showPrevious' },
        'carousel.go': { actions: 'showSlide' },
        'carousel.release': 'playing',
        'carousel.stop': { target: 'stopped', actions: 'disableAutoplay' },
        'motion.reduce': { target: 'stopped', actions: 'disableAutoplay' },
      },
    },
    /** Tiles: moves only when asked (a swipe settles on a slide and says which), never by itself. */
    browsing: {
      on: {
        'carousel.next': { actions: 'showNext' },
        'carousel.previous': { actions: 'showPrevious' },
        'carousel.go': { actions: 'showSlide' },
      },
    },
    /** Paused by the person, or reduced motion: moves only when asked. */
    stopped: {
      on: {
        'carousel.next': { actions: 'showNext' },
        'carousel.previous': { actions: 'showPrevious' },
        'carousel.go': { actions: 'showSlide' },
        'carousel.play': { target: 'playing', actions: 'enableAutoplay' },
      },
    },
  },
});
