import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import {
  emailVerificationMachine,
  type EmailVerificationInput,
} from '#machines/email-verification/email-verification.machine';
import type { ApiFailure } from '#contract/errors';
import { failure } from '#machines/shared/test-support';
import { emailVerificationFlow } from '#src/features/auth/auth.actors';
import {
  type EmailVerificationActor,
  EmailVerificationView,
} from '#src/features/auth/email-verification-view';
import { renderWithRouter } from '../support/render';
import { defineModelSuite, type ModelEvent, type World } from './support/model';
import { EMAIL_VERIFICATION_ROUTES, FakeNetwork } from './support/network';
import { alertTexts, codeBoxes, openDialogTitles, retype, typeCode } from './support/views';

type Snapshot = SnapshotFrom<typeof emailVerificationMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

/**
 * Email verification in the profile (docs/specification.md#email-verification; SEC-32;
 * machines/email-verification/email-verification.md).
 */
const SEND = 'Send Verification Email';
const RESEND = 'Resend Verification Email';
const DIALOG = 'Verify your email';
const VERIFIED = 'Email verified';
const TOO_MANY_CODES = 'Too many incorrect codes. Please start again.';
/** A custom error from the factor call: the server's own words. */
const EMAIL_FAILED = "We couldn't send the email. Please try again.";
const CODE_INVALID = 'This code is invalid or has already been used.';
/** Failed code checks allowed: 4; the fifth ends the code step. */
const FAILED_CHECKS_ENDING_THE_CODE = 5;
const EMAIL = 'juan@example.ph';
/** Valid emails among the samples (a standard pattern). */
const VALID = new Set([EMAIL, 'maria.santos@example.ph']);

const emailSent = {
  next: 'code',
  refCode: 'ref-code-0000000009',
  type: 2,
  maskedTarget: 'j**n@example.ph',
  expiresInSeconds: 300,
};

/** The code step is a child: the machine takes no transition for it, the world counts it. */
const WRONG_CODE = 'xstate.error.actor.verifyCode';

const events = (): ModelEvent[] => [
  { type: 'verification.start', email: EMAIL },
  { type: 'verification.start', email: 'juan@' },
  { type: 'verification.cancel' },
  { type: 'xstate.done.actor.registerEmail', output: emailSent },
  {
    type: 'xstate.error.actor.registerEmail',
    error: failure('PLEASE_RESEND_LATER', 'You may try again after 5 minutes.', {
      title: 'Temporarily Disabled',
    }),
  },
  { type: 'xstate.error.actor.registerEmail', error: failure('SMS_SEND_FAILED', EMAIL_FAILED) },
  { type: 'xstate.done.actor.oneTimeCode', output: { result: 'verified' } },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({
    value,
    sentOnce: context.sentOnce,
    error: context.error,
    notice: context.notice !== null,
  });
};

function Harness({ actor, initial }: { actor: EmailVerificationActor; initial: string }) {
  const [email, setEmail] = useState(initial);
  return (
    <>
      <label htmlFor="email">Email</label>
      <input id="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <EmailVerificationView actor={actor} email={email} />
    </>
  );
}

type Step = 'unverified' | 'registering' | 'code' | 'verified';

interface EmailWorld {
  step: Step;
  email: string;
  sent: boolean;
  wrongCodes: number;
  message: string | null;
  notice: boolean;
}

const world: World<EmailWorld> = {
  initial: (raw) => {
    const input = raw as EmailVerificationInput;
    return {
      step: input.verified ? 'verified' : 'unverified',
      email: input.email ?? '',
      sent: false,
      wrongCodes: 0,
      message: null,
      notice: false,
    };
  },
  // The server counts wrong codes on the refCode: the fifth voids it and ends the code step.
  events: (_, w) =>
    w.step !== 'code'
      ? []
      : w.wrongCodes < FAILED_CHECKS_ENDING_THE_CODE - 1
        ? [
            {
              type: WRONG_CODE,
              error: failure('OTP_INVALID', CODE_INVALID, {
                attemptsRemaining: FAILED_CHECKS_ENDING_THE_CODE - 1 - w.wrongCodes,
              }),
            },
          ]
        : [{ type: 'xstate.done.actor.oneTimeCode', output: { result: 'exhausted' } }],
  next: (w, event) => {
    switch (event.type) {
      case 'verification.start':
        return {
          ...w,
          step: 'registering',
          email: String(event.email),
          message: null,
          notice: false,
        };
      case 'xstate.done.actor.registerEmail':
        return { ...w, step: 'code', sent: true, wrongCodes: 0, notice: false };
      case 'xstate.error.actor.registerEmail': {
        const failed = event.error as { errorKey: string; message: string };
        return failed.errorKey === 'PLEASE_RESEND_LATER'
          ? { ...w, step: 'unverified', message: null, notice: true }
          : { ...w, step: 'unverified', message: failed.message, notice: false };
      }
      case 'xstate.done.actor.oneTimeCode':
        return (event.output as { result: string }).result === 'verified'
          ? { ...w, step: 'verified', wrongCodes: 0 }
          : { ...w, step: 'unverified', wrongCodes: 0, message: TOO_MANY_CODES };
      case 'verification.cancel':
        return { ...w, step: 'unverified', wrongCodes: 0 };
      default:
        return w;
    }
  },
  refused: (w, event) =>
    event.type === WRONG_CODE && w.step === 'code' ? { ...w, wrongCodes: w.wrongCodes + 1 } : w,
  boundary: (w) => `wrong codes ${String(w.wrongCodes)}`,
};

