import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import type { ClientConfig } from '#contract/auth';
import { type LoginInput, loginMachine } from '#machines/login/login.machine';
import { codeSent, failure } from '#machines/shared/test-support';
import type { ForgotPasscodeActor } from '#src/features/auth/forgot-passcode-view';
import { loginFlow } from '#src/features/auth/auth.actors';
import { type LoginActor, LoginFlow, useLoginTitle } from '#src/features/auth/login-flow';
import { isValidMobile } from '#src/lib/phone';
import { renderWithRouter } from '../support/render';
import { defineModelSuite, type ModelEvent, type World } from './support/model';
import { AUTH_ROUTES, FakeNetwork } from './support/network';
import { passcodeBoxes, retype, typeCode, typeDigits } from './support/views';

vi.mock('#src/components/captcha/captcha', async () => ({
  Captcha: (await import('./support/captcha-double')).CaptchaDouble,
}));

type Snapshot = SnapshotFrom<typeof loginMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

const SUPPORT = 'support@gorewards.com.ph';
const config: ClientConfig = {
  migrationFlag: true,
  supportEmail: SUPPORT,
  helpCenterUrl: 'https://help.gorewards.com.ph',
  captcha: { provider: 'development' },
  devTools: true,
  redirectHosts: [],
  socialChoices: [],
};

const sent = codeSent('0917 *** 0003');

/** docs/specification.md#errors, to the letter. */
const WRONG_PASSCODE =
  'Please enter the correct passcode. For your security, your account will be locked after 3 failed attempts.';
const wrongPasscode = (left: number) =>
  `${WRONG_PASSCODE} You have ${left === 1 ? '1 attempt' : `${String(left)} attempts`} remaining.`;
const NOT_FOUND = 'Sorry, this account cannot be found.';
const LOCKED = 'For your security, your account is temporarily locked. Please try again in 1 hour.';
const THREE_FAILURES =
  'You have entered an incorrect passcode for 3 times. For your security, your account is temporarily locked. Please try again in 1 hour.';
const INACTIVE = `Sorry, but this account is currently inactive. To address this issue, contact ${SUPPORT}.`;
const RESET_LINE = 'Only a passcode reset opens this account.';
/** The login tries (docs/specification.md#constants). */
const TRIES = 3;
/** Numbers valid for their country (libphonenumber-js's reading of the samples). */
const VALID = new Set(['PH 09170000001', 'PH 09170000003']);

/** Past the per-IP budget of numbers tried. */
const temporarilyDisabled = failure('TEMPORARILY_DISABLED', 'You may try again after 10 minutes.', {
  title: 'Temporarily Disabled',
  retryAfter: 600,
});

const status = (value: string): ModelEvent => ({
  type: 'xstate.done.actor.checkStatus',
  output: { status: value },
});

const events = (): ModelEvent[] => [
  { type: 'mobile.change', value: '09170000001' },
  { type: 'mobile.change', value: '0917' },
  { type: 'country.change', countryCode: 'SG' },
  { type: 'form.submit' },
  ...[
    'ACTIVE',
    'SUCCESS',
    'PASSWORD_EXPIRED',
    'MIGRATED',
    'STAGED',
    'INACTIVE',
    'LOCKOUT',
    'LOCKED_OUT',
    'NOT_FOUND',
  ].map(status),
  // The hard stop or an operator's lock: only a passcode reset opens it.
  {
    type: 'xstate.done.actor.checkStatus',
    output: { status: 'LOCKED_OUT', resetRequired: true },
  },
  { type: 'xstate.error.actor.checkStatus', error: failure('RATE_LIMITED', 'Too many requests.') },
  { type: 'xstate.error.actor.checkStatus', error: temporarilyDisabled },
  { type: 'passcode.change', value: '482916' },
  { type: 'passcode.change', value: '4829' },
  { type: 'passcode.toggle' },
  { type: 'mobile.edit' },
  { type: 'passcode.forgot' },
  { type: 'xstate.done.actor.signIn', output: { status: 'ACTIVE', expiresInSeconds: 3600 } },
  // The 15th failure in a day: the hard stop (docs/specification.md#lockout).
  {
    type: 'xstate.error.actor.signIn',
    error: failure('ACCOUNT_LOCKED_OUT', LOCKED),
  },
  { type: 'xstate.error.actor.signIn', error: temporarilyDisabled },
  { type: 'xstate.done.actor.forceReset', output: sent },
  {
    type: 'xstate.done.actor.forgotPasscode',
    output: { countryCode: 'PH', mobile: '09170000003' },
  },
  { type: 'reset.cancel' },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({
    value,
    country: context.countryCode,
    mobile: context.mobile,
    passcode: context.passcode,
    visible: context.passcodeVisible,
    triesLeft: context.triesLeft,
    error: context.error,
    resetRequired: context.resetRequired,
    notice: context.notice,
    challenge: context.challenge !== null,
  });
};

