import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, SimulatedClock } from 'xstate';
import type { SlideIn } from '#contract/settings';
import { slideInMachine, type SlideInInput } from '#machines/slide-in/slide-in.machine';
import { SlideInBound } from '#src/features/home/slide-in-panel';
import { renderWithRouter } from '../support/render';
import { defineModelSuite, type ModelEvent, type World } from './support/model';

/** docs/design.md, "Phone first": after a scroll or 15 s on the page. */
const STAY_MS = 15_000;
const AFTER_DELAY = 'xstate.after.stayDelay.slideIn.waiting';

const slideIn: SlideIn = {
  position: 'right',
  title: 'Double points this weekend',
  body: '<p>Earn <strong>2x points</strong> at partner stores.</p>',
  image: null,
  action_button: { label: 'See the promo', url: '/promos' },
};

const events = (): ModelEvent[] => [
  { type: 'panel.close' },
  { type: 'panel.follow' },
  { type: 'focus.obscured' },
  { type: 'page.scroll' },
  { type: AFTER_DELAY },
];

/** jsdom has no layout: the panel and a page control under it get boxes, as DOMRect(x, y, w, h). */
function placeControlUnderPanel() {
  const panel = screen.getByRole('complementary', { name: slideIn.title });
  vi.spyOn(panel, 'getBoundingClientRect').mockReturnValue(new DOMRect(20, 200, 320, 420));
  const control = screen.getByRole('button', { name: 'Page control' });
  vi.spyOn(control, 'getBoundingClientRect').mockReturnValue(new DOMRect(40, 300, 120, 40));
}

const serializeState = (snapshot: AnyMachineSnapshot) => JSON.stringify(snapshot.value);

/** docs/specification.md#home: every way of closing it counts once a visit. */
interface SlideInWorld {
  phase: 'waiting' | 'shown' | 'closed';
  remembered: number;
}

const closedByPerson = (w: SlideInWorld): SlideInWorld =>
  w.phase === 'closed' ? w : { phase: 'closed', remembered: w.remembered + 1 };

function next(w: SlideInWorld, event: ModelEvent): SlideInWorld {
  switch (event.type) {
    case AFTER_DELAY:
    case 'page.scroll':
      return w.phase === 'waiting' ? { ...w, phase: 'shown' } : w;
    // Leaving before the panel came counts as closing it.
    case 'panel.close':
      return closedByPerson(w);
    case 'panel.follow':
    case 'focus.obscured':
      return w.phase === 'shown' ? closedByPerson(w) : w;
    default:
      return w;
  }
}

const world: World<SlideInWorld> = {
  initial: (input) => ({
    // Dismissed in this visit, or a phone's first visit: it never comes.
    phase:
      (input as SlideInInput).dismissed || (input as SlideInInput).firstPhoneVisit
        ? 'closed'
        : 'waiting',
    remembered: 0,
  }),
  next,
  // A close the machine ignores is still a close: the path that sends it fails there.
  refused: next,
  // A machine still waiting after a close gets a path of its own, on to the moment it would show.
  boundary: (w) => w.phase,
};

function verify(_snapshot: AnyMachineSnapshot, w: SlideInWorld) {
  const panel = screen.queryByRole('complementary', { name: slideIn.title });
  expect(panel !== null).toBe(w.phase === 'shown');
  if (panel) {
    expect(panel).toHaveAttribute('data-position', 'right');
    // The body's words show at once; its markup follows when the sanitiser has loaded.
    expect(panel).toHaveTextContent('Earn 2x points at partner stores.');
    expect(screen.getByRole('link', { name: 'See the promo' })).toHaveAttribute('href', '/promos');
  }
}

defineModelSuite({
  name: 'slideIn',
  machine: slideInMachine,
  inputs: [
    { dismissed: false, firstPhoneVisit: false },
    { dismissed: true, firstPhoneVisit: false },
    { dismissed: false, firstPhoneVisit: true },
  ] satisfies SlideInInput[],
  events,
  serializeState,
  world,
  start: async (input, inspect) => {
    const user = userEvent.setup({ delay: null });
    const clock = new SimulatedClock();
    const remembered = vi.fn();
    const actor = createActor(
      slideInMachine.provide({ actions: { rememberDismissal: remembered } }),
      { input: input as SlideInInput, clock, inspect },
    ).start();
    const view = await renderWithRouter(
      <>
        <button type="button">Page control</button>
        <SlideInBound actor={actor} slideIn={slideIn} />
      </>,
    );
    return {
      actor,
      view,
      perform: async (event) => {
        switch (event.type) {
          case 'panel.close':
            if (actor.getSnapshot().matches('shown')) {
              screen.getByRole('button', { name: 'Close' }).focus();
              return user.keyboard('{Escape}');
            }
            // Not on screen yet: the page tells the machine (it left before the panel came).
            actor.send({ type: 'panel.close' });
            return;
          case 'panel.follow':
            // The link opens its page; a click without following keeps the test on this page.
            fireEvent.click(screen.getByRole('link', { name: 'See the promo' }));
            return;
          case 'focus.obscured':
            placeControlUnderPanel();
            await user.tab();
            expect(screen.getByRole('button', { name: 'Page control' })).toHaveFocus();
            return;
          case AFTER_DELAY:
            // Not at 14.9 s: at 15 s.
            clock.increment(STAY_MS - 100);
            expect(screen.queryByRole('complementary', { name: slideIn.title })).toBeNull();
            clock.increment(100);
            return;
          case 'page.scroll': {
            // A quarter of the screen down: the visitor reads on (jsdom has no layout to scroll).
            const scrolled = Object.getOwnPropertyDescriptor(window, 'scrollY');
            Object.defineProperty(window, 'scrollY', {
              value: window.innerHeight,
              configurable: true,
            });
            fireEvent.scroll(window);
            if (scrolled) Object.defineProperty(window, 'scrollY', scrolled);
            return;
          }
          default:
            throw new Error(`cannot perform ${event.type}`);
        }
      },
      verify,
      finish: (_snapshot, w) => {
        expect(remembered).toHaveBeenCalledTimes(w.remembered);
      },
    };
  },
});
