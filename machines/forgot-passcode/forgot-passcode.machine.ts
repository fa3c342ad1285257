import { and, assign, setup } from 'xstate';
import type { ChallengeType, CodeSent, ForgotPasscodeResponse } from '#contract/auth';
import { CHALLENGE_TYPES } from '#contract/auth';
import { passcodeWeaknesses } from '#contract/passcode-rules';
import { type ApiFailure, ERRORS, GENERIC_ERROR_MESSAGE } from '#contract/errors';
import type { OneTimeCodeOutput } from '../one-time-code/one-time-code.machine';
import { codeStep, codeStepActors } from '../shared/code-step';
import { errorKeyIn, failureOf, outputOf, refusedWith } from '../shared/failure';
import { type Notice, noticeFor, RESEND_LATER_KEYS } from '../shared/notice';
import { isFullPasscode, passcodeDigits } from '../shared/passcode';
import { stubActor, stubGuard } from '../shared/stubs';
import { nextCaptchaKey } from '../shared/captcha';
import { codeRequestRefused } from '../shared/code-request';
import { countryOf, tokenOf, valueOf } from '../shared/event-params';

/**
 * Forgot passcode (docs/specification.md#forgot-passcode), in 4 steps:
 * 1. mobile number and captcha, Continue; a member with a verified email then chooses SMS or
 *    email; 2. 'Verification': the one-time code child machine with the masked target; 3. new and
 *    confirm passcode with show/hide and strength; 4. 'Passcode reset successful' and 'Sign in'.
 * A failed send resets the captcha. The fifth wrong code returns to step 1 with a fresh counter.
 * Started with a challenge (from force reset), it opens at step 2.
 */
export const SUCCESS_TITLE = 'Passcode reset successful';
export const START_AGAIN_MESSAGE = ERRORS.OTP_TOO_MANY_ATTEMPTS.message;

export interface Channel {
  type: ChallengeType;
  maskedTarget: string;
}

export interface ForgotPasscodeInput {
  countryCode?: string;
  mobile?: string;
  /** A code already sent (force reset): start at the code step. */
  challenge?: CodeSent;
}

export interface ForgotPasscodeContext {
  countryCode: string;
  mobile: string;
  captchaToken: string | null;
  captchaKey: number;
  error: string | null;
  notice: Notice | null;
  choiceToken: string | null;
  channels: Channel[];
  challenge: CodeSent | null;
  refCode: string | null;
  memberToken: string | null;
  passcode: string;
  confirmPasscode: string;
  passcodeVisible: boolean;
}

export type ForgotPasscodeEvent =
  | { type: 'mobile.change'; value: string }
  | { type: 'country.change'; countryCode: string }
  | { type: 'captcha.change'; token: string | null }
  | { type: 'form.submit' }
  | { type: 'channel.select'; channel: ChallengeType }
  | { type: 'mobile.edit' }
  | { type: 'passcode.change'; value: string }
  | { type: 'confirm.change'; value: string }
  | { type: 'passcode.toggle' }
  | { type: 'signin.select' };

/** Where the member signs in next: the number whose passcode was just reset. */
export interface ForgotPasscodeOutput {
  countryCode: string;
  mobile: string;
}

export interface RequestCodeInput {
  countryCode: string;
  mobile: string;
  recaptcha: string | null;
  choiceToken: string | null;
  type: ChallengeType | null;
}
export interface ResetPasscodeInput {
  refCode: string;
  member_token: string;
  passcode: string;
  confirmPasscode: string;
}

const PASSCODE_REFUSED_KEYS = ['WEAK_PASSCODE', 'PASSCODE_MISMATCH', 'VALIDATION_ERROR'] as const;

