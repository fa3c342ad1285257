import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import {
  accountDeletionMachine,
  type AccountDeletionInput,
} from '#machines/account-deletion/account-deletion.machine';
import { codeSent, failure } from '#machines/shared/test-support';
import { AccountDeletionView } from '#src/features/auth/account-deletion-view';
import { accountDeletionFlow } from '#src/features/auth/deletion.actors';
import { defineModelSuite, type ModelEvent, type World } from './support/model';
import { ACCOUNT_DELETION_ROUTES, FakeNetwork } from './support/network';
import { alertTexts, codeBoxes, openDialogTitles, retype, typeCode } from './support/views';

type Snapshot = SnapshotFrom<typeof accountDeletionMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

/**
 * Delete my account (docs/specification.md#delete-account; machines/account-deletion/account-deletion.md). Every
 * expectation is written here, never read from the machine.
 */
const WRONG = 'Your current passcode is incorrect.';
const THREE_FAILURES =
  'You have entered an incorrect passcode for 3 times. For your security, your account is temporarily locked. Please try again in 1 hour.';
const LOCKED = 'For your security, your account is temporarily locked. Please try again in 1 hour.';
const SMS_FAILED = "We couldn't send the SMS. Please try again.";
const TOO_MANY_CODES = 'Too many incorrect codes. Please start again.';
const CODE_INVALID = 'This code is invalid or has already been used.';
const SCHEDULED_TITLE = 'Account deletion scheduled';
const DUE = '2026-12-27T14:05:00+08:00';
const SCHEDULED_TEXT =
  'Your account will be deleted on 2026/12/27. You have been signed out on every device.To keep your account, sign in before then and choose Keep my account.';
const GRACE = 'Your account is deleted 30 days after you confirm.';
const TRIES = 3;
const PASSCODE = '482916';

const input: AccountDeletionInput = { mobile: '9170000002', countryCode: 'PH' };

