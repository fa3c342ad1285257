import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import {
  emailVerificationMachine,
  type EmailVerificationInput,
} from '#machines/email-verification/email-verification.machine';
import { oneTimeCodeMachine } from '#machines/one-time-code/one-time-code.machine';
import { failure } from '#machines/shared/test-support';
import {
  type EmailVerificationActor,
  EmailVerificationView,
} from '../../src/features/auth/email-verification-view';
import { renderWithRouter } from '../support/render';
import { Calls } from './support/calls';
import { defineModelSuite, type ModelEvent } from './support/model';
import { retype, typeCode } from './support/views';

type Snapshot = SnapshotFrom<typeof emailVerificationMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

const emailSent = {
  next: 'code',
  refCode: 'ref-code-0000000009',
  type: 2,
  maskedTarget: 'j**n@example.ph',
  expiresInSeconds: 300,
};

const events = (): ModelEvent[] => [
  { type: 'verification.start', email: 'juan@example.ph' },
  { type: 'verification.start', email: 'juan@' },
  { type: 'verification.cancel' },
  { type: 'xstate.done.actor.registerEmail', output: emailSent },
  { type: 'xstate.error.actor.registerEmail', error: failure('PLEASE_RESEND_LATER') },
  {
    type: 'xstate.error.actor.registerEmail',
    error: failure('EMAIL_TAKEN', 'This email is already used by another member.'),
  },
  { type: 'xstate.done.actor.oneTimeCode', output: { result: 'verified' } },
  { type: 'xstate.done.actor.oneTimeCode', output: { result: 'exhausted' } },
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

/** The contact section's email field, and the verification control beside it. */
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

function verify(raw: AnyMachineSnapshot) {
  const snapshot = asSnapshot(raw);
  const { context } = snapshot;
  if (snapshot.matches('verified')) {
    expect(screen.getByRole('status')).toHaveTextContent('Email verified');
    expect(screen.queryByRole('button', { name: /Verification Email/ })).toBeNull();
    return;
  }
  const label = context.sentOnce ? 'Resend Verification Email' : 'Send Verification Email';
  expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
  const dialog = screen.queryByRole('dialog', { name: 'Verify your email' });
  expect(dialog !== null).toBe(snapshot.matches('awaitingCode'));
  if (dialog) expect(dialog).toHaveTextContent('j**n@example.ph');
  if (context.error) expect(screen.getByText(context.error)).toBeInTheDocument();
  expect(screen.queryByText('Temporarily Disabled') !== null).toBe(context.notice !== null);
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
  start: async (raw, inspect) => {
    const input = raw as EmailVerificationInput;
    const user = userEvent.setup();
    const calls = new Calls();
    const notifyVerified = vi.fn();
    const machine = emailVerificationMachine.provide({
      actors: {
        registerEmail: calls.actor('registerEmail'),
        oneTimeCode: oneTimeCodeMachine.provide({
          actors: { verifyCode: calls.actor('verifyCode'), resendCode: calls.actor('resendCode') },
        }),
      },
      actions: { notifyVerified },
    });
    const actor = createActor(machine, { input, inspect });
    actor.start();
    const view = await renderWithRouter(<Harness actor={actor} initial={input.email ?? ''} />);
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
          case 'xstate.done.actor.oneTimeCode': {
            await typeCode(user, '123456');
            const verified = (event.output as { result: string }).result === 'verified';
            if (verified) return calls.resolve('verifyCode', {});
            return calls.reject('verifyCode', failure('OTP_TOO_MANY_ATTEMPTS'));
          }
          default:
            if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
        }
      },
      verify,
      finish: (rawSnapshot) => {
        const snapshot = asSnapshot(rawSnapshot);
        const verifiedHere = snapshot.matches('verified') && !input.verified;
        expect(notifyVerified).toHaveBeenCalledTimes(verifiedHere ? 1 : 0);
        for (const call of calls.inputs.get('registerEmail') ?? [])
          expect(call).toEqual({ email: 'juan@example.ph' });
      },
    };
  },
});
