import { and, assign, setup } from 'xstate';
import type { ChallengeType, CodeSent, ForgotPasscodeResponse } from '#contract/auth';
import { passcodeWeaknesses } from '#contract/passcode-rules';
import { ERRORS, GENERIC_ERROR_MESSAGE } from '#contract/errors';
import { oneTimeCodeMachine, type OneTimeCodeOutput } from '../one-time-code/one-time-code.machine';
import { onlyDigits } from '../shared/digits';
import { toFailure } from '../shared/failure';
import { isResendLater, type Notice, noticeFor } from '../shared/notice';
import { stubActor, stubGuard } from '../shared/stubs';

/**
 * Forgot passcode (specification 000, Forgot passcode, sections 4 and 5), in 4 steps:
 * 1. mobile number and captcha, Continue; a member with a verified email then chooses SMS or
 *    email; 2. 'Verification': the one-time code child machine with the masked target; 3. new and
 *    confirm passcode with show/hide and strength; 4. 'Passcode reset successful' and 'Sign in'.
 * A failed send resets the captcha. The fifth wrong code returns to step 1 with a fresh counter.
 * Started with a challenge (from force reset), it opens at step 2.
 */
export const PASSCODE_LENGTH = 6;
export const MISMATCH_MESSAGE = 'New Passcode Mismatch';
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

/** True when both passcodes are complete and differ ('New Passcode Mismatch'). */
export function isMismatch(context: Pick<ForgotPasscodeContext, 'passcode' | 'confirmPasscode'>) {
  return (
    context.passcode.length === PASSCODE_LENGTH &&
    context.confirmPasscode.length === PASSCODE_LENGTH &&
    context.passcode !== context.confirmPasscode
  );
}

const errorOf = (event: object): unknown => ('error' in event ? event.error : undefined);

