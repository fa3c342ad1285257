import { and, assign, setup } from 'xstate';
import type { CodeSent } from '#contract/auth';
import { type ApiFailure, ERRORS } from '#contract/errors';
import { passcodeWeaknesses } from '#contract/passcode-rules';
import { oneTimeCodeMachine, type OneTimeCodeOutput } from '../one-time-code/one-time-code.machine';
import { codeStepInput } from '../shared/code-step';
import { errorKeyIn, failureOf, outputOf } from '../shared/failure';
import { type Notice, noticeFor, RESEND_LATER_KEYS } from '../shared/notice';
import { isFullPasscode, passcodeDigits } from '../shared/passcode';
import { stubAction, stubActor } from '../shared/stubs';

/**
 * Change passcode in Security and preferences (docs/specification.md#change-passcode): the
 * three steps are 1. current, new and confirm passcode; 2. the SMS code, sent as soon as step 1
 * passes; 3. the new passcode and its confirmation once more, then Save. Success shows a dialog
 * and logs the member out after about 5 seconds (the server has already ended every session).
 */
/** "Redirect after passcode change: about 5 seconds" (section 9). */
export const LOGOUT_DELAY_MS = 5_000;
export const UNCHANGED_MESSAGE = 'Your new passcode must be different from your current passcode.';
export const SUCCESS_TITLE = 'Passcode changed';
export const SUCCESS_MESSAGE =
  'Your passcode has been changed. For your security you will be logged out in a few seconds. Please sign in with your new passcode.';

export type PasscodeField = 'oldPasscode' | 'newPasscode' | 'confirmPasscode';

export interface ChangePasscodeInput {
  /** For the strength rules (the server refuses the same). */
  birthday: string | null;
  mobile: string;
  countryCode: string;
}

export interface ChangePasscodeContext extends ChangePasscodeInput {
  oldPasscode: string;
  newPasscode: string;
  confirmPasscode: string;
  visible: boolean;
  challenge: CodeSent | null;
  refCode: string | null;
  memberToken: string | null;
  error: string | null;
  notice: Notice | null;
}

export type ChangePasscodeEvent =
  | { type: 'form.open' }
  | { type: 'form.cancel' }
  | { type: 'passcode.change'; field: PasscodeField; value: string }
  | { type: 'passcode.toggle' }
  | { type: 'form.submit' }
  | { type: 'dialog.close' };

export interface PasscodeChallengeInput {
  oldPasscode: string;
  newPasscode: string;
  confirmPasscode: string;
}
export interface PasscodeChangeInput extends PasscodeChallengeInput {
  refCode: string;
  member_token: string;
}

/** The new passcode is complete and the same as the current one. */
export function isUnchanged(context: Pick<ChangePasscodeContext, 'oldPasscode' | 'newPasscode'>) {
  return isFullPasscode(context.newPasscode) && context.newPasscode === context.oldPasscode;
}

const newPasscodeAcceptable = (context: ChangePasscodeContext) =>
  isFullPasscode(context.newPasscode) &&
  context.newPasscode === context.confirmPasscode &&
  context.newPasscode !== context.oldPasscode &&
  passcodeWeaknesses(context.newPasscode, {
    birthday: context.birthday,
    mobile: context.mobile,
  }).length === 0;

const LOCKED_KEYS = ['ACCOUNT_LOCKED', 'ACCOUNT_LOCKED_OUT'] as const;

const PASSCODE_REFUSED_KEYS = [
  'WEAK_PASSCODE',
  'PASSCODE_MISMATCH',
  'PASSCODE_UNCHANGED',
  'VALIDATION_ERROR',
] as const;

const blank = {
  oldPasscode: '',
  newPasscode: '',
  confirmPasscode: '',
  visible: false,
  challenge: null,
  refCode: null,
  memberToken: null,
  error: null,
  notice: null,
};

