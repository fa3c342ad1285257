import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import { codeSent, failure } from '#machines/shared/test-support';
import {
  type PasscodeField,
  verifiedActionMachine,
  type VerifiedActionInput,
  type VerifiedActionKind,
} from '#machines/verified-action/verified-action.machine';
import { AccountDeletionView } from '#src/features/auth/account-deletion-view';
import { ChangePasscodeView } from '#src/features/auth/change-passcode-view';
import { accountDeletionFlow, changePasscodeFlow } from '#src/features/auth/verified-action.actors';
import { defineModelSuite, type ModelEvent, type World } from './support/model';
import { FakeNetwork, VERIFIED_ACTION_ROUTES } from './support/network';
import { alertTexts, codeBoxes, openDialogTitles, retype, typeCode } from './support/views';

type Snapshot = SnapshotFrom<typeof verifiedActionMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

/**
 * The verified actions, change passcode and Delete my account, against their views
 * (docs/specification.md#change-passcode, #delete-account, #passcodes, #errors and #constants;
 * SEC-30; machines/verified-action/verified-action.md). Every expectation is written here, never
 * read from the machine.
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
const SMS_WINDOW = 'Temporarily Disabled / You may try again after 5 minutes.';
/** The strength indicator says why before the member submits (docs/specification.md#passcodes). */
const REPEATED_HINT = 'Avoid repeating one digit (like 111111).';
const CODE_SENT_TO = 'Enter the 6-digit code we sent to your mobile number 0917 *** 0002.';
const CHANGED_TITLE = 'Passcode changed';
const CHANGED_TEXT =
  'Your passcode has been changed. For your security you will be logged out in a few seconds. Please sign in with your new passcode.';
const SCHEDULED_TITLE = 'Account deletion scheduled';
const DUE = '2026-12-27T14:05:00+08:00';
const SCHEDULED_TEXT =
  'Your account will be deleted on 2026/12/27. You have been signed out on every device.To keep your account, sign in before then and choose Keep my account.';
const GRACE = 'Your account is deleted 30 days after you confirm.';
const SCHEDULING = "Setting the date of your account's deletion…";
/** "Redirect after passcode change: about 5 seconds" (docs/specification.md#constants). */
const LOGOUT_AFTER_MS = 5_000;
/** The login tries, counted on the account for the current passcode too (SEC-30). */
const TRIES = 3;

const OLD = '482916';
const NEW = '730519';
const OTHER = '730510';
/** One digit repeated: a passcode the server refuses (docs/specification.md#passcodes). */
const WEAK = '111111';
const REF_CODE = 'ref-code-0000000001';
const TOKEN = 'member-token-0001';

const number = { mobile: '9170000002', countryCode: 'PH', birthday: '1998-11-02' };
const inputs: VerifiedActionInput[] = [
  { kind: 'changePasscode', ...number },
  { kind: 'deleteAccount', ...number },
];
const LOGOUT_EVENT = 'xstate.after.logoutDelay.verifiedAction.succeeded';
const LABELS: Record<VerifiedActionKind, Record<PasscodeField, string>> = {
  changePasscode: {
    passcode: 'Current passcode',
    newPasscode: 'New passcode',
    confirmPasscode: 'Confirm new passcode',
  },
  deleteAccount: { passcode: 'Passcode', newPasscode: '', confirmPasscode: '' },
};
const STEPS: Record<VerifiedActionKind, number> = { changePasscode: 3, deleteAccount: 3 };
const START: Record<VerifiedActionKind, string> = {
  changePasscode: 'Edit Passcode',
  deleteAccount: 'Delete my account',
};

const change = (field: PasscodeField, value: string): ModelEvent => ({
  type: 'passcode.change',
  field,
  value,
});

