import { describe, expect, it, vi } from 'vitest';
import { type ActorRefFrom, createActor, fromPromise, waitFor } from 'xstate';
import type {
  AccountStatusResponse,
  CodeSent,
  ForgotPasscodeResponse,
  LoginResponse,
} from '#contract/auth';
import { forceResetMachine, type SendChallengeInput } from '../force-reset/force-reset.machine';
import {
  forgotPasscodeMachine,
  type RequestCodeInput,
  type ResetPasscodeInput,
} from '../forgot-passcode/forgot-passcode.machine';
import { oneTimeCodeMachine, type VerifyCodeInput } from '../one-time-code/one-time-code.machine';
import { codeSent, failure, rejectWith } from '../shared/test-support';
import {
  type CheckStatusInput,
  type LoginInput,
  loginMachine,
  type SignInInput,
} from './login.machine';

/** The specification's texts (000, Login, messages), written here, never read from the code. */
const SPEC = {
  notFound: 'Sorry, this account cannot be found.',
  locked: 'For your security, your account is temporarily locked. Please try again in 1 hour.',
  threeFailures:
    'You have entered an incorrect passcode for 3 times. For your security, your account is temporarily locked. Please try again in 1 hour.',
  wrongPasscode: (left: number) =>
    `Please enter the correct passcode. For your security, your account will be locked after 3 failed attempts. You have ${String(left)} attempts remaining.`,
  inactive: (email: string) =>
    `Sorry, but this account is currently inactive. To address this issue, contact ${email}.`,
};

const SUPPORT = 'support@gorewards.com.ph';
const signedIn = (): Promise<LoginResponse> =>
  Promise.resolve({ status: 'ACTIVE', expiresInSeconds: 3600 });

function start(
  options: {
    status?: string;
    statusAnswer?: () => Promise<AccountStatusResponse>;
    signIn?: (passcode: string) => Promise<LoginResponse>;
    input?: Partial<LoginInput>;
  } = {},
) {
  const notifySignedIn = vi.fn();
  const followRedirect = vi.fn();
  const machine = loginMachine.provide({
    actors: {
      checkStatus: fromPromise<AccountStatusResponse, CheckStatusInput>(() =>
        options.statusAnswer
          ? options.statusAnswer()
          : Promise.resolve({ status: options.status ?? 'ACTIVE' }),
      ),
      signIn: fromPromise<LoginResponse, SignInInput>(({ input }) =>
        (options.signIn ?? signedIn)(input.passcode),
      ),
    },
    guards: { isMobileValid: ({ context }) => /^09\d{9}$/.test(context.mobile) },
    actions: {
      notifySignedIn,
      followRedirect: ({ context }) => {
        followRedirect(context.redirectTarget);
      },
    },
  });
  const actor = createActor(machine, {
    input: { migrationFlag: true, supportEmail: SUPPORT, ...options.input },
  }).start();
  return { actor, notifySignedIn, followRedirect };
}

function forgotChild(actor: { getSnapshot: () => { children: Record<string, unknown> } }) {
  const child = actor.getSnapshot().children.forgotPasscode;
  if (!child) throw new Error('forgot passcode is not open');
  return child as ActorRefFrom<typeof forgotPasscodeMachine>;
}

async function toPasscodeStep(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'mobile.change', value: '09170000001' });
  actor.send({ type: 'form.submit' });
  await waitFor(actor, (s) => !s.hasTag('busy'));
}

