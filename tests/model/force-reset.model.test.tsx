import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import {
  FORCE_RESET_TITLE,
  type ForceResetInput,
  forceResetMachine,
} from '#machines/force-reset/force-reset.machine';
import { codeSent, failure } from '#machines/shared/test-support';
import { ForceResetView } from '#src/features/auth/force-reset-view';
import { forceResetFlow } from '#src/features/auth/auth.actors';
import { CAPTCHA_PASS } from './support/captcha-double';
import { defineModelSuite, type ModelEvent, type World } from './support/model';
import { AUTH_ROUTES, FakeNetwork } from './support/network';

vi.mock('#src/components/captcha/captcha', async () => ({
  Captcha: (await import('./support/captcha-double')).CaptchaDouble,
}));

type Snapshot = SnapshotFrom<typeof forceResetMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

/** docs/specification.md#force-reset and #errors, to the letter. */
const TITLE = 'Set your Passcode';
const GENERIC = 'Oops! Something went wrong. Please try again in a few minutes.';
const RESEND_LATER = 'You may try again after 5 minutes.';
const CAPTCHA_AGAIN = 'Captcha again.';
const SERVER_WAIT = 'You may try again after 42 minutes.';

const sent = codeSent('0917 *** 0003');

const events = (): ModelEvent[] => [
  { type: 'captcha.change', token: CAPTCHA_PASS },
  { type: 'captcha.change', token: null },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.sendChallenge', output: sent },
  { type: 'xstate.error.actor.sendChallenge', error: failure('PLEASE_RESEND_LATER') },
  // An SMS ceiling (docs/decisions/0042): the server says how long to wait.
  {
    type: 'xstate.error.actor.sendChallenge',
    error: failure('TEMPORARILY_DISABLED', SERVER_WAIT, { title: 'Temporarily Disabled' }),
  },
  { type: 'xstate.error.actor.sendChallenge', error: failure('CAPTCHA_INVALID', CAPTCHA_AGAIN) },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({
    value,
    captcha: context.captchaToken !== null,
    error: context.error,
    notice: context.notice !== null,
  });
};

interface ForceResetWorld {
  screen: 'confirm' | 'sending' | 'sent';
  captcha: boolean;
  message: string | null;
  notice: string | null;
}

const keyOf = (event: ModelEvent) => (event.error as { errorKey: string }).errorKey;
const messageOf = (event: ModelEvent) => (event.error as { message: string }).message;
const failed = (w: ForceResetWorld, shown: Partial<ForceResetWorld>): ForceResetWorld => ({
  ...w,
  screen: 'confirm',
  captcha: false,
  message: null,
  notice: null,
  ...shown,
});

function next(w: ForceResetWorld, event: ModelEvent): ForceResetWorld {
  switch (event.type) {
    case 'captcha.change':
      return w.screen === 'confirm'
        ? { ...w, captcha: event.token !== null, message: null, notice: null }
        : w;
    case 'form.submit':
      return w.screen === 'confirm' && w.captcha ? { ...w, screen: 'sending' } : w;
    case 'xstate.done.actor.sendChallenge':
      return w.screen === 'sending' ? { ...w, screen: 'sent' } : w;
    case 'xstate.error.actor.sendChallenge':
      if (w.screen !== 'sending') return w;
      if (keyOf(event) === 'PLEASE_RESEND_LATER') return failed(w, { notice: RESEND_LATER });
      if (keyOf(event) === 'TEMPORARILY_DISABLED') return failed(w, { notice: messageOf(event) });
      return failed(w, { message: messageOf(event) });
    default:
      return w;
  }
}

const world: World<ForceResetWorld> = {
  initial: () => ({ screen: 'confirm', captcha: false, message: null, notice: null }),
  next,
  refused: next,
  boundary: (w) => w.notice ?? '',
};

function verify(raw: AnyMachineSnapshot, w: ForceResetWorld) {
  const snapshot = asSnapshot(raw);
  expect(snapshot.status, `the modal is ${w.screen === 'sent' ? 'done' : 'open'}`).toBe(
    w.screen === 'sent' ? 'done' : 'active',
  );
  if (w.screen === 'sent') return;
  expect(screen.getByRole('heading', { name: TITLE })).toBeInTheDocument();
  expect(screen.getByLabelText("I'm not a robot")).toHaveProperty('checked', w.captcha);
  const go = screen.getByRole('button', { name: 'Continue' });
  expect(go, 'Continue with the captcha ticked, and not while sending').toHaveProperty(
    'disabled',
    w.screen === 'sending' || !w.captcha,
  );
  expect(go).toHaveAttribute('aria-busy', String(w.screen === 'sending'));
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  for (const message of [GENERIC, CAPTCHA_AGAIN])
    expect(screen.queryByText(message) !== null, `"${message}" shown`).toBe(message === w.message);
  if (w.message) expect(screen.getByRole('alert')).toHaveTextContent(w.message);
  expect(screen.queryByText('Temporarily Disabled') !== null, 'Temporarily Disabled').toBe(
    w.notice !== null,
  );
  for (const wait of [RESEND_LATER, SERVER_WAIT])
    expect(screen.queryByText(wait) !== null, `"${wait}" shown`).toBe(wait === w.notice);
}

const input: ForceResetInput = { countryCode: 'PH', mobile: '09170000003' };

defineModelSuite({
  name: 'forceReset',
  machine: forceResetMachine,
  inputs: [input],
  events,
  serializeState,
  world,
  start: async (_input, inspect) => {
    const user = userEvent.setup({ delay: null });
    const calls = new FakeNetwork(AUTH_ROUTES);
    const onCancel = vi.fn();
    const actor = createActor(forceResetFlow, { input, inspect });
    actor.start();
    const view = render(
      <>
        {/* The title as the login modal shows it (login-flow.tsx); TITLE is the specification's. */}
        <h1>{FORCE_RESET_TITLE}</h1>
        <ForceResetView actor={actor} captcha={{ provider: 'development' }} onCancel={onCancel} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    return {
      actor,
      view,
      perform: async (event) => {
        if (event.type === 'captcha.change')
          await user.click(screen.getByLabelText("I'm not a robot"));
        else if (event.type === 'form.submit')
          await user.click(screen.getByRole('button', { name: 'Continue' }));
        else if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
      },
      verify,
      finish: (raw, w) => {
        const snapshot = asSnapshot(raw);
        if (w.screen === 'sent') expect(snapshot.output).toEqual(sent);
        for (const call of calls.inputs.get('sendChallenge') ?? [])
          expect(call).toEqual({
            countryCode: 'PH',
            mobile: '09170000003',
            recaptcha: CAPTCHA_PASS,
          });
      },
    };
  },
});
