import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, vi } from 'vitest';
import {
  type AnyMachineSnapshot,
  type InspectionEvent,
  SimulatedClock,
  type SnapshotFrom,
} from 'xstate';
import { carouselMachine, type CarouselInput } from '#machines/carousel/carousel.machine';
import { CardTile } from '../../src/features/content/card-list-page';
import { MachineCarousel } from '../../src/features/content/shared/machine-carousel';
import { cardSummary } from '../support/partner-card-fixtures';
import { renderWithRouter } from '../support/render';
import { defineModelSuite, type ModelEvent } from './support/model';

/**
 * The carousel machine through a card group's carousel (specification 001, Cards page: more
 * than 2 cards below 480 px): arrows, dots, pause and play, pointer hold, the slide interval on
 * a simulated clock, reduced motion from the media query, and the group's card count changing.
 */
type Snapshot = SnapshotFrom<typeof carouselMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

const SLIDE_INTERVAL_MS = 6_000;
const TIMER_EVENT = 'xstate.after.slideInterval.carousel.playing';
const LABEL = 'Go Rewards Payment Cards';

const cards = Array.from({ length: 4 }, (_, index) =>
  cardSummary({
    id: index + 1,
    slug: `card-${String(index + 1)}`,
    title: `Card ${String(index + 1)}`,
  }),
);

const events = (raw: AnyMachineSnapshot): ModelEvent[] => [
  { type: 'carousel.next' },
  { type: 'carousel.previous' },
  { type: 'carousel.go', index: 2 },
  { type: 'carousel.hold' },
  { type: 'carousel.release' },
  { type: 'carousel.stop' },
  { type: 'carousel.play' },
  { type: 'motion.reduce' },
  // The group's card count changes (a new menu entry): the view only tells the machine of a change.
  { type: 'slides.change', count: asSnapshot(raw).context.count === 1 ? cards.length : 1 },
  { type: TIMER_EVENT },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({ value, ...context });
};

/** A media query the test can flip to 'reduce', as the system setting would. */
function reducedMotionQuery(initially: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initially,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    reduce: () => {
      query.matches = true;
      for (const listener of listeners) listener();
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

function verify(raw: AnyMachineSnapshot) {
  const snapshot = asSnapshot(raw);
  const { index, count } = snapshot.context;
  const carousel = document.querySelector('[aria-roledescription="carousel"]');
  expect(carousel).toHaveAccessibleName(LABEL);
  const slides = document.querySelectorAll('[aria-roledescription="slide"]');
  expect(slides).toHaveLength(count);
  slides.forEach((slide, slideIndex) => {
    expect(slide).toHaveAttribute('aria-hidden', String(slideIndex !== index));
  });
  if (snapshot.matches('still')) {
    expect(screen.queryByRole('button', { name: /Next slide/ })).toBeNull();
    return;
  }
  expect(screen.getByRole('button', { name: `Go to slide ${String(index + 1)}` })).toHaveAttribute(
    'aria-current',
    'true',
  );
  const toggle = screen.getByRole('button', { name: new RegExp(`^(Play|Pause) ${LABEL}$`) });
  expect(toggle).toHaveAccessibleName(`${snapshot.matches('stopped') ? 'Play' : 'Pause'} ${LABEL}`);
  // Only a playing carousel announces nothing: a moving region must not talk over the page.
  expect(carousel?.firstElementChild).toHaveAttribute(
    'aria-live',
    snapshot.matches('playing') ? 'off' : 'polite',
  );
}

const inputs: CarouselInput[] = [
  { count: 4, autoplay: true },
  { count: 4, autoplay: false },
  { count: 1, autoplay: true },
];

defineModelSuite({
  name: 'card-carousel',
  machine: carouselMachine,
  inputs,
  events,
  serializeState,
  start: async (raw, inspect) => {
    const input = raw as CarouselInput;
    const clock = new SimulatedClock();
    const motion = reducedMotionQuery(!input.autoplay);
    let actor: { getSnapshot: () => unknown } | null = null;
    const watch = (event: InspectionEvent) => {
      if (event.type === '@xstate.actor' && event.actorRef.sessionId === event.rootId) {
        actor ??= event.actorRef;
      }
      inspect(event);
    };
    let setCount: (count: number) => void = () => undefined;
    function Group() {
      const [count, set] = useState(input.count);
      setCount = set;
      return (
        <MachineCarousel
          label={LABEL}
          slides={cards.slice(0, count).map((card) => (
            <CardTile key={card.id} card={card} />
          ))}
          actorOptions={{ clock, inspect: watch }}
        />
      );
    }
    const view = await renderWithRouter(<Group />);
    const current = () => {
      if (!actor) throw new Error('The carousel has not started.');
      return actor;
    };
    const region = () => {
      const element = document.querySelector('[aria-roledescription="carousel"]');
      if (!element) throw new Error('No carousel.');
      return element;
    };
    const click = (name: string | RegExp) => {
      // fireEvent, not user-event: a pointer moving in would hold the carousel first.
      fireEvent.click(screen.getByRole('button', { name }));
    };
    return {
      actor: {
        getSnapshot: () => current().getSnapshot() as AnyMachineSnapshot,
        stop: () => undefined,
      },
      view,
      perform: async (event) => {
        switch (event.type) {
          case 'carousel.next':
            click('Next slide');
            break;
          case 'carousel.previous':
            click('Previous slide');
            break;
          case 'carousel.go':
            click(`Go to slide ${String(Number(event.index) + 1)}`);
            break;
          case 'carousel.hold':
            fireEvent.pointerOver(region());
            break;
          case 'carousel.release':
            fireEvent.pointerOut(region());
            break;
          case 'carousel.stop':
            click(`Pause ${LABEL}`);
            break;
          case 'carousel.play':
            click(`Play ${LABEL}`);
            break;
          case 'motion.reduce':
            act(() => {
              motion.reduce();
            });
            break;
          case 'slides.change':
            act(() => {
              setCount(Number(event.count));
            });
            break;
          case TIMER_EVENT:
            act(() => {
              clock.increment(SLIDE_INTERVAL_MS);
            });
            break;
          default:
            throw new Error(`No way to perform ${event.type}`);
        }
        await Promise.resolve();
      },
      verify,
    };
  },
});
