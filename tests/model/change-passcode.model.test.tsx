import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import {
  changePasscodeMachine,
  type ChangePasscodeInput,
  type PasscodeField,
} from '#machines/change-passcode/change-passcode.machine';
import { codeSent, failure } from '#machines/shared/test-support';
import { changePasscodeFlow } from '#src/features/auth/auth.actors';
import { ChangePasscodeView } from '#src/features/auth/change-passcode-view';
import { defineModelSuite, type ModelEvent, type World } from './support/model';
import { CHANGE_PASSCODE_ROUTES, FakeNetwork } from './support/network';
import { alertTexts, codeBoxes, openDialogTitles, retype, typeCode } from './support/views';

type Snapshot = SnapshotFrom<typeof changePasscodeMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

/**
 * Change passcode (docs/specification.md#change-passcode, #passcodes, #errors and #constants;
 * SEC-30; machines/change-passcode/change-passcode.md).
 */
const MISMATCH = 'New Passcode Mismatch';
const UNCHANGED = 'Your new passcode must be different from your current passcode.';
const CURRENT_INCORRECT = 'Your current passcode is incorrect.';
const THREE_FAILURES =
  'You have entered an incorrect passcode for 3 times. For your security, your account is temporarily locked. Please try again in 1 hour.';
const LOCKED = 'For your security, your account is temporarily locked. Please try again in 1 hour.';
const SMS_FAILED = "We couldn't send the SMS. Please try again.";
const TOO_MANY_CODES = 'Too many incorrect codes. Please start again.';
const CODE_INVALID = 'This code is invalid or has already been used.';
const TOO_EASY =
  'This passcode is too easy to guess. Avoid repeated or sequential digits, your birthday, or digits from your mobile number.';
/** The strength indicator says why before the member submits (docs/specification.md#passcodes). */
const REPEATED_HINT = 'Avoid repeating one digit (like 111111).';
const CHANGED_TITLE = 'Passcode changed';
const CHANGED_TEXT =
  'Your passcode has been changed. For your security you will be logged out in a few seconds. Please sign in with your new passcode.';
/** "Redirect after passcode change: about 5 seconds" (section 9). */
const LOGOUT_AFTER_MS = 5_000;
/** The login tries (section 9), counted on the account for the current passcode too (SEC-30). */
const TRIES = 3;

