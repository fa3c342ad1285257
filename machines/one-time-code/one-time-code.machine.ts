import { assign, setup } from 'xstate';
import type { ChallengeType, CodeSent } from '#contract/auth';
import { OTP_MAX_FAILED_CHECKS } from '#contract/auth';
import { onlyDigits } from '../shared/digits';
import { toFailure } from '../shared/failure';
import { isResendLater, type Notice, noticeFor } from '../shared/notice';
import { stubActor } from '../shared/stubs';

/**
 * The one-time code modal (specification 000, One-time code modal; sections 4 and 9), a child
 * machine reused by every flow that asks for a code. Two regions run side by side: the member
 * types and submits the code (`entry`) while the 300 s timer runs (`timer`). At 00:00 the timer
 * hides and 'Resend Code' appears; a resend clears the digits and restarts the timer only when a
 * refCode comes back. The fifth failed check ends the machine as `exhausted`, and the parent
 * closes the modal or returns to its first step.
 */
export const CODE_LENGTH = 6;
/** Failed checks allowed (4); the fifth ends the flow. */
export const MAX_FAILED_CHECKS = OTP_MAX_FAILED_CHECKS;

export interface OneTimeCodeInput {
  refCode: string;
  type: ChallengeType;
  maskedTarget: string;
  expiresInSeconds: number;
  countryCode: string;
  mobile: string;
  /** Account flows submit as soon as the sixth digit is typed. */
  autoSubmit?: boolean;
}

export interface OneTimeCodeContext {
  refCode: string;
  type: ChallengeType;
  maskedTarget: string;
  expiresInSeconds: number;
  countryCode: string;
  mobile: string;
  autoSubmit: boolean;
  code: string;
  failedChecks: number;
  /** Bumped each time the timer (re)starts, so the view restarts its countdown display. */
  timerRun: number;
  error: string | null;
  /** A resend refused for a while ('Temporarily Disabled'). */
  notice: Notice | null;
  /** A correct code was accepted. */
  verified: boolean;
  /** What a correct code earns, when the flow needs one (the reset or change token). */
  memberToken: string | null;
}

export type OneTimeCodeEvent =
  { type: 'code.change'; value: string } | { type: 'code.submit' } | { type: 'code.resend' };

export type OneTimeCodeOutput =
  { result: 'verified'; refCode: string; memberToken: string | null } | { result: 'exhausted' };

export interface VerifyCodeInput {
  refCode: string;
  code: string;
  type: 'sms' | 'email';
}
export interface ResendCodeInput {
  countryCode: string;
  mobile: string;
  refCode: string;
}

