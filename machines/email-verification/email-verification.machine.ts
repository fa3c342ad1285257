import * as v from 'valibot';
import { assign, setup } from 'xstate';
import type { CodeSent } from '#contract/auth';
import { type ApiFailure, ERRORS } from '#contract/errors';
import { oneTimeCodeMachine, type OneTimeCodeOutput } from '../one-time-code/one-time-code.machine';
import { codeStep } from '../shared/code-step';
import { errorKeyIn, outputOf } from '../shared/failure';
import { type Notice, noticeFor, RESEND_LATER_KEYS } from '../shared/notice';
import { stubAction, stubActor } from '../shared/stubs';
import { codeRequestRefused, codeRequestSent } from '../shared/code-request';
import { emailOf } from '../shared/event-params';

/**
 * Email verification in the profile (docs/specification.md#email-verification): 'Send Verification
 * Email' (or 'Resend Verification Email'), available only for a valid email, registers the email
 * factor, which sends a 6-digit code by email; the code step is the one-time code machine (300 s
 * timer, resend once expired, auto-submit). Errors that carry a message from the factor calls are
 * shown as they come (custom errors). Once verified, the email is locked.
 */
export const EmailAddressSchema = v.pipe(v.string(), v.trim(), v.email(), v.maxLength(255));

export interface EmailVerificationInput {
  email: string | null;
  verified: boolean;
}

export interface EmailVerificationContext {
  /** The member's email was verified before this actor started. */
  alreadyVerified: boolean;
  email: string;
  /** A verification email went out from this page ('Resend Verification Email' from then on). */
  sentOnce: boolean;
  challenge: CodeSent | null;
  error: string | null;
  notice: Notice | null;
}

export type EmailVerificationEvent =
  { type: 'verification.start'; email: string } | { type: 'verification.cancel' };

export const emailVerificationMachine = setup({
  types: {
    input: {} as EmailVerificationInput,
    context: {} as EmailVerificationContext,
    events: {} as EmailVerificationEvent,
  },
  actors: {
    registerEmail: stubActor<CodeSent, { email: string }>('registerEmail'),
    oneTimeCode: oneTimeCodeMachine,
  },
  guards: {
    isAlreadyVerified: ({ context }) => context.alreadyVerified,
    isEmailValid: (_, email: string) => v.is(EmailAddressSchema, email),
    isVerified: (_, output: OneTimeCodeOutput) => output.result === 'verified',
    isResendLater: errorKeyIn(RESEND_LATER_KEYS),
  },
  actions: {
    assignEmail: assign((_, email: string) => ({ email: email.trim(), error: null, notice: null })),
    assignChallenge: assign((_, challenge: CodeSent) => ({ challenge, sentOnce: true })),
    assignFailure: assign((_, failure: ApiFailure) => ({ error: failure.message })),
    assignResendLater: assign((_, failure: ApiFailure) => ({ notice: noticeFor(failure) })),
    assignStartAgain: assign({ error: ERRORS.OTP_TOO_MANY_ATTEMPTS.message, challenge: null }),
    clearChallenge: assign({ challenge: null }),
    /** The member's details changed (isMailVerified): reload them (provided by the app). */
    notifyVerified: stubAction('notifyVerified'),
  },
}).createMachine({
  id: 'emailVerification',
  context: ({ input }) => ({
    alreadyVerified: input.verified,
    email: input.email ?? '',
    sentOnce: false,
    challenge: null,
    error: null,
    notice: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isAlreadyVerified', target: 'verified' }, { target: 'unverified' }],
    },
    unverified: {
      on: {
        'verification.start': {
          guard: { type: 'isEmailValid', params: emailOf },
          target: 'registering',
          actions: { type: 'assignEmail', params: emailOf },
        },
      },
    },
    registering: {
      tags: ['busy'],
      invoke: {
        id: 'registerEmail',
        src: 'registerEmail',
        input: ({ context }) => ({ email: context.email }),
        onDone: codeRequestSent('awaitingCode'),
        onError: codeRequestRefused('unverified'),
      },
    },
    awaitingCode: {
      invoke: codeStep(true, [
        {
          guard: { type: 'isVerified', params: outputOf },
          target: 'verified',
          actions: ['clearChallenge', 'notifyVerified'],
        },
        { target: 'unverified', actions: 'assignStartAgain' },
      ]),
      on: { 'verification.cancel': { target: 'unverified', actions: 'clearChallenge' } },
    },
    verified: { type: 'final' },
  },
});
