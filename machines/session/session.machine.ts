import { assign, setup } from 'xstate';
import type { MemberSummary } from '#contract/auth';
import { outputOf } from '../shared/failure';
import { stubAction, stubActor } from '../shared/stubs';

/**
 * The app-wide session (docs/specification.md#sessions: after a login the session flags for initial
 * login and logged in are set, and the 1-hour token cookies are stored; logout clears them). The
 * cookies are HttpOnly, so the session learns who is signed in by asking the server. It refreshes
 * the tokens before the hour lapses, and falls back to anonymous when that fails or the member
 * logs out. Every settled change is announced so route guards and loaders run again.
 */
export interface SessionInfo {
  member: MemberSummary;
  expiresInSeconds: number;
}

export interface SessionContext {
  member: MemberSummary | null;
  expiresInSeconds: number;
  /** Set by a sign-in in this tab (the "initial login" flag); cleared by logout. */
  initialLogin: boolean;
  /** The session could not be checked (server unreachable): shown as anonymous. */
  unavailable: boolean;
  /**
   * The session this tab held ended on the server (a refresh after a 401, or before the hour
   * lapsed, was refused): the app says so on the way to login (docs/security.md, SEC-37).
   */
  expired: boolean;
  /** The machine started from what the server that rendered the page knew (SessionInput). */
  restored: boolean;
}

export interface SessionInput {
  /**
   * What the server that rendered the page already knew (a member, or null for a visitor): the
   * machine starts settled, with nothing to fetch (decision 0054). It still announces the state it
   * starts in; the app, whose router already holds that page, lets it pass.
   */
  known?: SessionInfo | null;
}

/** Nothing known: the session asks the server. */
const START_WITH_A_CHECK: SessionInput = {};

export type SessionEvent =
  | { type: 'login.succeeded' }
  | { type: 'session.reload' }
  | { type: 'session.expired' }
  | { type: 'session.logout' };

/** Refresh this long before the cookies lapse. */
export const REFRESH_MARGIN_SECONDS = 300;
/** Never refresh sooner than this after a (re)start, whatever the server says. */
const MIN_REFRESH_DELAY_SECONDS = 30;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: START_WITH_A_CHECK,
  },
  actors: {
    /** Null when nobody is signed in. */
    fetchSession: stubActor<SessionInfo | null, undefined>('fetchSession'),
    refreshSession: stubActor<{ expiresInSeconds: number }, undefined>('refreshSession'),
    logout: stubActor<undefined, undefined>('logout'),
  },
  delays: {
    refreshLead: ({ context }) =>
      Math.max(context.expiresInSeconds - REFRESH_MARGIN_SECONDS, MIN_REFRESH_DELAY_SECONDS) * 1000,
  },
  guards: {
    isSignedIn: (_, info: SessionInfo | null) => info !== null,
    restoredMember: ({ context }) => context.restored && context.member !== null,
    restoredVisitor: ({ context }) => context.restored && context.member === null,
  },
  actions: {
    assignSession: assign((_, info: SessionInfo | null) =>
      info
        ? {
            member: info.member,
            expiresInSeconds: info.expiresInSeconds,
            unavailable: false,
            expired: false,
          }
        : {},
    ),
    assignRefreshed: assign((_, { expiresInSeconds }: { expiresInSeconds: number }) => ({
      expiresInSeconds,
    })),
    /** The server said nobody is signed in, or this tab logged out: a fresh start. */
    clearSession: assign({
      member: null,
      expiresInSeconds: 0,
      initialLogin: false,
      expired: false,
      unavailable: false,
    }),
    markExpired: assign({ member: null, expiresInSeconds: 0, initialLogin: false, expired: true }),
    markInitialLogin: assign({ initialLogin: true }),
    // A check that cannot reach the server says nothing about an earlier expiry.
    markUnavailable: assign({
      member: null,
      expiresInSeconds: 0,
      unavailable: true,
      expired: false,
    }),
    /** Re-run route guards and loaders (provided by the app: router.invalidate). */
    announceChange: stubAction('announceChange'),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    member: input.known?.member ?? null,
    expiresInSeconds: input.known?.expiresInSeconds ?? 0,
    initialLogin: false,
    unavailable: false,
    expired: false,
    restored: input.known !== undefined,
  }),
  initial: 'starting',
  states: {
    /** A page the server rendered says who is signed in; any other start asks the server. */
    starting: {
      always: [
        { guard: 'restoredMember', target: 'authenticated' },
        { guard: 'restoredVisitor', target: 'anonymous' },
        { target: 'checking' },
      ],
    },
    checking: {
      tags: ['pending'],
      invoke: {
        id: 'fetchSession',
        src: 'fetchSession',
        onDone: [
          {
            guard: { type: 'isSignedIn', params: outputOf },
            target: 'authenticated',
            actions: { type: 'assignSession', params: outputOf },
          },
          { target: 'anonymous', actions: 'clearSession' },
        ],
        onError: { target: 'anonymous', actions: 'markUnavailable' },
      },
    },
    authenticated: {
      entry: 'announceChange',
      after: { refreshLead: 'refreshing' },
      on: {
        'session.logout': 'loggingOut',
        'session.reload': 'checking',
        'session.expired': 'refreshing',
        'login.succeeded': { target: 'checking', actions: 'markInitialLogin' },
      },
    },
    refreshing: {
      tags: ['pending'],
      invoke: {
        id: 'refreshSession',
        src: 'refreshSession',
        onDone: {
          target: 'authenticated',
          actions: { type: 'assignRefreshed', params: outputOf },
        },
        onError: { target: 'anonymous', actions: 'markExpired' },
      },
      on: { 'session.logout': 'loggingOut' },
    },
    loggingOut: {
      tags: ['pending'],
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'anonymous', actions: 'clearSession' },
        // The server may have failed to revoke, but this tab forgets the member either way.
        onError: { target: 'anonymous', actions: 'clearSession' },
      },
    },
    anonymous: {
      entry: 'announceChange',
      on: {
        'login.succeeded': { target: 'checking', actions: 'markInitialLogin' },
        'session.reload': 'checking',
        'session.logout': 'loggingOut',
      },
    },
  },
});