function Harness({ actor }: { actor: LoginActor }) {
  const title = useLoginTitle(actor);
  return (
    <>
      <h1>{title}</h1>
      <LoginFlow actor={actor} config={config} />
    </>
  );
}

type Screen =
  'mobile' | 'checking' | 'passcode' | 'signingIn' | 'setPasscode' | 'forgot' | 'signedIn';

interface LoginWorld {
  screen: Screen;
  migrationFlag: boolean;
  country: string;
  mobile: string;
  passcode: string;
  visible: boolean;
  wrong: number;
  message: string | null;
  resetLine: boolean;
  notice: boolean;
  /** 'Set your Passcode' sent a code: forgot passcode opens at Verification. */
  challenge: boolean;
}

const QUIET = { message: null, resetLine: false, notice: false } as const;
const statusOf = (event: ModelEvent) => event.output as { status: string; resetRequired?: boolean };
const keyOf = (event: ModelEvent) => (event.error as { errorKey: string }).errorKey;

const world: World<LoginWorld> = {
  initial: (input) => ({
    screen: 'mobile',
    migrationFlag: (input as LoginInput).migrationFlag,
    country: 'PH',
    mobile: '',
    passcode: '',
    visible: false,
    wrong: 0,
    ...QUIET,
    challenge: false,
  }),
  // The server counts wrong passcodes: the third locks the account for an hour.
  events: (_, w) => [
    w.wrong < TRIES - 1
      ? {
          type: 'xstate.error.actor.signIn',
          error: failure('INVALID_CREDENTIALS', wrongPasscode(TRIES - 1 - w.wrong), {
            attemptsRemaining: TRIES - 1 - w.wrong,
          }),
        }
      : { type: 'xstate.error.actor.signIn', error: failure('ACCOUNT_LOCKED', THREE_FAILURES) },
  ],
  next: (w, event) => {
    switch (event.type) {
      case 'mobile.change':
        return { ...w, mobile: String(event.value), ...QUIET };
      case 'country.change':
        return { ...w, country: String(event.countryCode), ...QUIET };
      case 'form.submit':
        return { ...w, screen: w.screen === 'mobile' ? 'checking' : 'signingIn' };
      case 'xstate.done.actor.checkStatus': {
        const { status, resetRequired } = statusOf(event);
        if (status === 'ACTIVE' || status === 'SUCCESS')
          return { ...w, screen: 'passcode', passcode: '', ...QUIET };
        if (
          status === 'PASSWORD_EXPIRED' ||
          status === 'MIGRATED' ||
          (status === 'STAGED' && w.migrationFlag)
        )
          return { ...w, screen: 'setPasscode' };
        const back = { ...w, screen: 'mobile' as const, ...QUIET };
        if (status === 'INACTIVE') return { ...back, message: INACTIVE };
        if (status === 'LOCKOUT' || status === 'LOCKED_OUT')
          return { ...back, message: LOCKED, resetLine: resetRequired === true };
        return { ...back, message: NOT_FOUND };
      }
      case 'xstate.error.actor.checkStatus':
        return keyOf(event) === 'TEMPORARILY_DISABLED'
          ? { ...w, screen: 'mobile', ...QUIET, notice: true }
          : { ...w, screen: 'mobile', ...QUIET, message: 'Too many requests.' };
      case 'passcode.change':
        return { ...w, passcode: String(event.value), ...QUIET };
      case 'passcode.toggle':
        return { ...w, visible: !w.visible };
      case 'mobile.edit':
        return { ...w, screen: 'mobile', passcode: '', ...QUIET };
      case 'passcode.forgot':
        return w.screen === 'passcode'
          ? { ...w, screen: 'forgot', passcode: '', ...QUIET }
          : { ...w, screen: 'forgot' };
      case 'xstate.done.actor.signIn':
        return { ...w, screen: 'signedIn' };
      case 'xstate.error.actor.signIn': {
        const key = keyOf(event);
        const back = { ...w, screen: 'mobile' as const, passcode: '', ...QUIET };
        if (key === 'INVALID_CREDENTIALS')
          return {
            ...w,
            screen: 'passcode',
            passcode: '',
            wrong: w.wrong + 1,
            ...QUIET,
            message: wrongPasscode(TRIES - 1 - w.wrong),
          };
        if (key === 'ACCOUNT_LOCKED') return { ...back, wrong: 0, message: THREE_FAILURES };
        if (key === 'ACCOUNT_LOCKED_OUT')
          return { ...back, wrong: 0, message: LOCKED, resetLine: true };
        return { ...back, notice: true };
      }
      case 'xstate.done.actor.forceReset':
        return { ...w, screen: 'forgot', challenge: true };
      // 'Sign in' after a reset: the number is checked again, then the new passcode is asked.
      case 'xstate.done.actor.forgotPasscode':
        return {
          ...w,
          screen: 'checking',
          country: 'PH',
          mobile: '09170000003',
          challenge: false,
          ...QUIET,
        };
      case 'reset.cancel':
        return { ...w, screen: 'mobile', challenge: false };
      default:
        return w;
    }
  },
  boundary: (w) =>
    `${w.screen} after ${String(w.wrong)} wrong${w.message === THREE_FAILURES ? ', locked' : ''}`,
};

