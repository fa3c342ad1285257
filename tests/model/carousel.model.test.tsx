import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { type AnyMachineSnapshot, createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import { carouselMachine, type CarouselInput } from '#machines/carousel/carousel.machine';
import { CarouselView } from '#src/components/content/machine-carousel';
import {
  carouselWorld,
  type CarouselWorld,
  goTo,
  NEXT,
  PREVIOUS,
  READ_MS,
  SLIDE_INTERVAL_MS,
} from './support/carousel-world';
import { defineModelSuite, type ModelEvent } from './support/model';

type Snapshot = SnapshotFrom<typeof carouselMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

/**
 * A banner carousel (docs/specification.md#carousels; machines/carousel/carousel.md; world:
 * tests/model/support/carousel-world.ts). The fade itself is the stylesheet's (not jsdom's).
 */
const LABEL = 'Banners';
const PAUSE = `Pause ${LABEL}`;
const PLAY = `Play ${LABEL}`;
const slideText = (slide: number) => `Slide ${String(slide)}`;

const AFTER_INTERVAL = 'xstate.after.slideInterval.carousel.playing';

const slidesOf = (count: number) =>
  Array.from({ length: count }, (_, index) => <p key={index}>{slideText(index + 1)}</p>);

/** The slide counts the list can change to (the view tells the machine of a change only). */
const COUNTS = [1, 2, 3];

const events = (raw: AnyMachineSnapshot): ModelEvent[] => [
  { type: 'carousel.next' },
  { type: 'carousel.previous' },
  { type: 'carousel.go', index: 1 },
  { type: 'carousel.hold' },
  { type: 'carousel.release' },
  { type: 'carousel.stop' },
  { type: 'carousel.play' },
  { type: 'motion.reduce' },
  ...COUNTS.filter((count) => count !== asSnapshot(raw).context.count).map((count) => ({
    type: 'slides.change',
    count,
  })),
  { type: AFTER_INTERVAL },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({ value, ...context });
};

const world = carouselWorld(AFTER_INTERVAL);

function region(): HTMLElement {
  const element = document.querySelector<HTMLElement>('[aria-roledescription="carousel"]');
  if (!element) throw new Error('No carousel.');
  return element;
}

function slides(): HTMLElement[] {
  return [...region().querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
}

function shownSlide(): string[] {
  return slides()
    .filter((slide) => slide.getAttribute('aria-hidden') !== 'true')
    .map((slide) => slide.textContent);
}

function verify(_raw: AnyMachineSnapshot, w: CarouselWorld) {
  expect(screen.getByRole('region', { name: LABEL })).toBe(region());
  expect(slides().map((slide) => slide.textContent)).toEqual(
    Array.from({ length: w.count }, (_, index) => slideText(index + 1)),
  );
  expect(shownSlide(), 'the one slide shown').toEqual([slideText(w.index + 1)]);
  const buttons = [...region().querySelectorAll('button')];
  if (w.count <= 1) {
    expect(buttons).toEqual([]);
    return;
  }
  expect(buttons.map((button) => button.textContent)).toEqual([
    // Tiles never move by themselves: nothing to pause.
    ...(w.mode === 'browsing' ? [] : [w.mode === 'stopped' ? PLAY : PAUSE]),
    PREVIOUS,
    ...Array.from({ length: w.count }, (_, index) => goTo(index + 1)),
    NEXT,
  ]);
  const firstDot = w.mode === 'browsing' ? 1 : 2;
  const dots = buttons
    .slice(firstDot, firstDot + w.count)
    .map((dot) => dot.getAttribute('aria-current'));
  expect(dots, 'only the shown slide’s dot is current').toEqual(
    dots.map((_, index) => (index === w.index ? 'true' : null)),
  );
  // A moving region announces nothing; a still one announces the slide a press brings.
  expect(region().firstElementChild).toHaveAttribute(
    'aria-live',
    w.mode === 'playing' ? 'off' : 'polite',
  );
}

const inputs: CarouselInput[] = [
  { count: 3, autoplay: true, kind: 'banners' },
  { count: 3, autoplay: false, kind: 'banners' },
  { count: 1, autoplay: true, kind: 'banners' },
  { count: 3, autoplay: true, kind: 'tiles' },
];

defineModelSuite({
  name: 'carousel',
  machine: carouselMachine,
  inputs,
  events,
  serializeState,
  world,
  start: (input, inspect) => {
    const clock = new SimulatedClock();
    const actor = createActor(carouselMachine, {
      input: input as CarouselInput,
      clock,
      inspect,
    }).start();
    const draw = (count: number) => (
      <CarouselView actor={actor} label={LABEL} slides={slidesOf(count)} />
    );
    const view = render(draw((input as CarouselInput).count));
    const wait = (ms: number, why: string) => {
      const before = shownSlide();
      act(() => {
        clock.increment(ms - 1);
      });
      expect(shownSlide(), why).toEqual(before);
      act(() => {
        clock.increment(1);
      });
    };
    const press = (name: string) => {
      wait(READ_MS, 'no move half an interval into a slide');
      // A click without pointer or focus: hold and release are their own events in the model.
      fireEvent.click(within(region()).getByRole('button', { name }));
      return Promise.resolve();
    };
    return {
      actor,
      view,
      perform: async (event) => {
        switch (event.type) {
          case 'carousel.next':
            return press(NEXT);
          case 'carousel.previous':
            return press(PREVIOUS);
          case 'carousel.go':
            return press(goTo(Number(event.index) + 1));
          case 'carousel.hold':
            fireEvent.focusIn(region());
            return;
          case 'carousel.release':
            fireEvent.focusOut(region(), { relatedTarget: null });
            return;
          case 'carousel.stop':
            return press(PAUSE);
          case 'carousel.play':
            return press(PLAY);
          case 'motion.reduce':
            // The system setting changed: the environment tells the machine, not the view.
            actor.send({ type: 'motion.reduce' });
            return;
          case 'slides.change':
            view.rerender(draw(Number(event.count)));
            actor.send({ type: 'slides.change', count: Number(event.count) });
            return;
          case AFTER_INTERVAL:
            // Both sides of the interval: a millisecond before it nothing has moved.
            wait(SLIDE_INTERVAL_MS, 'no move a millisecond before the interval');
            return;
          default:
            throw new Error(`cannot perform ${event.type}`);
        }
      },
      verify,
    };
  },
});