describe('login', () => {
  it('keeps Continue disabled until the number is valid for the country', () => {
    const { actor } = start();
    actor.send({ type: 'mobile.change', value: '0917' });
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send({ type: 'mobile.change', value: '09170000001' });
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
  });

  it.each([
    ['ACTIVE', 'enteringPasscode', null],
    ['SUCCESS', 'enteringPasscode', null],
    ['PASSWORD_EXPIRED', 'forceReset', null],
    ['MIGRATED', 'forceReset', null],
    ['STAGED', 'forceReset', null],
    ['INACTIVE', 'enteringMobile', SPEC.inactive(SUPPORT)],
    ['LOCKOUT', 'enteringMobile', SPEC.locked],
    ['LOCKED_OUT', 'enteringMobile', SPEC.locked],
    ['NOT_FOUND', 'enteringMobile', SPEC.notFound],
    ['SOMETHING_NEW', 'enteringMobile', SPEC.notFound],
  ])('routes status %s to %s', async (status, state, message) => {
    const { actor } = start({ status });
    await toPasscodeStep(actor);
    await waitFor(actor, (s) => s.matches(state as 'enteringMobile'));
    expect(actor.getSnapshot().context.error).toBe(message);
  });

  it('treats STAGED as not found while the migration flag is off', async () => {
    const { actor } = start({ status: 'STAGED', input: { migrationFlag: false } });
    await toPasscodeStep(actor);
    expect(actor.getSnapshot().value).toBe('enteringMobile');
    expect(actor.getSnapshot().context.error).toBe(SPEC.notFound);
  });

  it('counts wrong passcodes down from 3, then a lock returns to step 1 with 3 tries', async () => {
    const answers = [
      failure('INVALID_CREDENTIALS', SPEC.wrongPasscode(2), { attemptsRemaining: 2 }),
      failure('INVALID_CREDENTIALS', SPEC.wrongPasscode(1), { attemptsRemaining: 1 }),
      failure('ACCOUNT_LOCKED', SPEC.threeFailures),
    ];
    const { actor } = start({
      signIn: () => rejectWith(answers.shift() ?? failure('UNKNOWN')),
    });
    await toPasscodeStep(actor);
    for (const left of [2, 1]) {
      actor.send({ type: 'passcode.change', value: '111111' });
      actor.send({ type: 'form.submit' });
      await waitFor(actor, (s) => s.matches('enteringPasscode') && s.context.triesLeft === left);
      expect(actor.getSnapshot().context.error).toBe(SPEC.wrongPasscode(left));
      expect(actor.getSnapshot().context.passcode).toBe('');
    }
    actor.send({ type: 'passcode.change', value: '111111' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('enteringMobile'));
    expect(actor.getSnapshot().context).toMatchObject({
      error: SPEC.threeFailures,
      triesLeft: 3,
    });
  });

  it('takes digits only, exactly 6, and sends ext_url with the login', async () => {
    const calls: unknown[] = [];
    const { actor, notifySignedIn, followRedirect } = start({
      input: { redirectTarget: '/promos', extUrl: 'https://partner.example/back' },
      signIn: (passcode) => {
        calls.push(passcode);
        return signedIn();
      },
    });
    await toPasscodeStep(actor);
    actor.send({ type: 'passcode.change', value: '48a29' });
    expect(actor.getSnapshot().context.passcode).toBe('4829');
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send({ type: 'passcode.change', value: '4829160' });
    expect(actor.getSnapshot().context.passcode).toBe('482916');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['482916']);
    expect(notifySignedIn).toHaveBeenCalledTimes(1);
    expect(followRedirect).toHaveBeenCalledWith('/promos');
    expect(actor.getSnapshot().output).toEqual({ redirectTarget: '/promos' });
    // The passcode is not kept once the member is in.
    expect(actor.getSnapshot().context.passcode).toBe('');
  });

  it('says a hard-stopped or operator-locked account opens only by a reset', async () => {
    const byStatus = start({
      statusAnswer: () => Promise.resolve({ status: 'LOCKED_OUT', resetRequired: true }),
    });
    await toPasscodeStep(byStatus.actor);
    expect(byStatus.actor.getSnapshot().value).toBe('enteringMobile');
    expect(byStatus.actor.getSnapshot().context).toMatchObject({
      error: 'For your security, your account is temporarily locked. Please try again in 1 hour.',
      resetRequired: true,
    });
    // A lock that ends within the hour says nothing more; typing another number clears the line.
    const temporary = start({ status: 'LOCKED_OUT' });
    await toPasscodeStep(temporary.actor);
    expect(temporary.actor.getSnapshot().context.resetRequired).toBe(false);
    byStatus.actor.send({ type: 'mobile.change', value: '0917000000' });
    expect(byStatus.actor.getSnapshot().context).toMatchObject({
      error: null,
      resetRequired: false,
    });

    // The 15th failure itself: the server answers ACCOUNT_LOCKED_OUT.
    const { actor } = start({
      signIn: () =>
        rejectWith(
          failure(
            'ACCOUNT_LOCKED_OUT',
            'For your security, please reset your passcode to continue.',
          ),
        ),
    });
    await toPasscodeStep(actor);
    actor.send({ type: 'passcode.change', value: '111111' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('enteringMobile'));
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'For your security, your account is temporarily locked. Please try again in 1 hour.',
      resetRequired: true,
      triesLeft: 3,
      passcode: '',
    });
  });

  it('shows Temporarily Disabled with the wait when the address has tried too many numbers (item 5)', async () => {
    const disabled = failure('TEMPORARILY_DISABLED', 'You may try again after 10 minutes.', {
      title: 'Temporarily Disabled',
      retryAfter: 600,
    });
    const byStatus = start({ statusAnswer: () => rejectWith(disabled) });
    await toPasscodeStep(byStatus.actor);
    expect(byStatus.actor.getSnapshot().context).toMatchObject({
      error: null,
      notice: { title: 'Temporarily Disabled', message: 'You may try again after 10 minutes.' },
    });
    const bySignIn = start({ signIn: () => rejectWith(disabled) });
    await toPasscodeStep(bySignIn.actor);
    bySignIn.actor.send({ type: 'passcode.change', value: '111111' });
    bySignIn.actor.send({ type: 'form.submit' });
    await waitFor(bySignIn.actor, (s) => s.matches('enteringMobile'));
    expect(bySignIn.actor.getSnapshot().context).toMatchObject({
      error: null,
      passcode: '',
      notice: { title: 'Temporarily Disabled', message: 'You may try again after 10 minutes.' },
    });
    bySignIn.actor.send({ type: 'mobile.change', value: '0917' });
    expect(bySignIn.actor.getSnapshot().context.notice).toBeNull();
  });

  it('keeps at most 20 characters of what is typed as the number', () => {
    const { actor } = start();
    actor.send({ type: 'mobile.change', value: '0917000000112345678901234' });
    expect(actor.getSnapshot().context.mobile).toBe('09170000001123456789');
  });

  it('shows the message it arrived with (an expired handoff link) until the member types', () => {
    const arrived = start({ input: { message: 'That link has expired. Please sign in.' } });
    expect(arrived.actor.getSnapshot().context.error).toBe(
      'That link has expired. Please sign in.',
    );
    arrived.actor.send({ type: 'mobile.change', value: '0' });
    expect(arrived.actor.getSnapshot().context.error).toBeNull();
    expect(start().actor.getSnapshot().context).toMatchObject({
      mobile: '',
      passcode: '',
      error: null,
      resetRequired: false,
      redirectTarget: null,
      extUrl: null,
      passcodeVisible: false,
    });
  });

  it('counts a wrong passcode down by one when the server does not say how many are left', async () => {
    const { actor } = start({
      signIn: () => rejectWith(failure('INVALID_CREDENTIALS', 'Invalid passcode.')),
    });
    await toPasscodeStep(actor);
    actor.send({ type: 'passcode.change', value: '111111' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().value).toBe('enteringPasscode');
    expect(actor.getSnapshot().context).toMatchObject({ triesLeft: 2, error: 'Invalid passcode.' });
  });

  it('returns to the number with 3 tries when a wrong passcode leaves none', async () => {
    const { actor } = start({
      signIn: () =>
        rejectWith(failure('INVALID_CREDENTIALS', SPEC.threeFailures, { attemptsRemaining: 0 })),
    });
    await toPasscodeStep(actor);
    actor.send({ type: 'passcode.change', value: '111111' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().value).toBe('enteringMobile');
    expect(actor.getSnapshot().context).toMatchObject({
      triesLeft: 3,
      passcode: '',
      error: SPEC.threeFailures,
    });
  });

  it('after a reset, checks the number the member reset and asks for the new passcode', async () => {
    const checked: CheckStatusInput[] = [];
    const machine = loginMachine.provide({
      actors: {
        checkStatus: fromPromise<AccountStatusResponse, CheckStatusInput>(({ input }) => {
          checked.push(input);
          return Promise.resolve({ status: 'ACTIVE' });
        }),
        forgotPasscode: forgotPasscodeMachine.provide({
          actors: {
            requestCode: fromPromise<ForgotPasscodeResponse, RequestCodeInput>(() =>
              Promise.resolve(codeSent('8123 *** 67')),
            ),
            resetPasscode: fromPromise<undefined, ResetPasscodeInput>(() =>
              Promise.resolve(undefined),
            ),
            oneTimeCode: oneTimeCodeMachine.provide({
              actors: {
                verifyCode: fromPromise<{ memberToken?: string }, VerifyCodeInput>(() =>
                  Promise.resolve({ memberToken: 'member-token-00000001' }),
                ),
              },
            }),
          },
          guards: { isMobileValid: () => true },
        }),
      },
      guards: { isMobileValid: () => true },
    });
    const actor = createActor(machine, {
      input: { migrationFlag: true, supportEmail: SUPPORT },
    }).start();
    actor.send({ type: 'passcode.forgot' });
    const reset = forgotChild(actor);
    reset.send({ type: 'country.change', countryCode: 'SG' });
    reset.send({ type: 'mobile.change', value: '81234567' });
    reset.send({ type: 'captcha.change', token: 'captcha-pass-0001' });
    reset.send({ type: 'form.submit' });
    await waitFor(reset, (s) => s.matches('verifyingCode'));
    const code = reset.getSnapshot().children.oneTimeCode as
      ActorRefFrom<typeof oneTimeCodeMachine> | undefined;
    code?.send({ type: 'code.change', value: '123456' });
    code?.send({ type: 'code.submit' });
    await waitFor(reset, (s) => s.matches('creatingPasscode'));
    reset.send({ type: 'passcode.change', value: '482916' });
    reset.send({ type: 'confirm.change', value: '482916' });
    reset.send({ type: 'form.submit' });
    await waitFor(reset, (s) => s.matches('succeeded'));
    reset.send({ type: 'signin.select' });
    await waitFor(actor, (s) => s.matches('enteringPasscode'));
    expect(checked).toEqual([{ countryCode: 'SG', mobile: '81234567' }]);
    expect(actor.getSnapshot().context).toMatchObject({
      countryCode: 'SG',
      mobile: '81234567',
      challenge: null,
      triesLeft: 3,
    });
  });

  it.each([
    ['LOCKOUT', SPEC.locked, true],
    ['NOT_FOUND', SPEC.notFound, false],
  ])(
    'reads resetRequired with status %s: its message, reset line %s',
    async (status, error, line) => {
      const { actor } = start({
        statusAnswer: () => Promise.resolve({ status, resetRequired: true }),
      });
      await toPasscodeStep(actor);
      expect(actor.getSnapshot().context).toMatchObject({ error, resetRequired: line });
    },
  );

  it('opens the passcode step clean when the same number is sent again after a message', async () => {
    const answers: AccountStatusResponse[] = [{ status: 'LOCKED_OUT' }, { status: 'ACTIVE' }];
    const { actor } = start({
      statusAnswer: () => Promise.resolve(answers.shift() ?? { status: 'ACTIVE' }),
    });
    await toPasscodeStep(actor);
    expect(actor.getSnapshot().context.error).toBe(SPEC.locked);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(actor.getSnapshot().value).toBe('enteringPasscode');
    expect(actor.getSnapshot().context).toMatchObject({ error: null, passcode: '', triesLeft: 3 });
  });

  it('is busy while the passcode is checked', async () => {
    const { actor } = start({ signIn: () => new Promise<LoginResponse>(() => undefined) });
    await toPasscodeStep(actor);
    actor.send({ type: 'passcode.change', value: '482916' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('signingIn');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  it('forgets a wrong passcode message when the member goes to Forgot passcode and back', async () => {
    const { actor } = start({
      signIn: () =>
        rejectWith(failure('INVALID_CREDENTIALS', SPEC.wrongPasscode(2), { attemptsRemaining: 2 })),
    });
    await toPasscodeStep(actor);
    actor.send({ type: 'passcode.change', value: '111111' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('enteringPasscode') && s.context.error !== null);
    actor.send({ type: 'passcode.change', value: '2222' });
    actor.send({ type: 'passcode.forgot' });
    expect(actor.getSnapshot().value).toBe('resettingPasscode');
    actor.send({ type: 'reset.cancel' });
    expect(actor.getSnapshot().value).toBe('enteringMobile');
    expect(actor.getSnapshot().context).toMatchObject({ error: null, passcode: '', triesLeft: 3 });
  });

  it("hands force reset the number, and Cancel in 'Set your Passcode' or in the reset returns to it", async () => {
    const sent = codeSent('0917 *** 0001');
    const machine = loginMachine.provide({
      actors: {
        checkStatus: fromPromise<AccountStatusResponse, CheckStatusInput>(() =>
          Promise.resolve({ status: 'PASSWORD_EXPIRED' }),
        ),
        forceReset: forceResetMachine.provide({
          actors: {
            sendChallenge: fromPromise<CodeSent, SendChallengeInput>(() => Promise.resolve(sent)),
          },
        }),
      },
      guards: { isMobileValid: () => true },
    });
    const actor = createActor(machine, {
      input: { migrationFlag: true, supportEmail: SUPPORT },
    }).start();
    const forceReset = () =>
      actor.getSnapshot().children.forceReset as ActorRefFrom<typeof forceResetMachine>;
    await toPasscodeStep(actor);
    expect(actor.getSnapshot().value).toBe('forceReset');
    expect(forceReset().getSnapshot().context).toMatchObject({
      countryCode: 'PH',
      mobile: '09170000001',
    });
    actor.send({ type: 'reset.cancel' });
    expect(actor.getSnapshot().value).toBe('enteringMobile');

    // This time force reset sends a code: the reset opens at it; Cancel forgets it.
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('forceReset'));
    forceReset().send({ type: 'captcha.change', token: 'captcha-pass-0001' });
    forceReset().send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('resettingPasscode'));
    expect(forgotChild(actor).getSnapshot().context.challenge).toEqual(sent);
    actor.send({ type: 'reset.cancel' });
    expect(actor.getSnapshot().value).toBe('enteringMobile');
    expect(actor.getSnapshot().context.challenge).toBeNull();
    actor.send({ type: 'passcode.forgot' });
    expect(forgotChild(actor).getSnapshot().value).toBe('enteringMobile');
    expect(forgotChild(actor).getSnapshot().context.challenge).toBeNull();
    actor.stop();
  });
});
