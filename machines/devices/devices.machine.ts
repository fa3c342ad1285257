import { assign, setup } from 'xstate';
import type { MemberSessionEntry } from '#contract/devices';
import type { ApiFailure } from '#contract/errors';
import { errorKeyIn, failureOf, outputOf, refusedWith } from '../shared/failure';
import { stubActor } from '../shared/stubs';

/**
 * Devices and sessions in Settings: the member's live sessions, this device
 * first; Sign out for any other one, and "Sign out of all other devices". Each sign-out loads the
 * list again, so it shows what the server now holds.
 */
export interface DevicesContext {
  sessions: MemberSessionEntry[];
  /** The session being signed out. */
  target: MemberSessionEntry | null;
  /** What the last sign-out did. */
  notice: string | null;
  error: string | null;
}

export type DevicesEvent =
  | { type: 'sessions.retry' }
  | { type: 'session.signOut'; sessionId: string }
  | { type: 'others.signOut' };

export const signedOutOf = (entry: MemberSessionEntry) =>
  `Signed out of ${entry.browser} on ${entry.system}.`;

export const signedOutOthers = (count: number) =>
  count === 1 ? 'Signed out of 1 other device.' : `Signed out of ${String(count)} other devices.`;

const sessionIdOf = ({ event }: { event: { sessionId: string } }) => event.sessionId;

const others = (context: DevicesContext) => context.sessions.filter((entry) => !entry.current);

export const devicesMachine = setup({
  types: {
    context: {} as DevicesContext,
    events: {} as DevicesEvent,
  },
  actors: {
    loadSessions: stubActor<{ data: MemberSessionEntry[] }, undefined>('loadSessions'),
    revokeSession: stubActor<{ revoked: number }, { sessionId: string }>('revokeSession'),
    revokeOtherSessions: stubActor<{ revoked: number }, undefined>('revokeOtherSessions'),
  },
  guards: {
    isOtherSession: ({ context, event }) =>
      event.type === 'session.signOut' &&
      others(context).some((entry) => entry.id === event.sessionId),
    hasOtherSessions: ({ context }) => others(context).length > 0,
    hasEnded: errorKeyIn(['NOT_FOUND']),
  },
  actions: {
    assignSessions: assign((_, answer: { data: MemberSessionEntry[] }) => ({
      sessions: answer.data,
      target: null,
    })),
    assignTarget: assign(({ context }, sessionId: string) => ({
      target: context.sessions.find((entry) => entry.id === sessionId) ?? null,
      notice: null,
      error: null,
    })),
    clearMessages: assign({ notice: null, error: null }),
    noticeSignedOut: assign(({ context }) => ({
      notice: context.target ? signedOutOf(context.target) : null,
    })),
    noticeOthersSignedOut: assign((_, answer: { revoked: number }) => ({
      notice: signedOutOthers(answer.revoked),
    })),
    assignError: assign((_, failure: ApiFailure) => ({ error: failure.message, target: null })),
  },
}).createMachine({
  id: 'devices',
  context: { sessions: [], target: null, notice: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadSessions',
        src: 'loadSessions',
        onDone: { target: 'ready', actions: { type: 'assignSessions', params: outputOf } },
        onError: { target: 'failed', actions: { type: 'assignError', params: failureOf } },
      },
    },
    failed: {
      on: { 'sessions.retry': { target: 'loading', actions: 'clearMessages' } },
    },
    ready: {
      on: {
        'session.signOut': {
          guard: 'isOtherSession',
          target: 'signingOut',
          actions: { type: 'assignTarget', params: sessionIdOf },
        },
        'others.signOut': {
          guard: 'hasOtherSessions',
          target: 'signingOutOthers',
          actions: 'clearMessages',
        },
      },
    },
    signingOut: {
      tags: ['busy'],
      invoke: {
        id: 'revokeSession',
        src: 'revokeSession',
        input: ({ context }) => ({ sessionId: context.target?.id ?? '' }),
        onDone: { target: 'loading', actions: 'noticeSignedOut' },
        onError: [
          // Signed out elsewhere meanwhile: the list is out of date, so it loads again.
          refusedWith('hasEnded', 'loading', 'assignError'),
          { target: 'ready', actions: { type: 'assignError', params: failureOf } },
        ],
      },
    },
    signingOutOthers: {
      tags: ['busy'],
      invoke: {
        id: 'revokeOtherSessions',
        src: 'revokeOtherSessions',
        onDone: {
          target: 'loading',
          actions: { type: 'noticeOthersSignedOut', params: outputOf },
        },
        onError: { target: 'ready', actions: { type: 'assignError', params: failureOf } },
      },
    },
  },
});
