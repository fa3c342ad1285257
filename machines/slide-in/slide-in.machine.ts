import { setup } from 'xstate';
import { stubAction } from '../shared/stubs';

/**
 * The home page's slide-in modal (docs/specification.md#home): "A slide-in modal (from top, left,
 * right or bottom) with an action button". It never comes on a phone's first visit; elsewhere it
 * waits until the visitor has scrolled or stayed 15 s (docs/design.md, "Phone first"), so
 * it never covers what a visitor came to read first. It slides in once, and stays away for the
 * rest of the visit after the person closes it or follows its button.
 */
export interface SlideInInput {
  /** Closed earlier in this visit: it does not come back. */
  dismissed: boolean;
  /** A phone's first visit to the portal: nothing slides in. */
  firstPhoneVisit: boolean;
}

export type SlideInEvent =
  | { type: 'panel.close' }
  | { type: 'panel.follow' }
  /** The visitor scrolled the page: reading on, past the top. */
  | { type: 'page.scroll' }
  /** Keyboard focus landed on a page control the panel covers (WCAG 2.4.11): it gives way. */
  | { type: 'focus.obscured' };

export const slideInMachine = setup({
  types: {
    input: {} as SlideInInput,
    context: {} as SlideInInput,
    events: {} as SlideInEvent,
  },
  delays: {
    /** A visitor still on the page after this long, without scrolling, is reading it. */
    stayDelay: 15_000,
  },
  guards: {
    wasDismissed: ({ context }) => context.dismissed,
    isFirstPhoneVisit: ({ context }) => context.firstPhoneVisit,
  },
  actions: {
    /** The app remembers the dismissal for the visit (session storage). */
    rememberDismissal: stubAction('rememberDismissal'),
  },
}).createMachine({
  id: 'slideIn',
  context: ({ input }) => ({ ...input }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'wasDismissed', target: 'closed' },
        { guard: 'isFirstPhoneVisit', target: 'closed' },
        { target: 'waiting' },
      ],
    },
    waiting: {
      after: { stayDelay: 'shown' },
      on: {
        'page.scroll': 'shown',
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
