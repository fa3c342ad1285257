import { assign, setup } from 'xstate';
import type { CodeSent } from '#contract/auth';
import { GENERIC_ERROR_MESSAGE } from '#contract/errors';
import { toFailure } from '../shared/failure';
import { isResendLater, type Notice, noticeFor } from '../shared/notice';
import { stubActor } from '../shared/stubs';

/**
 * The force-reset modal, 'Set your Passcode' (specification 000, Login): shown when the passcode
 * has expired or the account was migrated. Continue (with the captcha solved, as every
 * expired-passcode request carries one) sends a challenge; when a refCode comes back the machine
 * ends with it and the parent opens forgot passcode at the code step. A failed send resets the
 * captcha.
 */
export const FORCE_RESET_TITLE = 'Set your Passcode';

export interface ForceResetInput {
  countryCode: string;
  mobile: string;
}

export interface ForceResetContext extends ForceResetInput {
  captchaToken: string | null;
  /** Bumped to make the view mount a fresh captcha widget. */
  captchaKey: number;
  error: string | null;
  /** 'Temporarily Disabled': an SMS went to this number less than 5 minutes ago. */
  notice: Notice | null;
  challenge: CodeSent | null;
}

export type ForceResetEvent =
  { type: 'captcha.change'; token: string | null } | { type: 'form.submit' };

export interface SendChallengeInput {
  countryCode: string;
  mobile: string;
  recaptcha: string;
}

export const forceResetMachine = setup({
  types: {
    input: {} as ForceResetInput,
    context: {} as ForceResetContext,
    events: {} as ForceResetEvent,
    output: {} as CodeSent,
  },
  actors: {
    sendChallenge: stubActor<Partial<CodeSent>, SendChallengeInput>('sendChallenge'),
  },
  guards: {
    hasCaptcha: ({ context }) => context.captchaToken !== null,
    isResendLater: ({ event }) => isResendLater('error' in event ? event.error : undefined),
    hasRefCode: ({ event }) =>
      'output' in event &&
      typeof (event.output as Partial<CodeSent> | undefined)?.refCode === 'string',
  },
  actions: {
    assignCaptcha: assign({
      captchaToken: ({ event }) => (event.type === 'captcha.change' ? event.token : null),
      error: null,
      notice: null,
    }),
    assignResendLater: assign({
      notice: ({ event }) => noticeFor('error' in event ? event.error : undefined),
      error: null,
    }),
    assignChallenge: assign({
      challenge: ({ event }) => ('output' in event ? (event.output as CodeSent) : null),
    }),
    assignFailure: assign({
      error: ({ event }) => toFailure('error' in event ? event.error : undefined).message,
      notice: null,
    }),
    assignNoChallenge: assign({ error: GENERIC_ERROR_MESSAGE }),
    resetCaptcha: assign({
      captchaToken: null,
      captchaKey: ({ context }) => context.captchaKey + 1,
    }),
  },
}).createMachine({
  id: 'forceReset',
  context: ({ input }) => ({
    countryCode: input.countryCode,
    mobile: input.mobile,
    captchaToken: null,
    captchaKey: 0,
    error: null,
    notice: null,
    challenge: null,
  }),
  initial: 'confirming',
  states: {
    confirming: {
      on: {
        'captcha.change': { actions: 'assignCaptcha' },
        'form.submit': { guard: 'hasCaptcha', target: 'sendingChallenge' },
      },
    },
    sendingChallenge: {
      tags: ['busy'],
      invoke: {
        id: 'sendChallenge',
        src: 'sendChallenge',
        input: ({ context }) => ({
          countryCode: context.countryCode,
          mobile: context.mobile,
          recaptcha: context.captchaToken ?? '',
        }),
        onDone: [
          { guard: 'hasRefCode', target: 'challengeSent', actions: 'assignChallenge' },
          { target: 'confirming', actions: ['assignNoChallenge', 'resetCaptcha'] },
        ],
        onError: [
          {
            guard: 'isResendLater',
            target: 'confirming',
            actions: ['assignResendLater', 'resetCaptcha'],
          },
          { target: 'confirming', actions: ['assignFailure', 'resetCaptcha'] },
        ],
      },
    },
    challengeSent: { type: 'final' },
  },
  output: ({ context }) => {
    if (!context.challenge) throw new Error('forceReset ended without a challenge');
    return context.challenge;
  },
});
