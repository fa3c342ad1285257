import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import { failure } from '#machines/shared/test-support';
import { handoffConfirmMachine } from '#machines/handoff-confirm/handoff-confirm.machine';
import { handoffConfirmFlow } from '#src/features/handoff/handoff.actors';
import { HandoffConfirmView } from '#src/features/handoff/handoff-confirm-page';
import { renderWithRouter } from '../support/render';
import { HANDOFF_ROUTES, FakeNetwork } from './support/network';
import { defineModelSuite, type ModelEvent, type World } from './support/model';

/**
 * "Continue as Maria Clara?" at /auth?token= reached from elsewhere
 * (docs/specification.md#sessions; decision 0041; SEC-39). Every expectation is written here.
 */
const TOKEN = 'code-from-a-link-0000000000';
const NAME = 'Maria Clara';
const QUESTION = `Continue as ${NAME}?`;
const INVALID_MESSAGE = 'This sign-in link is no longer valid. Please log in.';
/** A dropped connection, as the app's client words it (docs/specification.md#errors). */
const UNREACHABLE = 'Oops! Something went wrong. Please try again in a few minutes.';

type Step = 'checking' | 'unavailable' | 'asking' | 'exchanging' | 'signedIn' | 'home' | 'invalid';

interface HandoffWorld {
  step: Step;
  message: string | null;
  exchangeFailed: boolean;
  previews: number;
  exchanges: number;
}

const keyOf = (event: ModelEvent) => (event.error as { errorKey: string }).errorKey;

const world: World<HandoffWorld> = {
  initial: () => ({
    step: 'checking',
    message: null,
    exchangeFailed: false,
    previews: 1,
    exchanges: 0,
  }),
  next: (w, event) => {
    switch (event.type) {
      case 'xstate.done.actor.previewHandoff':
        return { ...w, step: 'asking' };
      case 'xstate.error.actor.previewHandoff':
        return keyOf(event) === 'HANDOFF_INVALID'
          ? { ...w, step: 'invalid' }
          : { ...w, step: 'unavailable', message: UNREACHABLE };
      case 'preview.retry':
        return { ...w, step: 'checking', message: null, previews: w.previews + 1 };
      case 'handoff.continue':
        return { ...w, step: 'exchanging', message: null, exchanges: w.exchanges + 1 };
      case 'handoff.decline':
        return { ...w, step: 'home', message: null };
      case 'xstate.done.actor.exchangeHandoff':
        return { ...w, step: 'signedIn' };
      // A code used, or past its minute while the person retried, is no good any more.
      case 'xstate.error.actor.exchangeHandoff':
        return keyOf(event) === 'HANDOFF_INVALID'
          ? { ...w, step: 'invalid' }
          : { ...w, step: 'asking', message: UNREACHABLE, exchangeFailed: true };
      default:
        return w;
    }
  },
  boundary: (w) => (w.exchangeFailed ? 'after a failed exchange' : ''),
};

const events = (): ModelEvent[] => [
  { type: 'handoff.continue' },
  { type: 'handoff.decline' },
  { type: 'preview.retry' },
  { type: 'xstate.done.actor.previewHandoff', output: { name: NAME } },
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
  const { value, context } = raw as SnapshotFrom<typeof handoffConfirmMachine>;
  return JSON.stringify({ value, name: context.name, error: context.error });
};

interface Observed {
  calls: FakeNetwork;
  signedIn: number;
  home: number;
}

function verify(snapshot: AnyMachineSnapshot, w: HandoffWorld, seen: Observed) {
  expect(seen.calls.inputs.get('previewHandoff') ?? []).toEqual(
    Array.from({ length: w.previews }, () => ({ token: TOKEN })),
  );
  expect(seen.calls.inputs.get('exchangeHandoff') ?? [], 'codes traded').toEqual(
    Array.from({ length: w.exchanges }, () => ({ token: TOKEN })),
  );
  const ended = w.step === 'signedIn' || w.step === 'home' || w.step === 'invalid';
  expect(snapshot.status, ended ? `the page has ended (${w.step})` : 'the page goes on').toBe(
    ended ? 'done' : 'active',
  );
  const asks = w.step === 'asking' || w.step === 'exchanging';
  const heading = screen.getByRole('heading', { level: 1 });
  expect(heading).toHaveTextContent(asks ? QUESTION : 'Sign in');
  const busy = w.step === 'checking' || w.step === 'exchanging';
  expect(heading.closest('section')).toHaveAttribute('aria-busy', String(busy));
  if (asks) {
    for (const name of ['Continue', 'Cancel'])
      expect(
        screen.getByRole('button', { name }),
        `${name} while the code is traded`,
      ).toHaveProperty('disabled', w.step === 'exchanging');
  } else {
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  }
  expect(screen.queryByText('Checking your sign-in link…') !== null).toBe(w.step === 'checking');
  expect(screen.queryByText('Signed in. Taking you to your account…') !== null).toBe(
    w.step === 'signedIn',
  );
  expect(screen.queryByRole('button', { name: 'Try again' }) !== null).toBe(
    w.step === 'unavailable',
  );
  const alert = screen.queryByRole('alert');
  if (w.step === 'invalid') {
    expect(alert).toHaveTextContent(INVALID_MESSAGE);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  } else if (w.message) {
    expect(alert).toHaveTextContent(w.message);
  } else {
    expect(alert).toBeNull();
  }

  expect(seen.signedIn, '/account loaded afresh').toBe(w.step === 'signedIn' ? 1 : 0);
  expect(seen.home, 'home, the session untouched').toBe(w.step === 'home' ? 1 : 0);
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
  world,
  start: async (input, inspect) => {
    const user = userEvent.setup({ delay: null });
    const seen: Observed = { calls: new FakeNetwork(HANDOFF_ROUTES), signedIn: 0, home: 0 };
    const machine = handoffConfirmFlow({
      onSignedIn: () => {
        seen.signedIn += 1;
      },
      onDecline: () => {
        seen.home += 1;
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
        if (!(await seen.calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
      },
      verify: (snapshot, w) => {
        verify(snapshot, w, seen);
      },
    };
  },
});