export const forgotPasscodeMachine = setup({
  types: {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- XState's type slot
    input: {} as ForgotPasscodeInput,
    context: {} as ForgotPasscodeContext,
    events: {} as ForgotPasscodeEvent,
    output: {} as ForgotPasscodeOutput,
  },
  actors: {
    requestCode: stubActor<ForgotPasscodeResponse, RequestCodeInput>('requestCode'),
    resetPasscode: stubActor<undefined, ResetPasscodeInput>('resetPasscode'),
    oneTimeCode: oneTimeCodeMachine,
  },
  guards: {
    /** libphonenumber-js: valid for the chosen country (provided by the app). */
    isMobileValid: stubGuard('isMobileValid'),
    hasChallenge: ({ context }) => context.challenge !== null,
    hasCaptcha: ({ context }) => context.captchaToken !== null,
    isChoice: ({ event }) =>
      'output' in event && (event.output as ForgotPasscodeResponse).next === 'choose',
    isCodeSent: ({ event }) =>
      'output' in event && (event.output as ForgotPasscodeResponse).next === 'code',
    isVerified: ({ event }) =>
      'output' in event && (event.output as OneTimeCodeOutput).result === 'verified',
    canSave: ({ context }) =>
      context.passcode.length === PASSCODE_LENGTH &&
      context.passcode === context.confirmPasscode &&
      passcodeWeaknesses(context.passcode, { mobile: context.mobile }).length === 0,
    isPasscodeRefused: ({ event }) =>
      ['WEAK_PASSCODE', 'PASSCODE_MISMATCH', 'VALIDATION_ERROR'].includes(
        toFailure(errorOf(event)).errorKey,
      ),
    isResendLater: ({ event }) => isResendLater(errorOf(event)),
  },
  actions: {
    assignMobile: assign({
      mobile: ({ event }) => (event.type === 'mobile.change' ? event.value.slice(0, 20) : ''),
      error: null,
      notice: null,
    }),
    assignCountry: assign({
      countryCode: ({ context, event }) =>
        event.type === 'country.change' ? event.countryCode : context.countryCode,
      error: null,
      notice: null,
    }),
    assignCaptcha: assign({
      captchaToken: ({ event }) => (event.type === 'captcha.change' ? event.token : null),
      error: null,
      notice: null,
    }),
    assignResponse: assign(({ event }) => {
      const response = ('output' in event ? event.output : null) as ForgotPasscodeResponse | null;
      if (response?.next === 'choose') {
        return { choiceToken: response.choiceToken, channels: response.channels, challenge: null };
      }
      return { challenge: response, choiceToken: null, channels: [] };
    }),
    assignFailure: assign({
      error: ({ event }) => toFailure(errorOf(event)).message,
      notice: null,
    }),
    assignResendLater: assign({ notice: ({ event }) => noticeFor(errorOf(event)), error: null }),
    assignUnexpected: assign({ error: GENERIC_ERROR_MESSAGE, notice: null }),
    resetCaptcha: assign({
      captchaToken: null,
      captchaKey: ({ context }) => context.captchaKey + 1,
    }),
    assignVerified: assign(({ event }) => {
      const output = ('output' in event ? event.output : null) as OneTimeCodeOutput | null;
      return output?.result === 'verified'
        ? { refCode: output.refCode, memberToken: output.memberToken }
        : {};
    }),
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
    assignPasscode: assign({
      passcode: ({ event }) =>
        event.type === 'passcode.change' ? onlyDigits(event.value, PASSCODE_LENGTH) : '',
      error: null,
    }),
    assignConfirm: assign({
      confirmPasscode: ({ event }) =>
        event.type === 'confirm.change' ? onlyDigits(event.value, PASSCODE_LENGTH) : '',
      error: null,
    }),
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
        'mobile.change': { actions: 'assignMobile' },
        'country.change': { actions: 'assignCountry' },
        'captcha.change': { actions: 'assignCaptcha' },
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
          { guard: 'isChoice', target: 'choosingChannel', actions: 'assignResponse' },
          { target: 'verifyingCode', actions: 'assignResponse' },
        ],
        onError: [
          {
            guard: 'isResendLater',
            target: 'enteringMobile',
            actions: ['assignResendLater', 'resetCaptcha'],
          },
          { target: 'enteringMobile', actions: ['assignFailure', 'resetCaptcha'] },
        ],
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
          type: event.type === 'channel.select' ? event.channel : 1,
        }),
        onDone: [
          { guard: 'isCodeSent', target: 'verifyingCode', actions: 'assignResponse' },
          // A second choice after a choice is not an answer this step understands.
          { target: 'enteringMobile', actions: ['assignUnexpected', 'resetCaptcha'] },
        ],
        onError: [
          {
            guard: 'isResendLater',
            target: 'enteringMobile',
            actions: ['assignResendLater', 'resetCaptcha'],
          },
          { target: 'enteringMobile', actions: ['assignFailure', 'resetCaptcha'] },
        ],
      },
    },
    verifyingCode: {
      invoke: {
        id: 'oneTimeCode',
        src: 'oneTimeCode',
        input: ({ context }) => {
          const challenge = context.challenge;
          if (!challenge) throw new Error('verifyingCode needs a challenge');
          return {
            refCode: challenge.refCode,
            type: challenge.type,
            maskedTarget: challenge.maskedTarget,
            expiresInSeconds: challenge.expiresInSeconds,
            countryCode: context.countryCode,
            mobile: context.mobile,
          };
        },
        onDone: [
          { guard: 'isVerified', target: 'creatingPasscode', actions: 'assignVerified' },
          { target: 'enteringMobile', actions: ['assignStartAgain', 'resetCaptcha'] },
        ],
      },
      on: { 'mobile.edit': { target: 'enteringMobile', actions: 'startOver' } },
    },
    creatingPasscode: {
      on: {
        'passcode.change': { actions: 'assignPasscode' },
        'confirm.change': { actions: 'assignConfirm' },
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
          { guard: 'isPasscodeRefused', target: 'creatingPasscode', actions: 'assignFailure' },
          {
            target: 'enteringMobile',
            actions: ['assignFailure', 'clearSecrets', 'resetCaptcha'],
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