export const oneTimeCodeMachine = setup({
  types: {
    input: {} as OneTimeCodeInput,
    context: {} as OneTimeCodeContext,
    events: {} as OneTimeCodeEvent,
    output: {} as OneTimeCodeOutput,
  },
  actors: {
    /** Answers the token a correct code earns, if the flow has one (email verification has not). */
    verifyCode: stubActor<{ memberToken?: string }, VerifyCodeInput>('verifyCode'),
    resendCode: stubActor<Partial<CodeSent>, ResendCodeInput>('resendCode'),
  },
  delays: {
    /** The server says how long the code lives (300 s); the countdown follows it. */
    otpLifetime: ({ context }) => context.expiresInSeconds * 1000,
  },
  guards: {
    isCodeComplete: ({ context }) => context.code.length === CODE_LENGTH,
    isAutoSubmitReady: ({ context, event }) =>
      context.autoSubmit &&
      event.type === 'code.change' &&
      onlyDigits(event.value, CODE_LENGTH).length === CODE_LENGTH,
    isFifthFailure: ({ context, event }) => {
      const failure = toFailure('error' in event ? event.error : undefined);
      return (
        failure.errorKey === 'OTP_TOO_MANY_ATTEMPTS' ||
        (failure.errorKey === 'OTP_INVALID' && context.failedChecks + 1 > MAX_FAILED_CHECKS)
      );
    },
    isWrongCode: ({ event }) =>
      toFailure('error' in event ? event.error : undefined).errorKey === 'OTP_INVALID',
    isCodeExpired: ({ event }) =>
      toFailure('error' in event ? event.error : undefined).errorKey === 'OTP_EXPIRED',
    hasNewRefCode: ({ event }) =>
      'output' in event &&
      typeof (event.output as Partial<CodeSent> | undefined)?.refCode === 'string',
    isResendLater: ({ event }) => isResendLater('error' in event ? event.error : undefined),
  },
  actions: {
    assignCode: assign({
      code: ({ event }) =>
        event.type === 'code.change' ? onlyDigits(event.value, CODE_LENGTH) : '',
      error: null,
    }),
    assignWrongCode: assign({
      failedChecks: ({ context }) => context.failedChecks + 1,
      code: '',
      error: null,
    }),
    assignFailureMessage: assign({
      error: ({ event }) => toFailure('error' in event ? event.error : undefined).message,
    }),
    assignNewChallenge: assign(({ context, event }) => {
      const sent = ('output' in event ? event.output : {}) as Partial<CodeSent>;
      return {
        refCode: sent.refCode ?? context.refCode,
        expiresInSeconds: sent.expiresInSeconds ?? context.expiresInSeconds,
        maskedTarget: sent.maskedTarget ?? context.maskedTarget,
        code: '',
        error: null,
        notice: null,
        timerRun: context.timerRun + 1,
      };
    }),
    assignResendLater: assign({
      notice: ({ event }) => noticeFor('error' in event ? event.error : undefined),
      error: null,
    }),
    clearNotice: assign({ notice: null }),
  },
}).createMachine({
  id: 'oneTimeCode',
  context: ({ input }) => ({
    refCode: input.refCode,
    type: input.type,
    maskedTarget: input.maskedTarget,
    expiresInSeconds: input.expiresInSeconds,
    countryCode: input.countryCode,
    mobile: input.mobile,
    autoSubmit: input.autoSubmit ?? false,
    code: '',
    failedChecks: 0,
    timerRun: 1,
    error: null,
    notice: null,
    verified: false,
    memberToken: null,
  }),
  initial: 'active',
  states: {
    active: {
      type: 'parallel',
      states: {
        entry: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'code.change': [
                  { guard: 'isAutoSubmitReady', target: 'verifying', actions: 'assignCode' },
                  { actions: 'assignCode' },
                ],
                'code.submit': { guard: 'isCodeComplete', target: 'verifying' },
              },
            },
            verifying: {
              tags: ['busy'],
              invoke: {
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context }) => ({
                  refCode: context.refCode,
                  code: context.code,
                  type: context.type === 1 ? ('sms' as const) : ('email' as const),
                }),
                onDone: {
                  target: '#oneTimeCode.verified',
                  actions: assign({
                    verified: true,
                    memberToken: ({ event }) => event.output.memberToken ?? null,
                  }),
                },
                onError: [
                  { guard: 'isFifthFailure', target: '#oneTimeCode.exhausted' },
                  { guard: 'isWrongCode', target: 'editing', actions: 'assignWrongCode' },
                  {
                    guard: 'isCodeExpired',
                    target: 'editing',
                    actions: ['assignFailureMessage', assign({ code: '' })],
                  },
                  { target: 'editing', actions: 'assignFailureMessage' },
                ],
              },
            },
          },
        },
        timer: {
          initial: 'running',
          states: {
            running: {
              after: { otpLifetime: 'expired' },
            },
            expired: {
              on: { 'code.resend': { target: 'resending', actions: 'clearNotice' } },
            },
            resending: {
              tags: ['busy'],
              invoke: {
                id: 'resendCode',
                src: 'resendCode',
                input: ({ context }) => ({
                  countryCode: context.countryCode,
                  mobile: context.mobile,
                  refCode: context.refCode,
                }),
                onDone: [
                  { guard: 'hasNewRefCode', target: 'running', actions: 'assignNewChallenge' },
                  { target: 'expired' },
                ],
                onError: [
                  { guard: 'isResendLater', target: 'expired', actions: 'assignResendLater' },
                  { target: 'expired', actions: 'assignFailureMessage' },
                ],
              },
            },
          },
        },
      },
    },
    verified: {
      type: 'final',
    },
    exhausted: {
      type: 'final',
    },
  },
  output: ({ context }) =>
    !context.verified
      ? { result: 'exhausted' }
      : { result: 'verified', refCode: context.refCode, memberToken: context.memberToken },
});
