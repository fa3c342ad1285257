import { assign, setup } from 'xstate';
import type { AccountStatusResponse, CodeSent, LoginResponse } from '#contract/auth';
import { LOGIN_TRIES } from '#contract/auth';
import {
  type ApiFailure,
  inactiveMessage,
  LOCKED_MESSAGE,
  NOT_FOUND_MESSAGE,
} from '#contract/errors';
import { forceResetMachine } from '../force-reset/force-reset.machine';
import {
  forgotPasscodeMachine,
  type ForgotPasscodeOutput,
} from '../forgot-passcode/forgot-passcode.machine';
import { failedWith, failureOf, hasErrorKey, outputOf, refusedWith } from '../shared/failure';
import { type Notice, noticeFor } from '../shared/notice';
import { isFullPasscode, passcodeDigits } from '../shared/passcode';
import { stubAction, stubActor, stubGuard } from '../shared/stubs';
import { codeRequestSent } from '../shared/code-request';
import { countryOf, valueOf } from '../shared/event-params';

/**
 * Login (docs/specification.md#sign-in). Step 1 takes the mobile number (country
 * selector, default PH; Continue only when the number is valid for the country) and checks the
 * account status: ACTIVE or SUCCESS go to the passcode step; PASSWORD_EXPIRED or MIGRATED (and
 * STAGED while the migration flag is on) open 'Set your Passcode'; INACTIVE, LOCKOUT and
 * LOCKED_OUT show their messages; any other value is not found. Step 2 takes 6 hidden digits with
 * 3 tries: a wrong passcode shows the tries left, any other failure (the third wrong one locks)
 * returns to step 1 with 3 tries. Success tells the session and follows the redirect target.
 */
export const MAX_TRIES = LOGIN_TRIES;

export interface LoginInput {
  migrationFlag: boolean;
  supportEmail: string;
  /** A validated `?page=` / `?url=` target; null goes to /account. */
  redirectTarget?: string | null;
  /** `ext_url`, sent with the login. */
  extUrl?: string | null;
  /** A message to show on arrival (an expired handoff link). */
  message?: string | null;
}

export interface LoginContext {
  migrationFlag: boolean;
  supportEmail: string;
  redirectTarget: string | null;
  extUrl: string | null;
  countryCode: string;
  mobile: string;
  passcode: string;
  passcodeVisible: boolean;
  triesLeft: number;
  error: string | null;
  /**
   * Locked until a passcode reset (the hard stop or an operator's lock): under the locked message
   * the page says so, with a Forgot passcode link (docs/specification.md#lockout).
   */
  resetRequired: boolean;
  /** 'Temporarily Disabled': this address tried too many numbers (the server's wait in words). */
  notice: Notice | null;
  /** The code force reset sent; forgot passcode opens at its code step. */
  challenge: CodeSent | null;
}

export type LoginEvent =
  | { type: 'mobile.change'; value: string }
  | { type: 'country.change'; countryCode: string }
  | { type: 'form.submit' }
  | { type: 'passcode.change'; value: string }
  | { type: 'passcode.toggle' }
  | { type: 'mobile.edit' }
  | { type: 'passcode.forgot' }
  | { type: 'reset.cancel' };

export interface CheckStatusInput {
  countryCode: string;
  mobile: string;
}
export interface SignInInput {
  country_code: string;
  number: string;
  passcode: string;
  ext_url: string | null;
}

export interface LoginOutput {
  redirectTarget: string | null;
}

/** Every message of the step cleared: the inline error, the reset line, the notice. */
const NO_MESSAGE = { error: null, resetRequired: false, notice: null } as const;

const LOCKED_STATUSES: readonly string[] = ['LOCKOUT', 'LOCKED_OUT'];

/**
 * Either call past the per-IP budget of numbers tried shows 'Temporarily Disabled'; any other
 * failure its message; both back at the number.
 */
const REFUSED_AT_NUMBER = [
  {
    guard: failedWith('TEMPORARILY_DISABLED'),
    target: 'enteringMobile',
    actions: { type: 'assignTemporarilyDisabled', params: failureOf },
  },
  { target: 'enteringMobile', actions: { type: 'assignFailure', params: failureOf } },
] as const;

