import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import {
  type ForgotPasscodeInput,
  forgotPasscodeMachine,
} from '#machines/forgot-passcode/forgot-passcode.machine';
import { codeSent, failure } from '#machines/shared/test-support';
import {
  type ForgotPasscodeActor,
  ForgotPasscodeView,
  forgotPasscodeTitle,
} from '#src/features/auth/forgot-passcode-view';
import { forgotPasscodeFlow } from '#src/features/auth/auth.actors';
import { isValidMobile } from '#src/lib/phone';
import { renderWithRouter } from '../support/render';
import { CAPTCHA_PASS } from './support/captcha-double';
import { defineModelSuite, type ModelEvent, type World } from './support/model';
import { AUTH_ROUTES, FakeNetwork } from './support/network';
import { retype, typeCode } from './support/views';

vi.mock('#src/components/captcha/captcha', async () => ({
  Captcha: (await import('./support/captcha-double')).CaptchaDouble,
}));

type Snapshot = SnapshotFrom<typeof forgotPasscodeMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

/**
 * docs/specification.md#forgot-passcode, to the letter: the titles of the steps, 'New Passcode
 * Mismatch', 'Passcode reset successful', 'Temporarily Disabled'. The other messages are the
 * server's answers of the path.
 */
const TITLES = {
  mobile: 'Forgot Passcode',
  choose: 'Verify your account',
  code: 'Verification',
  create: 'Create New Passcode',
  success: 'Passcode reset successful',
} as const;
const MISMATCH = 'New Passcode Mismatch';
const START_AGAIN = 'Too many incorrect codes. Please start again.';
const GENERIC = 'Oops! Something went wrong. Please try again in a few minutes.';
const RESEND_LATER = 'You may try again after 5 minutes.';
const RESET_DONE = 'Your passcode has been reset. You can now sign in with your new passcode.';
/** The strength line: why, before submitting (docs/specification.md#passcodes). */
const STRENGTH: Record<string, string> = {
  '': 'Use exactly 6 digits.',
  '482917': 'Strength: Strong',
  '111111': 'Strength: Weak. Avoid repeating one digit (like 111111).',
};
/** The server refuses these passcodes (one digit repeated): Save stays disabled. */
const GUESSABLE = new Set(['111111']);
/** Numbers valid for their country (libphonenumber-js's reading of the samples). */
const VALID = new Set(['PH 09170000001', 'PH 09170000003']);

const SMS = { type: 1, maskedTarget: '0917 *** 0001' } as const;
const EMAIL = { type: 2, maskedTarget: 'm*********s@example.ph' } as const;
const sent = codeSent(SMS.maskedTarget);
const choice = {
  next: 'choose',
  choiceToken: 'choice-token-00000001',
  channels: [SMS, EMAIL],
};
/** The server's messages on these paths (its own wording, shown as given). */
const SERVER_MESSAGES = ['Captcha again.', 'Too easy.', 'Start again.'];

const events = (): ModelEvent[] => [
  { type: 'mobile.change', value: '09170000001' },
  { type: 'mobile.change', value: '0917' },
  { type: 'country.change', countryCode: 'SG' },
  { type: 'captcha.change', token: CAPTCHA_PASS },
  { type: 'captcha.change', token: null },
  { type: 'form.submit' },
  { type: 'xstate.error.actor.requestCode', error: failure('PLEASE_RESEND_LATER') },
  { type: 'xstate.error.actor.requestCode', error: failure('CAPTCHA_INVALID', 'Captcha again.') },
  { type: 'channel.select', channel: 2 },
  { type: 'mobile.edit' },
  { type: 'xstate.done.actor.oneTimeCode', output: { result: 'verified' } },
  { type: 'xstate.done.actor.oneTimeCode', output: { result: 'exhausted' } },
  { type: 'passcode.change', value: '482917' },
  { type: 'passcode.change', value: '111111' },
  { type: 'confirm.change', value: '482917' },
  { type: 'confirm.change', value: '482910' },
  { type: 'passcode.toggle' },
  { type: 'xstate.done.actor.resetPasscode', output: undefined },
  { type: 'xstate.error.actor.resetPasscode', error: failure('WEAK_PASSCODE', 'Too easy.') },
  { type: 'xstate.error.actor.resetPasscode', error: failure('OTP_INVALID', 'Start again.') },
  { type: 'signin.select' },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({
    value,
    country: context.countryCode,
    mobile: context.mobile,
    captcha: context.captchaToken !== null,
    passcode: context.passcode,
    confirm: context.confirmPasscode,
    visible: context.passcodeVisible,
    error: context.error !== null,
    notice: context.notice !== null,
  });
};

type Screen =
  | 'mobile'
  | 'requesting'
  | 'choose'
  | 'sending'
  | 'code'
  | 'create'
  | 'saving'
  | 'success'
  | 'done';