const events = (): ModelEvent[] => [
  { type: 'form.open' },
  { type: 'form.cancel' },
  { type: 'passcode.change', value: PASSCODE },
  { type: 'passcode.change', value: PASSCODE.slice(0, 4) },
  { type: 'passcode.toggle' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.requestCode', output: codeSent('0917 *** 0002') },
  {
    type: 'xstate.error.actor.requestCode',
    error: failure('PLEASE_RESEND_LATER', 'You may try again after 5 minutes.', {
      title: 'Temporarily Disabled',
    }),
  },
  { type: 'xstate.error.actor.requestCode', error: failure('SMS_SEND_FAILED', SMS_FAILED) },
  { type: 'xstate.done.actor.oneTimeCode', output: { result: 'verified' } },
  { type: 'xstate.done.actor.oneTimeCode', output: { result: 'exhausted' } },
  { type: 'xstate.done.actor.scheduleDeletion', output: { deletionDueAt: DUE } },
  { type: 'xstate.error.actor.scheduleDeletion', error: failure('OTP_INVALID', CODE_INVALID) },
  { type: 'xstate.error.actor.scheduleDeletion', error: failure('ACCOUNT_LOCKED', LOCKED) },
  { type: 'dialog.close' },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({
    value,
    passcode: context.passcode,
    visible: context.visible,
    error: context.error,
    notice: context.notice !== null,
  });
};

type Step =
  'closed' | 'passcode' | 'requesting' | 'code' | 'scheduling' | 'scheduled' | 'locked' | 'left';

interface DeletionWorld {
  step: Step;
  passcode: string;
  visible: boolean;
  /** Wrong passcodes the server has counted since the last right one (the login's lockout). */
  wrong: number;
  message: string | null;
  notice: boolean;
}

const BLANK = { passcode: '', visible: false, message: null, notice: false };
const keyOf = (event: ModelEvent) => (event.error as { errorKey: string }).errorKey;
const messageOf = (event: ModelEvent) => (event.error as { message: string }).message;

const world: World<DeletionWorld> = {
  initial: () => ({ step: 'closed', ...BLANK, wrong: 0 }),
  events: (_, w) => [
    {
      type: 'xstate.error.actor.requestCode',
      error:
        w.wrong < TRIES - 1
          ? failure('CURRENT_PASSCODE_INCORRECT', WRONG, { attemptsRemaining: TRIES - 1 - w.wrong })
          : failure('ACCOUNT_LOCKED', w.wrong < TRIES ? THREE_FAILURES : LOCKED),
    },
  ],
  next: (w, event) => {
    switch (event.type) {
      case 'form.open':
        return { ...w, step: 'passcode', ...BLANK };
      case 'form.cancel':
        return { ...w, step: 'closed', ...BLANK };
      case 'passcode.change':
        return { ...w, passcode: String(event.value), message: null };
      case 'passcode.toggle':
        return { ...w, visible: !w.visible };
      case 'form.submit':
        return w.passcode.length === 6 ? { ...w, step: 'requesting' } : w;
      case 'xstate.done.actor.requestCode':
        return { ...w, step: 'code', wrong: 0, message: null, notice: false };
      case 'xstate.error.actor.requestCode': {
        const key = keyOf(event);
        if (key === 'CURRENT_PASSCODE_INCORRECT')
          return {
            ...w,
            step: 'passcode',
            passcode: '',
            wrong: w.wrong + 1,
            message: WRONG,
            notice: false,
          };
        if (key === 'ACCOUNT_LOCKED') {
          const third = messageOf(event) === THREE_FAILURES;
          return {
            ...w,
            step: 'locked',
            wrong: w.wrong + (third ? 1 : 0),
            message: messageOf(event),
          };
        }
        if (key === 'PLEASE_RESEND_LATER')
          return { ...w, step: 'passcode', message: null, notice: true };
        return { ...w, step: 'passcode', message: messageOf(event), notice: false };
      }
      case 'xstate.done.actor.oneTimeCode':
        return (event.output as { result: string }).result === 'verified'
          ? { ...w, step: 'scheduling', message: null }
          : { ...w, step: 'passcode', passcode: '', message: TOO_MANY_CODES };
      case 'xstate.done.actor.scheduleDeletion':
        return { ...w, step: 'scheduled', passcode: '' };
      case 'xstate.error.actor.scheduleDeletion':
        return keyOf(event) === 'ACCOUNT_LOCKED'
          ? { ...w, step: 'locked', passcode: '', message: messageOf(event) }
          : { ...w, step: 'passcode', passcode: '', message: messageOf(event) };
      case 'dialog.close':
        return { ...w, step: 'left' };
      default:
        return w;
    }
  },
  boundary: (w) =>
    `wrong passcodes ${String(w.wrong)}${w.wrong === 0 ? `, ${w.passcode.length === 6 ? 'full' : 'short'}` : ''}`,
};

const button = (name: string) => screen.getByText(name, { selector: 'button' });

function verifyStep(w: DeletionWorld) {
  const count = screen.queryByText(/^Step \d of 2$/);
  const dialogs = openDialogTitles();
  if (w.step === 'closed') {
    expect(button('Delete my account')).toBeEnabled();
    expect(screen.getByText(GRACE, { exact: false })).toBeInTheDocument();
    expect(count).toBeNull();
    expect(screen.queryByLabelText('Passcode')).toBeNull();
    expect(dialogs).toEqual([]);
  } else if (w.step === 'passcode' || w.step === 'requesting') {
    expect(count).toHaveTextContent('Step 1 of 2');
    const box = screen.getByLabelText('Passcode');
    expect(box).toHaveValue(w.passcode);
    // Whose passcode it is, for password managers: the member's number in E.164.
    expect(document.querySelector('input[name="username"]')).toHaveValue('+639170000002');
    expect(box).toHaveAttribute('type', w.visible ? 'text' : 'password');
    expect(box).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('Show passcode')).toHaveProperty('checked', w.visible);
    // The message sits with the passcode field it explains.
    if (w.message) expect(box).toHaveAccessibleDescription(w.message);
    expect(alertTexts()).toEqual(
      [
        w.message,
        w.notice ? 'Temporarily Disabled / You may try again after 5 minutes.' : null,
      ].filter((text): text is string => text !== null),
    );
    const go = button('Continue');
    const requesting = w.step === 'requesting';
    expect(go, 'Continue only with six digits').toHaveProperty(
      'disabled',
      requesting || w.passcode.length !== 6,
    );
    expect(go).toHaveAttribute('aria-busy', String(requesting));
    expect(dialogs).toEqual([]);
  } else if (w.step === 'code') {
    expect(count).toHaveTextContent('Step 2 of 2');
    expect(screen.getByText(/Enter the 6-digit code we sent to/)).toHaveTextContent(
      'Enter the 6-digit code we sent to your mobile number 0917 *** 0002.',
    );
    expect(codeBoxes()).toHaveLength(6);
    expect(button('Cancel')).toBeEnabled();
    expect(dialogs).toEqual([]);
  } else if (w.step === 'scheduling') {
    expect(count).toHaveTextContent('Step 2 of 2');
    expect(screen.getByRole('status')).toHaveTextContent(
      "Setting the date of your account's deletion…",
    );
    expect(screen.queryByText('Cancel', { selector: 'button' })).toBeNull();
    expect(dialogs).toEqual([]);
  } else if (w.step === 'scheduled') {
    expect(dialogs).toEqual([SCHEDULED_TITLE]);
    expect(screen.getByRole('dialog', { name: SCHEDULED_TITLE })).toHaveTextContent(SCHEDULED_TEXT);
  } else if (w.step === 'locked') {
    expect(dialogs).toEqual(['Error']);
    expect(screen.getByRole('dialog', { name: 'Error' })).toHaveTextContent(w.message ?? '');
  } else {
    expect(dialogs).toEqual([]);
    expect(count).toBeNull();
    expect(screen.queryByText('Delete my account')).toBeNull();
  }
}

