import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import { keepAccountMachine } from '#machines/keep-account/keep-account.machine';
import { failure } from '#machines/shared/test-support';
import { keepAccountFlow } from '#src/features/auth/deletion.actors';
import { KeepAccountView } from '#src/features/auth/keep-account-page';
import { renderWithRouter } from '../support/render';
import { defineModelSuite, type ModelEvent, type World } from './support/model';
import { FakeNetwork, KEEP_ACCOUNT_ROUTES } from './support/network';
import { alertTexts } from './support/views';

type Snapshot = SnapshotFrom<typeof keepAccountMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

/** Keep my account (machines/keep-account/keep-account.md). */
const GENERIC = 'Oops! Something went wrong. Please try again in a few minutes.';
const TITLE = 'Keep your account?';
const DUE = '2026-12-27T14:05:00+08:00';
const OFFER =
  'Hi Maria Clara, your account is set to be deleted on 2026/12/27. Until then it is on hold: your card and points cannot be used.';

type Step = 'offering' | 'keeping' | 'kept';

interface KeepWorld {
  step: Step;
  error: string | null;
  /** Calls made to keep the account. */
  keeps: number;
}

const world: World<KeepWorld> = {
  initial: () => ({ step: 'offering', error: null, keeps: 0 }),
  next: (w, event) => {
    switch (event.type) {
      case 'account.keep':
        return w.step === 'offering' ? { step: 'keeping', error: null, keeps: w.keeps + 1 } : w;
      case 'xstate.done.actor.keepAccount':
        return { ...w, step: 'kept' };
      case 'xstate.error.actor.keepAccount':
        return { ...w, step: 'offering', error: GENERIC };
      default:
        return w;
    }
  },
  boundary: (w) => (w.error ? '(error)' : ''),
};

const events = (): ModelEvent[] => [
  { type: 'account.keep' },
  { type: 'xstate.done.actor.keepAccount', output: undefined },
  { type: 'xstate.error.actor.keepAccount', error: failure('NETWORK_ERROR', GENERIC) },
];

defineModelSuite({
  name: 'keepAccount',
  machine: keepAccountMachine,
  inputs: [undefined],
  events,
  serializeState: (raw) => {
    const { value, context } = asSnapshot(raw);
    return JSON.stringify({ value, error: context.error });
  },
  world,
  start: async (_input, inspect) => {
    const user = userEvent.setup({ delay: null });
    const calls = new FakeNetwork(KEEP_ACCOUNT_ROUTES);
    const accountKept = vi.fn();
    const actor = createActor(keepAccountFlow(accountKept), { inspect });
    actor.start();
    const view = await renderWithRouter(
      <KeepAccountView actor={actor} firstName="Maria Clara" deletionDueAt={DUE} />,
    );
    return {
      actor,
      view,
      perform: async (event) => {
        if (event.type === 'account.keep') {
          return user.click(screen.getByRole('button', { name: 'Keep my account' }));
        }
        if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
      },
      verify: (_snapshot, w) => {
        const card = screen.getByRole('region', { name: TITLE });
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(TITLE);
        expect(card).toHaveTextContent(OFFER);
        expect(card).toHaveAttribute('aria-busy', String(w.step === 'keeping'));
        const keep = screen.getByRole('button', { name: 'Keep my account' });
        expect(keep).toHaveProperty('disabled', w.step !== 'offering');
        expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
        expect(alertTexts()).toEqual(w.error ? [w.error] : []);
        expect(accountKept).toHaveBeenCalledTimes(w.step === 'kept' ? 1 : 0);
        expect(calls.urls.get('keepAccount') ?? []).toHaveLength(w.keeps);
      },
    };
  },
});
