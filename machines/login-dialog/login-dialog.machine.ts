import { assign, setup } from 'xstate';

/**
 * Whether the login modal is open ("a modal when opened from the header or from a gated action
 * button", docs/specification.md#sign-in), and where a successful sign-in should go. One app-wide
 * actor, so any view can ask for a sign-in without owning the modal.
 */
export interface LoginDialogContext {
  /** A validated same-origin path or allow-listed URL; null means the default (/account). */
  redirectTarget: string | null;
}

export type LoginDialogEvent =
  { type: 'dialog.open'; redirectTarget?: string | null } | { type: 'dialog.close' };

export const loginDialogMachine = setup({
  types: {
    context: {} as LoginDialogContext,
    events: {} as LoginDialogEvent,
  },
  actions: {
    assignTarget: assign(({ event }) => ({
      redirectTarget: event.type === 'dialog.open' ? (event.redirectTarget ?? null) : null,
    })),
    clearTarget: assign({ redirectTarget: null }),
  },
}).createMachine({
  id: 'loginDialog',
  context: { redirectTarget: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'dialog.open': { target: 'open', actions: 'assignTarget' } },
    },
    open: {
      on: { 'dialog.close': { target: 'closed', actions: 'clearTarget' } },
    },
  },
});