defineModelSuite({
  name: 'accountDeletion',
  machine: accountDeletionMachine,
  inputs: [input],
  events,
  serializeState,
  world,
  start: async (_input, inspect) => {
    const user = userEvent.setup({ delay: null });
    const calls = new FakeNetwork(ACCOUNT_DELETION_ROUTES);
    const endSession = vi.fn();
    const actor = createActor(accountDeletionFlow(endSession), { input, inspect });
    actor.start();
    const view = render(<AccountDeletionView actor={actor} />);
    await Promise.resolve();
    return {
      actor,
      view,
      perform: async (event) => {
        switch (event.type) {
          case 'form.open':
            return user.click(screen.getByRole('button', { name: 'Delete my account' }));
          case 'form.cancel':
            return user.click(screen.getByRole('button', { name: 'Cancel' }));
          case 'passcode.change':
            return retype(user, screen.getByLabelText('Passcode'), String(event.value));
          case 'passcode.toggle':
            return user.click(screen.getByLabelText('Show passcode'));
          case 'form.submit':
            return user.click(screen.getByRole('button', { name: 'Continue' }));
          case 'dialog.close':
            return user.click(screen.getByRole('button', { name: 'Close' }));
          case 'xstate.done.actor.oneTimeCode': {
            // Submitted at the sixth digit (account flows).
            await typeCode(user, '123456');
            return (event.output as { result: string }).result === 'verified'
              ? calls.resolve('verifyCode', { memberToken: 'deletion-token-0001' })
              : calls.reject('verifyCode', failure('OTP_TOO_MANY_ATTEMPTS', TOO_MANY_CODES));
          }
          default:
            if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
        }
      },
      verify: async (raw, w) => {
        const snapshot = asSnapshot(raw);
        const left = w.step === 'left';
        expect(snapshot.status).toBe(left ? 'done' : 'active');
        // The session is forgotten here once, only when the member leaves.
        expect(endSession).toHaveBeenCalledTimes(left ? 1 : 0);
        if (w.step === 'code') await waitFor(() => codeBoxes());
        verifyStep(w);
      },
      finish: () => {
        for (const body of calls.inputs.get('requestCode') ?? [])
          expect(body).toEqual({ passcode: PASSCODE });
        for (const body of calls.inputs.get('scheduleDeletion') ?? [])
          expect(body).toEqual({
            passcode: PASSCODE,
            refCode: 'ref-code-0000000001',
            member_token: 'deletion-token-0001',
          });
      },
    };
  },
});
