import { describe, expect, it, vi } from 'vitest';
import { type ActorRefFrom, createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { CodeSent } from '#contract/auth';
import { oneTimeCodeMachine, type VerifyCodeInput } from '../one-time-code/one-time-code.machine';
import { codeSent, failure, rejectWith } from '../shared/test-support';
import {
  type ActionDone,
  type ActionRequest,
  type CodeRequest,
  verifiedActionMachine,
  type VerifiedActionInput,
  type VerifiedActionKind,
} from './verified-action.machine';

/**
 * The verified actions (docs/specification.md#change-passcode, #delete-account): one machine, two
 * kinds. Each kind's block holds every case of its former machine's tests, and the cases that pin
 * where the kinds differ.
 */
const INPUTS: Record<VerifiedActionKind, VerifiedActionInput> = {
  changePasscode: {
    kind: 'changePasscode',
    birthday: '1998-11-02',
    mobile: '09170000002',
    countryCode: 'PH',
  },
  deleteAccount: { kind: 'deleteAccount', birthday: null, mobile: '9170000002', countryCode: 'PH' },
};
const PASSCODE = '482916';
const NEW = '730518';
const REF_CODE = 'ref-code-0000000001';
const TOKEN = 'member-token-000000002';
const DUE = '2026-12-27T14:05:00+08:00';
const TOO_MANY = 'Too many incorrect codes. Please start again.';
const REFUSED_PASSCODE_KEYS = [
  'WEAK_PASSCODE',
  'PASSCODE_MISMATCH',
  'PASSCODE_UNCHANGED',
  'VALIDATION_ERROR',
];

interface Answers {
  request?: () => Promise<CodeSent>;
  verify?: () => Promise<{ memberToken?: string }>;
  perform?: () => Promise<ActionDone>;
}

/** What each kind's action answers: nothing for a passcode change, the date for a deletion. */
const DONE: Record<VerifiedActionKind, ActionDone> = {
  changePasscode: {},
  deleteAccount: { deletionDueAt: DUE },
};

function start(kind: VerifiedActionKind, answers: Answers = {}) {
  const requests: CodeRequest[] = [];
  const performs: ActionRequest[] = [];
  const verifications: VerifyCodeInput[] = [];
  const endSession = vi.fn();
  const machine = verifiedActionMachine.provide({
    actors: {
      requestCode: fromPromise<CodeSent, CodeRequest>(({ input: call }) => {
        requests.push(call);
        return (answers.request ?? (() => Promise.resolve(codeSent('0917 *** 0002'))))();
      }),
      perform: fromPromise<ActionDone, ActionRequest>(({ input: call }) => {
        performs.push(call);
        return (answers.perform ?? (() => Promise.resolve(DONE[kind])))();
      }),
      oneTimeCode: oneTimeCodeMachine.provide({
        actors: {
          verifyCode: fromPromise<{ memberToken?: string }, VerifyCodeInput>(({ input: call }) => {
            verifications.push(call);
            return (answers.verify ?? (() => Promise.resolve({ memberToken: TOKEN })))();
          }),
        },
      }),
    },
    actions: { endSession },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: INPUTS[kind], clock }).start();
  return { actor, clock, requests, performs, verifications, endSession };
}

type Actor = ReturnType<typeof start>['actor'];

/** Step 1's fields: the current passcode, and for change passcode the new one and its confirmation. */
function fill(actor: Actor, passcode: string, newPasscode?: string, confirm = newPasscode) {
  actor.send({ type: 'passcode.change', field: 'passcode', value: passcode });
  if (newPasscode !== undefined)
    actor.send({ type: 'passcode.change', field: 'newPasscode', value: newPasscode });
  if (confirm !== undefined)
    actor.send({ type: 'passcode.change', field: 'confirmPasscode', value: confirm });
}

/** Opens the form, fills step 1 as the kind asks, submits it and waits for the code request. */
async function toStepOneAnswer(actor: Actor, kind: VerifiedActionKind) {
  actor.send({ type: 'form.open' });
  if (kind === 'changePasscode') fill(actor, PASSCODE, NEW);
  else fill(actor, PASSCODE);
  actor.send({ type: 'form.submit' });
  expect(actor.getSnapshot().value).toBe('requestingCode');
  await waitFor(actor, (s) => !s.matches('requestingCode'));
}

const codeStep = (actor: Actor) =>
  actor.getSnapshot().children.oneTimeCode as ActorRefFrom<typeof oneTimeCodeMachine> | undefined;

/** Types a six-digit code (submitted at the sixth) and waits until the flow stops on a step. */
async function typeCode(actor: Actor, code = '123456') {
  const child = codeStep(actor);
  if (!child) throw new Error('no code step');
  child.send({ type: 'code.change', value: code });
  await waitFor(actor, (s) => !s.matches('verifyingCode') && !s.matches('performing'));
}

/** The states the actor goes through from now on, each once in a row. */
function visitedStates(actor: Actor) {
  const states: unknown[] = [actor.getSnapshot().value];
  actor.subscribe((snapshot) => {
    if (states.at(-1) !== snapshot.value) states.push(snapshot.value);
  });
  return states;
}

/** A call that never answers, to look at the state while it runs. */
const pending = <T>() => new Promise<T>(() => undefined);

describe('change passcode', () => {
  const KIND = 'changePasscode';

  async function toConfirming(actor: Actor) {
    await toStepOneAnswer(actor, KIND);
    await typeCode(actor);
    expect(actor.getSnapshot().value).toBe('confirming');
  }

  async function toSucceeded(actor: Actor) {
    await toConfirming(actor);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('performing');
    await waitFor(actor, (s) => !s.matches('performing'));
  }

  it('starts from the member with a blank form', () => {
    const { actor } = start(KIND);
    expect(actor.getSnapshot().context).toEqual({
      kind: 'changePasscode',
      birthday: '1998-11-02',
      mobile: '09170000002',
      countryCode: 'PH',
      passcode: '',
      newPasscode: '',
      confirmPasscode: '',
      visible: false,
      challenge: null,
      refCode: null,
      memberToken: null,
      deletionDueAt: null,
      error: null,
      notice: null,
    });
  });

  it("starts idle and opens step 1 with empty fields on 'Edit Passcode'", () => {
    const { actor } = start(KIND);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'passcode.change', field: 'passcode', value: PASSCODE });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.passcode).toBe('');
    actor.send({ type: 'form.open' });
    expect(actor.getSnapshot().value).toBe('enteringPasscodes');
    expect(actor.getSnapshot().context).toMatchObject({
      passcode: '',
      newPasscode: '',
      confirmPasscode: '',
      visible: false,
      error: null,
      notice: null,
    });
  });

  it('keeps digits only, at most 6, in each field, and toggles show/hide', () => {
    const { actor } = start(KIND);
    actor.send({ type: 'form.open' });
    actor.send({ type: 'passcode.change', field: 'passcode', value: '48a29-16' });
    actor.send({ type: 'passcode.change', field: 'newPasscode', value: '73051899' });
    actor.send({ type: 'passcode.change', field: 'confirmPasscode', value: ' 7 3 0' });
    expect(actor.getSnapshot().context).toMatchObject({
      passcode: '482916',
      newPasscode: '730518',
      confirmPasscode: '730',
    });
    actor.send({ type: 'passcode.toggle' });
    expect(actor.getSnapshot().context.visible).toBe(true);
    actor.send({ type: 'passcode.toggle' });
    expect(actor.getSnapshot().context.visible).toBe(false);
  });

  it.each([
    ['a current passcode under 6 digits', '48291', NEW, NEW],
    ['a new passcode under 6 digits', PASSCODE, '73051', '73051'],
    ['a missing new passcode and confirmation', PASSCODE, '', ''],
    ["a confirmation that differs ('New Passcode Mismatch')", PASSCODE, NEW, '730519'],
    ['a new passcode equal to the current one', PASSCODE, PASSCODE, PASSCODE],
    ['an ascending run', PASSCODE, '123456', '123456'],
    ['one digit repeated', PASSCODE, '777777', '777777'],
    ['the birthday as DDMMYY', PASSCODE, '021198', '021198'],
    ['the end of the mobile number', PASSCODE, '000002', '000002'],
  ])('refuses step 1 with %s', (_, passcode, newPasscode, confirm) => {
    const { actor, requests } = start(KIND);
    actor.send({ type: 'form.open' });
    fill(actor, passcode, newPasscode, confirm);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('enteringPasscodes');
    expect(requests).toEqual([]);
  });

  it('sends the three passcodes for a code once step 1 passes, busy meanwhile', async () => {
    const { actor, requests } = start(KIND);
    actor.send({ type: 'form.open' });
    fill(actor, PASSCODE, NEW);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('requestingCode');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('verifyingCode'));
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(requests).toEqual([{ passcode: PASSCODE, newPasscode: NEW, confirmPasscode: NEW }]);
    expect(actor.getSnapshot().context.challenge).toEqual(codeSent('0917 *** 0002'));
  });

  it('closes step 1 on cancel and forgets what was typed', () => {
    const { actor } = start(KIND);
    actor.send({ type: 'form.open' });
    fill(actor, PASSCODE, NEW);
    actor.send({ type: 'passcode.toggle' });
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({
      passcode: '',
      newPasscode: '',
      confirmPasscode: '',
      visible: false,
    });
  });

  it('clears a wrong current passcode and says so', async () => {
    const { actor } = start(KIND, {
      request: () =>
        rejectWith(failure('CURRENT_PASSCODE_INCORRECT', 'Please enter the correct passcode.')),
    });
    await toStepOneAnswer(actor, KIND);
    expect(actor.getSnapshot().value).toBe('enteringPasscodes');
    expect(actor.getSnapshot().context).toMatchObject({
      passcode: '',
      newPasscode: NEW,
      confirmPasscode: NEW,
      error: 'Please enter the correct passcode.',
    });
  });

  it.each(['ACCOUNT_LOCKED', 'ACCOUNT_LOCKED_OUT'])(
    'ends in signedOut when the code request answers %s',
    async (errorKey) => {
      const { actor, endSession } = start(KIND, {
        request: () => rejectWith(failure(errorKey, 'Your account is locked.')),
      });
      await toStepOneAnswer(actor, KIND);
      expect(actor.getSnapshot().value).toBe('signedOut');
      expect(actor.getSnapshot().context.error).toBe('Your account is locked.');
      expect(endSession).not.toHaveBeenCalled();
      actor.send({ type: 'form.open' });
      expect(actor.getSnapshot().value).toBe('signedOut');
      actor.send({ type: 'dialog.close' });
      expect(actor.getSnapshot().value).toBe('loggedOut');
      expect(actor.getSnapshot().status).toBe('done');
      expect(endSession).toHaveBeenCalledTimes(1);
    },
  );

  it("shows 'Temporarily Disabled' inside the 5-minute SMS window", async () => {
    const { actor } = start(KIND, {
      request: () => rejectWith(failure('PLEASE_RESEND_LATER', 'server words')),
    });
    await toStepOneAnswer(actor, KIND);
    expect(actor.getSnapshot().value).toBe('enteringPasscodes');
    expect(actor.getSnapshot().context.notice).toEqual({
      title: 'Temporarily Disabled',
      message: 'You may try again after 5 minutes.',
    });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.passcode).toBe(PASSCODE);
  });

  it("replaces 'Temporarily Disabled' by the next answer: a wrong current passcode", async () => {
    let calls = 0;
    const { actor } = start(KIND, {
      request: () =>
        (calls += 1) === 1
          ? rejectWith(failure('PLEASE_RESEND_LATER', 'server words'))
          : rejectWith(failure('CURRENT_PASSCODE_INCORRECT', 'Please enter the correct passcode.')),
    });
    await toStepOneAnswer(actor, KIND);
    expect(actor.getSnapshot().context.notice).not.toBeNull();
    fill(actor, PASSCODE, NEW);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => !s.matches('requestingCode'));
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Please enter the correct passcode.',
      notice: null,
    });
  });

  it("shows the server's wait for TEMPORARILY_DISABLED", async () => {
    const { actor } = start(KIND, {
      request: () =>
        rejectWith(failure('TEMPORARILY_DISABLED', 'You may try again after 42 minutes.')),
    });
    await toStepOneAnswer(actor, KIND);
    expect(actor.getSnapshot().context.notice).toEqual({
      title: 'Temporarily Disabled',
      message: 'You may try again after 42 minutes.',
    });
  });

  it('shows any other failure of the code request on step 1', async () => {
    const { actor } = start(KIND, {
      request: () => rejectWith(failure('SMS_SEND_FAILED', 'No SMS.')),
    });
    await toStepOneAnswer(actor, KIND);
    expect(actor.getSnapshot().value).toBe('enteringPasscodes');
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'No SMS.',
      notice: null,
      passcode: PASSCODE,
    });
  });

  it('shows the generic message when the call fails without a contract failure', async () => {
    const { actor } = start(KIND, { request: () => Promise.reject(new Error('boom')) });
    await toStepOneAnswer(actor, KIND);
    expect(actor.getSnapshot().context.error).toBe(
      'Oops! Something went wrong. Please try again in a few minutes.',
    );
  });

  it('gives the code step the challenge and submits on the sixth digit', async () => {
    const { actor, verifications } = start(KIND);
    await toStepOneAnswer(actor, KIND);
    const child = codeStep(actor);
    expect(child?.getSnapshot().context).toMatchObject({
      refCode: REF_CODE,
      maskedTarget: '0917 *** 0002',
      countryCode: 'PH',
      mobile: '09170000002',
    });
    child?.send({ type: 'code.change', value: '12345' });
    expect(actor.getSnapshot().value).toBe('verifyingCode');
    child?.send({ type: 'code.change', value: '123456' });
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(verifications).toHaveLength(1);
    expect(verifications[0]).toMatchObject({ code: '123456', refCode: REF_CODE });
    expect(actor.getSnapshot().context).toMatchObject({
      refCode: REF_CODE,
      memberToken: TOKEN,
      challenge: null,
    });
  });

  it('returns to step 1 with the start-again message when the code is exhausted', async () => {
    const { actor, performs } = start(KIND, {
      verify: () => rejectWith(failure('OTP_TOO_MANY_ATTEMPTS')),
    });
    await toStepOneAnswer(actor, KIND);
    await typeCode(actor, '000000');
    expect(actor.getSnapshot().value).toBe('enteringPasscodes');
    expect(actor.getSnapshot().context).toMatchObject({
      error: TOO_MANY,
      challenge: null,
      memberToken: null,
    });
    expect(performs).toEqual([]);
  });

  it('keeps the three typed passcodes after the fifth wrong code (a deletion empties its own)', async () => {
    const { actor, requests } = start(KIND, {
      verify: () => rejectWith(failure('OTP_TOO_MANY_ATTEMPTS')),
    });
    await toStepOneAnswer(actor, KIND);
    await typeCode(actor, '000000');
    expect(actor.getSnapshot().value).toBe('enteringPasscodes');
    expect(actor.getSnapshot().context).toMatchObject({
      passcode: PASSCODE,
      newPasscode: NEW,
      confirmPasscode: NEW,
    });
    // Starting again needs nothing retyped: Continue sends the same three passcodes.
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('verifyingCode'));
    expect(requests).toHaveLength(2);
    expect(requests[1]).toEqual({ passcode: PASSCODE, newPasscode: NEW, confirmPasscode: NEW });
  });

  it('closes the form from the code step on cancel', async () => {
    const { actor } = start(KIND);
    await toStepOneAnswer(actor, KIND);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('verifyingCode');
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ passcode: '', challenge: null });
    expect(actor.getSnapshot().children.oneTimeCode).toBeUndefined();
  });

  it("goes through step 3 ('confirming') between the code and the save", async () => {
    const { actor } = start(KIND);
    const states = visitedStates(actor);
    await toSucceeded(actor);
    expect(states).toEqual([
      'idle',
      'enteringPasscodes',
      'requestingCode',
      'verifyingCode',
      'confirming',
      'performing',
      'succeeded',
    ]);
  });

  it('lets step 3 change only the new passcode and its confirmation', async () => {
    const { actor } = start(KIND);
    await toConfirming(actor);
    actor.send({ type: 'passcode.change', field: 'passcode', value: '111111' });
    expect(actor.getSnapshot().context.passcode).toBe(PASSCODE);
    actor.send({ type: 'passcode.change', field: 'newPasscode', value: '905173' });
    actor.send({ type: 'passcode.change', field: 'confirmPasscode', value: '905174' });
    expect(actor.getSnapshot().context).toMatchObject({
      newPasscode: '905173',
      confirmPasscode: '905174',
    });
    actor.send({ type: 'passcode.toggle' });
    expect(actor.getSnapshot().context.visible).toBe(true);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'passcode.change', field: 'confirmPasscode', value: '905173' });
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
  });

  it('closes the form from step 3 on cancel', async () => {
    const { actor, performs } = start(KIND);
    await toConfirming(actor);
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({
      passcode: '',
      newPasscode: '',
      refCode: null,
      memberToken: null,
    });
    expect(performs).toEqual([]);
  });

  it('saves with the refCode and the token the code earned, then forgets the secrets', async () => {
    const { actor, performs } = start(KIND);
    await toSucceeded(actor);
    expect(performs).toEqual([
      {
        passcode: PASSCODE,
        newPasscode: NEW,
        confirmPasscode: NEW,
        refCode: REF_CODE,
        member_token: TOKEN,
      },
    ]);
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().context).toMatchObject({
      passcode: '',
      newPasscode: '',
      confirmPasscode: '',
      refCode: null,
      memberToken: null,
      deletionDueAt: null,
    });
  });

  it('shows saving as busy', async () => {
    const { actor } = start(KIND, { perform: pending });
    await toConfirming(actor);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('performing');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('logs out about 5 seconds after a successful change: not at 4,900 ms, at 5,000 ms', async () => {
    const { actor, clock, endSession } = start(KIND);
    await toSucceeded(actor);
    clock.increment(4_900);
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(endSession).not.toHaveBeenCalled();
    clock.increment(100);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().status).toBe('done');
    expect(endSession).toHaveBeenCalledTimes(1);
  });

  it('logs out at once when the success dialog is closed', async () => {
    const { actor, clock, endSession } = start(KIND);
    await toSucceeded(actor);
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(endSession).toHaveBeenCalledTimes(1);
    clock.increment(5_000);
    expect(endSession).toHaveBeenCalledTimes(1);
  });

  it.each(REFUSED_PASSCODE_KEYS)(
    'stays on step 3 when the server refuses the passcode (%s)',
    async (errorKey) => {
      const { actor } = start(KIND, { perform: () => rejectWith(failure(errorKey, 'Refused.')) });
      await toSucceeded(actor);
      expect(actor.getSnapshot().value).toBe('confirming');
      expect(actor.getSnapshot().context).toMatchObject({
        error: 'Refused.',
        passcode: PASSCODE,
        newPasscode: NEW,
        confirmPasscode: NEW,
        refCode: REF_CODE,
        memberToken: TOKEN,
      });
    },
  );

  it('ends in signedOut, the secrets forgotten, when the save answers that the account is locked', async () => {
    const { actor, endSession } = start(KIND, {
      perform: () => rejectWith(failure('ACCOUNT_LOCKED', 'Locked.')),
    });
    await toSucceeded(actor);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Locked.',
      passcode: '',
      newPasscode: '',
      confirmPasscode: '',
      refCode: null,
      memberToken: null,
    });
    expect(endSession).not.toHaveBeenCalled();
    actor.send({ type: 'dialog.close' });
    expect(endSession).toHaveBeenCalledTimes(1);
  });

  it('returns to step 1 without the secrets on any other save failure', async () => {
    const { actor } = start(KIND, {
      perform: () => rejectWith(failure('OTP_EXPIRED', 'Expired.')),
    });
    await toSucceeded(actor);
    expect(actor.getSnapshot().value).toBe('enteringPasscodes');
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Expired.',
      passcode: '',
      newPasscode: '',
      confirmPasscode: '',
      refCode: null,
      memberToken: null,
    });
  });
});

