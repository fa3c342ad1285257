import { fireEvent, render, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { type AnyMachineSnapshot, createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import { carouselMachine, type CarouselInput } from '#machines/carousel/carousel.machine';
import { CarouselView } from '../../src/features/content/shared/machine-carousel';
import { defineModelSuite, type ModelEvent } from './support/model';

type Snapshot = SnapshotFrom<typeof carouselMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

const SLIDE_INTERVAL_MS = 6_000;
const AFTER_INTERVAL = 'xstate.after.slideInterval.carousel.playing';
const LABEL = 'Banners';

const slidesOf = (count: number) =>
  Array.from({ length: count }, (_, index) => <p key={index}>Slide {index + 1}</p>);

const events = (): ModelEvent[] => [
  { type: 'carousel.next' },
  { type: 'carousel.previous' },
  { type: 'carousel.go', index: 1 },
  { type: 'carousel.hold' },
  { type: 'carousel.release' },
  { type: 'carousel.stop' },
  { type: 'carousel.play' },
  { type: 'motion.reduce' },
  { type: 'slides.change', count: 1 },
  { type: 'slides.change', count: 3 },
  { type: AFTER_INTERVAL },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({ value, ...context });
};

function verify(raw: AnyMachineSnapshot) {
  const { context } = asSnapshot(raw);
  const region = screen.getByRole('region', { name: LABEL });
  const slides = within(region).getAllByRole('group', { hidden: true });
  expect(slides).toHaveLength(context.count);
  slides.forEach((slide, index) => {
    expect(slide).toHaveAttribute('aria-hidden', String(index !== context.index));
  });
  const toggle = within(region).queryByRole('button', { name: /^(Play|Pause)/ });
  if (context.count <= 1) {
    expect(toggle).toBeNull();
    return;
  }
  expect(toggle).toHaveTextContent(raw.matches('stopped') ? 'Play' : 'Pause');
  expect(
    within(region).getByRole('button', { name: `Go to slide ${String(context.index + 1)}` }),
  ).toHaveAttribute('aria-current', 'true');
}

const inputs: CarouselInput[] = [
  { count: 3, autoplay: true },
  { count: 3, autoplay: false },
  { count: 1, autoplay: true },
];

defineModelSuite({
  name: 'carousel',
  machine: carouselMachine,
  inputs,
  events,
  serializeState,
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
    const region = () => screen.getByRole('region', { name: LABEL });
    const press = (name: RegExp | string) => {
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
            return press('Next slide');
          case 'carousel.previous':
            return press('Previous slide');
          case 'carousel.go':
            return press(`Go to slide ${String(Number(event.index) + 1)}`);
          case 'carousel.hold':
            fireEvent.focusIn(region());
            return;
          case 'carousel.release':
            fireEvent.focusOut(region(), { relatedTarget: null });
            return;
          case 'carousel.stop':
            return press(/^Pause/);
          case 'carousel.play':
            return press(/^Play/);
          case 'motion.reduce':
            // The system setting changed: the environment tells the machine, not the view.
            actor.send({ type: 'motion.reduce' });
            return;
          case 'slides.change':
            view.rerender(draw(Number(event.count)));
            actor.send({ type: 'slides.change', count: Number(event.count) });
            return;
          case AFTER_INTERVAL:
            clock.increment(SLIDE_INTERVAL_MS);
            return;
          default:
            throw new Error(`cannot perform ${event.type}`);
        }
      },
      verify,
    };
  },
});
