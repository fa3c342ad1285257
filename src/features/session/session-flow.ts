import { fromPromise } from 'xstate';
import { sessionMachine } from '#machines/session/session.machine';
import { fetchSession, logout, refreshSession } from './session.actors';

/** What a settled change of session tells the app. */
export interface SessionChange {
  /** The server ended the session this tab held (the machine's `expired`). */
  expired: boolean;
}

/** The session machine bound to the api; `announceChange` re-runs route guards and loaders. */
export function sessionFlow(announceChange: (change: SessionChange) => void) {
  return sessionMachine.provide({
    actors: {
      fetchSession: fromPromise(() => fetchSession()),
      refreshSession: fromPromise(() => refreshSession()),
      logout: fromPromise(() => logout()),
    },
    actions: { announceChange: ({ context }) => announceChange({ expired: context.expired }) },
  });
}
