import { assign, setup } from 'xstate';
import type { ApiFailure } from '#contract/errors';
import { failureOf } from '../shared/failure';
import { stubAction, stubActor } from '../shared/stubs';

/**
 * Signing in while the account waits for its deletion: the member may keep the
 * account (or sign out). Kept, the app reloads the session and opens the account.
 */
export interface KeepAccountContext {
  error: string | null;
}

export type KeepAccountEvent = { type: 'account.keep' };

export const keepAccountMachine = setup({
  types: {
    context: {} as KeepAccountContext,
    events: {} as KeepAccountEvent,
  },
  actors: {
    keepAccount: stubActor<unknown, undefined>('keepAccount'),
  },
  actions: {
    clearError: assign({ error: null }),
    assignFailure: assign((_, failure: ApiFailure) => ({ error: failure.message })),
    /** The session now has no deletion date: reload it and open the account (provided). */
    accountKept: stubAction('accountKept'),
  },
}).createMachine({
  id: 'keepAccount',
  context: { error: null },
  initial: 'offering',
  states: {
    offering: {
      on: { 'account.keep': { target: 'keeping', actions: 'clearError' } },
    },
    keeping: {
      tags: ['busy'],
      invoke: {
        id: 'keepAccount',
        src: 'keepAccount',
        onDone: 'kept',
        onError: { target: 'offering', actions: { type: 'assignFailure', params: failureOf } },
      },
    },
    kept: {
      type: 'final',
      entry: 'accountKept',
    },
  },
});
