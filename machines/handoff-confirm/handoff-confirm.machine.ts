import { assign, setup } from 'xstate';
import type { HandoffExchangeResponse, HandoffPreviewResponse } from '#contract/auth';
import { errorKeyIn, failureMessage, failureOf, outputOf } from '../shared/failure';
import { stubAction, stubActor } from '../shared/stubs';

/**
 * "Continue as Maria Clara?" (docs/specification.md#sessions). A link from
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
const INVALID_CODE_KEYS = ['HANDOFF_INVALID', 'VALIDATION_ERROR'] as const;

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
    isInvalidCode: errorKeyIn(INVALID_CODE_KEYS),
  },
  actions: {
    assignName: assign((_, { name }: HandoffPreviewResponse) => ({ name })),
    assignFailure: assign(failureMessage),
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
        onDone: { target: 'confirming', actions: { type: 'assignName', params: outputOf } },
        onError: [
          { guard: { type: 'isInvalidCode', params: failureOf }, target: 'invalid' },
          { target: 'unavailable', actions: { type: 'assignFailure', params: failureOf } },
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
          { guard: { type: 'isInvalidCode', params: failureOf }, target: 'invalid' },
          { target: 'confirming', actions: { type: 'assignFailure', params: failureOf } },
        ],
      },
    },
    signedIn: { type: 'final', entry: 'finishSignIn' },
    declined: { type: 'final', entry: 'goHome' },
    invalid: { type: 'final' },
  },
});
