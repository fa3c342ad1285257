import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import {
  changePasscodeMachine,
  type ChangePasscodeInput,
  isMismatch,
  type PasscodeField,
} from '#machines/change-passcode/change-passcode.machine';
import { oneTimeCodeMachine } from '#machines/one-time-code/one-time-code.machine';
import { codeSent, failure } from '#machines/shared/test-support';
import { ChangePasscodeView } from '../../src/features/auth/change-passcode-view';
import { Calls } from './support/calls';
import { defineModelSuite, type ModelEvent } from './support/model';
import { retype, typeCode } from './support/views';

type Snapshot = SnapshotFrom<typeof changePasscodeMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

const input: ChangePasscodeInput = {
  birthday: '1998-11-02',
  mobile: '9170000002',
  countryCode: 'PH',
};
const LOGOUT_EVENT = 'xstate.after.logoutDelay.changePasscode.succeeded';
const LABELS: Record<PasscodeField, string> = {
  oldPasscode: 'Current passcode',
  newPasscode: 'New passcode',
  confirmPasscode: 'Confirm new passcode',
};

const change = (field: PasscodeField, value: string): ModelEvent => ({
  type: 'passcode.change',
  field,
  value,
});

const events = (): ModelEvent[] => [
  { type: 'form.open' },
  { type: 'form.cancel' },
  change('oldPasscode', '482916'),
  change('newPasscode', '730519'),
  change('newPasscode', '111111'),
  change('newPasscode', '482916'),
  change('confirmPasscode', '730519'),
  change('confirmPasscode', '730510'),
  { type: 'passcode.toggle' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.requestChallenge', output: codeSent('0917 *** 0002') },
  {
    type: 'xstate.error.actor.requestChallenge',
    error: failure('CURRENT_PASSCODE_INCORRECT', 'Your current passcode is incorrect.', {
      attemptsRemaining: 2,
    }),
  },
  { type: 'xstate.error.actor.requestChallenge', error: failure('ACCOUNT_LOCKED', 'Locked.') },
  { type: 'xstate.error.actor.requestChallenge', error: failure('PLEASE_RESEND_LATER') },
  { type: 'xstate.error.actor.requestChallenge', error: failure('SMS_SEND_FAILED', 'No SMS.') },
  { type: 'xstate.done.actor.oneTimeCode', output: { result: 'verified' } },
  { type: 'xstate.done.actor.oneTimeCode', output: { result: 'exhausted' } },
  { type: 'xstate.done.actor.changePasscode', output: { success: true } },
  { type: 'xstate.error.actor.changePasscode', error: failure('WEAK_PASSCODE', 'Too easy.') },
  { type: 'xstate.error.actor.changePasscode', error: failure('OTP_INVALID', 'Start again.') },
  { type: 'xstate.error.actor.changePasscode', error: failure('ACCOUNT_LOCKED', 'Locked.') },
  { type: LOGOUT_EVENT },
  { type: 'dialog.close' },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({
    value,
    old: context.oldPasscode,
    next: context.newPasscode,
    confirm: context.confirmPasscode,
    visible: context.visible,
    error: context.error,
    notice: context.notice !== null,
  });
};

function verify(raw: AnyMachineSnapshot) {
  const snapshot = asSnapshot(raw);
  const { context } = snapshot;
  if (snapshot.matches('idle')) {
    expect(screen.getByRole('button', { name: 'Edit Passcode' })).toBeEnabled();
    return;
  }
  if (snapshot.matches('enteringPasscodes') || snapshot.matches('requestingCode')) {
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    for (const field of ['oldPasscode', 'newPasscode', 'confirmPasscode'] as const) {
      const box = screen.getByLabelText(LABELS[field]);
      expect(box).toHaveValue(context[field]);
      expect(box).toHaveAttribute('type', context.visible ? 'text' : 'password');
    }
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty(
      'disabled',
      !snapshot.can({ type: 'form.submit' }),
    );
    expect(screen.queryByText('New Passcode Mismatch') !== null).toBe(isMismatch(context));
    if (context.error) expect(screen.getByText(context.error)).toBeInTheDocument();
    expect(screen.queryByText('Temporarily Disabled') !== null).toBe(context.notice !== null);
  } else if (snapshot.matches('verifyingCode')) {
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('0917 *** 0002')).toBeInTheDocument();
  } else if (snapshot.matches('confirming') || snapshot.matches('saving')) {
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText('New passcode')).toHaveValue(context.newPasscode);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty(
      'disabled',
      !snapshot.can({ type: 'form.submit' }),
    );
    if (context.error) expect(screen.getByText(context.error)).toBeInTheDocument();
  } else if (snapshot.matches('succeeded')) {
    expect(screen.getByRole('dialog', { name: 'Passcode changed' })).toBeInTheDocument();
  } else if (snapshot.matches('signedOut')) {
    expect(screen.getByRole('dialog', { name: 'Error' })).toHaveTextContent('Locked.');
  }
}

