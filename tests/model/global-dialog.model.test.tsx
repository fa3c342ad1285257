import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import { globalDialogMachine } from '#machines/global-dialog/global-dialog.machine';
import { GlobalDialogs } from '../../src/features/shell/global-dialogs';
import { defineModelSuite, type ModelEvent } from './support/model';

type Snapshot = SnapshotFrom<typeof globalDialogMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

const GENERIC = 'Oops! Something went wrong. Please try again in a few minutes.';

const events = (): ModelEvent[] => [
  { type: 'error.show', message: GENERIC },
  { type: 'error.show', message: 'Please log in to continue.', action: 'redirectToLogin' },
  { type: 'success.show', message: 'Your preferences were saved.' },
  { type: 'dialog.close' },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({ value, message: context.message, action: context.action });
};

function verify(raw: AnyMachineSnapshot) {
  const snapshot = asSnapshot(raw);
  const { context } = snapshot;
  if (snapshot.matches('closed')) {
    expect(screen.queryByRole('dialog')).toBeNull();
    return;
  }
  const title = snapshot.matches('showingError') ? 'Error' : 'Success';
  const dialog = screen.getByRole('dialog', { name: title });
  expect(dialog).toHaveTextContent(context.message);
  expect(screen.getByRole('button', { name: 'Close' })).toBeEnabled();
}

defineModelSuite({
  name: 'globalDialog',
  machine: globalDialogMachine,
  inputs: [undefined],
  events,
  serializeState,
  start: (_input, inspect) => {
    const user = userEvent.setup();
    const redirectToLogin = vi.fn();
    let closedRedirects = 0;
    const actor = createActor(globalDialogMachine.provide({ actions: { redirectToLogin } }), {
      inspect,
    });
    actor.start();
    const view = render(<GlobalDialogs dialog={actor} />);
    return {
      actor,
      view,
      perform: async (event) => {
        if (event.type === 'dialog.close') {
          if (actor.getSnapshot().context.action === 'redirectToLogin') closedRedirects += 1;
          await user.click(screen.getByRole('button', { name: 'Close' }));
        } else {
          // Raised by the app: a failed call, a saved form.
          actor.send(event as Parameters<typeof actor.send>[0]);
        }
      },
      verify,
      finish: () => {
        expect(redirectToLogin).toHaveBeenCalledTimes(closedRedirects);
      },
    };
  },
});
