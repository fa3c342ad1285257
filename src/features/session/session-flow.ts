import { fromPromise } from 'xstate';
import { sessionMachine } from '#machines/session/session.machine';
import { fetchSession, logout, refreshSession } from './session.actors';

/** The session machine bound to the api; `announceChange` re-runs route guards and loaders. */
export function sessionFlow(announceChange: () => void) {
  return sessionMachine.provide({
    actors: {
      fetchSession: fromPromise(() => fetchSession()),
      refreshSession: fromPromise(() => refreshSession()),
      logout: fromPromise(() => logout()),
    },
    actions: { announceChange },
  });
}