interface ForgotWorld {
  screen: Screen;
  country: string;
  mobile: string;
  /** Captcha ticked (cleared by a failed send, docs/specification.md#captcha, or starting over). */
  captcha: boolean;
  message: string | null;
  notice: boolean;
  chosen: 1 | 2 | null;
  target: { type: 1 | 2; maskedTarget: string } | null;
  passcode: string;
  confirm: string;
  visible: boolean;
}

const QUIET = { message: null, notice: false } as const;
const keyOf = (event: ModelEvent) => (event.error as { errorKey: string }).errorKey;
const messageOf = (event: ModelEvent) => (event.error as { message: string }).message;
const isMismatch = (w: ForgotWorld) =>
  w.passcode.length === 6 && w.confirm.length === 6 && w.passcode !== w.confirm;
const canSave = (w: ForgotWorld) =>
  w.passcode.length === 6 && w.passcode === w.confirm && !GUESSABLE.has(w.passcode);
const backToStart = (w: ForgotWorld): ForgotWorld => ({
  ...w,
  screen: 'mobile',
  captcha: false,
  chosen: null,
  target: null,
  passcode: '',
  confirm: '',
});

function next(w: ForgotWorld, event: ModelEvent): ForgotWorld {
  const onMobile = w.screen === 'mobile';
  switch (event.type) {
    case 'mobile.change':
      return onMobile ? { ...w, mobile: String(event.value), ...QUIET } : w;
    case 'country.change':
      return onMobile ? { ...w, country: String(event.countryCode), ...QUIET } : w;
    case 'captcha.change':
      return onMobile ? { ...w, captcha: event.token !== null, ...QUIET } : w;
    case 'form.submit':
      if (onMobile && w.captcha && VALID.has(`${w.country} ${w.mobile}`))
        return { ...w, screen: 'requesting' };
      if (w.screen === 'create' && canSave(w)) return { ...w, screen: 'saving' };
      return w;
    case 'xstate.done.actor.requestCode': {
      const output = event.output as { next: string; type?: 1 | 2; maskedTarget?: string };
      if (w.screen === 'requesting' && output.next === 'choose')
        return { ...w, screen: 'choose', chosen: null };
      if ((w.screen === 'requesting' || w.screen === 'sending') && output.next === 'code')
        return {
          ...w,
          screen: 'code',
          target: { type: output.type ?? 1, maskedTarget: output.maskedTarget ?? '' },
        };
      // A second choice after a choice is an answer the step cannot use.
      if (w.screen === 'sending') return { ...backToStart(w), ...QUIET, message: GENERIC };
      return w;
    }
    case 'xstate.error.actor.requestCode':
      if (w.screen !== 'requesting' && w.screen !== 'sending') return w;
      return keyOf(event) === 'PLEASE_RESEND_LATER'
        ? { ...backToStart(w), ...QUIET, notice: true }
        : { ...backToStart(w), ...QUIET, message: messageOf(event) };
    case 'channel.select':
      return w.screen === 'choose'
        ? { ...w, screen: 'sending', chosen: event.channel === 2 ? 2 : 1 }
        : w;
    case 'mobile.edit':
      return w.screen === 'choose' || w.screen === 'code' ? { ...backToStart(w), ...QUIET } : w;
    case 'xstate.done.actor.oneTimeCode':
      if (w.screen !== 'code') return w;
      return (event.output as { result: string }).result === 'verified'
        ? { ...w, screen: 'create', passcode: '', confirm: '', ...QUIET }
        : { ...backToStart(w), ...QUIET, message: START_AGAIN };
    case 'passcode.change':
      return w.screen === 'create' ? { ...w, passcode: String(event.value), ...QUIET } : w;
    case 'confirm.change':
      return w.screen === 'create' ? { ...w, confirm: String(event.value), ...QUIET } : w;
    case 'passcode.toggle':
      return w.screen === 'create' ? { ...w, visible: !w.visible } : w;
    case 'xstate.done.actor.resetPasscode':
      return w.screen === 'saving' ? { ...w, screen: 'success', passcode: '', confirm: '' } : w;
    case 'xstate.error.actor.resetPasscode':
      if (w.screen !== 'saving') return w;
      // A passcode the server refuses is corrected on the spot; anything else starts over.
      return keyOf(event) === 'WEAK_PASSCODE'
        ? { ...w, screen: 'create', ...QUIET, message: messageOf(event) }
        : { ...backToStart(w), ...QUIET, message: messageOf(event) };
    case 'signin.select':
      return w.screen === 'success' ? { ...w, screen: 'done' } : w;
    default:
      return w;
  }
}

