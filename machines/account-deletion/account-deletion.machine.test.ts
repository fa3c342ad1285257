import { describe, expect, it, vi } from 'vitest';
import { type ActorRefFrom, createActor, fromPromise, waitFor } from 'xstate';
import type { DeletionRequest, DeletionScheduled } from '#contract/account-deletion';
import type { CodeSent } from '#contract/auth';
import { oneTimeCodeMachine, type VerifyCodeInput } from '../one-time-code/one-time-code.machine';
import { codeSent, failure, rejectWith } from '../shared/test-support';
import { accountDeletionMachine, type AccountDeletionInput } from './account-deletion.machine';

const input: AccountDeletionInput = { mobile: '9170000002', countryCode: 'PH' };
const PASSCODE = '482916';
const DUE = '2026-12-27T14:05:00+08:00';
const TOO_MANY = 'Too many incorrect codes. Please start again.';

function start(
  options: {
    request?: () => Promise<CodeSent>;
    verify?: () => Promise<{ memberToken?: string }>;
    schedule?: () => Promise<DeletionScheduled>;
  } = {},
) {
  const requests: { passcode: string }[] = [];
  const schedules: DeletionRequest[] = [];
  const verifications: VerifyCodeInput[] = [];
  const endSession = vi.fn();
  const machine = accountDeletionMachine.provide({
    actors: {
      requestCode: fromPromise<CodeSent, { passcode: string }>(({ input: call }) => {
        requests.push(call);
        return (options.request ?? (() => Promise.resolve(codeSent('0917 *** 0002'))))();
      }),
      scheduleDeletion: fromPromise<DeletionScheduled, DeletionRequest>(({ input: call }) => {
        schedules.push(call);
        return (options.schedule ?? (() => Promise.resolve({ deletionDueAt: DUE })))();
      }),
      oneTimeCode: oneTimeCodeMachine.provide({
        actors: {
          verifyCode: fromPromise<{ memberToken?: string }, VerifyCodeInput>(({ input: call }) => {
            verifications.push(call);
            return (
              options.verify ?? (() => Promise.resolve({ memberToken: 'deletion-token-0001' }))
            )();
          }),
        },
      }),
    },
    actions: { endSession },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, requests, schedules, verifications, endSession };
}

type Actor = ReturnType<typeof start>['actor'];

async function toCodeStep(actor: Actor) {
  actor.send({ type: 'form.open' });
  actor.send({ type: 'passcode.change', value: PASSCODE });
  actor.send({ type: 'form.submit' });
  expect(actor.getSnapshot().value).toBe('requestingCode');
  await waitFor(actor, (s) => !s.matches('requestingCode'));
}

const codeStep = (actor: Actor) =>
  actor.getSnapshot().children.oneTimeCode as ActorRefFrom<typeof oneTimeCodeMachine> | undefined;

async function typeCode(actor: Actor) {
  const child = codeStep(actor);
  if (!child) throw new Error('no code step');
  child.send({ type: 'code.change', value: '123456' });
  await waitFor(actor, (s) => !s.matches('verifyingCode') && !s.matches('scheduling'));
}

describe('accountDeletion', () => {
  it('is named as its statechart page, and starts from the member with a blank form', () => {
    const { actor } = start();
    expect(accountDeletionMachine.id).toBe('accountDeletion');
    expect(actor.getSnapshot().context).toEqual({
      mobile: '9170000002',
      countryCode: 'PH',
      passcode: '',
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
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'passcode.change', value: PASSCODE });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'form.open' });
    expect(actor.getSnapshot().value).toBe('enteringPasscode');
    expect(actor.getSnapshot().context).toMatchObject({
      passcode: '',
      visible: false,
      error: null,
      notice: null,
      deletionDueAt: null,
    });
  });

  it('keeps digits only, at most 6; Continue needs all six; the toggle shows and hides', () => {
    const { actor, requests } = start();
    actor.send({ type: 'form.open' });
    actor.send({ type: 'passcode.change', value: '48 29a1' });
    expect(actor.getSnapshot().context.passcode).toBe('48291');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('enteringPasscode');
    actor.send({ type: 'passcode.change', value: '4829167' });
    expect(actor.getSnapshot().context.passcode).toBe(PASSCODE);
    actor.send({ type: 'passcode.toggle' });
    expect(actor.getSnapshot().context.visible).toBe(true);
    actor.send({ type: 'passcode.toggle' });
    expect(actor.getSnapshot().context.visible).toBe(false);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(requests).toEqual([{ passcode: PASSCODE }]);
  });

  it('sends the code, and once it is right schedules the deletion with the passcode and token', async () => {
    const { actor, schedules, verifications, endSession } = start();
    await toCodeStep(actor);
    expect(actor.getSnapshot().value).toBe('verifyingCode');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    await typeCode(actor);
    expect(verifications).toHaveLength(1);
    expect(schedules).toEqual([
      { passcode: PASSCODE, refCode: 'ref-code-0000000001', member_token: 'deletion-token-0001' },
    ]);
    expect(actor.getSnapshot().value).toBe('scheduled');
    expect(actor.getSnapshot().context).toMatchObject({
      deletionDueAt: DUE,
      passcode: '',
      refCode: null,
      memberToken: null,
    });
    expect(endSession).not.toHaveBeenCalled();
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(endSession).toHaveBeenCalledTimes(1);
  });

  it('a wrong passcode empties it and says so; the SMS window gives its notice', async () => {
    const wrong = start({
      request: () =>
        rejectWith(
          failure('CURRENT_PASSCODE_INCORRECT', 'Your current passcode is incorrect.', {
            attemptsRemaining: 2,
          }),
        ),
    });
    await toCodeStep(wrong.actor);
    expect(wrong.actor.getSnapshot().value).toBe('enteringPasscode');
    expect(wrong.actor.getSnapshot().context).toMatchObject({
      passcode: '',
      error: 'Your current passcode is incorrect.',
    });
    wrong.actor.send({ type: 'passcode.change', value: '4' });
    expect(wrong.actor.getSnapshot().context.error).toBeNull();

    const later = start({
      request: () =>
        rejectWith(
          failure('PLEASE_RESEND_LATER', 'You may try again after 5 minutes.', {
            title: 'Temporarily Disabled',
          }),
        ),
    });
    await toCodeStep(later.actor);
    expect(later.actor.getSnapshot().context).toMatchObject({
      passcode: PASSCODE,
      error: null,
      notice: { title: 'Temporarily Disabled', message: 'You may try again after 5 minutes.' },
    });

    const failed = start({ request: () => rejectWith(failure('SMS_SEND_FAILED', 'No SMS.')) });
    await toCodeStep(failed.actor);
    expect(failed.actor.getSnapshot().context).toMatchObject({
      passcode: PASSCODE,
      error: 'No SMS.',
      notice: null,
    });
  });

  it.each(['ACCOUNT_LOCKED', 'ACCOUNT_LOCKED_OUT'])(
    '%s on either call ends in the lock dialog, then leaves',
    async (key) => {
      const onRequest = start({ request: () => rejectWith(failure(key, 'Locked.')) });
      await toCodeStep(onRequest.actor);
      expect(onRequest.actor.getSnapshot().value).toBe('signedOut');
      expect(onRequest.actor.getSnapshot().context.error).toBe('Locked.');
      onRequest.actor.send({ type: 'dialog.close' });
      expect(onRequest.endSession).toHaveBeenCalledTimes(1);

      const onSchedule = start({ schedule: () => rejectWith(failure(key, 'Locked.')) });
      await toCodeStep(onSchedule.actor);
      await typeCode(onSchedule.actor);
      expect(onSchedule.actor.getSnapshot().value).toBe('signedOut');
      expect(onSchedule.actor.getSnapshot().context).toMatchObject({
        error: 'Locked.',
        passcode: '',
        memberToken: null,
      });
    },
  );

  it('a refused schedule returns to step 1 with its message and nothing kept', async () => {
    const { actor } = start({
      schedule: () => rejectWith(failure('OTP_INVALID', 'This code is invalid.')),
    });
    await toCodeStep(actor);
    await typeCode(actor);
    expect(actor.getSnapshot().value).toBe('enteringPasscode');
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'This code is invalid.',
      passcode: '',
      refCode: null,
      memberToken: null,
      deletionDueAt: null,
    });
  });

  it('the fifth wrong code starts again at step 1, the passcode emptied', async () => {
    const { actor, schedules } = start({
      verify: () => rejectWith(failure('OTP_TOO_MANY_ATTEMPTS', TOO_MANY)),
    });
    await toCodeStep(actor);
    await typeCode(actor);
    expect(actor.getSnapshot().value).toBe('enteringPasscode');
    expect(actor.getSnapshot().context).toMatchObject({ error: TOO_MANY, passcode: '' });
    expect(schedules).toEqual([]);
  });

  it('Cancel on either step closes the form and forgets the passcode', async () => {
    const { actor } = start();
    actor.send({ type: 'form.open' });
    actor.send({ type: 'passcode.change', value: PASSCODE });
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.passcode).toBe('');
    await toCodeStep(actor);
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ passcode: '', challenge: null });
  });
});