function verify(raw: AnyMachineSnapshot, w: LoginWorld) {
  const snapshot = asSnapshot(raw);
  expect(snapshot.status, `the login is ${w.screen === 'signedIn' ? 'done' : 'open'}`).toBe(
    w.screen === 'signedIn' ? 'done' : 'active',
  );
  const heading = screen.getByRole('heading', { level: 1 });
  if (w.screen === 'mobile' || w.screen === 'checking') {
    expect(heading).toHaveTextContent('Login');
    expect(screen.getByLabelText('Mobile number')).toHaveValue(w.mobile);
    expect(screen.getByLabelText('Country')).toHaveValue(w.country);
    const go = screen.getByRole('button', { name: 'Continue' });
    const checking = w.screen === 'checking';
    expect(go, 'Continue only for a valid number, and not while it is checked').toHaveProperty(
      'disabled',
      checking || !VALID.has(`${w.country} ${w.mobile}`),
    );
    expect(go).toHaveAttribute('aria-busy', String(checking));
    // Exactly one way to a reset: the locked-until-reset line's link when it shows, else the step's.
    const forgotLinks = screen.getAllByRole('link', { name: /^Forgot passcode/ });
    expect(forgotLinks).toHaveLength(1);
    expect(forgotLinks[0]).toHaveAccessibleName(
      w.message && w.resetLine ? 'Forgot passcode' : 'Forgot passcode?',
    );
    expect(forgotLinks[0]).toHaveAttribute('href', '/forgot-passcode');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/get-the-app');
    expect(screen.getByRole('link', { name: 'Help Center' })).toHaveAttribute(
      'href',
      'https://help.gorewards.com.ph',
    );
    const alert = screen.queryByRole('alert');
    if (w.message && w.resetLine) {
      expect(alert).toHaveTextContent(`${w.message} ${RESET_LINE} Forgot passcode`);
      expect(screen.getByRole('link', { name: 'Forgot passcode' })).toHaveAttribute(
        'href',
        '/forgot-passcode',
      );
    } else if (w.message) {
      expect(alert).toHaveTextContent(w.message);
      expect(alert).not.toHaveTextContent(RESET_LINE);
    } else if (w.notice) {
      expect(alert).toHaveTextContent('Temporarily Disabled');
      expect(alert).toHaveTextContent('You may try again after 10 minutes.');
    } else expect(alert).toBeNull();
  } else if (w.screen === 'passcode' || w.screen === 'signingIn') {
    expect(heading).toHaveTextContent('Login');
    const boxes = passcodeBoxes();
    expect(boxes).toHaveLength(6);
    boxes.forEach((box, index) => {
      expect(box).toHaveAccessibleName(`Digit ${String(index + 1)} of 6`);
      expect(box).toHaveAttribute('type', w.visible ? 'text' : 'password');
      expect(box).toHaveAttribute('inputmode', 'numeric');
    });
    expect(boxes.map((box) => box.value).join('')).toBe(w.passcode);
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty(
      'disabled',
      w.screen === 'signingIn' || w.passcode.length !== 6,
    );
    const alert = screen.queryByRole('alert');
    if (w.message) expect(alert).toHaveTextContent(w.message);
    else expect(alert).toBeNull();
  } else if (w.screen === 'setPasscode') {
    expect(heading).toHaveTextContent('Set your Passcode');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  } else if (w.screen === 'forgot') {
    expect(heading).toHaveTextContent(w.challenge ? 'Verification' : 'Forgot Passcode');
    expect(screen.getByRole('button', { name: 'Back to login' })).toBeEnabled();
  } else {
    expect(screen.getByRole('status')).toHaveTextContent('Signed in. Taking you there…');
  }
}