const world: World<ForgotWorld> = {
  initial: (raw) => {
    const input = raw as ForgotPasscodeInput;
    return {
      screen: input.challenge ? 'code' : 'mobile',
      country: input.countryCode ?? 'PH',
      mobile: input.mobile ?? '',
      captcha: false,
      ...QUIET,
      chosen: null,
      target: input.challenge
        ? { type: input.challenge.type, maskedTarget: input.challenge.maskedTarget }
        : null,
      passcode: '',
      confirm: '',
      visible: false,
    };
  },
  // A choice after a choice is an answer the step cannot use.
  events: (_, w) => [
    {
      type: 'xstate.done.actor.requestCode',
      output: w.chosen === 2 ? { ...codeSent(EMAIL.maskedTarget), type: 2 } : sent,
    },
    { type: 'xstate.done.actor.requestCode', output: choice },
  ],
  next,
  // A refusal leaves what the specification says, so a wrongly disabled Continue is a divergence.
  refused: next,
  boundary: (w) => {
    if (w.screen === 'code' && w.target?.type === 2) return 'a code by email';
    if (w.screen !== 'create' && w.screen !== 'saving') return '';
    if (isMismatch(w)) return 'passcodes differ';
    if (w.confirm.length === 6 && w.passcode.length < 6)
      return 'new passcode short of the confirmation';
    return GUESSABLE.has(w.passcode) ? 'guessable passcode' : '';
  },
};

function Harness({ actor }: { actor: ForgotPasscodeActor }) {
  const title = useSelector(actor, forgotPasscodeTitle);
  return (
    <>
      <h1>{title}</h1>
      <ForgotPasscodeView actor={actor} captcha={{ provider: 'development' }} />
    </>
  );
}

function expectMessage(w: ForgotWorld) {
  for (const message of [...SERVER_MESSAGES, START_AGAIN, GENERIC]) {
    expect(
      screen.queryByText(message) !== null,
      `"${message}" is ${message === w.message ? '' : 'not '}shown`,
    ).toBe(message === w.message);
  }
}

