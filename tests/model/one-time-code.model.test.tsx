import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { type AnyMachineSnapshot, createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import {
  oneTimeCodeMachine,
  type OneTimeCodeInput,
} from '#machines/one-time-code/one-time-code.machine';
import { failure } from '#machines/shared/test-support';
import { OneTimeCodeView } from '../../src/features/auth/one-time-code-view';
import { Calls } from './support/calls';
import { defineModelSuite, type ModelEvent } from './support/model';
import { codeBoxes, typeCode } from './support/views';

type Snapshot = SnapshotFrom<typeof oneTimeCodeMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

const baseInput: OneTimeCodeInput = {
  refCode: 'ref-code-0000000001',
  type: 1,
  maskedTarget: '0917 *** 0001',
  expiresInSeconds: 300,
  countryCode: 'PH',
  mobile: '09170000001',
};

export const LIFETIME_EVENT = 'xstate.after.otpLifetime.oneTimeCode.active.timer.running';

/** The member's events with sample values, and the environment's answers. */
const events = (): ModelEvent[] => [
  { type: 'code.change', value: '12345' },
  { type: 'code.change', value: '123456' },
  { type: 'code.submit' },
  { type: 'code.resend' },
  { type: 'xstate.done.actor.verifyCode', output: { memberToken: 'member-token-0000000001' } },
  { type: 'xstate.error.actor.verifyCode', error: failure('OTP_INVALID') },
  { type: 'xstate.error.actor.verifyCode', error: failure('OTP_TOO_MANY_ATTEMPTS') },
  {
    type: 'xstate.error.actor.verifyCode',
    error: failure('OTP_EXPIRED', 'This code has expired.'),
  },
  { type: 'xstate.error.actor.verifyCode', error: failure('NETWORK_ERROR', 'Oops!') },
  {
    type: 'xstate.done.actor.resendCode',
    output: {
      refCode: 'ref-code-0000000002',
      expiresInSeconds: 300,
      maskedTarget: '0917 *** 0001',
    },
  },
  { type: 'xstate.done.actor.resendCode', output: {} },
  { type: 'xstate.error.actor.resendCode', error: failure('PLEASE_RESEND_LATER') },
  { type: 'xstate.error.actor.resendCode', error: failure('SMS_SEND_FAILED', 'Could not send.') },
  { type: LIFETIME_EVENT },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const snapshot = asSnapshot(raw);
  const { code, failedChecks, error, notice } = snapshot.context;
  return JSON.stringify({
    value: snapshot.value,
    code: code.length === 6 ? 'full' : code.length > 0 ? 'part' : 'none',
    failedChecks,
    error: error !== null,
    notice: notice !== null,
  });
};

function verify(raw: AnyMachineSnapshot) {
  const snapshot = asSnapshot(raw);
  const { context } = snapshot;
  if (snapshot.status === 'done') return;
  expect(screen.getByText(context.maskedTarget)).toBeInTheDocument();
  const boxes = codeBoxes();
  expect(boxes).toHaveLength(6);
  expect(boxes.map((box) => box.value).join('')).toBe(context.code);
  expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
  boxes.forEach((box, index) => {
    expect(box).toHaveAttribute('inputmode', 'numeric');
    expect(box).toHaveAccessibleName(`Digit ${String(index + 1)} of 6`);
  });

  const running = snapshot.matches({ active: { timer: 'running' } });
  expect(screen.queryByText(/Code expires in/) !== null).toBe(running);
  const resend = screen.queryByRole('button', { name: 'Resend Code' });
  expect(resend !== null).toBe(!running);
  if (resend) {
    expect(resend).toHaveProperty('disabled', snapshot.matches({ active: { timer: 'resending' } }));
  }
  const verifying = snapshot.matches({ active: { entry: 'verifying' } });
  expect(screen.getByRole('group', { name: 'Verification code' })).toHaveProperty(
    'disabled',
    verifying,
  );
  expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty(
    'disabled',
    !(context.code.length === 6 && !verifying),
  );
  if (context.failedChecks > 0) {
    expect(screen.getByText(`Attempts: ${String(context.failedChecks)} of 5`)).toBeInTheDocument();
  } else {
    expect(screen.queryByText(/^Attempts:/)).toBeNull();
  }
  if (context.error) expect(screen.getByText(context.error)).toBeInTheDocument();
  expect(screen.queryByText('Temporarily Disabled') !== null).toBe(context.notice !== null);
  if (context.notice) {
    expect(screen.getByText('You may try again after 5 minutes.')).toBeInTheDocument();
  }
}

defineModelSuite({
  name: 'oneTimeCode',
  machine: oneTimeCodeMachine,
  inputs: [baseInput, { ...baseInput, autoSubmit: true }],
  events,
  serializeState,
  start: (input, inspect) => {
    const user = userEvent.setup();
    const calls = new Calls();
    const clock = new SimulatedClock();
    const machine = oneTimeCodeMachine.provide({
      actors: { verifyCode: calls.actor('verifyCode'), resendCode: calls.actor('resendCode') },
    });
    const actor = createActor(machine, {
      input: input as OneTimeCodeInput,
      clock,
      inspect,
    });
    actor.start();
    const view = render(<OneTimeCodeView actor={actor} />);
    return {
      actor,
      view,
      perform: async (event) => {
        if (event.type === 'code.change') await typeCode(user, String(event.value));
        else if (event.type === 'code.submit')
          await user.click(screen.getByRole('button', { name: 'Continue' }));
        else if (event.type === 'code.resend')
          await user.click(screen.getByRole('button', { name: 'Resend Code' }));
        else if (event.type === LIFETIME_EVENT) clock.increment(baseInput.expiresInSeconds * 1000);
        else if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
      },
      verify,
      finish: (raw) => {
        const snapshot = asSnapshot(raw);
        if (snapshot.status !== 'done') return;
        expect(snapshot.output).toEqual(
          snapshot.matches('verified')
            ? {
                result: 'verified',
                refCode: snapshot.context.refCode,
                memberToken: 'member-token-0000000001',
              }
            : { result: 'exhausted' },
        );
      },
    };
  },
});