async function completeReset(user: UserEvent, calls: FakeNetwork, child: ForgotPasscodeActor) {
  for (let guard = 0; guard < 20 && child.getSnapshot().status !== 'done'; guard += 1) {
    const state = child.getSnapshot();
    if (state.matches('enteringMobile')) {
      if (!state.context.mobile)
        await retype(user, screen.getByLabelText('Mobile number'), '09170000003');
      await user.click(screen.getByLabelText("I'm not a robot"));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await calls.resolve('requestCode', sent);
    } else if (state.matches('verifyingCode')) {
      await screen.findByRole('group', { name: 'Verification code' });
      await typeCode(user, '654321');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await calls.resolve('verifyCode', { memberToken: 'member-token-00000001' });
    } else if (state.matches('creatingPasscode')) {
      await retype(user, await screen.findByLabelText('New passcode'), '582047');
      await retype(user, screen.getByLabelText('Confirm new passcode'), '582047');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await calls.resolve('resetPasscode', undefined);
    } else if (state.matches('succeeded')) {
      await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    } else {
      await new Promise((resolve) => setTimeout(resolve, 10));
      continue;
    }
    // The answer travels through the app's client: wait until the step has moved on.
    await waitFor(() => {
      const now = child.getSnapshot();
      if (now.status !== 'done' && JSON.stringify(now.value) === JSON.stringify(state.value))
        throw new Error(`forgot passcode is still at ${JSON.stringify(state.value)}`);
    });
  }
}

const inputs: LoginInput[] = [
  { migrationFlag: true, supportEmail: SUPPORT, redirectTarget: '/promos' },
  { migrationFlag: false, supportEmail: SUPPORT },
];

/** The app's own check (libphonenumber-js); the view's expectations use VALID above. */
const isMobileValid = ({ context }: { context: { countryCode: string; mobile: string } }) =>
  isValidMobile(context.countryCode, context.mobile);

defineModelSuite({
  name: 'login',
  machine: loginMachine.provide({ guards: { isMobileValid } }),
  inputs,
  events,
  serializeState,
  world,
  start: async (input, inspect) => {
    const user = userEvent.setup({ delay: null });
    const calls = new FakeNetwork(AUTH_ROUTES);
    const notifySignedIn = vi.fn();
    const followRedirect = vi.fn();
    const machine = loginFlow({ onSignedIn: notifySignedIn, onFollow: followRedirect });
    const loginInput = input as LoginInput;
    const actor = createActor(machine, { input: loginInput, inspect });
    actor.start();
    const view = await renderWithRouter(<Harness actor={actor} />);
    return {
      actor,
      view,
      perform: async (event) => {
        switch (event.type) {
          case 'mobile.change':
            return retype(user, screen.getByLabelText('Mobile number'), String(event.value));
          case 'country.change':
            return user.selectOptions(screen.getByLabelText('Country'), String(event.countryCode));
          case 'form.submit':
            return user.click(screen.getByRole('button', { name: 'Continue' }));
          case 'passcode.change':
            return typeDigits(user, passcodeBoxes(), String(event.value));
          case 'passcode.toggle':
            return user.click(screen.getByLabelText('Show passcode'));
          case 'mobile.edit':
            return user.click(screen.getByRole('button', { name: 'Use another number' }));
          case 'passcode.forgot':
            // The locked-until-reset line's own link when it is shown, else the step's.
            return user.click(
              screen.queryByRole('link', { name: 'Forgot passcode' }) ??
                screen.getByRole('link', { name: 'Forgot passcode?' }),
            );
          case 'reset.cancel':
            return user.click(
              screen.getByRole('button', {
                name: actor.getSnapshot().matches('forceReset') ? 'Cancel' : 'Back to login',
              }),
            );
          case 'xstate.done.actor.forceReset':
            await user.click(screen.getByLabelText("I'm not a robot"));
            await user.click(screen.getByRole('button', { name: 'Continue' }));
            return calls.resolve('sendChallenge', event.output);
          case 'xstate.done.actor.forgotPasscode': {
            const child = actor.getSnapshot().children.forgotPasscode as
              ForgotPasscodeActor | undefined;
            if (!child) throw new Error('no forgot-passcode child');
            return completeReset(user, calls, child);
          }
          default:
            if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
        }
      },
      verify,
      finish: (raw) => {
        const snapshot = asSnapshot(raw);
        const signedIn = snapshot.status === 'done';
        expect(notifySignedIn).toHaveBeenCalledTimes(signedIn ? 1 : 0);
        if (signedIn) {
          expect(followRedirect).toHaveBeenCalledWith(loginInput.redirectTarget ?? null);
          const [call] = calls.inputs.get('signIn') ?? [];
          expect(call).toMatchObject({ country_code: 'PH', passcode: '482916' });
        } else {
          expect(followRedirect).not.toHaveBeenCalled();
        }
      },
    };
  },
});
