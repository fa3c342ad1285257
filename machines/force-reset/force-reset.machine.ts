import { assign, setup } from 'xstate';
import type { CodeSent } from '#contract/auth';
import type { ApiFailure } from '#contract/errors';
import { errorKeyIn } from '../shared/failure';
import { type Notice, noticeFor, RESEND_LATER_KEYS } from '../shared/notice';
import { stubActor } from '../shared/stubs';
import { tokenOf } from '../shared/event-params';
import { nextCaptchaKey } from '../shared/captcha';
import { codeRequestRefused, codeRequestSent } from '../shared/code-request';
import { sentChallenge } from '../shared/code-step';

/**
 * The force-reset modal, 'Set your Passcode' (docs/specification.md#force-reset): shown when the
 * passcode has expired or the account was migrated. Continue (with the captcha solved, as every
 * expired-passcode request carries one) sends a challenge; the machine ends with its refCode and
 * the parent opens forgot passcode at the code step. A failed send resets the captcha.
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
    sendChallenge: stubActor<CodeSent, SendChallengeInput>('sendChallenge'),
  },
  guards: {
    hasCaptcha: ({ context }) => context.captchaToken !== null,
    isResendLater: errorKeyIn(RESEND_LATER_KEYS),
  },
  actions: {
    assignCaptcha: assign((_, captchaToken: string | null) => ({
      captchaToken,
      error: null,
      notice: null,
    })),
    assignResendLater: assign((_, failure: ApiFailure) => ({
      notice: noticeFor(failure),
      error: null,
    })),
    assignChallenge: assign((_, challenge: CodeSent) => ({ challenge })),
    assignFailure: assign((_, failure: ApiFailure) => ({ error: failure.message, notice: null })),
    resetCaptcha: assign({ captchaToken: null, captchaKey: nextCaptchaKey }),
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
        'captcha.change': { actions: { type: 'assignCaptcha', params: tokenOf } },
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
        onDone: codeRequestSent('challengeSent'),
        onError: codeRequestRefused('confirming', 'resetCaptcha'),
      },
    },
    challengeSent: { type: 'final' },
  },
  output: ({ context }) => sentChallenge(context.challenge),
});
