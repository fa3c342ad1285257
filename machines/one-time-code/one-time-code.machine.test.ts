import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { CodeSent } from '#contract/auth';
import { codeSent, failure, rejectWith } from '../shared/test-support';
import {
  oneTimeCodeMachine,
  type OneTimeCodeInput,
  type VerifyCodeInput,
} from './one-time-code.machine';

const input: OneTimeCodeInput = {
  refCode: 'ref-code-0000000001',
  type: 1,
  maskedTarget: '0917 *** 0001',
  expiresInSeconds: 300,
  countryCode: 'PH',
  mobile: '09170000001',
};

function start(
  options: {
    verify?: (code: string) => Promise<{ memberToken: string }>;
    resend?: () => Promise<CodeSent>;
    autoSubmit?: boolean;
    type?: 1 | 2;
  } = {},
) {
  const clock = new SimulatedClock();
  const checks: VerifyCodeInput[] = [];
  const machine = oneTimeCodeMachine.provide({
    actors: {
      verifyCode: fromPromise<{ memberToken?: string }, VerifyCodeInput>(({ input: call }) => {
        checks.push(call);
        return (options.verify ?? (() => rejectWith(failure('OTP_INVALID'))))(call.code);
      }),
      resendCode: fromPromise(() =>
        (
          options.resend ??
          (() => Promise.resolve({ ...codeSent(), refCode: 'ref-code-0000000002' }))
        )(),
      ),
    },
  });
  const actor = createActor(machine, {
    input: { ...input, type: options.type ?? input.type, autoSubmit: options.autoSubmit ?? false },
    clock,
  }).start();
  return { actor, clock, checks };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('oneTimeCode', () => {
  it('keeps digits only, at most six, and allows Continue only at exactly six', () => {
    const { actor } = start();
    actor.send({ type: 'code.change', value: '12a3-4' });
    expect(actor.getSnapshot().context.code).toBe('1234');
    expect(actor.getSnapshot().can({ type: 'code.submit' })).toBe(false);
    actor.send({ type: 'code.change', value: '1234567' });
    expect(actor.getSnapshot().context.code).toBe('123456');
    expect(actor.getSnapshot().can({ type: 'code.submit' })).toBe(true);
  });

  it('ends verified with the member token when the code is right', async () => {
    const { actor } = start({
      verify: (code) =>
        code === '654321'
          ? Promise.resolve({ memberToken: 'member-token-000000001' })
          : rejectWith(failure('OTP_INVALID')),
    });
    actor.send({ type: 'code.change', value: '654321' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({
      result: 'verified',
      refCode: input.refCode,
      memberToken: 'member-token-000000001',
    });
  });

  it('counts wrong codes without a message and ends exhausted on the fifth', async () => {
    const { actor } = start();
    for (let i = 1; i <= 4; i += 1) {
      actor.send({ type: 'code.change', value: '000000' });
      actor.send({ type: 'code.submit' });
      await waitFor(actor, (s) => s.matches({ active: { entry: 'editing' } }));
      expect(actor.getSnapshot().context.failedChecks).toBe(i);
      expect(actor.getSnapshot().context.error).toBeNull();
      expect(actor.getSnapshot().context.code).toBe('');
    }
    actor.send({ type: 'code.change', value: '000000' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ result: 'exhausted' });
  });

  it('ends exhausted at once when the server says the challenge is void', async () => {
    const { actor } = start({ verify: () => rejectWith(failure('OTP_TOO_MANY_ATTEMPTS')) });
    actor.send({ type: 'code.change', value: '111111' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ result: 'exhausted' });
  });

  it('auto-submits on the sixth digit in account flows', async () => {
    let calls = 0;
    const { actor } = start({
      autoSubmit: true,
      verify: () => {
        calls += 1;
        return Promise.resolve({ memberToken: 'member-token-000000001' });
      },
    });
    actor.send({ type: 'code.change', value: '12345' });
    await settle();
    expect(calls).toBe(0);
    actor.send({ type: 'code.change', value: '123456' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toBe(1);
  });

  it('offers Resend only at 00:00, and a resend with a refCode clears digits and restarts the timer', async () => {
    const { actor, clock } = start();
    actor.send({ type: 'code.change', value: '12' });
    expect(actor.getSnapshot().can({ type: 'code.resend' })).toBe(false);
    clock.increment(299_999);
    expect(actor.getSnapshot().matches({ active: { timer: 'running' } })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ active: { timer: 'expired' } })).toBe(true);
    actor.send({ type: 'code.resend' });
    await waitFor(actor, (s) => s.matches({ active: { timer: 'running' } }));
    const { context } = actor.getSnapshot();
    expect(context.refCode).toBe('ref-code-0000000002');
    expect(context.code).toBe('');
    expect(context.timerRun).toBe(2);
    clock.increment(299_999);
    expect(actor.getSnapshot().matches({ active: { timer: 'running' } })).toBe(true);
  });

  it("shows 'Temporarily Disabled' when the resend is refused for 5 minutes", async () => {
    const { actor, clock } = start({
      resend: () => rejectWith(failure('PLEASE_RESEND_LATER', 'server words')),
    });
    clock.increment(300_000);
    actor.send({ type: 'code.resend' });
    await waitFor(actor, (s) => s.context.notice !== null);
    expect(actor.getSnapshot().context.notice).toEqual({
      title: 'Temporarily Disabled',
      message: 'You may try again after 5 minutes.',
    });
    expect(actor.getSnapshot().matches({ active: { timer: 'expired' } })).toBe(true);
  });

  it('follows the lifetime and the masked target a resend answers', async () => {
    const { actor, clock } = start({
      resend: () =>
        Promise.resolve({
          ...codeSent(),
          refCode: 'ref-code-0000000002',
          expiresInSeconds: 120,
          maskedTarget: '0917 *** 0009',
        }),
    });
    clock.increment(300_000);
    actor.send({ type: 'code.resend' });
    await waitFor(actor, (s) => s.matches({ active: { timer: 'running' } }));
    expect(actor.getSnapshot().context.maskedTarget).toBe('0917 *** 0009');
    clock.increment(119_999);
    expect(actor.getSnapshot().matches({ active: { timer: 'running' } })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ active: { timer: 'expired' } })).toBe(true);
  });

  it("takes 'Temporarily Disabled' away when Resend is pressed again", async () => {
    const { actor, clock } = start({
      resend: () => rejectWith(failure('PLEASE_RESEND_LATER', 'server words')),
    });
    clock.increment(300_000);
    actor.send({ type: 'code.resend' });
    await waitFor(actor, (s) => s.context.notice !== null);
    actor.send({ type: 'code.resend' });
    expect(actor.getSnapshot().matches({ active: { timer: 'resending' } })).toBe(true);
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it.each([
    [1, 'sms'],
    [2, 'email'],
  ] as const)('checks a code sent by channel %i as an %s code', async (type, channel) => {
    const { actor, checks } = start({ type });
    actor.send({ type: 'code.change', value: '123456' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (s) => s.matches({ active: { entry: 'editing' } }));
    expect(checks).toEqual([{ refCode: input.refCode, code: '123456', type: channel }]);
  });

  it('shows the server message when the code has expired', async () => {
    const { actor } = start({
      verify: () => rejectWith(failure('OTP_EXPIRED', 'This code has expired.')),
    });
    actor.send({ type: 'code.change', value: '123456' });
    actor.send({ type: 'code.submit' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('This code has expired.');
    expect(actor.getSnapshot().context.failedChecks).toBe(0);
  });
});
