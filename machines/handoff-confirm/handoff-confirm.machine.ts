import { assign, setup } from 'xstate';
import type { HandoffExchangeResponse, HandoffPreviewResponse } from '#contract/auth';
import { toFailure } from '../shared/failure';
import { stubAction, stubActor } from '../shared/stubs';

/**
 * "Continue as Maria Clara?" (DECISIONS.md, Sessions and redirects; issue 18, item 3). A link from
 * another site to /auth?token=CODE completes nothing by itself: the server serves the app, which
 * asks whose the code is, names that account, and trades the code by a same-origin POST only when
 * the person presses Continue. Declining keeps the session this browser has and goes home. A code
 * that is unknown, used or expired shows HANDOFF_INVALID's message, as a failed handoff always has.
 */
export interface HandoffConfirmInput {
  token: string;
}

export interface HandoffConfirmContext {
  token: string;
  /** The account the code signs in to: the member's first name, as the header shows it. */
  name: string | null;
  /** A failure other than a bad code (the server unreachable), shown with a way to try again. */
  error: string | null;
}

export type HandoffConfirmEvent =
  { type: 'handoff.continue' } | { type: 'handoff.decline' } | { type: 'preview.retry' };

/** A code the server refused, or one no code could be (VALIDATION_ERROR on its format). */
const INVALID_CODE_KEYS = new Set(['HANDOFF_INVALID', 'VALIDATION_ERROR']);

const errorOf = (event: object): unknown => ('error' in event ? event.error : undefined);

export const handoffConfirmMachine = setup({
  types: {
    context: {} as HandoffConfirmContext,
    events: {} as HandoffConfirmEvent,
    input: {} as HandoffConfirmInput,
  },
  actors: {
    previewHandoff: stubActor<HandoffPreviewResponse, { token: string }>('previewHandoff'),
    exchangeHandoff: stubActor<HandoffExchangeResponse, { token: string }>('exchangeHandoff'),
  },
  guards: {
    isInvalidCode: ({ event }) => INVALID_CODE_KEYS.has(toFailure(errorOf(event)).errorKey),
  },
  actions: {
    assignName: assign({
      name: ({ event }) =>
        'output' in event ? (event.output as HandoffPreviewResponse).name : null,
    }),
    assignFailure: assign({ error: ({ event }) => toFailure(errorOf(event)).message }),
    clearError: assign({ error: null }),
    /** The new session's pages, loaded afresh (nothing of the previous member's stays). */
    finishSignIn: stubAction('finishSignIn'),
    /** Home, with the session this browser already had. */
    goHome: stubAction('goHome'),
  },
}).createMachine({
  id: 'handoffConfirm',
  context: ({ input }) => ({ token: input.token, name: null, error: null }),
  initial: 'previewing',
  states: {
    previewing: {
      tags: ['busy'],
      invoke: {
        id: 'previewHandoff',
        src: 'previewHandoff',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'confirming', actions: 'assignName' },
        onError: [
          { guard: 'isInvalidCode', target: 'invalid' },
          { target: 'unavailable', actions: 'assignFailure' },
        ],
      },
    },
    unavailable: {
      on: { 'preview.retry': { target: 'previewing', actions: 'clearError' } },
    },
    confirming: {
      on: {
        'handoff.continue': { target: 'exchanging', actions: 'clearError' },
        'handoff.decline': 'declined',
      },
    },
    exchanging: {
      tags: ['busy'],
      invoke: {
        id: 'exchangeHandoff',
        src: 'exchangeHandoff',
        input: ({ context }) => ({ token: context.token }),
        onDone: 'signedIn',
        onError: [
          { guard: 'isInvalidCode', target: 'invalid' },
          { target: 'confirming', actions: 'assignFailure' },
        ],
      },
    },
    signedIn: { type: 'final', entry: 'finishSignIn' },
    declined: { type: 'final', entry: 'goHome' },
    invalid: { type: 'final' },
  },
});
