import { describe, expect, it, vi } from 'vitest';
import { type ActorRefFrom, createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { CodeSent } from '#contract/auth';
import { oneTimeCodeMachine, type VerifyCodeInput } from '../one-time-code/one-time-code.machine';
import { codeSent, failure, rejectWith } from '../shared/test-support';
import {
  changePasscodeMachine,
  type ChangePasscodeInput,
  type PasscodeChallengeInput,
  type PasscodeChangeInput,
} from './change-passcode.machine';

const input: ChangePasscodeInput = {
  birthday: '1998-11-02',
  mobile: '09170000002',
  countryCode: 'PH',
};
const OLD = '482916';
const NEW = '730518';

function start(
  options: {
    request?: () => Promise<CodeSent>;
    verify?: () => Promise<{ memberToken?: string }>;
    change?: () => Promise<unknown>;
  } = {},
) {
  const requests: PasscodeChallengeInput[] = [];
  const changes: PasscodeChangeInput[] = [];
  const verifications: VerifyCodeInput[] = [];
  const endSession = vi.fn();
  const machine = changePasscodeMachine.provide({
    actors: {
      requestChallenge: fromPromise<CodeSent, PasscodeChallengeInput>(({ input: call }) => {
        requests.push(call);
        return (options.request ?? (() => Promise.resolve(codeSent('0917 *** 0002'))))();
      }),
      changePasscode: fromPromise<unknown, PasscodeChangeInput>(({ input: call }) => {
        changes.push(call);
        return (options.change ?? (() => Promise.resolve({ ok: true })))();
      }),
      oneTimeCode: oneTimeCodeMachine.provide({
        actors: {
          verifyCode: fromPromise<{ memberToken?: string }, VerifyCodeInput>(({ input: call }) => {
            verifications.push(call);
            return (
              options.verify ?? (() => Promise.resolve({ memberToken: 'member-token-000000002' }))
            )();
          }),
        },
      }),
    },
    actions: { endSession },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input, clock }).start();
  return { actor, clock, requests, changes, verifications, endSession };
}

type Actor = ReturnType<typeof start>['actor'];

function fill(actor: Actor, oldPasscode: string, newPasscode: string, confirm = newPasscode) {
  actor.send({ type: 'passcode.change', field: 'oldPasscode', value: oldPasscode });
  actor.send({ type: 'passcode.change', field: 'newPasscode', value: newPasscode });
  actor.send({ type: 'passcode.change', field: 'confirmPasscode', value: confirm });
}

async function toStepOneAnswer(actor: Actor) {
  actor.send({ type: 'form.open' });
  fill(actor, OLD, NEW);
  actor.send({ type: 'form.submit' });
  expect(actor.getSnapshot().value).toBe('requestingCode');
  await waitFor(actor, (s) => !s.matches('requestingCode'));
}

const codeStep = (actor: Actor) =>
  actor.getSnapshot().children.oneTimeCode as ActorRefFrom<typeof oneTimeCodeMachine> | undefined;

async function toConfirming(actor: Actor) {
  await toStepOneAnswer(actor);
  const child = codeStep(actor);
  if (!child) throw new Error('no code step');
  child.send({ type: 'code.change', value: '123456' });
  await waitFor(actor, (s) => !s.matches('verifyingCode'));
  expect(actor.getSnapshot().value).toBe('confirming');
}

async function toSucceeded(actor: Actor) {
  await toConfirming(actor);
  actor.send({ type: 'form.submit' });
  expect(actor.getSnapshot().value).toBe('saving');
  await waitFor(actor, (s) => !s.matches('saving'));
}

describe('changePasscode', () => {
  it("starts idle and opens step 1 with empty fields on 'Edit Passcode'", () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'passcode.change', field: 'oldPasscode', value: OLD });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.oldPasscode).toBe('');
    actor.send({ type: 'form.open' });
    expect(actor.getSnapshot().value).toBe('enteringPasscodes');
    expect(actor.getSnapshot().context).toMatchObject({
      oldPasscode: '',
      newPasscode: '',
      confirmPasscode: '',
      visible: false,
      error: null,
      notice: null,
    });
  });

  it('keeps digits only, at most 6, in each field, and toggles show/hide', () => {
    const { actor } = start();
    actor.send({ type: 'form.open' });
    actor.send({ type: 'passcode.change', field: 'oldPasscode', value: '48a29-16' });
    actor.send({ type: 'passcode.change', field: 'newPasscode', value: '73051899' });
    actor.send({ type: 'passcode.change', field: 'confirmPasscode', value: ' 7 3 0' });
    expect(actor.getSnapshot().context).toMatchObject({
      oldPasscode: '482916',
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
    ['a new passcode under 6 digits', OLD, '73051', '73051'],
    ["a confirmation that differs ('New Passcode Mismatch')", OLD, NEW, '730519'],
    ['a new passcode equal to the current one', OLD, OLD, OLD],
    ['an ascending run', OLD, '123456', '123456'],
    ['one digit repeated', OLD, '777777', '777777'],
    ['the birthday as DDMMYY', OLD, '021198', '021198'],
    ['the end of the mobile number', OLD, '000002', '000002'],
  ])('refuses step 1 with %s', (_, oldPasscode, newPasscode, confirm) => {
    const { actor, requests } = start();
    actor.send({ type: 'form.open' });
    fill(actor, oldPasscode, newPasscode, confirm);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('enteringPasscodes');
    expect(requests).toEqual([]);
  });

  it('sends the three passcodes for a code once step 1 passes, busy meanwhile', async () => {
    const { actor, requests } = start();
    actor.send({ type: 'form.open' });
    fill(actor, OLD, NEW);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('requestingCode');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('verifyingCode'));
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(requests).toEqual([{ oldPasscode: OLD, newPasscode: NEW, confirmPasscode: NEW }]);
    expect(actor.getSnapshot().context.challenge).toEqual(codeSent('0917 *** 0002'));
  });

  it('closes step 1 on cancel and forgets what was typed', () => {
    const { actor } = start();
    actor.send({ type: 'form.open' });
    fill(actor, OLD, NEW);
    actor.send({ type: 'passcode.toggle' });
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({
      oldPasscode: '',
      newPasscode: '',
      confirmPasscode: '',
      visible: false,
    });
  });

  it('clears a wrong current passcode and says so', async () => {
    const { actor } = start({
      request: () =>
        rejectWith(failure('CURRENT_PASSCODE_INCORRECT', 'Please enter the correct passcode.')),
    });
    await toStepOneAnswer(actor);
    expect(actor.getSnapshot().value).toBe('enteringPasscodes');
    expect(actor.getSnapshot().context).toMatchObject({
      oldPasscode: '',
      newPasscode: NEW,
      confirmPasscode: NEW,
      error: 'Please enter the correct passcode.',
    });
  });

  it.each(['ACCOUNT_LOCKED', 'ACCOUNT_LOCKED_OUT'])(
    'ends in signedOut when the code request answers %s',
    async (errorKey) => {
      const { actor, endSession } = start({
        request: () => rejectWith(failure(errorKey, 'Your account is locked.')),
      });
      await toStepOneAnswer(actor);
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
    const { actor } = start({
      request: () => rejectWith(failure('PLEASE_RESEND_LATER', 'server words')),
    });
    await toStepOneAnswer(actor);
    expect(actor.getSnapshot().value).toBe('enteringPasscodes');
    expect(actor.getSnapshot().context.notice).toEqual({
      title: 'Temporarily Disabled',
      message: 'You may try again after 5 minutes.',
    });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.oldPasscode).toBe(OLD);
  });

  it("replaces 'Temporarily Disabled' by the next answer: a wrong current passcode", async () => {
    let calls = 0;
    const { actor } = start({
      request: () =>
        (calls += 1) === 1
          ? rejectWith(failure('PLEASE_RESEND_LATER', 'server words'))
          : rejectWith(failure('CURRENT_PASSCODE_INCORRECT', 'Please enter the correct passcode.')),
    });
    await toStepOneAnswer(actor);
    expect(actor.getSnapshot().context.notice).not.toBeNull();
    fill(actor, OLD, NEW);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => !s.matches('requestingCode'));
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Please enter the correct passcode.',
      notice: null,
    });
  });

  it("shows the server's wait for TEMPORARILY_DISABLED", async () => {
    const { actor } = start({
      request: () =>
        rejectWith(failure('TEMPORARILY_DISABLED', 'You may try again after 42 minutes.')),
    });
    await toStepOneAnswer(actor);
    expect(actor.getSnapshot().context.notice).toEqual({
      title: 'Temporarily Disabled',
      message: 'You may try again after 42 minutes.',
    });
  });

  it('shows any other failure of the code request on step 1', async () => {
    const { actor } = start({ request: () => rejectWith(failure('SMS_SEND_FAILED', 'No SMS.')) });
    await toStepOneAnswer(actor);
    expect(actor.getSnapshot().value).toBe('enteringPasscodes');
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'No SMS.',
      notice: null,
      oldPasscode: OLD,
    });
  });

  it('shows the generic message when the call fails without a contract failure', async () => {
    const { actor } = start({ request: () => Promise.reject(new Error('boom')) });
    await toStepOneAnswer(actor);
    expect(actor.getSnapshot().context.error).toBe(
      'Oops! Something went wrong. Please try again in a few minutes.',
    );
  });

  it('gives the code step the challenge and submits on the sixth digit', async () => {
    const { actor, verifications } = start();
    await toStepOneAnswer(actor);
    const child = codeStep(actor);
    expect(child?.getSnapshot().context).toMatchObject({
      refCode: 'ref-code-0000000001',
      maskedTarget: '0917 *** 0002',
      countryCode: 'PH',
      mobile: '09170000002',
    });
    child?.send({ type: 'code.change', value: '12345' });
    expect(actor.getSnapshot().value).toBe('verifyingCode');
    child?.send({ type: 'code.change', value: '123456' });
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(verifications).toHaveLength(1);
    expect(verifications[0]).toMatchObject({ code: '123456', refCode: 'ref-code-0000000001' });
    expect(actor.getSnapshot().context).toMatchObject({
      refCode: 'ref-code-0000000001',
      memberToken: 'member-token-000000002',
      challenge: null,
    });
  });

  it('returns to step 1 with the start-again message when the code is exhausted', async () => {
    const { actor } = start({ verify: () => rejectWith(failure('OTP_TOO_MANY_ATTEMPTS')) });
    await toStepOneAnswer(actor);
    codeStep(actor)?.send({ type: 'code.change', value: '000000' });
    await waitFor(actor, (s) => !s.matches('verifyingCode'));
    expect(actor.getSnapshot().value).toBe('enteringPasscodes');
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Too many incorrect codes. Please start again.',
      challenge: null,
      memberToken: null,
    });
  });

  it('closes the form from the code step on cancel', async () => {
    const { actor } = start();
    await toStepOneAnswer(actor);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('verifyingCode');
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ oldPasscode: '', challenge: null });
    expect(actor.getSnapshot().children.oneTimeCode).toBeUndefined();
  });

  it('lets step 3 change only the new passcode and its confirmation', async () => {
    const { actor } = start();
    await toConfirming(actor);
    actor.send({ type: 'passcode.change', field: 'oldPasscode', value: '111111' });
    expect(actor.getSnapshot().context.oldPasscode).toBe(OLD);
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
    const { actor, changes } = start();
    await toConfirming(actor);
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({
      oldPasscode: '',
      newPasscode: '',
      refCode: null,
      memberToken: null,
    });
    expect(changes).toEqual([]);
  });

  it('saves with the refCode and the token the code earned, then forgets the secrets', async () => {
    const { actor, changes } = start();
    await toSucceeded(actor);
    expect(changes).toEqual([
      {
        oldPasscode: OLD,
        newPasscode: NEW,
        confirmPasscode: NEW,
        refCode: 'ref-code-0000000001',
        member_token: 'member-token-000000002',
      },
    ]);
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().context).toMatchObject({
      oldPasscode: '',
      newPasscode: '',
      confirmPasscode: '',
      refCode: null,
      memberToken: null,
    });
  });

  it('shows saving as busy', async () => {
    const { actor } = start();
    await toConfirming(actor);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('logs out about 5 seconds after a successful change: not at 4,900 ms, at 5,000 ms', async () => {
    const { actor, clock, endSession } = start();
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
    const { actor, clock, endSession } = start();
    await toSucceeded(actor);
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(endSession).toHaveBeenCalledTimes(1);
    clock.increment(5_000);
    expect(endSession).toHaveBeenCalledTimes(1);
  });

  it.each(['WEAK_PASSCODE', 'PASSCODE_MISMATCH', 'PASSCODE_UNCHANGED', 'VALIDATION_ERROR'])(
    'stays on step 3 when the server refuses the passcode (%s)',
    async (errorKey) => {
      const { actor } = start({ change: () => rejectWith(failure(errorKey, 'Refused.')) });
      await toSucceeded(actor);
      expect(actor.getSnapshot().value).toBe('confirming');
      expect(actor.getSnapshot().context).toMatchObject({
        error: 'Refused.',
        newPasscode: NEW,
        refCode: 'ref-code-0000000001',
      });
    },
  );

  it('ends in signedOut when the save answers that the account is locked', async () => {
    const { actor, endSession } = start({
      change: () => rejectWith(failure('ACCOUNT_LOCKED', 'Locked.')),
    });
    await toSucceeded(actor);
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.error).toBe('Locked.');
    actor.send({ type: 'dialog.close' });
    expect(endSession).toHaveBeenCalledTimes(1);
  });

  it('returns to step 1 without the secrets on any other save failure', async () => {
    const { actor } = start({ change: () => rejectWith(failure('OTP_EXPIRED', 'Expired.')) });
    await toSucceeded(actor);
    expect(actor.getSnapshot().value).toBe('enteringPasscodes');
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Expired.',
      oldPasscode: '',
      newPasscode: '',
      confirmPasscode: '',
      refCode: null,
      memberToken: null,
    });
  });
});
