import { assign, setup } from 'xstate';
import type { SocialStartResponse, SocialStatusResponse } from '#contract/social';
import { NOT_FOUND_MESSAGE } from '#contract/errors';
import { failedWith, failureMessage, failureOf, hasErrorKey, outputOf } from '../shared/failure';
import { stubAction, stubActor } from '../shared/stubs';

/**
 * Social sign-in (docs/specification.md#social-sign-in; docs/decisions/0036). Two halves of
 * one flow, split by a page load: on the login modal or page the member picks a provider, the
 * server starts the sign-in and the browser leaves for the provider; back on the callback page
 * the provider's answer is posted to the social login status call. COMPLETE signs the member in
 * and follows the target; an identity linked to no member shows the not-found message; a failure
 * shows its message (the generic one), except 'Unable to parse OAuth flow response', which is
 * ignored: the member is simply taken back to login.
 */
export const UNREADABLE_KEY = 'SOCIAL_RESPONSE_UNREADABLE';

export type SocialSignInInput =
  | { mode: 'choose'; page: string | null; extUrl: string | null }
  /** `data`: the callback's query string, as the provider sent it. */
  | { mode: 'callback'; data: string };

export interface SocialSignInContext {
  mode: 'choose' | 'callback';
  page: string | null;
  extUrl: string | null;
  data: string;
  provider: string | null;
  authorizationUrl: string | null;
  redirect: string | null;
  error: string | null;
}

export type SocialSignInEvent = { type: 'provider.select'; provider: string };

export interface StartSocialInput {
  provider: string;
  page: string | null;
  extUrl: string | null;
}

export const socialSignInMachine = setup({
  types: {
    context: {} as SocialSignInContext,
    events: {} as SocialSignInEvent,
    input: {} as SocialSignInInput,
  },
  actors: {
    startSignIn: stubActor<SocialStartResponse, StartSocialInput>('startSignIn'),
    checkStatus: stubActor<SocialStatusResponse, { data: string }>('checkStatus'),
  },
  guards: {
    isCallback: ({ context }) => context.mode === 'callback',
    hasNoAnswer: ({ context }) => context.mode === 'callback' && context.data === '',
    failedWith: hasErrorKey,
  },
  actions: {
    assignProvider: assign({
      provider: ({ event }) => event.provider,
      error: null,
    }),
    assignAuthorizationUrl: assign((_, { authorizationUrl }: SocialStartResponse) => ({
      authorizationUrl,
    })),
    assignRedirect: assign((_, { redirect }: SocialStatusResponse) => ({ redirect })),
    assignFailure: assign(failureMessage),
    assignNotFound: assign({ error: NOT_FOUND_MESSAGE }),
    /** Sends the browser to the provider's authorization URL (a full page load). */
    leaveForProvider: stubAction('leaveForProvider'),
    /** Tells the app-wide session that a member signed in. */
    notifySignedIn: stubAction('notifySignedIn'),
    /** Goes to the target (`url`, then `page`) or /account. */
    followRedirect: stubAction('followRedirect'),
    /** Back to the login page, saying nothing (the ignored answer). */
    returnToLogin: stubAction('returnToLogin'),
  },
}).createMachine({
  id: 'socialSignIn',
  context: ({ input }) => ({
    mode: input.mode,
    page: input.mode === 'choose' ? input.page : null,
    extUrl: input.mode === 'choose' ? input.extUrl : null,
    data: input.mode === 'callback' ? input.data : '',
    provider: null,
    authorizationUrl: null,
    redirect: null,
    error: null,
  }),
  initial: 'entry',
  states: {
    entry: {
      always: [
        { guard: 'hasNoAnswer', target: 'ignored' },
        { guard: 'isCallback', target: 'checkingStatus' },
        { target: 'choosing' },
      ],
    },
    choosing: {
      on: { 'provider.select': { target: 'starting', actions: 'assignProvider' } },
    },
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'startSignIn',
        src: 'startSignIn',
        input: ({ context }) => ({
          provider: context.provider ?? '',
          page: context.page,
          extUrl: context.extUrl,
        }),
        onDone: {
          target: 'redirecting',
          actions: { type: 'assignAuthorizationUrl', params: outputOf },
        },
        onError: { target: 'choosing', actions: { type: 'assignFailure', params: failureOf } },
      },
    },
    redirecting: {
      tags: ['busy'],
      entry: 'leaveForProvider',
    },
    checkingStatus: {
      tags: ['busy'],
      invoke: {
        id: 'checkStatus',
        src: 'checkStatus',
        input: ({ context }) => ({ data: context.data }),
        onDone: { target: 'signedIn', actions: { type: 'assignRedirect', params: outputOf } },
        onError: [
          { guard: failedWith(UNREADABLE_KEY), target: 'ignored' },
          { guard: failedWith('ACCOUNT_NOT_FOUND'), target: 'notFound', actions: 'assignNotFound' },
          { target: 'failed', actions: { type: 'assignFailure', params: failureOf } },
        ],
      },
    },
    signedIn: {
      type: 'final',
      entry: ['notifySignedIn', 'followRedirect'],
    },
    notFound: { type: 'final' },
    failed: { type: 'final' },
    ignored: {
      type: 'final',
      entry: 'returnToLogin',
    },
  },
});