const kindEvents: Record<VerifiedActionKind, ModelEvent[]> = {
  changePasscode: [
    change('passcode', OLD),
    change('newPasscode', NEW),
    change('confirmPasscode', NEW),
    // First the mismatch alone (the rest ready), then a new passcode refused or the current one.
    change('confirmPasscode', OTHER),
    change('newPasscode', WEAK),
    change('newPasscode', OLD),
    // A new passcode cut short under a complete confirmation: no mismatch until both are typed.
    change('newPasscode', NEW.slice(0, 4)),
    { type: 'xstate.done.actor.perform', output: {} },
    { type: 'xstate.error.actor.perform', error: failure('WEAK_PASSCODE', TOO_EASY) },
    { type: LOGOUT_EVENT },
  ],
  deleteAccount: [
    change('passcode', OLD),
    change('passcode', OLD.slice(0, 4)),
    { type: 'xstate.done.actor.perform', output: { deletionDueAt: DUE } },
  ],
};

const events = (raw: AnyMachineSnapshot): ModelEvent[] => [
  { type: 'form.open' },
  { type: 'form.cancel' },
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
  { type: 'xstate.error.actor.perform', error: failure('OTP_INVALID', CODE_INVALID) },
  // Locked meanwhile (another device's wrong passcodes): the action is refused, the session ends.
  { type: 'xstate.error.actor.perform', error: failure('ACCOUNT_LOCKED', LOCKED) },
  { type: 'dialog.close' },
  ...kindEvents[asSnapshot(raw).context.kind],
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({
    value,
    passcode: context.passcode,
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
  | 'performing'
  | 'succeeded'
  | 'locked'
  | 'left';

interface ActionWorld {
  kind: VerifiedActionKind;
  step: Step;
  passcode: string;
  next: string;
  confirm: string;
  visible: boolean;
  /** Wrong current passcodes the server has counted since the last right one (SEC-30). */
  wrong: number;
  message: string | null;
  notice: boolean;
}

const BLANK = { passcode: '', next: '', confirm: '', visible: false, message: null, notice: false };
const SECRETS = { passcode: '', next: '', confirm: '' };

const changesPasscode = (w: ActionWorld) => w.kind === 'changePasscode';
const mismatch = (w: ActionWorld) =>
  w.next.length === 6 && w.confirm.length === 6 && w.next !== w.confirm;
const sameAsCurrent = (w: ActionWorld) => w.next.length === 6 && w.next === w.passcode;
/**
 * Continue and Save. Change passcode: 6 digits each, new = confirm, new ≠ current, and not a
 * refused passcode; Delete my account: the passcode's 6 digits.
 */
const ready = (w: ActionWorld) =>
  (w.step === 'confirm' && !changesPasscode(w)) ||
  (w.passcode.length === 6 &&
    (!changesPasscode(w) ||
      (w.next.length === 6 && w.next === w.confirm && w.next !== w.passcode && w.next !== WEAK)));

const verdict = (w: ActionWorld) =>
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

const world: World<ActionWorld> = {
  initial: (input) => ({
    kind: (input as VerifiedActionInput).kind,
    step: 'closed',
    ...BLANK,
    wrong: 0,
  }),
  // The current passcode counts with the login's lockout: the third wrong one locks (SEC-30).
  events: (_, w) => [
    {
      type: 'xstate.error.actor.requestCode',
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
        // Step 3 shows only the new passcode and its confirmation; a deletion's, no passcode.
        if (w.step === 'confirm' && (field === 'passcode' || !changesPasscode(w))) return w;
        const key =
          field === 'passcode' ? 'passcode' : field === 'newPasscode' ? 'next' : 'confirm';
        return { ...w, [key]: value, message: null };
      }
      case 'passcode.toggle':
        return { ...w, visible: !w.visible };
      case 'form.submit':
        if (!ready(w)) return w;
        return { ...w, step: w.step === 'confirm' ? 'performing' : 'requesting' };
      // The current passcode was right: the count starts again (docs/specification.md#passcodes).
      case 'xstate.done.actor.requestCode':
        return { ...w, step: 'code', wrong: 0, message: null, notice: false };
      case 'xstate.error.actor.requestCode': {
        const key = keyOf(event);
        if (key === 'CURRENT_PASSCODE_INCORRECT')
          return {
            ...w,
            step: 'passcodes',
            passcode: '',
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
        if ((event.output as { result: string }).result === 'verified')
          return { ...w, step: 'confirm', message: null };
        // The fifth wrong code: back to step 1; change passcode keeps what was typed.
        return {
          ...w,
          step: 'passcodes',
          ...(changesPasscode(w) ? {} : SECRETS),
          message: TOO_MANY_CODES,
        };
      case 'xstate.done.actor.perform':
        return { ...w, step: 'succeeded', ...SECRETS };
      case 'xstate.error.actor.perform': {
        const key = keyOf(event);
        if (key === 'ACCOUNT_LOCKED')
          return { ...w, step: 'locked', ...SECRETS, message: messageOf(event) };
        if (changesPasscode(w) && REFUSED.includes(key))
          return { ...w, step: 'confirm', message: messageOf(event) };
        return { ...w, step: 'passcodes', ...SECRETS, message: messageOf(event) };
      }
      case LOGOUT_EVENT:
      case 'dialog.close':
        return { ...w, step: 'left' };
      default:
        return w;
    }
  },
  boundary: (w) =>
    `wrong current passcodes ${String(w.wrong)}${w.wrong === 0 ? `, ${verdict(w)}` : ''}`,
};

/** A button by its text (the role query, with its style checks, costs most of a step). */
const button = (name: string) => screen.getByText(name, { selector: 'button' });

function expectedAlerts(w: ActionWorld): string[] {
  const confirmation = mismatch(w) ? MISMATCH : sameAsCurrent(w) ? UNCHANGED : null;
  return [confirmation, w.message, w.notice ? SMS_WINDOW : null].filter(
    (text): text is string => text !== null,
  );
}

function verifyFields(w: ActionWorld, fields: PasscodeField[]) {
  const values: Record<PasscodeField, string> = {
    passcode: w.passcode,
    newPasscode: w.next,
    confirmPasscode: w.confirm,
  };
  for (const field of fields) {
    const box = screen.getByLabelText(LABELS[w.kind][field]);
    expect(box, LABELS[w.kind][field]).toHaveValue(values[field]);
    expect(box).toHaveAttribute('type', w.visible ? 'text' : 'password');
    expect(box).toHaveAttribute('inputmode', 'numeric');
  }
  expect(screen.getByLabelText('Show passcode')).toHaveProperty('checked', w.visible);
  expect(alertTexts(), `the alerts (${MISMATCH} when the new passcodes differ)`).toEqual(
    expectedAlerts(w),
  );
}

function verifyPasscodeStep(w: ActionWorld) {
  if (changesPasscode(w)) {
    verifyFields(w, ['passcode', 'newPasscode', 'confirmPasscode']);
    expect(screen.queryByText(REPEATED_HINT, { exact: false }) !== null).toBe(w.next === WEAK);
  } else {
    verifyFields(w, ['passcode']);
    const box = screen.getByLabelText('Passcode');
    // The message sits with the passcode field it explains.
    if (w.message) expect(box).toHaveAccessibleDescription(w.message);
  }
  const box = screen.getByLabelText(LABELS[w.kind].passcode);
  expect(box).toHaveAttribute('autocomplete', 'current-password');
  // Whose passcode it is, for password managers: the member's number in E.164.
  expect(document.querySelector('input[name="username"]')).toHaveValue('+639170000002');
  const go = button('Continue');
  const requesting = w.step === 'requesting';
  expect(go, 'Continue only when the passcodes are ready').toHaveProperty(
    'disabled',
    requesting || !ready(w),
  );
  expect(go).toHaveAttribute('aria-busy', String(requesting));
}

function verifyStep(w: ActionWorld) {
  const count = screen.queryByText(/^Step \d of \d$/);
  const of = `of ${String(STEPS[w.kind])}`;
  const dialogs = openDialogTitles();
  if (w.step === 'closed') {
    expect(button(START[w.kind])).toBeEnabled();
    if (!changesPasscode(w)) expect(screen.getByText(GRACE, { exact: false })).toBeInTheDocument();
    expect(count).toBeNull();
    expect(screen.queryByLabelText(LABELS[w.kind].passcode)).toBeNull();
    expect(dialogs).toEqual([]);
  } else if (w.step === 'passcodes' || w.step === 'requesting') {
    expect(count).toHaveTextContent(`Step 1 ${of}`);
    verifyPasscodeStep(w);
    expect(dialogs).toEqual([]);
  } else if (w.step === 'code') {
    expect(count).toHaveTextContent(`Step 2 ${of}`);
    expect(screen.getByText(/Enter the 6-digit code we sent to/)).toHaveTextContent(CODE_SENT_TO);
    expect(codeBoxes()).toHaveLength(6);
    expect(screen.queryByLabelText(LABELS[w.kind].passcode)).toBeNull();
    expect(button('Cancel')).toBeEnabled();
    expect(alertTexts()).toEqual([]);
    expect(dialogs).toEqual([]);
  } else if (changesPasscode(w) && (w.step === 'confirm' || w.step === 'performing')) {
    expect(count).toHaveTextContent('Step 3 of 3');
    expect(screen.queryByLabelText('Current passcode')).toBeNull();
    verifyFields(w, ['newPasscode', 'confirmPasscode']);
    const save = button('Save');
    const saving = w.step === 'performing';
    expect(save, 'Save only when the new passcode is ready').toHaveProperty(
      'disabled',
      saving || !ready(w),
    );
    expect(save).toHaveAttribute('aria-busy', String(saving));
    expect(dialogs).toEqual([]);
  } else if (w.step === 'confirm' || w.step === 'performing') {
    // The right code schedules nothing: a last 'Delete my account' does.
    expect(count).toHaveTextContent('Step 3 of 3');
    expect(screen.queryByLabelText('Passcode')).toBeNull();
    const confirm = button('Delete my account');
    const scheduling = w.step === 'performing';
    expect(confirm).toHaveProperty('disabled', scheduling);
    expect(confirm).toHaveAttribute('aria-busy', String(scheduling));
    if (scheduling) expect(screen.getByRole('status')).toHaveTextContent(SCHEDULING);
    expect(alertTexts()).toEqual(w.message ? [w.message] : []);
    expect(dialogs).toEqual([]);
  } else if (w.step === 'succeeded') {
    const [title, text] = changesPasscode(w)
      ? [CHANGED_TITLE, CHANGED_TEXT]
      : [SCHEDULED_TITLE, SCHEDULED_TEXT];
    expect(dialogs).toEqual([title]);
    expect(screen.getByRole('dialog', { name: title })).toHaveTextContent(text);
    expect(count).toBeNull();
  } else if (w.step === 'locked') {
    expect(dialogs).toEqual(['Error']);
    expect(screen.getByRole('dialog', { name: 'Error' })).toHaveTextContent(w.message ?? '');
    expect(count).toBeNull();
  } else {
    expect(dialogs).toEqual([]);
    expect(count).toBeNull();
    expect(screen.queryByText(START[w.kind])).toBeNull();
  }
}

const VIEWS = { changePasscode: ChangePasscodeView, deleteAccount: AccountDeletionView };
const FLOWS = { changePasscode: changePasscodeFlow, deleteAccount: accountDeletionFlow };

/** What each kind's two calls carry on the wire (docs/api.md). */
const WIRE: Record<VerifiedActionKind, { requestCode: object; perform: object }> = {
  changePasscode: {
    requestCode: { oldPasscode: OLD, newPasscode: NEW, confirmPasscode: NEW },
    perform: {
      oldPasscode: OLD,
      newPasscode: NEW,
      confirmPasscode: NEW,
      refCode: REF_CODE,
      member_token: TOKEN,
    },
  },
  deleteAccount: {
    requestCode: { passcode: OLD },
    perform: { passcode: OLD, refCode: REF_CODE, member_token: TOKEN },
  },
};

defineModelSuite({
  name: 'verifiedAction',
  machine: verifiedActionMachine,
  inputs,
  unreachable: {
    'verifiedAction.confirming|passcode.change|0 false':
      "step 3 shows only the new passcode and its confirmation; 'lets step 3 change only the new passcode and its confirmation' in verified-action.machine.test.ts covers it",
    'verifiedAction.confirming|passcode.toggle|0 false':
      "a deletion's step 3 shows no passcode, so no Show passcode; 'waits in step 3 ('confirming') after the right code' in verified-action.machine.test.ts covers it",
  },
  events,
  serializeState,
  world,
  start: async (raw, inspect) => {
    const input = raw as VerifiedActionInput;
    const { kind } = input;
    const user = userEvent.setup({ delay: null });
    const calls = new FakeNetwork(VERIFIED_ACTION_ROUTES[kind]);
    const clock = new SimulatedClock();
    const endSession = vi.fn();
    const actor = createActor(FLOWS[kind](endSession), { input, clock, inspect });
    actor.start();
    const View = VIEWS[kind];
    const view = render(<View actor={actor} />);
    await Promise.resolve();
    return {
      actor,
      view,
      perform: async (event) => {
        const state = actor.getSnapshot();
        switch (event.type) {
          case 'form.open':
            return user.click(screen.getByRole('button', { name: START[kind] }));
          case 'form.cancel':
            return user.click(screen.getByRole('button', { name: 'Cancel' }));
          case 'passcode.change':
            return retype(
              user,
              screen.getByLabelText(LABELS[kind][event.field as PasscodeField]),
              String(event.value),
            );
          case 'passcode.toggle':
            return user.click(screen.getByLabelText('Show passcode'));
          case 'form.submit':
            return user.click(
              screen.getByRole('button', {
                name: state.matches('confirming')
                  ? kind === 'changePasscode'
                    ? 'Save'
                    : 'Delete my account'
                  : 'Continue',
              }),
            );
          case 'dialog.close':
            return user.click(screen.getByRole('button', { name: 'Close' }));
          case LOGOUT_EVENT:
            // About 5 seconds after the success dialog: not at 4.9 s, at 5 s.
            clock.increment(LOGOUT_AFTER_MS - 100);
            expect(screen.getByRole('dialog', { name: CHANGED_TITLE })).toBeInTheDocument();
            expect(endSession).not.toHaveBeenCalled();
            clock.increment(100);
            return;
          case 'xstate.done.actor.oneTimeCode': {
            // Submitted at the sixth digit (account flows).
            await typeCode(user, '123456');
            return (event.output as { result: string }).result === 'verified'
              ? calls.resolve('verifyCode', { memberToken: TOKEN })
              : calls.reject('verifyCode', failure('OTP_TOO_MANY_ATTEMPTS', TOO_MANY_CODES));
          }
          default:
            if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
        }
      },
      verify: async (snapshot, w) => {
        const left = w.step === 'left';
        expect(asSnapshot(snapshot).status, `the flow is ${left ? 'over' : 'open'}`).toBe(
          left ? 'done' : 'active',
        );
        // The session is forgotten here once, only when the member leaves.
        expect(endSession).toHaveBeenCalledTimes(left ? 1 : 0);
        if (w.step === 'code') await waitFor(() => codeBoxes());
        verifyStep(w);
        if (w.step === 'succeeded' && !changesPasscode(w)) {
          // The date of a deletion stays until the member closes it.
          clock.increment(LOGOUT_AFTER_MS * 2);
          expect(openDialogTitles()).toEqual([SCHEDULED_TITLE]);
          expect(endSession).not.toHaveBeenCalled();
        }
      },
      finish: () => {
        for (const body of calls.inputs.get('requestCode') ?? [])
          expect(body).toEqual(WIRE[kind].requestCode);
        for (const body of calls.inputs.get('perform') ?? [])
          expect(body).toEqual(WIRE[kind].perform);
      },
    };
  },
});
