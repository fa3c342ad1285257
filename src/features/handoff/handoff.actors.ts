import * as handoffCalls from '#contract/calls/handoff';
import { handoffConfirmMachine } from '#machines/handoff-confirm/handoff-confirm.machine';
import { apiActor } from '#src/lib/api';

export interface HandoffConfirmEffects {
  /** The code bought a session: load its pages afresh. */
  onSignedIn: () => void;
  /** The person declined: home, with the session this browser already had. */
  onDecline: () => void;
}

/**
 * The "Continue as …?" machine for one arrival at /auth?token=. Both calls are
 * same-origin JSON POSTs, which the server's request guard admits from the portal's own pages only.
 */
export function handoffConfirmFlow({ onSignedIn, onDecline }: HandoffConfirmEffects) {
  return handoffConfirmMachine.provide({
    actors: {
      previewHandoff: apiActor(handoffCalls.previewHandoff),
      exchangeHandoff: apiActor(handoffCalls.exchangeHandoff),
    },
    actions: { finishSignIn: onSignedIn, goHome: onDecline },
  });
}
