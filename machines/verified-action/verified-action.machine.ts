import { and, assign, not, or, setup } from 'xstate';
import type { CodeSent } from '#contract/auth';
import { type ApiFailure, ERRORS } from '#contract/errors';
import { passcodeWeaknesses } from '#contract/passcode-rules';
import type { OneTimeCodeOutput } from '../one-time-code/one-time-code.machine';
import { codeStep, codeStepActors } from '../shared/code-step';
import { errorKeyIn, failureOf, outputOf, refusedWith } from '../shared/failure';
import { type Notice, noticeFor, RESEND_LATER_KEYS } from '../shared/notice';
import { isFullPasscode, passcodeDigits } from '../shared/passcode';
import { stubAction, stubActor } from '../shared/stubs';
import { codeRequestRefused, codeRequestSent } from '../shared/code-request';

/**
 * An action the member proves with the current passcode and then an SMS code
 * (docs/specification.md#change-passcode, #delete-account): 1. the passcode (counted with the
 * login's lockout), 2. the one-time code, sent as soon as step 1 passes, 3. a last step, then the
 * action: the right code alone never performs it. Every session ends on the server; a dialog says
 * so and the member leaves.
 *
 * The flows differ only where the specification makes them differ, by `kind`:
 * - change passcode asks for the new passcode and its confirmation in step 1 and once more in
 *   step 3 before Save; after the fifth wrong code it keeps what was typed; its dialog logs the
 *   member out by itself after about 5 seconds;
 * - Delete my account asks only for the passcode, and in step 3 only for a last 'Delete my
 *   account'; it empties the passcode after the fifth wrong code, and its dialog (the date of the
 *   deletion) stays until the member closes it.
 */
export type VerifiedActionKind = 'changePasscode' | 'deleteAccount';

interface KindRules {
  /** Step 1 also asks for the new passcode, and step 3 confirms it before the action. */
  choosesNewPasscode: boolean;
  /** After the fifth wrong code, step 1 keeps what the member typed. */
  keepsPasscodesToStartAgain: boolean;
  /** The success dialog ends the session by itself after `logoutDelay`. */
  logsOutByItself: boolean;
}

const RULES: Record<VerifiedActionKind, KindRules> = {
  changePasscode: {
    choosesNewPasscode: true,
    keepsPasscodesToStartAgain: true,
    logsOutByItself: true,
  },
  deleteAccount: {
    choosesNewPasscode: false,
    keepsPasscodesToStartAgain: false,
    logsOutByItself: false,
  },
};

/** "Redirect after passcode change: about 5 seconds" (docs/specification.md#constants). */
export const LOGOUT_DELAY_MS = 5_000;

export type PasscodeField = 'passcode' | 'newPasscode' | 'confirmPasscode';

interface PasscodeChange {
  field: PasscodeField;
  value: string;
}

const passcodeChangeOf = ({ event }: { event: PasscodeChange }): PasscodeChange => event;

export interface VerifiedActionInput {
  kind: VerifiedActionKind;
  mobile: string;
  countryCode: string;
  /** For the new passcode's strength rules (the server refuses the same). */
  birthday: string | null;
}

export interface VerifiedActionContext extends VerifiedActionInput {
  /** The current passcode. */
  passcode: string;
  newPasscode: string;
  confirmPasscode: string;
  visible: boolean;
  challenge: CodeSent | null;
  refCode: string | null;
  memberToken: string | null;
  /** What the action answered: the end of the grace period for a deletion (Manila time). */
  deletionDueAt: string | null;
  error: string | null;
  notice: Notice | null;
}

export type VerifiedActionEvent =
  | { type: 'form.open' }
  | { type: 'form.cancel' }
  | { type: 'passcode.change'; field: PasscodeField; value: string }
  | { type: 'passcode.toggle' }
  | { type: 'form.submit' }
  | { type: 'dialog.close' };

