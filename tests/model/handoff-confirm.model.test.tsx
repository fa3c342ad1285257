import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import { failure } from '#machines/shared/test-support';
import { handoffConfirmMachine } from '#machines/handoff-confirm/handoff-confirm.machine';
import { HandoffConfirmView } from '../../src/features/session/handoff-confirm-page';
import { renderWithRouter } from '../support/render';
import { Calls } from './support/calls';
import { defineModelSuite, type ModelEvent } from './support/model';

type Snapshot = SnapshotFrom<typeof handoffConfirmMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

const TOKEN = 'code-from-a-link-0000000000';
// Written out from the specification and issue 18, never imported from the code under test.
const INVALID_MESSAGE = 'This sign-in link is no longer valid. Please log in.';
const UNREACHABLE = 'Something went wrong. Please try again.';

const events = (): ModelEvent[] => [
  { type: 'handoff.continue' },
  { type: 'handoff.decline' },
  { type: 'preview.retry' },
  { type: 'xstate.done.actor.previewHandoff', output: { name: 'Maria Clara' } },
  {
    type: 'xstate.error.actor.previewHandoff',
    error: failure('HANDOFF_INVALID', INVALID_MESSAGE),
  },
  { type: 'xstate.error.actor.previewHandoff', error: failure('NETWORK_ERROR', UNREACHABLE) },
  { type: 'xstate.done.actor.exchangeHandoff', output: { expiresInSeconds: 3600 } },
  {
    type: 'xstate.error.actor.exchangeHandoff',
    error: failure('HANDOFF_INVALID', INVALID_MESSAGE),
  },
  { type: 'xstate.error.actor.exchangeHandoff', error: failure('NETWORK_ERROR', UNREACHABLE) },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({ value, name: context.name, error: context.error });
};

interface Effects {
  signedIn: number;
  home: number;
}

function verify(raw: AnyMachineSnapshot, effects: Effects) {
  const snapshot = asSnapshot(raw);
  const asking = snapshot.matches('confirming') || snapshot.matches('exchanging');
  const question = screen.queryByRole('heading', { name: 'Continue as Maria Clara?' });
  expect(question !== null).toBe(asking);
  if (asking) {
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveProperty(
      'disabled',
      !snapshot.matches('confirming'),
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty(
      'disabled',
      !snapshot.matches('confirming'),
    );
  } else {
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  }
  expect(screen.queryByText('Checking your sign-in link…') !== null).toBe(
    snapshot.matches('previewing'),
  );
  expect(screen.queryByText('Signed in. Taking you to your account…') !== null).toBe(
    snapshot.matches('signedIn'),
  );
  expect(screen.queryByRole('button', { name: 'Try again' }) !== null).toBe(
    snapshot.matches('unavailable'),
  );
  if (snapshot.matches('invalid')) {
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_MESSAGE);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  } else if (snapshot.context.error) {
    expect(screen.getByRole('alert')).toHaveTextContent(UNREACHABLE);
  } else {
    expect(screen.queryByRole('alert')).toBeNull();
  }
  expect(effects.signedIn).toBe(snapshot.matches('signedIn') ? 1 : 0);
  expect(effects.home).toBe(snapshot.matches('declined') ? 1 : 0);
}

const BUTTONS: Record<string, string> = {
  'handoff.continue': 'Continue',
  'handoff.decline': 'Cancel',
  'preview.retry': 'Try again',
};

defineModelSuite({
  name: 'handoffConfirm',
  machine: handoffConfirmMachine,
  inputs: [{ token: TOKEN }],
  events,
  serializeState,
  start: async (input, inspect) => {
    const user = userEvent.setup();
    const calls = new Calls();
    const effects: Effects = { signedIn: 0, home: 0 };
    const machine = handoffConfirmMachine.provide({
      actors: {
        previewHandoff: calls.actor('previewHandoff'),
        exchangeHandoff: calls.actor('exchangeHandoff'),
      },
      actions: {
        finishSignIn: () => {
          effects.signedIn += 1;
        },
        goHome: () => {
          effects.home += 1;
        },
      },
    });
    const actor = createActor(machine, { input: input as { token: string }, inspect });
    actor.start();
    const view = await renderWithRouter(<HandoffConfirmView actor={actor} />);
    return {
      actor,
      view,
      perform: async (event) => {
        const button = BUTTONS[event.type];
        if (button) {
          await user.click(screen.getByRole('button', { name: button }));
          return;
        }
        if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
      },
      verify: (snapshot) => verify(snapshot, effects),
      finish: () => {
        for (const name of ['previewHandoff', 'exchangeHandoff'])
          for (const call of calls.inputs.get(name) ?? []) expect(call).toEqual({ token: TOKEN });
      },
    };
  },
});
