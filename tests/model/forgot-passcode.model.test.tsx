import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSelector } from '@xstate/react';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import {
  type ForgotPasscodeInput,
  forgotPasscodeMachine,
  isMismatch,
} from '#machines/forgot-passcode/forgot-passcode.machine';
import { oneTimeCodeMachine } from '#machines/one-time-code/one-time-code.machine';
import { codeSent, failure } from '#machines/shared/test-support';
import {
  type ForgotPasscodeActor,
  ForgotPasscodeView,
  forgotPasscodeTitle,
} from '../../src/features/auth/forgot-passcode-view';
import { isValidMobile } from '../../src/lib/phone';
import { renderWithRouter } from '../support/render';
import { CAPTCHA_PASS } from './support/captcha-double';
import { Calls } from './support/calls';
import { defineModelSuite, type ModelEvent } from './support/model';
import { retype, typeCode } from './support/views';

vi.mock('../../src/components/captcha/captcha', async () => ({
  Captcha: (await import('./support/captcha-double')).CaptchaDouble,
}));

type Snapshot = SnapshotFrom<typeof forgotPasscodeMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

const sent = codeSent('0917 *** 0001');

const events = (): ModelEvent[] => [
  { type: 'mobile.change', value: '09170000001' },
  { type: 'mobile.change', value: '0917' },
  { type: 'country.change', countryCode: 'SG' },
  { type: 'captcha.change', token: CAPTCHA_PASS },
  { type: 'captcha.change', token: null },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.requestCode', output: sent },
  {
    type: 'xstate.done.actor.requestCode',
    output: {
      next: 'choose',
      choiceToken: 'choice-token-00000001',
      channels: [
        { type: 1, maskedTarget: '0917 *** 0001' },
        { type: 2, maskedTarget: 'm*********s@example.ph' },
      ],
    },
  },
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

function Harness({ actor }: { actor: ForgotPasscodeActor }) {
  const title = useSelector(actor, forgotPasscodeTitle);
  return (
    <>
      <h1>{title}</h1>
      <ForgotPasscodeView actor={actor} captcha={{ provider: 'development' }} />
    </>
  );
}

function verify(raw: AnyMachineSnapshot) {
  const snapshot = asSnapshot(raw);
  const { context } = snapshot;
  const heading = screen.getByRole('heading', { level: 1 });
  if (snapshot.matches('enteringMobile') || snapshot.matches('requestingCode')) {
    expect(heading).toHaveTextContent('Forgot Passcode');
    expect(screen.getByLabelText('Mobile number')).toHaveValue(context.mobile);
    expect(screen.getByLabelText('Country')).toHaveValue(context.countryCode);
    const ready =
      snapshot.matches('enteringMobile') &&
      context.captchaToken !== null &&
      isValidMobile(context.countryCode, context.mobile);
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', !ready);
    expect(screen.getByRole('link', { name: 'Sign up here' })).toHaveAttribute(
      'href',
      '/get-the-app',
    );
    expect(screen.getByText(/Not yet a member\?/)).toBeInTheDocument();
    for (const provider of screen.getAllByRole('button', { name: /Google|Facebook|Apple|Fly/ }))
      expect(provider).toBeDisabled();
    if (context.error) expect(screen.getByText(context.error)).toBeInTheDocument();
    expect(screen.queryByText('Temporarily Disabled') !== null).toBe(context.notice !== null);
  } else if (snapshot.matches('choosingChannel') || snapshot.matches('sendingToChannel')) {
    expect(heading).toHaveTextContent('Verify your account');
    const sending = snapshot.matches('sendingToChannel');
    expect(screen.getByRole('button', { name: 'Send by SMS to 0917 *** 0001' })).toHaveProperty(
      'disabled',
      sending,
    );
    expect(
      screen.getByRole('button', { name: 'Send by email to m*********s@example.ph' }),
    ).toHaveProperty('disabled', sending);
  } else if (snapshot.matches('verifyingCode')) {
    expect(heading).toHaveTextContent('Verification');
    expect(screen.getByText(context.challenge?.maskedTarget ?? '')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
  } else if (snapshot.matches('creatingPasscode') || snapshot.matches('savingPasscode')) {
    expect(heading).toHaveTextContent('Create New Passcode');
    const fresh = screen.getByLabelText('New passcode');
    expect(fresh).toHaveValue(context.passcode);
    expect(fresh).toHaveAttribute('type', context.passcodeVisible ? 'text' : 'password');
    expect(fresh).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Confirm new passcode')).toHaveValue(context.confirmPasscode);
    expect(screen.queryByText('New Passcode Mismatch') !== null).toBe(isMismatch(context));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty(
      'disabled',
      !snapshot.can({ type: 'form.submit' }),
    );
    if (context.passcode === '111111')
      expect(screen.getByText(/Strength: Weak/)).toBeInTheDocument();
    if (context.error) expect(screen.getByText(context.error)).toBeInTheDocument();
  } else if (snapshot.matches('succeeded')) {
    expect(heading).toHaveTextContent('Passcode reset successful');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  }
}

const inputs: ForgotPasscodeInput[] = [
  {},
  { countryCode: 'PH', mobile: '09170000003', challenge: sent },
];

defineModelSuite({
  name: 'forgotPasscode',
  machine: forgotPasscodeMachine.provide({
    guards: {
      isMobileValid: ({ context }) => isValidMobile(context.countryCode, context.mobile),
    },
  }),
  inputs,
  events,
  serializeState,
  start: async (input, inspect) => {
    const user = userEvent.setup();
    const calls = new Calls();
    const machine = forgotPasscodeMachine.provide({
      actors: {
        requestCode: calls.actor('requestCode'),
        resetPasscode: calls.actor('resetPasscode'),
        oneTimeCode: oneTimeCodeMachine.provide({
          actors: {
            verifyCode: calls.actor('verifyCode'),
            resendCode: calls.actor('resendCode'),
          },
        }),
      },
      guards: {
        isMobileValid: ({ context }) => isValidMobile(context.countryCode, context.mobile),
      },
    });
    const actor = createActor(machine, {
      input: input as ForgotPasscodeInput,
      inspect,
    });
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
      finish: (raw) => {
        const snapshot = asSnapshot(raw);
        const resets = calls.inputs.get('resetPasscode') ?? [];
        for (const call of resets) {
          expect(call).toEqual({
            refCode: 'ref-code-0000000001',
            member_token: 'member-token-00000001',
            passcode: '482917',
            confirmPasscode: '482917',
          });
        }
        if (snapshot.status === 'done') {
          expect(snapshot.output).toEqual({
            countryCode: snapshot.context.countryCode,
            mobile: snapshot.context.mobile,
          });
        }
      },
    };
  },
});