const OLD = '482916';
const NEW = '730519';
const OTHER = '730510';
/** One digit repeated: a passcode the server refuses (docs/specification.md#passcodes). */
const WEAK = '111111';

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
  change('oldPasscode', OLD),
  change('newPasscode', NEW),
  change('confirmPasscode', NEW),
  // First the mismatch alone (the rest ready), then a new passcode refused or the current one.
  change('confirmPasscode', OTHER),
  change('newPasscode', WEAK),
  change('newPasscode', OLD),
  // A new passcode cut short under a complete confirmation: no mismatch until both are typed.
  change('newPasscode', NEW.slice(0, 4)),
  { type: 'passcode.toggle' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.requestChallenge', output: codeSent('0917 *** 0002') },
  {
    type: 'xstate.error.actor.requestChallenge',
    error: failure('PLEASE_RESEND_LATER', 'You may try again after 5 minutes.', {
      title: 'Temporarily Disabled',
    }),
  },
  { type: 'xstate.error.actor.requestChallenge', error: failure('SMS_SEND_FAILED', SMS_FAILED) },
  { type: 'xstate.done.actor.oneTimeCode', output: { result: 'verified' } },
  { type: 'xstate.done.actor.oneTimeCode', output: { result: 'exhausted' } },
  { type: 'xstate.done.actor.changePasscode', output: { success: true } },
  { type: 'xstate.error.actor.changePasscode', error: failure('WEAK_PASSCODE', TOO_EASY) },
  { type: 'xstate.error.actor.changePasscode', error: failure('OTP_INVALID', CODE_INVALID) },
  // Locked meanwhile (another device's wrong passcodes): the save is refused and the session ends.
  { type: 'xstate.error.actor.changePasscode', error: failure('ACCOUNT_LOCKED', LOCKED) },
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

type Step =
  | 'closed'
  | 'passcodes'
  | 'requesting'
  | 'code'
  | 'confirm'
  | 'saving'
  | 'changed'
  | 'locked'
  | 'loggedOut';

interface ChangeWorld {
  step: Step;
  old: string;
  next: string;
  confirm: string;
  visible: boolean;
  /** Wrong current passcodes the server has counted since the last right one (SEC-30). */
  wrong: number;
  message: string | null;
  notice: boolean;
}

const BLANK = { old: '', next: '', confirm: '', visible: false, message: null, notice: false };

const mismatch = (w: ChangeWorld) =>
  w.next.length === 6 && w.confirm.length === 6 && w.next !== w.confirm;
const sameAsCurrent = (w: ChangeWorld) => w.next.length === 6 && w.next === w.old;
/** Continue and Save: 6 digits each, new = confirm, new ≠ current, and not a refused passcode. */
const ready = (w: ChangeWorld) =>
  w.old.length === 6 &&
  w.next.length === 6 &&
  w.next === w.confirm &&
  w.next !== w.old &&
  w.next !== WEAK;

const verdict = (w: ChangeWorld) =>
  mismatch(w)
    ? 'mismatch'
    : sameAsCurrent(w)
      ? 'same as current'
      : w.next === WEAK
        ? 'refused'
        : ready(w)
          ? 'ready'
          : 'incomplete';

const REFUSED = ['WEAK_PASSCODE', 'PASSCODE_MISMATCH', 'PASSCODE_UNCHANGED'];
const keyOf = (event: ModelEvent) => (event.error as { errorKey: string }).errorKey;
const messageOf = (event: ModelEvent) => (event.error as { message: string }).message;

const world: World<ChangeWorld> = {
  initial: () => ({ step: 'closed', ...BLANK, wrong: 0 }),
  // The current passcode counts with the login's lockout: the third wrong one locks (SEC-30).
  events: (_, w) => [
    {
      type: 'xstate.error.actor.requestChallenge',
      error:
        w.wrong < TRIES - 1
          ? failure('CURRENT_PASSCODE_INCORRECT', CURRENT_INCORRECT, {
              attemptsRemaining: TRIES - 1 - w.wrong,
            })
          : failure('ACCOUNT_LOCKED', w.wrong < TRIES ? THREE_FAILURES : LOCKED),
    },
  ],
  next: (w, event) => {
    switch (event.type) {
      case 'form.open':
        return { ...w, step: 'passcodes', ...BLANK };
      case 'form.cancel':
        return { ...w, step: 'closed', ...BLANK };
      case 'passcode.change': {
        const value = String(event.value);
        const field = event.field as PasscodeField;
        if (w.step === 'confirm' && field === 'oldPasscode') return w;
        const key = field === 'oldPasscode' ? 'old' : field === 'newPasscode' ? 'next' : 'confirm';
        return { ...w, [key]: value, message: null };
      }
      case 'passcode.toggle':
        return { ...w, visible: !w.visible };
      case 'form.submit':
        if (!ready(w)) return w;
        return { ...w, step: w.step === 'confirm' ? 'saving' : 'requesting' };
      // The current passcode was right: the count starts again (docs/specification.md#passcodes).
      case 'xstate.done.actor.requestChallenge':
        return { ...w, step: 'code', wrong: 0, message: null, notice: false };
      case 'xstate.error.actor.requestChallenge': {
        const key = keyOf(event);
        if (key === 'CURRENT_PASSCODE_INCORRECT')
          return {
            ...w,
            step: 'passcodes',
            old: '',
            wrong: w.wrong + 1,
            message: CURRENT_INCORRECT,
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
        // The SMS window is claimed before the current passcode is checked: no try is taken.
        if (key === 'PLEASE_RESEND_LATER')
          return { ...w, step: 'passcodes', message: null, notice: true };
        return { ...w, step: 'passcodes', wrong: 0, message: messageOf(event), notice: false };
      }
      case 'xstate.done.actor.oneTimeCode':
        // The fifth wrong code returns the flow to step 1 (sections 4 and 9).
        return (event.output as { result: string }).result === 'verified'
          ? { ...w, step: 'confirm', message: null }
          : { ...w, step: 'passcodes', message: TOO_MANY_CODES };
      case 'xstate.done.actor.changePasscode':
        return { ...w, step: 'changed', old: '', next: '', confirm: '' };
      case 'xstate.error.actor.changePasscode': {
        const key = keyOf(event);
        if (key === 'ACCOUNT_LOCKED') return { ...w, step: 'locked', message: messageOf(event) };
        if (REFUSED.includes(key)) return { ...w, step: 'confirm', message: messageOf(event) };
        return {
          ...w,
          step: 'passcodes',
          old: '',
          next: '',
          confirm: '',
          message: messageOf(event),
        };
      }
      case LOGOUT_EVENT:
      case 'dialog.close':
        return { ...w, step: 'loggedOut' };
      default:
        return w;
    }
  },
  boundary: (w) =>
    `wrong current passcodes ${String(w.wrong)}${w.wrong === 0 ? `, ${verdict(w)}` : ''}`,
};

/** A button by its text (the role query, with its style checks, costs most of a step). */
const button = (name: string) => screen.getByText(name, { selector: 'button' });

function expectedAlerts(w: ChangeWorld): string[] {
  const confirmation = mismatch(w) ? MISMATCH : sameAsCurrent(w) ? UNCHANGED : null;
  return [
    confirmation,
    w.message,
    w.notice ? 'Temporarily Disabled / You may try again after 5 minutes.' : null,
  ].filter((text): text is string => text !== null);
}

function verifyFields(w: ChangeWorld, fields: PasscodeField[]) {
  const values: Record<PasscodeField, string> = {
    oldPasscode: w.old,
    newPasscode: w.next,
    confirmPasscode: w.confirm,
  };
  for (const field of fields) {
    const box = screen.getByLabelText(LABELS[field]);
    expect(box, LABELS[field]).toHaveValue(values[field]);
    expect(box).toHaveAttribute('type', w.visible ? 'text' : 'password');
    expect(box).toHaveAttribute('inputmode', 'numeric');
  }
  expect(screen.getByLabelText('Show passcode')).toHaveProperty('checked', w.visible);
  expect(alertTexts(), `the alerts (${MISMATCH} when the new passcodes differ)`).toEqual(
    expectedAlerts(w),
  );
}

function verifyStep(w: ChangeWorld) {
  const count = screen.queryByText(/^Step \d of 3$/);
  const dialogs = openDialogTitles();
  if (w.step === 'closed') {
    expect(button('Edit Passcode')).toBeEnabled();
    expect(count).toBeNull();
    expect(screen.queryByLabelText('Current passcode')).toBeNull();
    expect(dialogs).toEqual([]);
  } else if (w.step === 'passcodes' || w.step === 'requesting') {
    expect(count).toHaveTextContent('Step 1 of 3');
    verifyFields(w, ['oldPasscode', 'newPasscode', 'confirmPasscode']);
    expect(screen.queryByText(REPEATED_HINT, { exact: false }) !== null).toBe(w.next === WEAK);
    const go = button('Continue');
    const requesting = w.step === 'requesting';
    expect(go, 'Continue only when the three passcodes are ready').toHaveProperty(
      'disabled',
      requesting || !ready(w),
    );
    expect(go).toHaveAttribute('aria-busy', String(requesting));
    expect(dialogs).toEqual([]);
  } else if (w.step === 'code') {
    expect(count).toHaveTextContent('Step 2 of 3');
    expect(screen.getByText(/Enter the 6-digit code we sent to/)).toHaveTextContent(
      'Enter the 6-digit code we sent to your mobile number 0917 *** 0002.',
    );
    expect(codeBoxes()).toHaveLength(6);
    expect(screen.queryByLabelText('Current passcode')).toBeNull();
    expect(alertTexts()).toEqual([]);
    expect(dialogs).toEqual([]);
  } else if (w.step === 'confirm' || w.step === 'saving') {
    expect(count).toHaveTextContent('Step 3 of 3');
    expect(screen.queryByLabelText('Current passcode')).toBeNull();
    verifyFields(w, ['newPasscode', 'confirmPasscode']);
    const save = button('Save');
    const saving = w.step === 'saving';
    expect(save, 'Save only when the new passcode is ready').toHaveProperty(
      'disabled',
      saving || !ready(w),
    );
    expect(save).toHaveAttribute('aria-busy', String(saving));
    expect(dialogs).toEqual([]);
  } else if (w.step === 'changed') {
    expect(dialogs).toEqual([CHANGED_TITLE]);
    expect(screen.getByRole('dialog', { name: CHANGED_TITLE })).toHaveTextContent(CHANGED_TEXT);
    expect(count).toBeNull();
  } else if (w.step === 'locked') {
    expect(dialogs).toEqual(['Error']);
    expect(screen.getByRole('dialog', { name: 'Error' })).toHaveTextContent(w.message ?? '');
    expect(count).toBeNull();
  } else {
    expect(dialogs).toEqual([]);
    expect(count).toBeNull();
    expect(screen.queryByText('Edit Passcode')).toBeNull();
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
  world,
  start: async (_input, inspect) => {
    const user = userEvent.setup({ delay: null });
    const calls = new FakeNetwork(CHANGE_PASSCODE_ROUTES);
    const clock = new SimulatedClock();
    const endSession = vi.fn();
    const machine = changePasscodeFlow(endSession);
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
            // About 5 seconds after the success dialog (section 9): not at 4.9 s, at 5 s.
            clock.increment(LOGOUT_AFTER_MS - 100);
            expect(screen.getByRole('dialog', { name: CHANGED_TITLE })).toBeInTheDocument();
            expect(endSession).not.toHaveBeenCalled();
            clock.increment(100);
            return;
          case 'xstate.done.actor.oneTimeCode': {
            // Auto-submit at the sixth digit (account flows, One-time code modal).
            await typeCode(user, '123456');
            const verified = (event.output as { result: string }).result === 'verified';
            if (verified) return calls.resolve('verifyCode', { memberToken: 'change-token-0001' });
            return calls.reject('verifyCode', failure('OTP_TOO_MANY_ATTEMPTS', TOO_MANY_CODES));
          }
          default:
            if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
        }
      },
      verify: async (raw, w) => {
        const snapshot = asSnapshot(raw);
        const loggedOut = w.step === 'loggedOut';
        expect(snapshot.status, `the change is ${loggedOut ? 'over' : 'open'}`).toBe(
          loggedOut ? 'done' : 'active',
        );
        // Logged out here (and so to login) once, only at the end (section 2).
        expect(endSession).toHaveBeenCalledTimes(loggedOut ? 1 : 0);
        if (w.step === 'code') await waitFor(() => codeBoxes());
        verifyStep(w);
      },
      finish: () => {
        for (const body of calls.inputs.get('requestChallenge') ?? [])
          expect(body).toEqual({ oldPasscode: OLD, newPasscode: NEW, confirmPasscode: NEW });
        for (const body of calls.inputs.get('changePasscode') ?? []) {
          expect(body).toEqual({
            oldPasscode: OLD,
            newPasscode: NEW,
            confirmPasscode: NEW,
            refCode: 'ref-code-0000000001',
            member_token: 'change-token-0001',
          });
        }
      },
    };
  },
});
