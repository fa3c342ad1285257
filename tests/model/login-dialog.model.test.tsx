import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import type { ClientConfig } from '#contract/auth';
import { loginDialogMachine } from '#machines/login-dialog/login-dialog.machine';
import { sessionMachine } from '#machines/session/session.machine';
import { LoginOverlay } from '#src/features/auth/login-overlay';
// The overlay loads its dialog lazily; loading it here first keeps that import (slow to transform
// on a busy machine) out of each path's 1 s wait for the dialog's fields.
import '#src/features/auth/login-dialog';
import { SessionHeader } from '#src/features/shell/session-header';
import { renderWithRouter } from '../support/render';
import { defineModelSuite, type ModelEvent, type World } from './support/model';

type Snapshot = SnapshotFrom<typeof loginDialogMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

/**
 * The login modal (docs/specification.md#sign-in). Where a sign-in then goes is the login flow's
 * (login.model.test.tsx), not shown by this modal.
 */
const TITLE = 'Login';
const MOBILE = 'Mobile number';
const HEADER_BUTTON = 'Login';

const config: ClientConfig = {
  migrationFlag: true,
  supportEmail: 'support@gorewards.com.ph',
  helpCenterUrl: 'https://help.gorewards.com.ph',
  captcha: { provider: 'development' },
  devTools: true,
  redirectHosts: [],
  socialChoices: [],
};

const events = (): ModelEvent[] => [
  { type: 'dialog.open' },
  { type: 'dialog.open', redirectTarget: '/promos/summer-treats' },
  { type: 'dialog.close' },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({ value, target: context.redirectTarget });
};

interface DialogWorld {
  open: boolean;
  from: 'header' | 'gated action' | null;
}

const world: World<DialogWorld> = {
  initial: () => ({ open: false, from: null }),
  next: (w, event) => {
    switch (event.type) {
      case 'dialog.open':
        return { open: true, from: event.redirectTarget === undefined ? 'header' : 'gated action' };
      case 'dialog.close':
        return { ...w, open: false };
      default:
        return w;
    }
  },
  boundary: (w) => w.from ?? '',
};

async function verify(_raw: AnyMachineSnapshot, w: DialogWorld) {
  if (w.open) {
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeInTheDocument();
    expect(await screen.findByLabelText(MOBILE)).toBeInTheDocument();
  } else {
    expect(screen.queryByRole('dialog')).toBeNull();
  }
}

defineModelSuite({
  name: 'loginDialog',
  machine: loginDialogMachine,
  inputs: [undefined],
  events,
  serializeState,
  world,
  start: async (_input, inspect) => {
    const user = userEvent.setup({ delay: null });
    const actor = createActor(loginDialogMachine, { inspect });
    const session = createActor(sessionMachine, { input: {} });
    actor.start();
    const view = await renderWithRouter(
      <>
        <SessionHeader
          menu={[]}
          session={session}
          loginDialog={actor}
          helpCenterUrl={config.helpCenterUrl}
        />
        <LoginOverlay dialog={actor} session={session} config={config} />
      </>,
    );
    return {
      actor,
      view,
      perform: async (event) => {
        if (event.type === 'dialog.open' && event.redirectTarget === undefined) {
          const [login] = screen.getAllByRole('link', { name: HEADER_BUTTON });
          if (!login) throw new Error('no Login button');
          await user.click(login);
        } else if (event.type === 'dialog.close') {
          // jsdom has no native modal, so Escape reaches the dialog only from inside it: wait
          // until the opened dialog (not its loading stand-in) holds the focus, as a person's would.
          await screen.findByLabelText(MOBILE);
          await waitFor(() => {
            expect(screen.getByRole('dialog', { name: TITLE })).toContainElement(
              document.activeElement as HTMLElement | null,
            );
          });
          await user.keyboard('{Escape}');
        } else {
          // A gated action button (a promo's Join) asks for a sign-in with its own page.
          actor.send(event as Parameters<typeof actor.send>[0]);
        }
      },
      verify,
    };
  },
});
