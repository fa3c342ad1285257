import { fromPromise } from 'xstate';
import type { HandoffExchangeResponse, HandoffPreviewResponse } from '#contract/auth';
import * as handoffCalls from '#contract/calls/handoff';
import { handoffConfirmMachine } from '#machines/handoff-confirm/handoff-confirm.machine';
import { call, toApiFailure } from '../../lib/api';

/**
 * The "Continue as …?" machine's calls (issue 18, item 3). Both are same-origin JSON POSTs, which
 * the server's request guard admits from the portal's own pages only; every failure is rethrown as
 * the contract's ApiFailure, which the machine branches on.
 */
export async function previewHandoff(input: { token: string }): Promise<HandoffPreviewResponse> {
  try {
    return await call(handoffCalls.previewHandoff, { body: input });
  } catch (error) {
    throw toApiFailure(error);
  }
}

export async function exchangeHandoff(input: { token: string }): Promise<HandoffExchangeResponse> {
  try {
    return await call(handoffCalls.exchangeHandoff, { body: input });
  } catch (error) {
    throw toApiFailure(error);
  }
}

export interface HandoffConfirmEffects {
  /** The code bought a session: load its pages afresh. */
  onSignedIn: () => void;
  /** The person declined: home, with the session this browser already had. */
  onDecline: () => void;
}

/** The machine for one arrival at /auth?token=, bound to the api and the page's navigation. */
export function handoffConfirmFlow({ onSignedIn, onDecline }: HandoffConfirmEffects) {
  return handoffConfirmMachine.provide({
    actors: {
      previewHandoff: fromPromise(({ input }) => previewHandoff(input)),
      exchangeHandoff: fromPromise(({ input }) => exchangeHandoff(input)),
    },
    actions: { finishSignIn: onSignedIn, goHome: onDecline },
  });
}