export const forgotPasscodeMachine = setup({
  types: {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- XState's type slot
    input: {} as ForgotPasscodeInput,
    context: {} as ForgotPasscodeContext,
    events: {} as ForgotPasscodeEvent,
    output: {} as ForgotPasscodeOutput,
  },
  actors: {
    ...codeStepActors<ForgotPasscodeResponse, RequestCodeInput>(),
    resetPasscode: stubActor<undefined, ResetPasscodeInput>('resetPasscode'),
  },
  guards: {
    /** libphonenumber-js: valid for the chosen country (provided by the app). */
    isMobileValid: stubGuard('isMobileValid'),
    hasChallenge: ({ context }) => context.challenge !== null,
    hasCaptcha: ({ context }) => context.captchaToken !== null,
    isChoice: (_, response: ForgotPasscodeResponse) => response.next === 'choose',
    isCodeSent: (_, response: ForgotPasscodeResponse) => response.next === 'code',
    isVerified: (_, output: OneTimeCodeOutput) => output.result === 'verified',
    canSave: ({ context }) =>
      isFullPasscode(context.passcode) &&
      context.passcode === context.confirmPasscode &&
      passcodeWeaknesses(context.passcode, { mobile: context.mobile }).length === 0,
    isResendLater: errorKeyIn(RESEND_LATER_KEYS),
    isPasscodeRefused: errorKeyIn(PASSCODE_REFUSED_KEYS),
  },
  actions: {
    assignMobile: assign((_, value: string) => ({
      mobile: value.slice(0, 20),
      error: null,
      notice: null,
    })),
    assignCountry: assign((_, countryCode: string) => ({ countryCode, error: null, notice: null })),
    assignCaptcha: assign((_, captchaToken: string | null) => ({
      captchaToken,
      error: null,
      notice: null,
    })),
    assignResponse: assign((_, response: ForgotPasscodeResponse) =>
      response.next === 'choose'
        ? { choiceToken: response.choiceToken, channels: response.channels, challenge: null }
        : { challenge: response, choiceToken: null, channels: [] },
    ),
    assignFailure: assign((_, failure: ApiFailure) => ({ error: failure.message, notice: null })),
    assignResendLater: assign((_, failure: ApiFailure) => ({
      notice: noticeFor(failure),
      error: null,
    })),
    assignUnexpected: assign({ error: GENERIC_ERROR_MESSAGE, notice: null }),
    resetCaptcha: assign({ captchaToken: null, captchaKey: nextCaptchaKey }),
    assignVerified: assign((_, output: OneTimeCodeOutput) =>
      output.result === 'verified'
        ? { refCode: output.refCode, memberToken: output.memberToken }
        : {},
    ),
    assignStartAgain: assign({
      error: START_AGAIN_MESSAGE,
      notice: null,
      challenge: null,
      choiceToken: null,
      channels: [],
    }),
    /** Back to step 1 by the member's choice ('Use another number'). */
    startOver: assign({
      error: null,
      notice: null,
      challenge: null,
      choiceToken: null,
      channels: [],
      captchaToken: null,
      captchaKey: ({ context }) => context.captchaKey + 1,
    }),
    assignPasscode: assign((_, value: string) => ({
      passcode: passcodeDigits(value),
      error: null,
    })),
    assignConfirm: assign((_, value: string) => ({
      confirmPasscode: passcodeDigits(value),
      error: null,
    })),
    togglePasscode: assign({ passcodeVisible: ({ context }) => !context.passcodeVisible }),
    clearSecrets: assign({
      passcode: '',
      confirmPasscode: '',
      memberToken: null,
      refCode: null,
    }),
  },
}).createMachine({
  id: 'forgotPasscode',
  context: ({ input }) => ({
    countryCode: input.countryCode ?? 'PH',
    mobile: input.mobile ?? '',
    captchaToken: null,
    captchaKey: 0,
    error: null,
    notice: null,
    choiceToken: null,
    channels: [],
    challenge: input.challenge ?? null,
    refCode: null,
    memberToken: null,
    passcode: '',
    confirmPasscode: '',
    passcodeVisible: false,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasChallenge', target: 'verifyingCode' }, { target: 'enteringMobile' }],
    },
    enteringMobile: {
      on: {
        'mobile.change': { actions: { type: 'assignMobile', params: valueOf } },
        'country.change': { actions: { type: 'assignCountry', params: countryOf } },
        'captcha.change': { actions: { type: 'assignCaptcha', params: tokenOf } },
        'form.submit': {
          guard: and(['isMobileValid', 'hasCaptcha']),
          target: 'requestingCode',
        },
      },
    },
    requestingCode: {
      tags: ['busy'],
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({
          countryCode: context.countryCode,
          mobile: context.mobile,
          recaptcha: context.captchaToken,
          choiceToken: null,
          type: null,
        }),
        onDone: [
          {
            guard: { type: 'isChoice', params: outputOf },
            target: 'choosingChannel',
            actions: { type: 'assignResponse', params: outputOf },
          },
          { target: 'verifyingCode', actions: { type: 'assignResponse', params: outputOf } },
        ],
        onError: codeRequestRefused('enteringMobile', 'resetCaptcha'),
      },
    },
    choosingChannel: {
      on: {
        'channel.select': { target: 'sendingToChannel' },
        'mobile.edit': { target: 'enteringMobile', actions: 'startOver' },
      },
    },
    sendingToChannel: {
      tags: ['busy'],
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context, event }) => ({
          countryCode: context.countryCode,
          mobile: context.mobile,
          recaptcha: null,
          choiceToken: context.choiceToken,
          type: event.type === 'channel.select' ? event.channel : CHALLENGE_TYPES.sms,
        }),
        onDone: [
          {
            guard: { type: 'isCodeSent', params: outputOf },
            target: 'verifyingCode',
            actions: { type: 'assignResponse', params: outputOf },
          },
          // A second choice after a choice is not an answer this step understands.
          { target: 'enteringMobile', actions: ['assignUnexpected', 'resetCaptcha'] },
        ],
        onError: codeRequestRefused('enteringMobile', 'resetCaptcha'),
      },
    },
    verifyingCode: {
      invoke: codeStep(false, [
        {
          guard: { type: 'isVerified', params: outputOf },
          target: 'creatingPasscode',
          actions: { type: 'assignVerified', params: outputOf },
        },
        { target: 'enteringMobile', actions: ['assignStartAgain', 'resetCaptcha'] },
      ]),
      on: { 'mobile.edit': { target: 'enteringMobile', actions: 'startOver' } },
    },
    creatingPasscode: {
      on: {
        'passcode.change': { actions: { type: 'assignPasscode', params: valueOf } },
        'confirm.change': { actions: { type: 'assignConfirm', params: valueOf } },
        'passcode.toggle': { actions: 'togglePasscode' },
        'form.submit': { guard: 'canSave', target: 'savingPasscode' },
      },
    },
    savingPasscode: {
      tags: ['busy'],
      invoke: {
        id: 'resetPasscode',
        src: 'resetPasscode',
        input: ({ context }) => ({
          refCode: context.refCode ?? '',
          member_token: context.memberToken ?? '',
          passcode: context.passcode,
          confirmPasscode: context.confirmPasscode,
        }),
        onDone: { target: 'succeeded', actions: 'clearSecrets' },
        onError: [
          refusedWith('isPasscodeRefused', 'creatingPasscode', 'assignFailure'),
          {
            target: 'enteringMobile',
            actions: [{ type: 'assignFailure', params: failureOf }, 'clearSecrets', 'resetCaptcha'],
          },
        ],
      },
    },
    succeeded: {
      on: { 'signin.select': 'finished' },
    },
    finished: { type: 'final' },
  },
  output: ({ context }) => ({ countryCode: context.countryCode, mobile: context.mobile }),
});