function verify(raw: AnyMachineSnapshot, w: EmailWorld) {
  const snapshot = asSnapshot(raw);
  expect(snapshot.status, `the verification is ${w.step === 'verified' ? 'over' : 'open'}`).toBe(
    w.step === 'verified' ? 'done' : 'active',
  );
  const dialogs = openDialogTitles();
  if (w.step === 'verified') {
    expect(screen.getByRole('status')).toHaveTextContent(VERIFIED);
    expect(screen.queryByText(/Verification Email$/)).toBeNull();
    expect(dialogs).toEqual([]);
    return;
  }
  expect(screen.queryByText(VERIFIED)).toBeNull();
  const button = screen.getByText(w.sent ? RESEND : SEND, { selector: 'button' });
  expect(screen.queryByText(w.sent ? SEND : RESEND)).toBeNull();
  expect(button, 'available only for a valid email, and not while one is sent').toHaveProperty(
    'disabled',
    w.step !== 'unverified' || !VALID.has(w.email.trim()),
  );
  expect(button).toHaveAttribute('aria-busy', String(w.step === 'registering'));
  // No message in the code dialog: a wrong code only raises the counter.
  expect(alertTexts()).toEqual(
    [
      w.message,
      w.notice ? 'Temporarily Disabled / You may try again after 5 minutes.' : null,
    ].filter((text): text is string => text !== null),
  );
  if (w.step !== 'code') {
    expect(dialogs).toEqual([]);
    return;
  }
  expect(dialogs).toEqual([DIALOG]);
  // The email is shown when the challenge is not a mobile one (One-time code modal).
  expect(screen.getByText(/Enter the 6-digit code we sent to/)).toHaveTextContent(
    'Enter the 6-digit code we sent to your email address j**n@example.ph.',
  );
  const boxes = codeBoxes();
  expect(boxes).toHaveLength(6);
  expect(boxes.map((box) => box.value).join('')).toBe('');
  const attempts = screen.queryByText(/^Attempts:/);
  if (w.wrongCodes > 0)
    expect(attempts).toHaveTextContent(
      `Attempts: ${String(w.wrongCodes)} of ${String(FAILED_CHECKS_ENDING_THE_CODE)}`,
    );
  else expect(attempts).toBeNull();
}

const inputs: EmailVerificationInput[] = [
  { email: null, verified: false },
  { email: 'maria.santos@example.ph', verified: true },
];

defineModelSuite({
  name: 'emailVerification',
  machine: emailVerificationMachine,
  inputs,
  events,
  serializeState,
  world,
  start: async (raw, inspect) => {
    const input = raw as EmailVerificationInput;
    const user = userEvent.setup({ delay: null });
    const calls = new FakeNetwork(EMAIL_VERIFICATION_ROUTES);
    const notifyVerified = vi.fn();
    const machine = emailVerificationFlow(notifyVerified);
    const actor = createActor(machine, { input, inspect });
    actor.start();
    const view = await renderWithRouter(<Harness actor={actor} initial={input.email ?? ''} />);
    const answerCode = async (code: string, answer: () => Promise<void>) => {
      await typeCode(user, code);
      await answer();
      // The check is over once the boxes take digits again (or the dialog has gone).
      await waitFor(() => {
        const group = screen.queryByRole('group', { name: 'Verification code' });
        expect(group === null || !group.matches(':disabled')).toBe(true);
      });
    };
    return {
      actor,
      view,
      perform: async (event) => {
        switch (event.type) {
          case 'verification.start': {
            await retype(user, screen.getByLabelText('Email'), String(event.email));
            const button = screen.getByRole('button', { name: /Verification Email/ });
            expect(button).toBeEnabled();
            return user.click(button);
          }
          case 'verification.cancel':
            return user.click(screen.getByRole('button', { name: 'Close' }));
          case WRONG_CODE:
            return answerCode('000000', () =>
              calls.reject('verifyCode', event.error as ApiFailure),
            );
          case 'xstate.done.actor.oneTimeCode': {
            const verified = (event.output as { result: string }).result === 'verified';
            return answerCode(verified ? '123456' : '000000', () =>
              verified
                ? calls.resolve('verifyCode', {})
                : calls.reject('verifyCode', failure('OTP_TOO_MANY_ATTEMPTS', TOO_MANY_CODES)),
            );
          }
          default:
            if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
        }
      },
      verify: (snapshot, w) => {
        verify(snapshot, w);
        // Verified here: the page reloads the member, once (the contact section locks the email).
        expect(notifyVerified).toHaveBeenCalledTimes(w.step === 'verified' && w.sent ? 1 : 0);
      },
      finish: () => {
        for (const body of calls.inputs.get('registerEmail') ?? [])
          expect(body).toEqual({ email: EMAIL });
      },
    };
  },
});
