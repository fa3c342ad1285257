import { describe, expect, it } from 'vitest';
import { type ActorRefFrom, createActor, fromPromise, waitFor } from 'xstate';
import type { ForgotPasscodeResponse } from '#contract/auth';
import { oneTimeCodeMachine, type VerifyCodeInput } from '../one-time-code/one-time-code.machine';
import { isMismatch } from '../shared/passcode';
import { codeSent, failure, rejectWith } from '../shared/test-support';
import {
  forgotPasscodeMachine,
  type ForgotPasscodeInput,
  type RequestCodeInput,
  type ResetPasscodeInput,
  START_AGAIN_MESSAGE,
} from './forgot-passcode.machine';

const sent = codeSent('0917 *** 0001');

function start(
  options: {
    request?: (input: RequestCodeInput) => Promise<ForgotPasscodeResponse>;
    verify?: () => Promise<{ memberToken: string }>;
    reset?: (input: ResetPasscodeInput) => Promise<undefined>;
    input?: ForgotPasscodeInput;
  } = {},
) {
  const requests: RequestCodeInput[] = [];
  const resets: ResetPasscodeInput[] = [];
  const machine = forgotPasscodeMachine.provide({
    actors: {
      requestCode: fromPromise<ForgotPasscodeResponse, RequestCodeInput>(({ input }) => {
        requests.push(input);
        return (options.request ?? (() => Promise.resolve(sent)))(input);
      }),
      resetPasscode: fromPromise<undefined, ResetPasscodeInput>(({ input }) => {
        resets.push(input);
        return (options.reset ?? (() => Promise.resolve(undefined)))(input);
      }),
      oneTimeCode: oneTimeCodeMachine.provide({
        actors: {
          verifyCode: fromPromise<{ memberToken?: string }, VerifyCodeInput>(
            options.verify ?? (() => Promise.resolve({ memberToken: 'member-token-00000001' })),
          ),
        },
      }),
    },
    guards: { isMobileValid: ({ context }) => /^09\d{9}$/.test(context.mobile) },
  });
  const actor = createActor(machine, { input: options.input ?? {} }).start();
  return { actor, requests, resets };
}

async function toCodeStep(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'mobile.change', value: '09170000001' });
  actor.send({ type: 'captcha.change', token: 'captcha-pass-0001' });
  actor.send({ type: 'form.submit' });
  await waitFor(actor, (s) => !s.hasTag('busy'));
}

const codeStep = (actor: ReturnType<typeof start>['actor']) =>
  actor.getSnapshot().children.oneTimeCode as ActorRefFrom<typeof oneTimeCodeMachine> | undefined;

async function enterCode(actor: ReturnType<typeof start>['actor']) {
  const child = codeStep(actor);
  if (!child) throw new Error('no code step');
  child.send({ type: 'code.change', value: '123456' });
  child.send({ type: 'code.submit' });
  await waitFor(actor, (s) => !s.matches('verifyingCode'));
}

