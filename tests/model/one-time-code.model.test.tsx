import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type AnyMachineSnapshot,
  createActor,
  type EventObject,
  SimulatedClock,
  type SnapshotFrom,
} from 'xstate';
import {
  oneTimeCodeMachine,
  type OneTimeCodeInput,
} from '#machines/one-time-code/one-time-code.machine';
import { failure } from '#machines/shared/test-support';
import { OneTimeCodeView } from '../../src/features/auth/one-time-code-view';
import { Calls } from './support/calls';
import {
  CoverageRecorder,
  expectFullCoverage,
  expectState,
  type ModelPath,
  planPaths,
} from './support/model';

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

const LIFETIME_EVENT = 'xstate.after.otpLifetime.oneTimeCode.active.timer.running';

/** The member's events with sample values, and the environment's answers. */
const events = (): EventObject[] => [
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

const recorder = new CoverageRecorder(oneTimeCodeMachine);

function verify(snapshot: Snapshot) {
  const { context } = snapshot;
  if (snapshot.status === 'done') return;
  expect(screen.getByText(context.maskedTarget)).toBeInTheDocument();
  const group = screen.getByRole('group', { name: 'Verification code' });
  const boxes = within(group).getAllByRole('textbox');
  expect(boxes).toHaveLength(6);
  expect(boxes.map((box) => (box as HTMLInputElement).value).join('')).toBe(context.code);
  expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
  expect(boxes[0]).toHaveAttribute('inputmode', 'numeric');

  const running = snapshot.matches({ active: { timer: 'running' } });
  expect(screen.queryByText(/Code expires in/) !== null).toBe(running);
  const resend = screen.queryByRole('button', { name: 'Resend Code' });
  expect(resend !== null).toBe(!running);
  if (resend)
    expect(resend).toHaveProperty('disabled', snapshot.matches({ active: { timer: 'resending' } }));

  const verifying = snapshot.matches({ active: { entry: 'verifying' } });
  expect(group).toHaveProperty('disabled', verifying);
  expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty(
    'disabled',
    !(context.code.length === 6 && !verifying),
  );

  if (context.failedChecks > 0) {
    expect(screen.getByText(`Attempts: ${String(context.failedChecks)} of 5`)).toBeInTheDocument();
  } else {
    expect(screen.queryByText(/^Attempts:/)).toBeNull();
  }
  if (context.error) expect(screen.getByRole('alert')).toHaveTextContent(context.error);
  if (context.notice) {
    expect(screen.getByText('Temporarily Disabled')).toBeInTheDocument();
    expect(screen.getByText('You may try again after 5 minutes.')).toBeInTheDocument();
  }
}

async function runPath(path: ModelPath, input: OneTimeCodeInput) {
  const user = userEvent.setup();
  const calls = new Calls();
  const clock = new SimulatedClock();
  const machine = oneTimeCodeMachine.provide({
    actors: { verifyCode: calls.actor('verifyCode'), resendCode: calls.actor('resendCode') },
  });
  const holder: { sessionId?: string } = {};
  const actor = createActor(machine, {
    input,
    clock,
    inspect: recorder.inspector(() => holder.sessionId),
  });
  holder.sessionId = actor.sessionId;
  actor.start();
  recorder.noteSnapshot(actor.getSnapshot());
  const view = render(<OneTimeCodeView actor={actor} />);

  for (const [index, step] of path.steps.entries()) {
    const { event } = step;
    if (index > 0) {
      if (event.type === 'code.change') {
        const boxes = within(screen.getByRole('group', { name: 'Verification code' })).getAllByRole(
          'textbox',
        );
        for (const box of [...boxes].reverse())
          if ((box as HTMLInputElement).value) await user.clear(box);
        const first = boxes[0];
        if (!first) throw new Error('no code boxes');
        await user.type(first, (event as { value: string }).value);
      } else if (event.type === 'code.submit') {
        await user.click(screen.getByRole('button', { name: 'Continue' }));
      } else if (event.type === 'code.resend') {
        await user.click(screen.getByRole('button', { name: 'Resend Code' }));
      } else if (event.type === LIFETIME_EVENT) {
        clock.increment(input.expiresInSeconds * 1000);
      } else if (!(await calls.answer(event))) {
        throw new Error(`no way to perform ${event.type}`);
      }
    }
    await expectState(() => actor.getSnapshot(), step.state, serializeState);
    verify(actor.getSnapshot());
  }
  const final = actor.getSnapshot();
  if (final.status === 'done') {
    expect(final.output).toEqual(
      final.matches('verified')
        ? {
            result: 'verified',
            refCode: final.context.refCode,
            memberToken: 'member-token-0000000001',
          }
        : { result: 'exhausted' },
    );
  }
  view.unmount();
  actor.stop();
}

for (const autoSubmit of [false, true]) {
  const input = { ...baseInput, autoSubmit };
  const paths = planPaths({
    machine: oneTimeCodeMachine,
    input,
    events,
    serializeState,
  });
  describe(`oneTimeCode paths against the view (autoSubmit ${String(autoSubmit)})`, () => {
    it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
      await runPath(path, input);
    });
  });
}

afterAll(() => {
  expectFullCoverage('oneTimeCode', recorder);
});
