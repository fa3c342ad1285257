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
import { ForceResetView } from '../../src/features/auth/force-reset-view';
import { CAPTCHA_PASS } from './support/captcha-double';
import { Calls } from './support/calls';
import { defineModelSuite, type ModelEvent } from './support/model';

vi.mock('../../src/components/captcha/captcha', async () => ({
  Captcha: (await import('./support/captcha-double')).CaptchaDouble,
}));

type Snapshot = SnapshotFrom<typeof forceResetMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

const sent = codeSent('0917 *** 0003');

const events = (): ModelEvent[] => [
  { type: 'captcha.change', token: CAPTCHA_PASS },
  { type: 'captcha.change', token: null },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.sendChallenge', output: sent },
  { type: 'xstate.done.actor.sendChallenge', output: {} },
  { type: 'xstate.error.actor.sendChallenge', error: failure('PLEASE_RESEND_LATER') },
  { type: 'xstate.error.actor.sendChallenge', error: failure('CAPTCHA_INVALID', 'Captcha again.') },
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

function verify(raw: AnyMachineSnapshot) {
  const snapshot = asSnapshot(raw);
  if (snapshot.status === 'done') return;
  const { context } = snapshot;
  expect(screen.getByRole('heading', { name: FORCE_RESET_TITLE })).toBeInTheDocument();
  expect(screen.getByLabelText("I'm not a robot")).toHaveProperty(
    'checked',
    context.captchaToken !== null,
  );
  expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty(
    'disabled',
    !(snapshot.matches('confirming') && context.captchaToken !== null),
  );
  if (context.error) expect(screen.getByRole('alert')).toHaveTextContent(context.error);
  expect(screen.queryByText('Temporarily Disabled') !== null).toBe(context.notice !== null);
}

const input: ForceResetInput = { countryCode: 'PH', mobile: '09170000003' };

defineModelSuite({
  name: 'forceReset',
  machine: forceResetMachine,
  inputs: [input],
  events,
  serializeState,
  start: async (_input, inspect) => {
    const user = userEvent.setup();
    const calls = new Calls();
    const onCancel = vi.fn();
    const machine = forceResetMachine.provide({
      actors: { sendChallenge: calls.actor('sendChallenge') },
    });
    const actor = createActor(machine, { input, inspect });
    actor.start();
    const view = render(
      <>
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
      finish: (raw) => {
        const snapshot = asSnapshot(raw);
        if (snapshot.status === 'done') expect(snapshot.output).toEqual(sent);
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