async function clickButton(user: UserEvent, name: string) {
  await user.click(screen.getByRole('button', { name }));
}

defineModelSuite({
  name: 'changePasscode',
  machine: changePasscodeMachine,
  inputs: [input],
  unreachable: {
    'changePasscode.confirming|passcode.change|0 false':
      "step 3 shows only the new passcode and its confirmation; 'lets step 3 change only the new passcode and its confirmation' in change-passcode.machine.test.ts covers it",
  },
  events,
  serializeState,
  start: async (_input, inspect) => {
    const user = userEvent.setup();
    const calls = new Calls();
    const clock = new SimulatedClock();
    const endSession = vi.fn();
    const machine = changePasscodeMachine.provide({
      actors: {
        requestChallenge: calls.actor('requestChallenge'),
        changePasscode: calls.actor('changePasscode'),
        oneTimeCode: oneTimeCodeMachine.provide({
          actors: { verifyCode: calls.actor('verifyCode'), resendCode: calls.actor('resendCode') },
        }),
      },
      actions: { endSession },
    });
    const actor = createActor(machine, { input, clock, inspect });
    actor.start();
    const view = render(<ChangePasscodeView actor={actor} />);
    await Promise.resolve();
    return {
      actor,
      view,
      perform: async (event) => {
        const state = actor.getSnapshot();
        switch (event.type) {
          case 'form.open':
            return clickButton(user, 'Edit Passcode');
          case 'form.cancel':
            return clickButton(user, 'Cancel');
          case 'passcode.change':
            return retype(
              user,
              screen.getByLabelText(LABELS[event.field as PasscodeField]),
              String(event.value),
            );
          case 'passcode.toggle':
            return user.click(screen.getByLabelText('Show passcode'));
          case 'form.submit':
            return clickButton(user, state.matches('confirming') ? 'Save' : 'Continue');
          case 'dialog.close':
            return clickButton(user, 'Close');
          case LOGOUT_EVENT:
            // About 5 seconds after the success dialog (DECISIONS.md): not at 4.9 s, at 5 s.
            clock.increment(4_900);
            expect(screen.getByRole('dialog', { name: 'Passcode changed' })).toBeInTheDocument();
            expect(endSession).not.toHaveBeenCalled();
            clock.increment(100);
            return;
          case 'xstate.done.actor.oneTimeCode': {
            await typeCode(user, '123456');
            const verified = (event.output as { result: string }).result === 'verified';
            if (verified) return calls.resolve('verifyCode', { memberToken: 'change-token-0001' });
            return calls.reject('verifyCode', failure('OTP_TOO_MANY_ATTEMPTS'));
          }
          default:
            if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
        }
      },
      verify,
      finish: (raw) => {
        const snapshot = asSnapshot(raw);
        expect(endSession).toHaveBeenCalledTimes(snapshot.status === 'done' ? 1 : 0);
        for (const call of calls.inputs.get('changePasscode') ?? []) {
          expect(call).toEqual({
            oldPasscode: '482916',
            newPasscode: '730519',
            confirmPasscode: '730519',
            refCode: 'ref-code-0000000001',
            member_token: 'change-token-0001',
          });
        }
      },
    };
  },
});
