import { assign, setup } from 'xstate';
import type { ChallengeType, CodeSent } from '#contract/auth';
import { CHALLENGE_TYPES, OTP_MAX_FAILED_CHECKS } from '#contract/auth';
import type { ApiFailure } from '#contract/errors';
import { onlyDigits } from '../shared/digits';
import { errorKeyIn, failedWith, failureOf, hasErrorKey, outputOf } from '../shared/failure';
import { type Notice, noticeFor, RESEND_LATER_KEYS } from '../shared/notice';
import { stubActor } from '../shared/stubs';
import { codeRequestRefused } from '../shared/code-request';
import { valueOf } from '../shared/event-params';

/**
 * The one-time code modal (docs/specification.md#one-time-codes), a child
 * machine reused by every flow that asks for a code. Two regions run side by side: the member
 * types and submits the code (`entry`) while the 300 s timer runs (`timer`). At 00:00 the timer
 * hides and 'Resend Code' appears; a resend clears the digits and restarts the timer. The fifth failed check ends the machine as `exhausted`, and the parent
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

export interface OneTimeCodeContext extends Required<OneTimeCodeInput> {
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
    resendCode: stubActor<CodeSent, ResendCodeInput>('resendCode'),
  },
  delays: {
    /** The server says how long the code lives (300 s); the countdown follows it. */
    otpLifetime: ({ context }) => context.expiresInSeconds * 1000,
  },
  guards: {
    isCodeComplete: ({ context }) => context.code.length === CODE_LENGTH,
    isAutoSubmitReady: ({ context }, value: string) =>
      context.autoSubmit && onlyDigits(value, CODE_LENGTH).length === CODE_LENGTH,
    isFifthFailure: ({ context }, failure: ApiFailure) =>
      failure.errorKey === 'OTP_TOO_MANY_ATTEMPTS' ||
      (failure.errorKey === 'OTP_INVALID' && context.failedChecks + 1 > MAX_FAILED_CHECKS),
    failedWith: hasErrorKey,
    isResendLater: errorKeyIn(RESEND_LATER_KEYS),
  },
  actions: {
    assignCode: assign((_, value: string) => ({
      code: onlyDigits(value, CODE_LENGTH),
      error: null,
    })),
    assignWrongCode: assign({
      failedChecks: ({ context }) => context.failedChecks + 1,
      code: '',
      error: null,
    }),
    assignFailure: assign((_, failure: ApiFailure) => ({ error: failure.message })),
    assignNewChallenge: assign(({ context }, sent: CodeSent) => ({
      refCode: sent.refCode,
      expiresInSeconds: sent.expiresInSeconds,
      maskedTarget: sent.maskedTarget,
      code: '',
      error: null,
      notice: null,
      timerRun: context.timerRun + 1,
    })),
    assignVerified: assign((_, verified: { memberToken?: string }) => ({
      verified: true,
      memberToken: verified.memberToken ?? null,
    })),
    assignResendLater: assign((_, failure: ApiFailure) => ({
      notice: noticeFor(failure),
      error: null,
    })),
    clearNotice: assign({ notice: null }),
    clearCode: assign({ code: '' }),
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
                  {
                    guard: { type: 'isAutoSubmitReady', params: valueOf },
                    target: 'verifying',
                    actions: { type: 'assignCode', params: valueOf },
                  },
                  { actions: { type: 'assignCode', params: valueOf } },
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
                  type:
                    context.type === CHALLENGE_TYPES.sms ? ('sms' as const) : ('email' as const),
                }),
                onDone: {
                  target: '#oneTimeCode.verified',
                  actions: { type: 'assignVerified', params: outputOf },
                },
                onError: [
                  {
                    guard: { type: 'isFifthFailure', params: failureOf },
                    target: '#oneTimeCode.exhausted',
                  },
                  {
                    guard: failedWith('OTP_INVALID'),
                    target: 'editing',
                    actions: 'assignWrongCode',
                  },
                  {
                    guard: failedWith('OTP_EXPIRED'),
                    target: 'editing',
                    actions: [{ type: 'assignFailure', params: failureOf }, 'clearCode'],
                  },
                  {
                    target: 'editing',
                    actions: { type: 'assignFailure', params: failureOf },
                  },
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
                onDone: {
                  target: 'running',
                  actions: { type: 'assignNewChallenge', params: outputOf },
                },
                onError: codeRequestRefused('expired'),
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
