import { assign, setup } from 'xstate';
import type { AccountStatusResponse, CodeSent, LoginResponse } from '#contract/auth';
import { LOGIN_TRIES } from '#contract/auth';
import { inactiveMessage, LOCKED_MESSAGE, NOT_FOUND_MESSAGE } from '#contract/errors';
import { forceResetMachine } from '../force-reset/force-reset.machine';
import {
  forgotPasscodeMachine,
  type ForgotPasscodeOutput,
} from '../forgot-passcode/forgot-passcode.machine';
import { onlyDigits } from '../shared/digits';
import { toFailure } from '../shared/failure';
import { isTemporarilyDisabled, type Notice, noticeFor } from '../shared/notice';
import { stubAction, stubActor, stubGuard } from '../shared/stubs';

/**
 * Login (specification 000, Login and section 4). Step 1 takes the mobile number (country
 * selector, default PH; Continue only when the number is valid for the country) and checks the
 * account status: ACTIVE or SUCCESS go to the passcode step; PASSWORD_EXPIRED or MIGRATED (and
 * STAGED while the migration flag is on) open 'Set your Passcode'; INACTIVE, LOCKOUT and
 * LOCKED_OUT show their messages; any other value is not found. Step 2 takes 6 hidden digits with
 * 3 tries: a wrong passcode shows the tries left, any other failure (the third wrong one locks)
 * returns to step 1 with 3 tries. Success tells the session and follows the redirect target.
 */
export const PASSCODE_LENGTH = 6;
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
   * The account stays locked until a passcode reset (the hard stop or an operator's lock): under
   * the locked message the page says so, with a Forgot passcode link (DECISIONS.md, Passcodes).
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

const statusOf = (event: object): string =>
  'output' in event ? ((event.output as AccountStatusResponse | undefined)?.status ?? '') : '';
const errorOf = (event: object): unknown => ('error' in event ? event.error : undefined);

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
    isPasscodeComplete: ({ context }) => context.passcode.length === PASSCODE_LENGTH,
    isActive: ({ event }) => ['ACTIVE', 'SUCCESS'].includes(statusOf(event)),
    needsReset: ({ context, event }) => {
      const status = statusOf(event);
      return (
        status === 'PASSWORD_EXPIRED' ||
        status === 'MIGRATED' ||
        (status === 'STAGED' && context.migrationFlag)
      );
    },
    isInactive: ({ event }) => statusOf(event) === 'INACTIVE',
    isLocked: ({ event }) => ['LOCKOUT', 'LOCKED_OUT'].includes(statusOf(event)),
    /** Locked, and only a passcode reset opens it (the status check's `resetRequired`). */
    isLockedUntilReset: ({ event }) =>
      ['LOCKOUT', 'LOCKED_OUT'].includes(statusOf(event)) &&
      'output' in event &&
      (event.output as AccountStatusResponse | undefined)?.resetRequired === true,
    /** The 15th failure itself: the server's hard stop. */
    isLockedOut: ({ event }) => toFailure(errorOf(event)).errorKey === 'ACCOUNT_LOCKED_OUT',
    /** Past the per-IP budget of numbers tried: 'Temporarily Disabled'. */
    isTemporarilyDisabled: ({ event }) => isTemporarilyDisabled(errorOf(event)),
    isWrongPasscode: ({ event }) => {
      const failure = toFailure(errorOf(event));
      return failure.errorKey === 'INVALID_CREDENTIALS' && (failure.attemptsRemaining ?? 1) > 0;
    },
  },
  actions: {
    assignMobile: assign({
      mobile: ({ event }) => (event.type === 'mobile.change' ? event.value.slice(0, 20) : ''),
      ...NO_MESSAGE,
    }),
    assignCountry: assign({
      countryCode: ({ context, event }) =>
        event.type === 'country.change' ? event.countryCode : context.countryCode,
      ...NO_MESSAGE,
    }),
    assignPasscode: assign({
      passcode: ({ event }) =>
        event.type === 'passcode.change' ? onlyDigits(event.value, PASSCODE_LENGTH) : '',
      ...NO_MESSAGE,
    }),
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
    assignWrongPasscode: assign(({ context, event }) => {
      const failure = toFailure(errorOf(event));
      return {
        ...NO_MESSAGE,
        passcode: '',
        triesLeft: failure.attemptsRemaining ?? context.triesLeft - 1,
        error: failure.message,
      };
    }),
    assignTemporarilyDisabled: assign({
      ...NO_MESSAGE,
      notice: ({ event }) => noticeFor(errorOf(event)),
      passcode: '',
      triesLeft: MAX_TRIES,
    }),
    assignFailure: assign({
      ...NO_MESSAGE,
      error: ({ event }) => toFailure(errorOf(event)).message,
      passcode: '',
      triesLeft: MAX_TRIES,
    }),
    clearPasscode: assign({ passcode: '', triesLeft: MAX_TRIES, ...NO_MESSAGE }),
    assignChallenge: assign({
      challenge: ({ event }) => ('output' in event ? (event.output as CodeSent) : null),
    }),
    assignResetMobile: assign(({ event }) => {
      const output = ('output' in event ? event.output : null) as ForgotPasscodeOutput | null;
      return {
        countryCode: output?.countryCode ?? 'PH',
        mobile: output?.mobile ?? '',
        challenge: null,
        ...NO_MESSAGE,
      };
    }),
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
        'mobile.change': { actions: 'assignMobile' },
        'country.change': { actions: 'assignCountry' },
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
          { guard: 'isActive', target: 'enteringPasscode', actions: 'startPasscodeStep' },
          { guard: 'needsReset', target: 'forceReset' },
          { guard: 'isInactive', target: 'enteringMobile', actions: 'assignInactive' },
          {
            guard: 'isLockedUntilReset',
            target: 'enteringMobile',
            actions: 'assignLockedUntilReset',
          },
          { guard: 'isLocked', target: 'enteringMobile', actions: 'assignLocked' },
          { target: 'enteringMobile', actions: 'assignNotFound' },
        ],
        onError: [
          {
            guard: 'isTemporarilyDisabled',
            target: 'enteringMobile',
            actions: 'assignTemporarilyDisabled',
          },
          { target: 'enteringMobile', actions: 'assignFailure' },
        ],
      },
    },
    enteringPasscode: {
      on: {
        'passcode.change': { actions: 'assignPasscode' },
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
          { guard: 'isWrongPasscode', target: 'enteringPasscode', actions: 'assignWrongPasscode' },
          { guard: 'isLockedOut', target: 'enteringMobile', actions: 'assignLockedUntilReset' },
          {
            guard: 'isTemporarilyDisabled',
            target: 'enteringMobile',
            actions: 'assignTemporarilyDisabled',
          },
          { target: 'enteringMobile', actions: 'assignFailure' },
        ],
      },
    },
    forceReset: {
      invoke: {
        id: 'forceReset',
        src: 'forceReset',
        input: ({ context }) => ({ countryCode: context.countryCode, mobile: context.mobile }),
        onDone: { target: 'resettingPasscode', actions: 'assignChallenge' },
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
        onDone: { target: 'checkingStatus', actions: 'assignResetMobile' },
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