describe('forgotPasscode', () => {
  it('needs a valid number and a solved captcha, and sends them', async () => {
    const { actor, requests } = start();
    actor.send({ type: 'mobile.change', value: '09170000001' });
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send({ type: 'captcha.change', token: 'captcha-pass-0001' });
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('verifyingCode'));
    expect(requests).toEqual([
      {
        countryCode: 'PH',
        mobile: '09170000001',
        recaptcha: 'captcha-pass-0001',
        choiceToken: null,
        type: null,
      },
    ]);
  });

  it('gives the code step the number typed, for its resend', async () => {
    const { actor } = start();
    await toCodeStep(actor);
    expect(codeStep(actor)?.getSnapshot().context).toMatchObject({
      countryCode: 'PH',
      mobile: '09170000001',
      refCode: sent.refCode,
    });
  });

  it('resets the captcha when the send fails', async () => {
    const { actor } = start({ request: () => rejectWith(failure('SMS_SEND_FAILED', 'No SMS.')) });
    await toCodeStep(actor);
    expect(actor.getSnapshot().value).toBe('enteringMobile');
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'No SMS.',
      captchaToken: null,
      captchaKey: 1,
    });
  });

  it("shows 'Temporarily Disabled' inside the 5-minute SMS window", async () => {
    const { actor } = start({ request: () => rejectWith(failure('PLEASE_RESEND_LATER')) });
    await toCodeStep(actor);
    expect(actor.getSnapshot().context.notice).toEqual({
      title: 'Temporarily Disabled',
      message: 'You may try again after 5 minutes.',
    });
  });

  it('lets a member with a verified email choose email, then sends with the choice token', async () => {
    const { actor, requests } = start({
      request: (input) =>
        Promise.resolve(
          input.choiceToken
            ? { ...sent, type: 2, maskedTarget: 'm***@example.ph' }
            : {
                next: 'choose',
                choiceToken: 'choice-token-00000001',
                channels: [
                  { type: 1, maskedTarget: '0917 *** 0001' },
                  { type: 2, maskedTarget: 'm***@example.ph' },
                ],
              },
        ),
    });
    await toCodeStep(actor);
    expect(actor.getSnapshot().value).toBe('choosingChannel');
    actor.send({ type: 'channel.select', channel: 2 });
    await waitFor(actor, (s) => s.matches('verifyingCode'));
    expect(requests[1]).toMatchObject({ choiceToken: 'choice-token-00000001', type: 2 });
    expect(codeStep(actor)?.getSnapshot().context).toMatchObject({
      type: 2,
      maskedTarget: 'm***@example.ph',
    });
  });

  it('returns to step 1 with a fresh counter after the fifth wrong code', async () => {
    const { actor } = start({ verify: () => rejectWith(failure('OTP_TOO_MANY_ATTEMPTS')) });
    await toCodeStep(actor);
    await enterCode(actor);
    expect(actor.getSnapshot().value).toBe('enteringMobile');
    expect(actor.getSnapshot().context.error).toBe(START_AGAIN_MESSAGE);
    await toCodeStep(actor);
    expect(codeStep(actor)?.getSnapshot().context.failedChecks).toBe(0);
  });

  it('saves only 6 equal digits that are not easy to guess, then succeeds', async () => {
    const { actor, resets } = start();
    await toCodeStep(actor);
    await enterCode(actor);
    expect(actor.getSnapshot().value).toBe('creatingPasscode');
    actor.send({ type: 'passcode.change', value: '12x3456' });
    actor.send({ type: 'confirm.change', value: '123456' });
    expect(actor.getSnapshot().context.passcode).toBe('123456');
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send({ type: 'passcode.change', value: '582047' });
    expect(
      isMismatch(actor.getSnapshot().context.passcode, actor.getSnapshot().context.confirmPasscode),
    ).toBe(true);
    actor.send({ type: 'confirm.change', value: '582047' });
    expect(
      isMismatch(actor.getSnapshot().context.passcode, actor.getSnapshot().context.confirmPasscode),
    ).toBe(false);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(resets).toEqual([
      {
        refCode: 'ref-code-0000000001',
        member_token: 'member-token-00000001',
        passcode: '582047',
        confirmPasscode: '582047',
      },
    ]);
    expect(actor.getSnapshot().context.memberToken).toBeNull();
    actor.send({ type: 'signin.select' });
    expect(actor.getSnapshot().output).toEqual({ countryCode: 'PH', mobile: '09170000001' });
  });

  it("refuses the last six digits of the member's mobile number (decision 0030)", async () => {
    const { actor } = start();
    await toCodeStep(actor);
    await enterCode(actor);
    // 09170000001 ends in 000001.
    actor.send({ type: 'passcode.change', value: '000001' });
    actor.send({ type: 'confirm.change', value: '000001' });
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
  });

  it.each(['WEAK_PASSCODE', 'PASSCODE_MISMATCH', 'VALIDATION_ERROR'])(
    'keeps the new passcode step when the server refuses the passcode (%s)',
    async (errorKey) => {
      const { actor } = start({ reset: () => rejectWith(failure(errorKey, 'Refused.')) });
      await toCodeStep(actor);
      await enterCode(actor);
      actor.send({ type: 'passcode.change', value: '582047' });
      actor.send({ type: 'confirm.change', value: '582047' });
      actor.send({ type: 'form.submit' });
      await waitFor(actor, (s) => !s.hasTag('busy'));
      expect(actor.getSnapshot().value).toBe('creatingPasscode');
      expect(actor.getSnapshot().context.error).toBe('Refused.');
    },
  );

  it('forgets the typed passcodes and asks for a new captcha when a save sends the member back to step 1', async () => {
    const { actor } = start({ reset: () => rejectWith(failure('OTP_INVALID', 'Start again.')) });
    await toCodeStep(actor);
    await enterCode(actor);
    actor.send({ type: 'passcode.change', value: '582047' });
    actor.send({ type: 'confirm.change', value: '582047' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().value).toBe('enteringMobile');
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Start again.',
      passcode: '',
      confirmPasscode: '',
      captchaToken: null,
    });
  });

  it('gives the captcha a new key at every reset, so the widget is drawn afresh each time', async () => {
    const { actor } = start({ request: () => rejectWith(failure('CAPTCHA_INVALID', 'Again.')) });
    const keys = [actor.getSnapshot().context.captchaKey];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await toCodeStep(actor);
      keys.push(actor.getSnapshot().context.captchaKey);
    }
    expect(new Set(keys).size).toBe(3);
  });

  it("gives the captcha a new key each time the member picks 'Use another number'", async () => {
    const { actor } = start();
    const keys = [actor.getSnapshot().context.captchaKey];
    for (let round = 0; round < 2; round += 1) {
      await toCodeStep(actor);
      expect(actor.getSnapshot().value).toBe('verifyingCode');
      actor.send({ type: 'mobile.edit' });
      expect(actor.getSnapshot().context.captchaToken).toBeNull();
      keys.push(actor.getSnapshot().context.captchaKey);
    }
    expect(new Set(keys).size).toBe(3);
  });

  it('keeps at most 20 characters of a pasted number', () => {
    const { actor } = start();
    actor.send({ type: 'mobile.change', value: '0917000000100000000000009' });
    expect(actor.getSnapshot().context.mobile).toBe('09170000001000000000');
  });

  it('waits for Submit after the sixth digit of the code (only account flows submit by themselves)', async () => {
    const { actor } = start();
    await toCodeStep(actor);
    const child = codeStep(actor);
    child?.send({ type: 'code.change', value: '123456' });
    expect(child?.getSnapshot().matches({ active: { entry: 'editing' } })).toBe(true);
    expect(actor.getSnapshot().value).toBe('verifyingCode');
  });

  it('opens at the code step when force reset already sent a code', () => {
    const { actor } = start({
      input: { countryCode: 'PH', mobile: '09170000003', challenge: sent },
    });
    expect(actor.getSnapshot().value).toBe('verifyingCode');
  });
});
