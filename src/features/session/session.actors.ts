import * as sessionsCalls from '#contract/calls/sessions';
import { sessionMachine } from '#machines/session/session.machine';
import { apiActor } from '#src/lib/api';

/** What a settled change of session tells the app. */
export interface SessionChange {
  /** The server ended the session this tab held (the machine's `expired`). */
  expired: boolean;
}

/**
 * The session machine bound to the api; `announceChange` re-runs route guards and loaders. The
 * cookies are HttpOnly, so the app learns whether it is signed in by asking the server, which
 * answers a visitor with no member.
 */
export function sessionFlow(announceChange: (change: SessionChange) => void) {
  return sessionMachine.provide({
    actors: {
      fetchSession: apiActor(
        sessionsCalls.getSession,
        () => ({}),
        (answer) =>
          answer.member
            ? { member: answer.member, expiresInSeconds: answer.expiresInSeconds }
            : null,
      ),
      refreshSession: apiActor(sessionsCalls.refresh, () => ({ body: {} })),
      logout: apiActor(
        sessionsCalls.logout,
        () => ({ body: {} }),
        () => undefined,
      ),
    },
    actions: { announceChange: ({ context }) => announceChange({ expired: context.expired }) },
  });
}