/** What step 1 sends to have the code texted; a deletion's call reads only `passcode`. */
export interface CodeRequest {
  passcode: string;
  newPasscode: string;
  confirmPasscode: string;
}
export interface ActionRequest extends CodeRequest {
  refCode: string;
  member_token: string;
}
/** The action's answer: a deletion gives its date. */
export interface ActionDone {
  deletionDueAt?: string;
}

/** The new passcode is complete and the same as the current one. */
export function isUnchanged(context: Pick<VerifiedActionContext, 'passcode' | 'newPasscode'>) {
  return isFullPasscode(context.newPasscode) && context.newPasscode === context.passcode;
}

const newPasscodeAcceptable = (context: VerifiedActionContext) =>
  isFullPasscode(context.newPasscode) &&
  context.newPasscode === context.confirmPasscode &&
  context.newPasscode !== context.passcode &&
  passcodeWeaknesses(context.newPasscode, {
    birthday: context.birthday,
    mobile: context.mobile,
  }).length === 0;

const rulesOf = (context: VerifiedActionContext) => RULES[context.kind];

const LOCKED_KEYS = ['ACCOUNT_LOCKED', 'ACCOUNT_LOCKED_OUT'] as const;

const PASSCODE_REFUSED_KEYS = [
  'WEAK_PASSCODE',
  'PASSCODE_MISMATCH',
  'PASSCODE_UNCHANGED',
  'VALIDATION_ERROR',
] as const;

const blank = {
  passcode: '',
  newPasscode: '',
  confirmPasscode: '',
  visible: false,
  challenge: null,
  refCode: null,
  memberToken: null,
  deletionDueAt: null,
  error: null,
  notice: null,
};

const codeRequest = (context: VerifiedActionContext): CodeRequest => ({
  passcode: context.passcode,
  newPasscode: context.newPasscode,
  confirmPasscode: context.confirmPasscode,
});

/** The action itself: the same passcodes, with the code step's refCode and member token. */
const actionRequest = (context: VerifiedActionContext): ActionRequest => ({
  ...codeRequest(context),
  refCode: context.refCode ?? '',
  member_token: context.memberToken ?? '',
});

/** Cancel, at any step the member types in: the form closes and forgets what was typed. */
const CANCEL = { target: 'idle', actions: 'clearForm' } as const;

/**
 * Either request can find the account locked (the passcode's third failure, or locked meanwhile):
 * the member is signed out, and the passcodes typed so far are forgotten.
 */
const LOCKED_OUT = {
  guard: { type: 'isLocked', params: failureOf },
  target: 'signedOut',
  actions: [{ type: 'assignFailure', params: failureOf }, 'clearSecrets'],
} as const;

