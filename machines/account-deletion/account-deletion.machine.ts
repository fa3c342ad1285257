import { assign, setup } from 'xstate';
import type { DeletionRequest, DeletionScheduled } from '#contract/account-deletion';
import type { CodeSent } from '#contract/auth';
import { type ApiFailure, ERRORS } from '#contract/errors';
import { oneTimeCodeMachine, type OneTimeCodeOutput } from '../one-time-code/one-time-code.machine';
import { codeStepInput } from '../shared/code-step';
import { errorKeyIn, failureOf, outputOf } from '../shared/failure';
import { type Notice, noticeFor, RESEND_LATER_KEYS } from '../shared/notice';
import { isFullPasscode, passcodeDigits } from '../shared/passcode';
import { stubAction, stubActor } from '../shared/stubs';

/**
 * "Delete my account" in Settings (docs/specification.md#delete-account): 1. the passcode (counted with the login's
 * lockout), 2. the SMS code, sent as soon as step 1 passes, after which the deletion is set for
 * the end of the 30-day grace period. The server ends every session; a dialog gives the date, and
 * closing it leaves the account area.
 */
export interface AccountDeletionInput {
  mobile: string;
  countryCode: string;
}

export interface AccountDeletionContext extends AccountDeletionInput {
  passcode: string;
  visible: boolean;
  challenge: CodeSent | null;
  refCode: string | null;
  memberToken: string | null;
  /** The end of the grace period (Manila time), once the deletion is set. */
  deletionDueAt: string | null;
  error: string | null;
  notice: Notice | null;
}

export type AccountDeletionEvent =
  | { type: 'form.open' }
  | { type: 'form.cancel' }
  | { type: 'passcode.change'; value: string }
  | { type: 'passcode.toggle' }
  | { type: 'form.submit' }
  | { type: 'dialog.close' };

const LOCKED_KEYS = ['ACCOUNT_LOCKED', 'ACCOUNT_LOCKED_OUT'] as const;

const blank = {
  passcode: '',
  visible: false,
  challenge: null,
  refCode: null,
  memberToken: null,
  deletionDueAt: null,
  error: null,
  notice: null,
};

export const accountDeletionMachine = setup({
  types: {
    input: {} as AccountDeletionInput,
    context: {} as AccountDeletionContext,
    events: {} as AccountDeletionEvent,
  },
  actors: {
    requestCode: stubActor<CodeSent, { passcode: string }>('requestCode'),
    scheduleDeletion: stubActor<DeletionScheduled, DeletionRequest>('scheduleDeletion'),
    oneTimeCode: oneTimeCodeMachine,
  },
  guards: {
    hasPasscode: ({ context }) => isFullPasscode(context.passcode),
    isVerified: (_, output: OneTimeCodeOutput) => output.result === 'verified',
    isWrongPasscode: errorKeyIn(['CURRENT_PASSCODE_INCORRECT']),
    isResendLater: errorKeyIn(RESEND_LATER_KEYS),
    isLocked: errorKeyIn(LOCKED_KEYS),
  },
  actions: {
    clearForm: assign(blank),
    assignPasscode: assign(({ event }) =>
      event.type === 'passcode.change'
        ? { passcode: passcodeDigits(event.value), error: null }
        : {},
    ),
    togglePasscode: assign({ visible: ({ context }) => !context.visible }),
    assignChallenge: assign((_, challenge: CodeSent) => ({ challenge, error: null, notice: null })),
    assignFailure: assign((_, failure: ApiFailure) => ({ error: failure.message, notice: null })),
    assignWrongPasscode: assign((_, failure: ApiFailure) => ({
      error: failure.message,
      notice: null,
      passcode: '',
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
    assignScheduled: assign((_, scheduled: DeletionScheduled) => ({
      deletionDueAt: scheduled.deletionDueAt,
    })),
    clearSecrets: assign({ passcode: '', refCode: null, memberToken: null }),
    /** Every session has ended on the server: forget it here and leave (provided by the app). */
    endSession: stubAction('endSession'),
  },
}).createMachine({
  id: 'accountDeletion',
  context: ({ input }) => ({ ...input, ...blank }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'form.open': { target: 'enteringPasscode', actions: 'clearForm' } },
    },
    enteringPasscode: {
      on: {
        'passcode.change': { actions: 'assignPasscode' },
        'passcode.toggle': { actions: 'togglePasscode' },
        'form.submit': { guard: 'hasPasscode', target: 'requestingCode' },
        'form.cancel': { target: 'idle', actions: 'clearForm' },
      },
    },
    requestingCode: {
      tags: ['busy'],
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({ passcode: context.passcode }),
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
            guard: { type: 'isWrongPasscode', params: failureOf },
            target: 'enteringPasscode',
            actions: { type: 'assignWrongPasscode', params: failureOf },
          },
          {
            guard: { type: 'isResendLater', params: failureOf },
            target: 'enteringPasscode',
            actions: { type: 'assignResendLater', params: failureOf },
          },
          { target: 'enteringPasscode', actions: { type: 'assignFailure', params: failureOf } },
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
            target: 'scheduling',
            actions: { type: 'assignVerified', params: outputOf },
          },
          { target: 'enteringPasscode', actions: ['assignStartAgain', 'clearSecrets'] },
        ],
      },
      on: { 'form.cancel': { target: 'idle', actions: 'clearForm' } },
    },
    scheduling: {
      tags: ['busy'],
      invoke: {
        id: 'scheduleDeletion',
        src: 'scheduleDeletion',
        input: ({ context }) => ({
          passcode: context.passcode,
          refCode: context.refCode ?? '',
          member_token: context.memberToken ?? '',
        }),
        onDone: {
          target: 'scheduled',
          actions: [{ type: 'assignScheduled', params: outputOf }, 'clearSecrets'],
        },
        onError: [
          {
            guard: { type: 'isLocked', params: failureOf },
            target: 'signedOut',
            actions: [{ type: 'assignFailure', params: failureOf }, 'clearSecrets'],
          },
          {
            target: 'enteringPasscode',
            actions: [{ type: 'assignFailure', params: failureOf }, 'clearSecrets'],
          },
        ],
      },
    },
    /** The dialog gives the date; the member leaves when they have read it. */
    scheduled: {
      on: { 'dialog.close': 'loggedOut' },
    },
    loggedOut: {
      type: 'final',
      entry: 'endSession',
    },
    /** The passcode was wrong a third time: the account is locked and the session ended. */
    signedOut: {
      on: { 'dialog.close': 'loggedOut' },
    },
  },
});
