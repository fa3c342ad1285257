import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import { globalDialogMachine } from '#machines/global-dialog/global-dialog.machine';
import { GlobalDialogs } from '#src/features/shell/global-dialogs';
import { defineModelSuite, type ModelEvent, type World } from './support/model';
import { openDialogTitles } from './support/views';

type Snapshot = SnapshotFrom<typeof globalDialogMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

/**
 * The app-wide error modal and success dialog (docs/specification.md#errors;
 * machines/global-dialog/global-dialog.md: one dialog at a time, the latest message wins).
 */
const ERROR_TITLE = 'Error';
const SUCCESS_TITLE = 'Success';
const CLOSE = 'Close';
/** The default message. */
const GENERIC = 'Oops! Something went wrong. Please try again in a few minutes.';
/** An error with a title of its own (PLEASE_RESEND_LATER in custom mode). */
const DISABLED_TITLE = 'Temporarily Disabled';
const DISABLED_TEXT = 'You may try again after 5 minutes.';
/** A server's message with code 302, and a saved form's message. */
const LOG_IN = 'Please log in to continue.';
const SAVED = 'Your preferences were saved.';

const events = (): ModelEvent[] => [
  { type: 'error.show', message: GENERIC },
  { type: 'error.show', message: LOG_IN, action: 'redirectToLogin' },
  { type: 'error.show', title: DISABLED_TITLE, message: DISABLED_TEXT },
  { type: 'success.show', message: SAVED },
  { type: 'dialog.close' },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({ value, message: context.message, action: context.action });
};

interface Shown {
  title: string;
  message: string;
  toLogin: boolean;
}

interface DialogWorld {
  open: Shown | null;
  /** The dialog the open (or last closed) one replaced: the latest message wins. */
  replaced: Shown | null;
  closed: Shown | null;
  redirects: number;
}

const world: World<DialogWorld> = {
  initial: () => ({ open: null, replaced: null, closed: null, redirects: 0 }),
  next: (w, event) => {
    switch (event.type) {
      case 'error.show':
      case 'success.show': {
        const error = event.type === 'error.show';
        const shown: Shown = {
          title:
            typeof event.title === 'string' ? event.title : error ? ERROR_TITLE : SUCCESS_TITLE,
          message: String(event.message),
          // Only an error carries the 302's action; a success never leaves the page.
          toLogin: error && event.action === 'redirectToLogin',
        };
        return { ...w, open: shown, replaced: w.open, closed: null };
      }
      case 'dialog.close':
        if (!w.open) return w;
        return {
          ...w,
          open: null,
          closed: w.open,
          redirects: w.redirects + (w.open.toLogin ? 1 : 0),
        };
      default:
        return w;
    }
  },
  // A redirecting error replaced by a success, then closed, must not go to login.
  boundary: (w) => {
    const kind = (shown: Shown | null) =>
      shown ? `${shown.title}${shown.toLogin ? ' to login' : ''}` : '-';
    return `${kind(w.replaced)} replaced by ${kind(w.open ?? w.closed)}${w.open ? '' : ', closed'}`;
  },
};

function verify(redirectToLogin: () => void) {
  return (_raw: AnyMachineSnapshot, w: DialogWorld) => {
    expect(openDialogTitles()).toEqual(w.open ? [w.open.title] : []);
    expect(redirectToLogin, 'taken to login on closing a 302 error').toHaveBeenCalledTimes(
      w.redirects,
    );
    if (!w.open) {
      expect(screen.queryByRole('dialog')).toBeNull();
      return;
    }
    const dialog = screen.getByRole('dialog', { name: w.open.title });
    expect(dialog).toHaveTextContent(w.open.message);
    if (w.replaced && w.replaced.message !== w.open.message)
      expect(dialog).not.toHaveTextContent(w.replaced.message);
    const buttons = within(dialog).getAllByRole('button');
    expect(buttons.map((button) => button.textContent.trim())).toEqual([CLOSE]);
    expect(buttons[0]).toBeEnabled();
  };
}

defineModelSuite({
  name: 'globalDialog',
  machine: globalDialogMachine,
  inputs: [undefined],
  events,
  serializeState,
  world,
  start: (_input, inspect) => {
    const user = userEvent.setup({ delay: null });
    const redirectToLogin = vi.fn();
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
          await user.click(screen.getByRole('button', { name: CLOSE }));
        } else {
          actor.send(event as Parameters<typeof actor.send>[0]);
        }
      },
      verify: verify(redirectToLogin),
    };
  },
});