export const changePasscodeMachine = setup({
  types: {
    input: {} as ChangePasscodeInput,
    context: {} as ChangePasscodeContext,
    events: {} as ChangePasscodeEvent,
  },
  actors: {
    requestChallenge: stubActor<CodeSent, PasscodeChallengeInput>('requestChallenge'),
    changePasscode: stubActor<unknown, PasscodeChangeInput>('changePasscode'),
    oneTimeCode: oneTimeCodeMachine,
  },
  delays: {
    logoutDelay: LOGOUT_DELAY_MS,
  },
  guards: {
    hasCurrentPasscode: ({ context }) => isFullPasscode(context.oldPasscode),
    isNewPasscodeField: ({ event }) =>
      event.type === 'passcode.change' && event.field !== 'oldPasscode',
    isNewPasscodeAcceptable: ({ context }) => newPasscodeAcceptable(context),
    isVerified: (_, output: OneTimeCodeOutput) => output.result === 'verified',
    isWrongCurrentPasscode: errorKeyIn(['CURRENT_PASSCODE_INCORRECT']),
    isResendLater: errorKeyIn(RESEND_LATER_KEYS),
    isLocked: errorKeyIn(LOCKED_KEYS),
    isPasscodeRefused: errorKeyIn(PASSCODE_REFUSED_KEYS),
  },
  actions: {
    clearForm: assign(blank),
    assignPasscode: assign(({ context, event }) =>
      event.type === 'passcode.change'
        ? { ...context, [event.field]: passcodeDigits(event.value), error: null }
        : {},
    ),
    togglePasscode: assign({ visible: ({ context }) => !context.visible }),
    assignChallenge: assign((_, challenge: CodeSent) => ({ challenge, error: null, notice: null })),
    assignFailure: assign((_, failure: ApiFailure) => ({ error: failure.message, notice: null })),
    assignWrongCurrentPasscode: assign((_, failure: ApiFailure) => ({
      error: failure.message,
      notice: null,
      oldPasscode: '',
    })),
    assignResendLater: assign((_, failure: ApiFailure) => ({
      notice: noticeFor(failure),
      error: null,
    })),
    assignVerified: assign((_, output: OneTimeCodeOutput) =>
      output.result === 'verified'
        ? { refCode: output.refCode, memberToken: output.memberToken, challenge: null }
        : {},
    ),
    assignStartAgain: assign({
      error: ERRORS.OTP_TOO_MANY_ATTEMPTS.message,
      challenge: null,
    }),
    clearSecrets: assign({
      oldPasscode: '',
      newPasscode: '',
      confirmPasscode: '',
      refCode: null,
      memberToken: null,
    }),
    /** The session is over on the server: log out here and go to login (provided by the app). */
    endSession: stubAction('endSession'),
  },
}).createMachine({
  id: 'changePasscode',
  context: ({ input }) => ({ ...input, ...blank }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'form.open': { target: 'enteringPasscodes', actions: 'clearForm' } },
    },
    enteringPasscodes: {
      on: {
        'passcode.change': { actions: 'assignPasscode' },
        'passcode.toggle': { actions: 'togglePasscode' },
        'form.submit': {
          guard: and(['hasCurrentPasscode', 'isNewPasscodeAcceptable']),
          target: 'requestingCode',
        },
        'form.cancel': { target: 'idle', actions: 'clearForm' },
      },
    },
    requestingCode: {
      tags: ['busy'],
      invoke: {
        id: 'requestChallenge',
        src: 'requestChallenge',
        input: ({ context }) => ({
          oldPasscode: context.oldPasscode,
          newPasscode: context.newPasscode,
          confirmPasscode: context.confirmPasscode,
        }),
        onDone: {
          target: 'verifyingCode',
          actions: { type: 'assignChallenge', params: outputOf },
        },
        onError: [
          {
            guard: { type: 'isLocked', params: failureOf },
            target: 'signedOut',
            actions: { type: 'assignFailure', params: failureOf },
          },
          {
            guard: { type: 'isWrongCurrentPasscode', params: failureOf },
            target: 'enteringPasscodes',
            actions: { type: 'assignWrongCurrentPasscode', params: failureOf },
          },
          {
            guard: { type: 'isResendLater', params: failureOf },
            target: 'enteringPasscodes',
            actions: { type: 'assignResendLater', params: failureOf },
          },
          { target: 'enteringPasscodes', actions: { type: 'assignFailure', params: failureOf } },
        ],
      },
    },
    verifyingCode: {
      invoke: {
        id: 'oneTimeCode',
        src: 'oneTimeCode',
        // Account flows submit as soon as the sixth digit is typed (docs/specification.md#one-time-codes).
        input: ({ context }) =>
          codeStepInput(context.challenge, {
            countryCode: context.countryCode,
            mobile: context.mobile,
            autoSubmit: true,
          }),
        onDone: [
          {
            guard: { type: 'isVerified', params: outputOf },
            target: 'confirming',
            actions: { type: 'assignVerified', params: outputOf },
          },
          { target: 'enteringPasscodes', actions: 'assignStartAgain' },
        ],
      },
      on: { 'form.cancel': { target: 'idle', actions: 'clearForm' } },
    },
    confirming: {
      on: {
        // Step 3 shows the new passcode and its confirmation; the current one stays as typed.
        'passcode.change': { guard: 'isNewPasscodeField', actions: 'assignPasscode' },
        'passcode.toggle': { actions: 'togglePasscode' },
        'form.submit': { guard: 'isNewPasscodeAcceptable', target: 'saving' },
        'form.cancel': { target: 'idle', actions: 'clearForm' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'changePasscode',
        src: 'changePasscode',
        input: ({ context }) => ({
          oldPasscode: context.oldPasscode,
          newPasscode: context.newPasscode,
          confirmPasscode: context.confirmPasscode,
          refCode: context.refCode ?? '',
          member_token: context.memberToken ?? '',
        }),
        onDone: { target: 'succeeded', actions: 'clearSecrets' },
        onError: [
          {
            guard: { type: 'isLocked', params: failureOf },
            target: 'signedOut',
            actions: { type: 'assignFailure', params: failureOf },
          },
          {
            guard: { type: 'isPasscodeRefused', params: failureOf },
            target: 'confirming',
            actions: { type: 'assignFailure', params: failureOf },
          },
          {
            target: 'enteringPasscodes',
            actions: [{ type: 'assignFailure', params: failureOf }, 'clearSecrets'],
          },
        ],
      },
    },
    succeeded: {
      after: { logoutDelay: 'loggedOut' },
      on: { 'dialog.close': 'loggedOut' },
    },
    loggedOut: {
      type: 'final',
      entry: 'endSession',
    },
    /** The current passcode was wrong a third time: the account is locked and the session ended. */
    signedOut: {
      on: { 'dialog.close': 'loggedOut' },
    },
  },
});
