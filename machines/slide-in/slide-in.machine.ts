import { setup } from 'xstate';
import { stubAction } from '../shared/stubs';

/**
 * The home page's slide-in modal (docs/specification.md#home): "A slide-in modal (from top, left,
 * right or bottom) with an action button". It waits a moment so it never covers
 * the page's first paint, slides in once, and stays away for the rest of the visit after the person
 * closes it or follows its button.
 */
export interface SlideInInput {
  /** Closed earlier in this visit: it does not come back. */
  dismissed: boolean;
}

export type SlideInEvent =
  | { type: 'panel.close' }
  | { type: 'panel.follow' }
  /** Keyboard focus landed on a page control the panel covers (WCAG 2.4.11): it gives way. */
  | { type: 'focus.obscured' };

export const slideInMachine = setup({
  types: {
    input: {} as SlideInInput,
    context: {} as SlideInInput,
    events: {} as SlideInEvent,
  },
  delays: {
    /** Long enough for the banners and the first read; short enough to be seen. */
    slideInDelay: 2_500,
  },
  guards: {
    wasDismissed: ({ context }) => context.dismissed,
  },
  actions: {
    /** The app remembers the dismissal for the visit (session storage). */
    rememberDismissal: stubAction('rememberDismissal'),
  },
}).createMachine({
  id: 'slideIn',
  context: ({ input }) => ({ dismissed: input.dismissed }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'wasDismissed', target: 'closed' }, { target: 'waiting' }],
    },
    waiting: {
      after: { slideInDelay: 'shown' },
      on: {
        // Closing before it appears (the person navigated within the page) still counts.
        'panel.close': { target: 'closed', actions: 'rememberDismissal' },
      },
    },
    shown: {
      on: {
        'panel.close': { target: 'closed', actions: 'rememberDismissal' },
        'panel.follow': { target: 'closed', actions: 'rememberDismissal' },
        'focus.obscured': { target: 'closed', actions: 'rememberDismissal' },
      },
    },
    closed: { type: 'final' },
  },
});