export const verifiedActionMachine = setup({
  types: {
    input: {} as VerifiedActionInput,
    context: {} as VerifiedActionContext,
    events: {} as VerifiedActionEvent,
  },
  actors: {
    ...codeStepActors<CodeSent, CodeRequest>(),
    perform: stubActor<ActionDone, ActionRequest>('perform'),
  },
  delays: {
    logoutDelay: LOGOUT_DELAY_MS,
  },
  guards: {
    hasPasscode: ({ context }) => isFullPasscode(context.passcode),
    choosesNewPasscode: ({ context }) => rulesOf(context).choosesNewPasscode,
    keepsPasscodesToStartAgain: ({ context }) => rulesOf(context).keepsPasscodesToStartAgain,
    logsOutByItself: ({ context }) => rulesOf(context).logsOutByItself,
    /** Step 3 asks for the new passcode and its confirmation, and only when it changes it. */
    isStepThreeField: ({ context }, { field }: PasscodeChange) =>
      rulesOf(context).choosesNewPasscode && field !== 'passcode',
    isNewPasscodeAcceptable: ({ context }) => newPasscodeAcceptable(context),
    isVerified: (_, output: OneTimeCodeOutput) => output.result === 'verified',
    isWrongPasscode: errorKeyIn(['CURRENT_PASSCODE_INCORRECT']),
    isResendLater: errorKeyIn(RESEND_LATER_KEYS),
    isLocked: errorKeyIn(LOCKED_KEYS),
    /** Refused for the new passcode: step 3 shows why. */
    isNewPasscodeRefused: ({ context }, failure: ApiFailure) =>
      rulesOf(context).choosesNewPasscode && errorKeyIn(PASSCODE_REFUSED_KEYS)(null, failure),
  },
  actions: {
    clearForm: assign(blank),
    assignPasscode: assign((_, { field, value }: PasscodeChange) => ({
      [field]: passcodeDigits(value),
      error: null,
    })),
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
    assignDone: assign((_, done: ActionDone) => ({ deletionDueAt: done.deletionDueAt ?? null })),
    clearSecrets: assign({
      passcode: '',
      newPasscode: '',
      confirmPasscode: '',
      refCode: null,
      memberToken: null,
    }),
    /** Every session has ended on the server: forget it here and leave (provided by the app). */
    endSession: stubAction('endSession'),
  },
}).createMachine({
  id: 'verifiedAction',
  context: ({ input }) => ({ ...input, ...blank }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'form.open': { target: 'enteringPasscodes', actions: 'clearForm' } },
    },
    /** Step 1: the current passcode, and for change passcode the new one and its confirmation. */
    enteringPasscodes: {
      on: {
        'passcode.change': { actions: { type: 'assignPasscode', params: passcodeChangeOf } },
        'passcode.toggle': { actions: 'togglePasscode' },
        'form.submit': [
          {
            guard: and(['hasPasscode', 'choosesNewPasscode', 'isNewPasscodeAcceptable']),
            target: 'requestingCode',
          },
          {
            guard: and(['hasPasscode', not('choosesNewPasscode')]),
            target: 'requestingCode',
          },
        ],
        'form.cancel': CANCEL,
      },
    },
    requestingCode: {
      tags: ['busy'],
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => codeRequest(context),
        onDone: codeRequestSent('verifyingCode'),
        onError: [
          LOCKED_OUT,
          refusedWith('isWrongPasscode', 'enteringPasscodes', 'assignWrongPasscode'),
          ...codeRequestRefused('enteringPasscodes'),
        ],
      },
    },
    /** Step 2. */
    verifyingCode: {
      // Account flows submit as soon as the sixth digit is typed (docs/specification.md#one-time-codes).
      invoke: codeStep(true, [
        {
          guard: { type: 'isVerified', params: outputOf },
          target: 'confirming',
          actions: { type: 'assignVerified', params: outputOf },
        },
        {
          guard: 'keepsPasscodesToStartAgain',
          target: 'enteringPasscodes',
          actions: 'assignStartAgain',
        },
        { target: 'enteringPasscodes', actions: ['assignStartAgain', 'clearSecrets'] },
      ]),
      on: { 'form.cancel': CANCEL },
    },
    /**
     * Step 3: change passcode's new passcode and its confirmation once more; a deletion's last
     * 'Delete my account'.
     */
    confirming: {
      on: {
        'passcode.change': {
          guard: { type: 'isStepThreeField', params: passcodeChangeOf },
          actions: { type: 'assignPasscode', params: passcodeChangeOf },
        },
        'passcode.toggle': { guard: 'choosesNewPasscode', actions: 'togglePasscode' },
        'form.submit': {
          guard: or([not('choosesNewPasscode'), 'isNewPasscodeAcceptable']),
          target: 'performing',
        },
        'form.cancel': CANCEL,
      },
    },
    performing: {
      tags: ['busy'],
      invoke: {
        id: 'perform',
        src: 'perform',
        input: ({ context }) => actionRequest(context),
        onDone: {
          target: 'succeeded',
          actions: [{ type: 'assignDone', params: outputOf }, 'clearSecrets'],
        },
        onError: [
          LOCKED_OUT,
          refusedWith('isNewPasscodeRefused', 'confirming', 'assignFailure'),
          {
            target: 'enteringPasscodes',
            actions: [{ type: 'assignFailure', params: failureOf }, 'clearSecrets'],
          },
        ],
      },
    },
    /** The dialog: the passcode changed, or the date of the deletion. */
    succeeded: {
      after: { logoutDelay: { guard: 'logsOutByItself', target: 'loggedOut' } },
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
