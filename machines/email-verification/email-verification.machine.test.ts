import { describe, expect, it, vi } from 'vitest';
import { type ActorRefFrom, createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { CodeSent } from '#contract/auth';
import {
  oneTimeCodeMachine,
  type ResendCodeInput,
  type VerifyCodeInput,
} from '../one-time-code/one-time-code.machine';
import { codeSent, failure, rejectWith } from '../shared/test-support';
import {
  emailVerificationMachine,
  type EmailVerificationInput,
} from './email-verification.machine';

const EMAIL = 'juan.delacruz@example.ph';
const emailSent = (): CodeSent => ({ ...codeSent('j***z@example.ph'), type: 2 });

function start(
  options: {
    input?: EmailVerificationInput;
    register?: () => Promise<CodeSent>;
    verify?: () => Promise<{ memberToken?: string }>;
  } = {},
) {
  const registrations: { email: string }[] = [];
  const verifications: VerifyCodeInput[] = [];
  const resends: ResendCodeInput[] = [];
  const notifyVerified = vi.fn();
  const machine = emailVerificationMachine.provide({
    actors: {
      registerEmail: fromPromise<CodeSent, { email: string }>(({ input }) => {
        registrations.push(input);
        return (options.register ?? (() => Promise.resolve(emailSent())))();
      }),
      oneTimeCode: oneTimeCodeMachine.provide({
        actors: {
          verifyCode: fromPromise<{ memberToken?: string }, VerifyCodeInput>(({ input }) => {
            verifications.push(input);
            return (options.verify ?? (() => Promise.resolve({})))();
          }),
          resendCode: fromPromise<CodeSent, ResendCodeInput>(({ input }) => {
            resends.push(input);
            return Promise.resolve({ ...emailSent(), refCode: 'ref-code-0000000002' });
          }),
        },
      }),
    },
    actions: { notifyVerified },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    input: options.input ?? { email: EMAIL, verified: false },
    clock,
  }).start();
  return { actor, clock, registrations, verifications, resends, notifyVerified };
}

type Actor = ReturnType<typeof start>['actor'];

const codeStep = (actor: Actor) =>
  actor.getSnapshot().children.oneTimeCode as ActorRefFrom<typeof oneTimeCodeMachine> | undefined;

async function toCodeStep(actor: Actor, email = EMAIL) {
  actor.send({ type: 'verification.start', email });
  await waitFor(actor, (s) => !s.matches('registering'));
}

describe('emailVerification', () => {
  it('starts verified, and final, for an email verified before', () => {
    const { actor } = start({ input: { email: EMAIL, verified: true } });
    expect(actor.getSnapshot().value).toBe('verified');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('starts unverified with the email, or empty without one', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('unverified');
    expect(actor.getSnapshot().context).toMatchObject({ email: EMAIL, sentOnce: false });
    const { actor: none } = start({ input: { email: null, verified: false } });
    expect(none.getSnapshot().value).toBe('unverified');
    expect(none.getSnapshot().context.email).toBe('');
  });

  it.each([
    ['empty', ''],
    ['without a domain', 'juan@'],
    ['without an @', 'juan'],
    ['with a space', 'juan delacruz@example.ph'],
    ['over 255 characters', `${'a'.repeat(250)}@example.ph`],
  ])('takes no verification for an email %s', (_, email) => {
    const { actor, registrations } = start();
    expect(actor.getSnapshot().can({ type: 'verification.start', email })).toBe(false);
    actor.send({ type: 'verification.start', email });
    expect(actor.getSnapshot().value).toBe('unverified');
    expect(registrations).toEqual([]);
  });

  it('registers a valid email as typed, trimmed, busy meanwhile', async () => {
    const { actor, registrations } = start();
    actor.send({ type: 'verification.start', email: '  maria.clara@example.ph ' });
    expect(actor.getSnapshot().value).toBe('registering');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('awaitingCode'));
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(registrations).toEqual([{ email: 'maria.clara@example.ph' }]);
    expect(actor.getSnapshot().context).toMatchObject({
      email: 'maria.clara@example.ph',
      sentOnce: true,
      challenge: emailSent(),
    });
  });

  it("shows 'Temporarily Disabled' inside the 5-minute window", async () => {
    const { actor } = start({
      register: () => rejectWith(failure('PLEASE_RESEND_LATER', 'server words')),
    });
    await toCodeStep(actor);
    expect(actor.getSnapshot().value).toBe('unverified');
    expect(actor.getSnapshot().context).toMatchObject({
      notice: { title: 'Temporarily Disabled', message: 'You may try again after 5 minutes.' },
      error: null,
      sentOnce: false,
    });
  });

  it("shows the server's wait for TEMPORARILY_DISABLED", async () => {
    const { actor } = start({
      register: () =>
        rejectWith(failure('TEMPORARILY_DISABLED', 'You may try again after 30 minutes.')),
    });
    await toCodeStep(actor);
    expect(actor.getSnapshot().context.notice).toEqual({
      title: 'Temporarily Disabled',
      message: 'You may try again after 30 minutes.',
    });
  });

  it("shows the factor call's own message for any other failure, and clears it on a retry", async () => {
    let calls = 0;
    const { actor } = start({
      register: () => {
        calls += 1;
        return calls === 1
          ? rejectWith(failure('EMAIL_TAKEN', 'This email is used by another account.'))
          : Promise.resolve(emailSent());
      },
    });
    await toCodeStep(actor);
    expect(actor.getSnapshot().value).toBe('unverified');
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'This email is used by another account.',
      notice: null,
    });
    actor.send({ type: 'verification.start', email: EMAIL });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('awaitingCode'));
  });

  it('gives the code step the masked email and auto-submits; verified is final and notified', async () => {
    const { actor, verifications, notifyVerified } = start();
    await toCodeStep(actor);
    const child = codeStep(actor);
    expect(child?.getSnapshot().context).toMatchObject({
      refCode: 'ref-code-0000000001',
      type: 2,
      maskedTarget: 'j***z@example.ph',
    });
    actor.send({ type: 'verification.start', email: EMAIL });
    expect(actor.getSnapshot().value).toBe('awaitingCode');
    child?.send({ type: 'code.change', value: '24681' });
    expect(verifications).toEqual([]);
    child?.send({ type: 'code.change', value: '246813' });
    await waitFor(actor, (s) => !s.matches('awaitingCode'));
    expect(actor.getSnapshot().value).toBe('verified');
    expect(actor.getSnapshot().status).toBe('done');
    expect(verifications).toHaveLength(1);
    expect(verifications[0]).toMatchObject({ code: '246813', refCode: 'ref-code-0000000001' });
    expect(actor.getSnapshot().context.challenge).toBeNull();
    expect(notifyVerified).toHaveBeenCalledTimes(1);
  });

  it('runs the 300-second code timer and offers a resend only once it expired', async () => {
    const { actor, clock, resends } = start();
    await toCodeStep(actor);
    const child = codeStep(actor);
    if (!child) throw new Error('no code step');
    expect(child.getSnapshot().can({ type: 'code.resend' })).toBe(false);
    clock.increment(299_999);
    expect(child.getSnapshot().can({ type: 'code.resend' })).toBe(false);
    clock.increment(1);
    expect(child.getSnapshot().can({ type: 'code.resend' })).toBe(true);
    child.send({ type: 'code.resend' });
    await waitFor(child, (s) => s.context.refCode === 'ref-code-0000000002');
    expect(resends).toHaveLength(1);
    expect(resends[0]).toMatchObject({ refCode: 'ref-code-0000000001' });
    expect(child.getSnapshot().can({ type: 'code.resend' })).toBe(false);
    expect(actor.getSnapshot().value).toBe('awaitingCode');
  });

  it('goes back with the start-again message when the code is exhausted', async () => {
    const { actor, notifyVerified } = start({
      verify: () => rejectWith(failure('OTP_TOO_MANY_ATTEMPTS')),
    });
    await toCodeStep(actor);
    codeStep(actor)?.send({ type: 'code.change', value: '000000' });
    await waitFor(actor, (s) => !s.matches('awaitingCode'));
    expect(actor.getSnapshot().value).toBe('unverified');
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Too many incorrect codes. Please start again.',
      challenge: null,
      sentOnce: true,
    });
    expect(notifyVerified).not.toHaveBeenCalled();
  });

  it('closes the code dialog on cancel; Resend Verification Email from then on', async () => {
    const { actor, notifyVerified } = start();
    actor.send({ type: 'verification.cancel' });
    expect(actor.getSnapshot().value).toBe('unverified');
    await toCodeStep(actor);
    actor.send({ type: 'verification.cancel' });
    expect(actor.getSnapshot().value).toBe('unverified');
    expect(actor.getSnapshot().context).toMatchObject({ challenge: null, sentOnce: true });
    expect(actor.getSnapshot().children.oneTimeCode).toBeUndefined();
    expect(notifyVerified).not.toHaveBeenCalled();
  });
});
