import { act, fireEvent, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, vi } from 'vitest';
import {
  type AnyMachineSnapshot,
  type InspectionEvent,
  SimulatedClock,
  type SnapshotFrom,
} from 'xstate';
import { carouselMachine, type CarouselInput } from '#machines/carousel/carousel.machine';
import { CardTile } from '#src/features/cards/card-list-page';
import { MachineCarousel } from '#src/components/content/machine-carousel';
import { cardSummary } from '../support/partner-card-fixtures';
import { renderWithRouter } from '../support/render';
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

/**
 * The carousel machine through a card group's carousel (docs/specification.md#cards;
 * machines/carousel/carousel.md; world: tests/model/support/carousel-world.ts).
 */
const LABEL = 'Go Rewards Payment Cards';
const APPLY_NOW = 'Apply Now';
const PAUSE = `Pause ${LABEL}`;
const PLAY = `Play ${LABEL}`;
const cardTitle = (card: number) => `Card ${String(card)}`;

type Snapshot = SnapshotFrom<typeof carouselMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

const TIMER_EVENT = 'xstate.after.slideInterval.carousel.playing';

const cards = Array.from({ length: 4 }, (_, index) =>
  cardSummary({
    id: index + 1,
    slug: `card-${String(index + 1)}`,
    title: cardTitle(index + 1),
  }),
);

/** A group keeps more than 2 cards (a smaller one is a grid, not a carousel). */
const COUNTS = [3, 4];

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
  ...COUNTS.filter((count) => count !== asSnapshot(raw).context.count).map((count) => ({
    type: 'slides.change',
    count,
  })),
  { type: TIMER_EVENT },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({ value, ...context });
};

const world = carouselWorld(TIMER_EVENT);

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

function carousel(): HTMLElement {
  const element = document.querySelector<HTMLElement>('[aria-roledescription="carousel"]');
  if (!element) throw new Error('No carousel.');
  return element;
}

function slides(): HTMLElement[] {
  return [...carousel().querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
}

const titleOf = (slide: HTMLElement) => slide.querySelector('h2, h3')?.textContent ?? '';

function shownCards(): string[] {
  return slides()
    .filter((slide) => slide.getAttribute('aria-hidden') !== 'true')
    .map(titleOf);
}

function verify(_raw: AnyMachineSnapshot, w: CarouselWorld) {
  expect(carousel()).toHaveAccessibleName(LABEL);
  expect(slides().map(titleOf)).toEqual(
    Array.from({ length: w.count }, (_, index) => cardTitle(index + 1)),
  );
  expect(shownCards(), 'the one card shown').toEqual([cardTitle(w.index + 1)]);
  const shown = slides().find((slide) => slide.getAttribute('aria-hidden') !== 'true');
  if (!shown) throw new Error('No slide shown.');
  expect(shown.querySelector('img')).toHaveAttribute('alt');
  expect(shown.querySelectorAll('li')).toHaveLength(2);
  expect([...shown.querySelectorAll('a')].map((link) => link.textContent.trim())).toContain(
    APPLY_NOW,
  );
  const buttons = [...carousel().querySelectorAll('button')];
  const names = buttons.map((button) => button.textContent.trim());
  if (w.count <= 1) {
    expect(names).toEqual([]);
    return;
  }
  expect(names).toEqual([
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
  expect(dots, 'only the shown card’s dot is current').toEqual(
    dots.map((_, index) => (index === w.index ? 'true' : null)),
  );
  // Only a playing carousel announces nothing: a moving region must not talk over the page.
  expect(carousel().firstElementChild).toHaveAttribute(
    'aria-live',
    w.mode === 'playing' ? 'off' : 'polite',
  );
}

/**
 * A card group is a carousel of tiles (card-list-page.tsx); the banner kind runs the same machine
 * and view over the same cards, so every state of the machine is reached through this view too.
 */
const inputs: CarouselInput[] = [
  { count: 4, autoplay: true, kind: 'tiles' },
  { count: 4, autoplay: false, kind: 'tiles' },
  { count: 1, autoplay: true, kind: 'tiles' },
  { count: 4, autoplay: true, kind: 'banners' },
  { count: 4, autoplay: false, kind: 'banners' },
];

defineModelSuite({
  name: 'card-carousel',
  machine: carouselMachine,
  inputs,
  events,
  serializeState,
  world,
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
          machine={carouselMachine}
          kind={input.kind}
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
    const wait = (ms: number, why: string) => {
      const before = shownCards();
      act(() => {
        clock.increment(ms - 1);
      });
      expect(shownCards(), why).toEqual(before);
      act(() => {
        clock.increment(1);
      });
    };
    const click = (name: string) => {
      wait(READ_MS, 'no move half an interval into a slide');
      // fireEvent, not user-event: a pointer moving in would hold the carousel first.
      fireEvent.click(within(carousel()).getByRole('button', { name }));
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
            click(NEXT);
            break;
          case 'carousel.previous':
            click(PREVIOUS);
            break;
          case 'carousel.go':
            click(goTo(Number(event.index) + 1));
            break;
          case 'carousel.hold':
            fireEvent.pointerOver(carousel());
            break;
          case 'carousel.release':
            fireEvent.pointerOut(carousel());
            break;
          case 'carousel.stop':
            click(PAUSE);
            break;
          case 'carousel.play':
            click(PLAY);
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
            // Both sides of the interval: a millisecond before it nothing has moved.
            wait(SLIDE_INTERVAL_MS, 'no move a millisecond before the interval');
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