describe('Delete my account', () => {
  const KIND = 'deleteAccount';

  /** Step 3: the member confirms with the last 'Delete my account'; waits for its answer. */
  async function confirmDeletion(actor: Actor) {
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => !s.matches('performing'));
  }

  /** The right code, then the last confirmation. */
  async function typeCodeAndConfirm(actor: Actor) {
    await typeCode(actor);
    await confirmDeletion(actor);
  }

  it('is named as its statechart page, and starts from the member with a blank form', () => {
    const { actor } = start(KIND);
    expect(verifiedActionMachine.id).toBe('verifiedAction');
    expect(actor.getSnapshot().context).toEqual({
      kind: 'deleteAccount',
      birthday: null,
      mobile: '9170000002',
      countryCode: 'PH',
      passcode: '',
      newPasscode: '',
      confirmPasscode: '',
      visible: false,
      challenge: null,
      refCode: null,
      memberToken: null,
      deletionDueAt: null,
      error: null,
      notice: null,
    });
  });

  it('starts closed, and opens step 1 with a blank form', () => {
    const { actor } = start(KIND);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'passcode.change', field: 'passcode', value: PASSCODE });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'form.open' });
    expect(actor.getSnapshot().value).toBe('enteringPasscodes');
    expect(actor.getSnapshot().context).toMatchObject({
      passcode: '',
      visible: false,
      error: null,
      notice: null,
      deletionDueAt: null,
    });
  });

  it("keeps digits only, at most 6, in the 'passcode' field; Continue needs all six; the toggle shows and hides", () => {
    const { actor, requests } = start(KIND);
    actor.send({ type: 'form.open' });
    actor.send({ type: 'passcode.change', field: 'passcode', value: '48 29a1' });
    expect(actor.getSnapshot().context.passcode).toBe('48291');
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('enteringPasscodes');
    actor.send({ type: 'passcode.change', field: 'passcode', value: '4829167' });
    expect(actor.getSnapshot().context.passcode).toBe(PASSCODE);
    actor.send({ type: 'passcode.toggle' });
    expect(actor.getSnapshot().context.visible).toBe(true);
    actor.send({ type: 'passcode.toggle' });
    expect(actor.getSnapshot().context.visible).toBe(false);
    // Only the passcode: no new passcode nor confirmation is asked for.
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('requestingCode');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(requests).toEqual([{ passcode: PASSCODE, newPasscode: '', confirmPasscode: '' }]);
  });

  it('sends the code, and once it is right asks once more; Delete my account schedules it with the passcode and token', async () => {
    const { actor, performs, verifications, endSession } = start(KIND);
    await toStepOneAnswer(actor, KIND);
    expect(actor.getSnapshot().value).toBe('verifyingCode');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(codeStep(actor)?.getSnapshot().context).toMatchObject({
      refCode: REF_CODE,
      maskedTarget: '0917 *** 0002',
      countryCode: 'PH',
      mobile: '9170000002',
    });
    await typeCode(actor);
    expect(verifications).toHaveLength(1);
    // The right code schedules nothing by itself.
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(performs).toEqual([]);
    await confirmDeletion(actor);
    expect(performs).toEqual([
      {
        passcode: PASSCODE,
        newPasscode: '',
        confirmPasscode: '',
        refCode: REF_CODE,
        member_token: TOKEN,
      },
    ]);
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().context).toMatchObject({
      deletionDueAt: DUE,
      passcode: '',
      refCode: null,
      memberToken: null,
    });
    expect(endSession).not.toHaveBeenCalled();
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(actor.getSnapshot().status).toBe('done');
    expect(endSession).toHaveBeenCalledTimes(1);
  });

  it("waits in step 3 ('confirming') after the right code: only Delete my account schedules it, busy meanwhile", async () => {
    const { actor, performs } = start(KIND, { perform: pending });
    const states = visitedStates(actor);
    await toStepOneAnswer(actor, KIND);
    codeStep(actor)?.send({ type: 'code.change', value: '123456' });
    await waitFor(actor, (s) => !s.matches('verifyingCode'));
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
    // Step 3 has no passcode to change nor to show.
    actor.send({ type: 'passcode.change', field: 'newPasscode', value: NEW });
    expect(actor.getSnapshot().context.newPasscode).toBe('');
    actor.send({ type: 'passcode.toggle' });
    expect(actor.getSnapshot().context.visible).toBe(false);
    expect(performs).toEqual([]);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('performing');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(performs).toHaveLength(1);
    expect(states).toEqual([
      'idle',
      'enteringPasscodes',
      'requestingCode',
      'verifyingCode',
      'confirming',
      'performing',
    ]);
  });

  it('Cancel at step 3 schedules nothing and forgets the passcode and the verified code', async () => {
    const { actor, performs } = start(KIND);
    await toStepOneAnswer(actor, KIND);
    await typeCode(actor);
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({
      passcode: '',
      refCode: null,
      memberToken: null,
    });
    expect(performs).toEqual([]);
  });

  it('keeps the dialog with the date open past 5 seconds: only Close ends the session', async () => {
    const { actor, clock, endSession } = start(KIND);
    await toStepOneAnswer(actor, KIND);
    await typeCodeAndConfirm(actor);
    expect(actor.getSnapshot().value).toBe('succeeded');
    clock.increment(5_000);
    expect(actor.getSnapshot().value).toBe('succeeded');
    clock.increment(60_000);
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().status).toBe('active');
    expect(endSession).not.toHaveBeenCalled();
    actor.send({ type: 'dialog.close' });
    expect(endSession).toHaveBeenCalledTimes(1);
  });

  it('a wrong passcode empties it and says so; the SMS window gives its notice', async () => {
    const wrong = start(KIND, {
      request: () =>
        rejectWith(
          failure('CURRENT_PASSCODE_INCORRECT', 'Your current passcode is incorrect.', {
            attemptsRemaining: 2,
          }),
        ),
    });
    await toStepOneAnswer(wrong.actor, KIND);
    expect(wrong.actor.getSnapshot().value).toBe('enteringPasscodes');
    expect(wrong.actor.getSnapshot().context).toMatchObject({
      passcode: '',
      error: 'Your current passcode is incorrect.',
    });
    wrong.actor.send({ type: 'passcode.change', field: 'passcode', value: '4' });
    expect(wrong.actor.getSnapshot().context).toMatchObject({ passcode: '4', error: null });

    const later = start(KIND, {
      request: () =>
        rejectWith(
          failure('PLEASE_RESEND_LATER', 'You may try again after 5 minutes.', {
            title: 'Temporarily Disabled',
          }),
        ),
    });
    await toStepOneAnswer(later.actor, KIND);
    expect(later.actor.getSnapshot().value).toBe('enteringPasscodes');
    expect(later.actor.getSnapshot().context).toMatchObject({
      passcode: PASSCODE,
      error: null,
      notice: { title: 'Temporarily Disabled', message: 'You may try again after 5 minutes.' },
    });

    const failed = start(KIND, {
      request: () => rejectWith(failure('SMS_SEND_FAILED', 'No SMS.')),
    });
    await toStepOneAnswer(failed.actor, KIND);
    expect(failed.actor.getSnapshot().value).toBe('enteringPasscodes');
    expect(failed.actor.getSnapshot().context).toMatchObject({
      passcode: PASSCODE,
      error: 'No SMS.',
      notice: null,
    });
  });

  it.each(['ACCOUNT_LOCKED', 'ACCOUNT_LOCKED_OUT'])(
    '%s on either call ends in the lock dialog, then leaves',
    async (key) => {
      const onRequest = start(KIND, { request: () => rejectWith(failure(key, 'Locked.')) });
      await toStepOneAnswer(onRequest.actor, KIND);
      expect(onRequest.actor.getSnapshot().value).toBe('signedOut');
      expect(onRequest.actor.getSnapshot().context.error).toBe('Locked.');
      expect(onRequest.endSession).not.toHaveBeenCalled();
      onRequest.actor.send({ type: 'dialog.close' });
      expect(onRequest.actor.getSnapshot().status).toBe('done');
      expect(onRequest.endSession).toHaveBeenCalledTimes(1);

      const onSchedule = start(KIND, { perform: () => rejectWith(failure(key, 'Locked.')) });
      await toStepOneAnswer(onSchedule.actor, KIND);
      await typeCodeAndConfirm(onSchedule.actor);
      expect(onSchedule.actor.getSnapshot().value).toBe('signedOut');
      expect(onSchedule.actor.getSnapshot().context).toMatchObject({
        error: 'Locked.',
        passcode: '',
        refCode: null,
        memberToken: null,
      });
      onSchedule.actor.send({ type: 'dialog.close' });
      expect(onSchedule.endSession).toHaveBeenCalledTimes(1);
    },
  );

  it('a refused schedule returns to step 1 with its message and nothing kept', async () => {
    const { actor } = start(KIND, {
      perform: () => rejectWith(failure('OTP_INVALID', 'This code is invalid.')),
    });
    await toStepOneAnswer(actor, KIND);
    await typeCodeAndConfirm(actor);
    expect(actor.getSnapshot().value).toBe('enteringPasscodes');
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'This code is invalid.',
      passcode: '',
      refCode: null,
      memberToken: null,
      deletionDueAt: null,
    });
  });

  it.each(REFUSED_PASSCODE_KEYS)(
    'a schedule refused with %s returns to step 1, not to a step 3, with nothing kept',
    async (errorKey) => {
      const { actor } = start(KIND, { perform: () => rejectWith(failure(errorKey, 'Refused.')) });
      await toStepOneAnswer(actor, KIND);
      await typeCodeAndConfirm(actor);
      expect(actor.getSnapshot().value).toBe('enteringPasscodes');
      expect(actor.getSnapshot().context).toMatchObject({
        error: 'Refused.',
        passcode: '',
        newPasscode: '',
        confirmPasscode: '',
        refCode: null,
        memberToken: null,
      });
    },
  );

  it('the fifth wrong code starts again at step 1, the passcode emptied', async () => {
    const { actor, performs } = start(KIND, {
      verify: () => rejectWith(failure('OTP_TOO_MANY_ATTEMPTS', TOO_MANY)),
    });
    await toStepOneAnswer(actor, KIND);
    await typeCode(actor, '000000');
    expect(actor.getSnapshot().value).toBe('enteringPasscodes');
    expect(actor.getSnapshot().context).toMatchObject({
      error: TOO_MANY,
      passcode: '',
      challenge: null,
    });
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    expect(performs).toEqual([]);
  });

  it('Cancel on either step closes the form and forgets the passcode', async () => {
    const { actor } = start(KIND);
    actor.send({ type: 'form.open' });
    actor.send({ type: 'passcode.change', field: 'passcode', value: PASSCODE });
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.passcode).toBe('');
    await toStepOneAnswer(actor, KIND);
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ passcode: '', challenge: null });
    expect(actor.getSnapshot().children.oneTimeCode).toBeUndefined();
  });
});