function verify(raw: AnyMachineSnapshot, w: ForgotWorld) {
  const snapshot = asSnapshot(raw);
  expect(snapshot.status, `the reset is ${w.screen === 'done' ? 'done' : 'open'}`).toBe(
    w.screen === 'done' ? 'done' : 'active',
  );
  if (w.screen === 'done') return;
  const heading = screen.getByRole('heading', { level: 1 });
  if (w.screen === 'mobile' || w.screen === 'requesting') {
    expect(heading).toHaveTextContent(TITLES.mobile);
    expect(screen.getByLabelText('Mobile number')).toHaveValue(w.mobile);
    expect(screen.getByLabelText('Country')).toHaveValue(w.country);
    expect(screen.getByLabelText("I'm not a robot")).toHaveProperty('checked', w.captcha);
    const go = screen.getByRole('button', { name: 'Continue' });
    expect(
      go,
      'Continue needs a valid number and the captcha, and not while sending',
    ).toHaveProperty(
      'disabled',
      w.screen === 'requesting' || !w.captcha || !VALID.has(`${w.country} ${w.mobile}`),
    );
    expect(go).toHaveAttribute('aria-busy', String(w.screen === 'requesting'));
    expect(screen.getByText(/Not yet a member\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up here' })).toHaveAttribute(
      'href',
      '/get-the-app',
    );
    for (const provider of screen.getAllByRole('button', { name: /Google|Facebook|Apple|Fly/ }))
      expect(provider).toBeDisabled();
    expectMessage(w);
    expect(screen.queryByText('Temporarily Disabled') !== null, 'Temporarily Disabled').toBe(
      w.notice,
    );
    expect(screen.queryByText(RESEND_LATER) !== null).toBe(w.notice);
  } else if (w.screen === 'choose' || w.screen === 'sending') {
    expect(heading).toHaveTextContent(TITLES.choose);
    const sending = w.screen === 'sending';
    expect(screen.getByRole('button', { name: 'Send by SMS to 0917 *** 0001' })).toHaveProperty(
      'disabled',
      sending,
    );
    expect(
      screen.getByRole('button', { name: 'Send by email to m*********s@example.ph' }),
    ).toHaveProperty('disabled', sending);
    expect(screen.getByRole('button', { name: 'Use another number' })).toBeEnabled();
  } else if (w.screen === 'code') {
    expect(heading).toHaveTextContent(TITLES.code);
    const wording = w.target?.type === 2 ? 'your email address' : 'your mobile number';
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent ===
            `Enter the 6-digit code we sent to ${wording} ${w.target?.maskedTarget ?? ''}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use another number' })).toBeEnabled();
  } else if (w.screen === 'create' || w.screen === 'saving') {
    expect(heading).toHaveTextContent(TITLES.create);
    const fresh = screen.getByLabelText('New passcode');
    expect(fresh).toHaveValue(w.passcode);
    expect(fresh).toHaveAttribute('type', w.visible ? 'text' : 'password');
    expect(fresh).toHaveAttribute('inputmode', 'numeric');
    const confirm = screen.getByLabelText('Confirm new passcode');
    expect(confirm).toHaveValue(w.confirm);
    expect(confirm).toHaveAttribute('type', w.visible ? 'text' : 'password');
    expect(screen.queryByText(MISMATCH) !== null, MISMATCH).toBe(isMismatch(w));
    expect(
      screen.getByText(STRENGTH[w.passcode] ?? '(a passcode of the table)'),
    ).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save, 'Save only for 6 digits equal to the confirmation').toHaveProperty(
      'disabled',
      w.screen === 'saving' || !canSave(w),
    );
    expect(save).toHaveAttribute('aria-busy', String(w.screen === 'saving'));
    expectMessage(w);
  } else {
    expect(heading).toHaveTextContent(TITLES.success);
    expect(screen.getByRole('status')).toHaveTextContent(RESET_DONE);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  }
}

const inputs: ForgotPasscodeInput[] = [
  {},
  // From 'Set your Passcode' (force reset): the code is already sent.
  { countryCode: 'PH', mobile: '09170000003', challenge: codeSent('0917 *** 0003') },
];

/** The app's own check (libphonenumber-js); the view's expectations use VALID above. */
const isMobileValid = ({ context }: { context: { countryCode: string; mobile: string } }) =>
  isValidMobile(context.countryCode, context.mobile);

defineModelSuite({
  name: 'forgotPasscode',
  machine: forgotPasscodeMachine.provide({ guards: { isMobileValid } }),
  inputs,
  events,
  serializeState,
  world,
  start: async (input, inspect) => {
    const user = userEvent.setup({ delay: null });
    const calls = new FakeNetwork(AUTH_ROUTES);
    const machine = forgotPasscodeFlow;
    const actor = createActor(machine, { input: input as ForgotPasscodeInput, inspect });
    actor.start();
    const view = await renderWithRouter(<Harness actor={actor} />);
    return {
      actor,
      view,
      perform: async (event) => {
        const state = actor.getSnapshot();
        switch (event.type) {
          case 'mobile.change':
            return retype(user, screen.getByLabelText('Mobile number'), String(event.value));
          case 'country.change':
            return user.selectOptions(screen.getByLabelText('Country'), String(event.countryCode));
          case 'captcha.change':
            return user.click(screen.getByLabelText("I'm not a robot"));
          case 'form.submit':
            return user.click(
              screen.getByRole('button', {
                name: state.matches('creatingPasscode') ? 'Save' : 'Continue',
              }),
            );
          case 'channel.select':
            return user.click(
              screen.getByRole('button', {
                name: event.channel === 1 ? /Send by SMS/ : /Send by email/,
              }),
            );
          case 'mobile.edit':
            return user.click(screen.getByRole('button', { name: 'Use another number' }));
          case 'xstate.done.actor.oneTimeCode': {
            await typeCode(user, '654321');
            await user.click(screen.getByRole('button', { name: 'Continue' }));
            const verified = (event.output as { result: string }).result === 'verified';
            if (verified)
              return calls.resolve('verifyCode', { memberToken: 'member-token-00000001' });
            return calls.reject('verifyCode', failure('OTP_TOO_MANY_ATTEMPTS'));
          }
          case 'passcode.change':
            return retype(user, screen.getByLabelText('New passcode'), String(event.value));
          case 'confirm.change':
            return retype(user, screen.getByLabelText('Confirm new passcode'), String(event.value));
          case 'passcode.toggle':
            return user.click(screen.getByLabelText('Show passcode'));
          case 'signin.select':
            return user.click(screen.getByRole('button', { name: 'Sign in' }));
          default:
            if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
        }
      },
      verify,
      finish: (raw, w) => {
        const snapshot = asSnapshot(raw);
        const mobile = (input as ForgotPasscodeInput).mobile ?? '09170000001';
        for (const body of calls.inputs.get('requestCode') ?? [])
          expect([
            { countryCode: 'PH', mobile, recaptcha: CAPTCHA_PASS },
            { countryCode: 'PH', mobile, choiceToken: 'choice-token-00000001', type: 2 },
          ]).toContainEqual(body);
        for (const body of calls.inputs.get('verifyCode') ?? [])
          expect(body).toEqual({ PIN: '654321', refCode: 'ref-code-0000000001', type: 'sms' });
        for (const body of calls.inputs.get('resetPasscode') ?? [])
          expect(body).toEqual({
            refCode: 'ref-code-0000000001',
            member_token: 'member-token-00000001',
            passcode: '482917',
            confirmPasscode: '482917',
          });
        // 'Sign in' goes on with the number whose passcode was reset.
        if (snapshot.status === 'done')
          expect(snapshot.output).toEqual({ countryCode: w.country, mobile: w.mobile });
      },
    };
  },
});