export const loginMachine = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
    output: {} as LoginOutput,
  },
  actors: {
    checkStatus: stubActor<AccountStatusResponse, CheckStatusInput>('checkStatus'),
    signIn: stubActor<LoginResponse, SignInInput>('signIn'),
    forceReset: forceResetMachine,
    forgotPasscode: forgotPasscodeMachine,
  },
  guards: {
    /** libphonenumber-js: valid for the chosen country (provided by the app). */
    isMobileValid: stubGuard('isMobileValid'),
    isPasscodeComplete: ({ context }) => isFullPasscode(context.passcode),
    isActive: (_, { status }: AccountStatusResponse) => ['ACTIVE', 'SUCCESS'].includes(status),
    needsReset: ({ context }, { status }: AccountStatusResponse) =>
      status === 'PASSWORD_EXPIRED' ||
      status === 'MIGRATED' ||
      (status === 'STAGED' && context.migrationFlag),
    isInactive: (_, { status }: AccountStatusResponse) => status === 'INACTIVE',
    isLocked: (_, { status }: AccountStatusResponse) => LOCKED_STATUSES.includes(status),
    /** Locked, and only a passcode reset opens it (the status check's `resetRequired`). */
    isLockedUntilReset: (_, { status, resetRequired }: AccountStatusResponse) =>
      LOCKED_STATUSES.includes(status) && resetRequired === true,
    failedWith: hasErrorKey,
    isWrongPasscode: (_, failure: ApiFailure) =>
      failure.errorKey === 'INVALID_CREDENTIALS' && (failure.attemptsRemaining ?? 1) > 0,
  },
  actions: {
    assignMobile: assign((_, value: string) => ({ mobile: value.slice(0, 20), ...NO_MESSAGE })),
    assignCountry: assign((_, countryCode: string) => ({ countryCode, ...NO_MESSAGE })),
    assignPasscode: assign((_, value: string) => ({
      passcode: passcodeDigits(value),
      ...NO_MESSAGE,
    })),
    togglePasscode: assign({ passcodeVisible: ({ context }) => !context.passcodeVisible }),
    startPasscodeStep: assign({ passcode: '', triesLeft: MAX_TRIES, ...NO_MESSAGE }),
    assignInactive: assign({
      ...NO_MESSAGE,
      error: ({ context }) => inactiveMessage(context.supportEmail),
    }),
    assignLocked: assign({ ...NO_MESSAGE, error: LOCKED_MESSAGE }),
    /** The specification's locked message stays; the view adds the reset line and link. */
    assignLockedUntilReset: assign({
      ...NO_MESSAGE,
      error: LOCKED_MESSAGE,
      resetRequired: true,
      passcode: '',
      triesLeft: MAX_TRIES,
    }),
    assignNotFound: assign({ ...NO_MESSAGE, error: NOT_FOUND_MESSAGE }),
    assignWrongPasscode: assign(({ context }, failure: ApiFailure) => ({
      ...NO_MESSAGE,
      passcode: '',
      triesLeft: failure.attemptsRemaining ?? context.triesLeft - 1,
      error: failure.message,
    })),
    assignTemporarilyDisabled: assign((_, failure: ApiFailure) => ({
      ...NO_MESSAGE,
      notice: noticeFor(failure),
      passcode: '',
      triesLeft: MAX_TRIES,
    })),
    assignFailure: assign((_, failure: ApiFailure) => ({
      ...NO_MESSAGE,
      error: failure.message,
      passcode: '',
      triesLeft: MAX_TRIES,
    })),
    clearPasscode: assign({ passcode: '', triesLeft: MAX_TRIES, ...NO_MESSAGE }),
    assignChallenge: assign((_, challenge: CodeSent) => ({ challenge })),
    assignResetMobile: assign((_, { countryCode, mobile }: ForgotPasscodeOutput) => ({
      countryCode,
      mobile,
      challenge: null,
      ...NO_MESSAGE,
    })),
    clearChallenge: assign({ challenge: null }),
    /** Tell the app-wide session that a member signed in (provided by the app). */
    notifySignedIn: stubAction('notifySignedIn'),
    /** Go to the redirect target or /account (provided by the app). */
    followRedirect: stubAction('followRedirect'),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    migrationFlag: input.migrationFlag,
    supportEmail: input.supportEmail,
    redirectTarget: input.redirectTarget ?? null,
    extUrl: input.extUrl ?? null,
    countryCode: 'PH',
    mobile: '',
    passcode: '',
    passcodeVisible: false,
    triesLeft: MAX_TRIES,
    error: input.message ?? null,
    resetRequired: false,
    notice: null,
    challenge: null,
  }),
  initial: 'enteringMobile',
  states: {
    enteringMobile: {
      on: {
        'mobile.change': { actions: { type: 'assignMobile', params: valueOf } },
        'country.change': { actions: { type: 'assignCountry', params: countryOf } },
        'form.submit': { guard: 'isMobileValid', target: 'checkingStatus' },
        'passcode.forgot': 'resettingPasscode',
      },
    },
    checkingStatus: {
      tags: ['busy'],
      invoke: {
        id: 'checkStatus',
        src: 'checkStatus',
        input: ({ context }) => ({ countryCode: context.countryCode, mobile: context.mobile }),
        onDone: [
          {
            guard: { type: 'isActive', params: outputOf },
            target: 'enteringPasscode',
            actions: 'startPasscodeStep',
          },
          { guard: { type: 'needsReset', params: outputOf }, target: 'forceReset' },
          {
            guard: { type: 'isInactive', params: outputOf },
            target: 'enteringMobile',
            actions: 'assignInactive',
          },
          {
            guard: { type: 'isLockedUntilReset', params: outputOf },
            target: 'enteringMobile',
            actions: 'assignLockedUntilReset',
          },
          {
            guard: { type: 'isLocked', params: outputOf },
            target: 'enteringMobile',
            actions: 'assignLocked',
          },
          { target: 'enteringMobile', actions: 'assignNotFound' },
        ],
        onError: REFUSED_AT_NUMBER,
      },
    },
    enteringPasscode: {
      on: {
        'passcode.change': { actions: { type: 'assignPasscode', params: valueOf } },
        'passcode.toggle': { actions: 'togglePasscode' },
        'form.submit': { guard: 'isPasscodeComplete', target: 'signingIn' },
        'mobile.edit': { target: 'enteringMobile', actions: 'clearPasscode' },
        'passcode.forgot': { target: 'resettingPasscode', actions: 'clearPasscode' },
      },
    },
    signingIn: {
      tags: ['busy'],
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({
          country_code: context.countryCode,
          number: context.mobile,
          passcode: context.passcode,
          ext_url: context.extUrl,
        }),
        onDone: { target: 'signedIn', actions: 'clearPasscode' },
        onError: [
          refusedWith('isWrongPasscode', 'enteringPasscode', 'assignWrongPasscode'),
          {
            // The 15th failure itself: the server's hard stop.
            guard: failedWith('ACCOUNT_LOCKED_OUT'),
            target: 'enteringMobile',
            actions: 'assignLockedUntilReset',
          },
          ...REFUSED_AT_NUMBER,
        ],
      },
    },
    forceReset: {
      invoke: {
        id: 'forceReset',
        src: 'forceReset',
        input: ({ context }) => ({ countryCode: context.countryCode, mobile: context.mobile }),
        onDone: codeRequestSent('resettingPasscode'),
      },
      on: { 'reset.cancel': 'enteringMobile' },
    },
    resettingPasscode: {
      invoke: {
        id: 'forgotPasscode',
        src: 'forgotPasscode',
        input: ({ context }) => ({
          countryCode: context.countryCode,
          mobile: context.mobile,
          ...(context.challenge ? { challenge: context.challenge } : {}),
        }),
        // 'Sign in' after a reset: check the number again and ask for the new passcode.
        onDone: {
          target: 'checkingStatus',
          actions: { type: 'assignResetMobile', params: outputOf },
        },
      },
      on: { 'reset.cancel': { target: 'enteringMobile', actions: 'clearChallenge' } },
    },
    signedIn: {
      type: 'final',
      entry: ['notifySignedIn', 'followRedirect'],
    },
  },
  output: ({ context }) => ({ redirectTarget: context.redirectTarget }),
});
