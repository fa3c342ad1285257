import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import { GENERIC_ERROR_MESSAGE, NOT_FOUND_MESSAGE } from '#contract/errors';
import type { SocialChoice } from '#contract/social';
import { failure } from '#machines/shared/test-support';
import {
  socialSignInMachine,
  type SocialSignInInput,
} from '#machines/social-sign-in/social-sign-in.machine';
import { socialSignInFlow } from '../../src/features/auth/flows';
import { SocialChoiceList } from '../../src/features/auth/social-choices';
import { SocialLoginView } from '../../src/features/auth/social-login-page';
import { renderWithRouter } from '../support/render';
import { FakeNetwork, SOCIAL_ROUTES } from './support/network';
import { defineModelSuite, type ModelEvent } from './support/model';

type Snapshot = SnapshotFrom<typeof socialSignInMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

const AUTHORIZATION_URL = 'http://127.0.0.1:4999/auth?client_id=go-rewards-portal';
const choices: SocialChoice[] = [
  { id: 'google', name: 'Google', enabled: false },
  { id: 'dev', name: 'Development ID', enabled: true },
];

const events = (): ModelEvent[] => [
  { type: 'provider.select', provider: 'dev' },
  { type: 'xstate.done.actor.startSignIn', output: { authorizationUrl: AUTHORIZATION_URL } },
  {
    type: 'xstate.error.actor.startSignIn',
    error: failure('SERVICE_UNAVAILABLE', 'We are having trouble right now.'),
  },
  {
    type: 'xstate.done.actor.checkStatus',
    output: { signup_status: 'COMPLETE', redirect: '/get-the-app', expiresInSeconds: 3600 },
  },
  {
    type: 'xstate.error.actor.checkStatus',
    error: failure('SOCIAL_RESPONSE_UNREADABLE', 'Unable to parse OAuth flow response'),
  },
  { type: 'xstate.error.actor.checkStatus', error: failure('ACCOUNT_NOT_FOUND', 'Not found.') },
  {
    type: 'xstate.error.actor.checkStatus',
    error: failure('SOCIAL_LOGIN_FAILED', GENERIC_ERROR_MESSAGE),
  },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({ value, error: context.error, redirect: context.redirect });
};

interface Effects {
  left: string[];
  signedIn: number;
  followed: (string | null)[];
  returned: number;
}

function verify(raw: AnyMachineSnapshot, effects: Effects) {
  const snapshot = asSnapshot(raw);
  const { context } = snapshot;
  if (context.mode === 'choose') {
    expect(screen.getByRole('button', { name: 'Google' })).toBeDisabled();
    const dev = screen.getByRole('button', { name: 'Development ID' });
    expect(dev).toHaveProperty('disabled', !snapshot.matches('choosing'));
    if (context.error) expect(screen.getByRole('alert')).toHaveTextContent(context.error);
    else expect(screen.queryByRole('alert')).toBeNull();
    expect(effects.left).toEqual(snapshot.matches('redirecting') ? [AUTHORIZATION_URL] : []);
    return;
  }
  expect(screen.queryByText('Signing you in…') !== null).toBe(snapshot.matches('checkingStatus'));
  expect(screen.queryByText('Signed in. Taking you there…') !== null).toBe(
    snapshot.matches('signedIn'),
  );
  expect(effects.signedIn).toBe(snapshot.matches('signedIn') ? 1 : 0);
  expect(effects.followed).toEqual(snapshot.matches('signedIn') ? ['/get-the-app'] : []);
  expect(effects.returned).toBe(snapshot.matches('ignored') ? 1 : 0);
  if (snapshot.matches('notFound')) {
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_FOUND_MESSAGE);
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  } else if (snapshot.matches('failed')) {
    expect(screen.getByRole('alert')).toHaveTextContent(GENERIC_ERROR_MESSAGE);
  } else {
    expect(screen.queryByRole('alert')).toBeNull();
  }
}

const inputs: SocialSignInInput[] = [
  { mode: 'choose', page: '/get-the-app', extUrl: null },
  { mode: 'callback', data: 'code=abc&state=def' },
  { mode: 'callback', data: '' },
];

defineModelSuite({
  name: 'socialSignIn',
  machine: socialSignInMachine,
  inputs,
  events,
  serializeState,
  start: async (rawInput, inspect) => {
    const input = rawInput as SocialSignInInput;
    const user = userEvent.setup();
    const calls = new FakeNetwork(SOCIAL_ROUTES);
    const effects: Effects = { left: [], signedIn: 0, followed: [], returned: 0 };
    // The app's own binding: only the network below it is the test's.
    const machine = socialSignInFlow({
      onLeave: (authorizationUrl) => {
        effects.left.push(authorizationUrl);
      },
      onSignedIn: () => {
        effects.signedIn += 1;
      },
      onFollow: (redirect) => {
        effects.followed.push(redirect);
      },
      onReturn: () => {
        effects.returned += 1;
      },
    });
    const actor = createActor(machine, { input, inspect });
    actor.start();
    const view = await renderWithRouter(
      input.mode === 'choose' ? (
        <SocialChoiceList choices={choices} actor={actor} />
      ) : (
        <SocialLoginView actor={actor} />
      ),
    );
    return {
      actor,
      view,
      perform: async (event) => {
        if (event.type === 'provider.select') {
          await user.click(screen.getByRole('button', { name: 'Development ID' }));
          return;
        }
        if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
      },
      verify: (snapshot) => verify(snapshot, effects),
      finish: () => {
        for (const body of calls.inputs.get('startSignIn') ?? [])
          expect(body).toEqual({ provider: 'dev', page: '/get-the-app' });
        for (const body of calls.inputs.get('checkStatus') ?? [])
          expect(body).toEqual({ data: 'code=abc&state=def' });
      },
    };
  },
});
