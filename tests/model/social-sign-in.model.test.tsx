import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import type { SocialChoice } from '#contract/social';
import { failure } from '#machines/shared/test-support';
import {
  socialSignInMachine,
  type SocialSignInInput,
} from '#machines/social-sign-in/social-sign-in.machine';
import { socialSignInFlow } from '#src/features/auth/auth.actors';
import { SocialChoiceList } from '#src/features/auth/social-choices';
import { SocialLoginView } from '#src/features/auth/social-login-page';
import { renderWithRouter } from '../support/render';
import { FakeNetwork, SOCIAL_ROUTES } from './support/network';
import { defineModelSuite, type ModelEvent, type World } from './support/model';
import { alertTexts } from './support/views';

type Snapshot = SnapshotFrom<typeof socialSignInMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

/**
 * Social sign-in (docs/specification.md#social-sign-in; docs/decisions/0036: a linked member who
 * could not log in with a passcode gets the login's refusal). Every expectation is written here.
 */
const NOT_FOUND = 'Sorry, this account cannot be found.';
const GENERIC = 'Oops! Something went wrong. Please try again in a few minutes.';
/** Locked: a locked member's social sign-in is refused as the login is (0036). */
const LOCKED = 'For your security, your account is temporarily locked. Please try again in 1 hour.';
/** This text is ignored, not shown; the member is back at login. */
const UNPARSEABLE = 'Unable to parse OAuth flow response';
/**
 * The start of a sign-in is the project's own call (0036): its failure shows the server's words
 * (the global error's "message from the server error message", docs/specification.md#errors).
 */
const START_FAILED =
  "We're having trouble right now. Please try again in a few minutes. (Ref: 1A2B3C4D)";
/** The callback page's own wording (the specification shows none). */
const SIGNING_IN = 'Signing you in…';
const SIGNED_IN = 'Signed in. Taking you there…';
const BACK_TO_LOGIN = 'Back to login';

const AUTHORIZATION_URL = 'http://127.0.0.1:4999/auth?client_id=go-rewards-portal';
const PAGE = '/get-the-app';
const EXT_URL = '/shop-online';
const ANSWER = 'code=abc&state=def';
const choices: SocialChoice[] = [
  { id: 'google', name: 'Google', enabled: false },
  { id: 'dev', name: 'Development ID', enabled: true },
];

type Step =
  | 'choosing'
  | 'starting'
  | 'redirecting'
  | 'checking'
  | 'signedIn'
  | 'notFound'
  | 'failed'
  | 'ignored';

interface SocialWorld {
  step: Step;
  message: string | null;
  starts: { provider: string; page?: string; ext_url?: string }[];
  checks: { data: string }[];
  left: string[];
  signedIn: number;
  followed: (string | null)[];
  returned: number;
  startFailed: boolean;
}

const keyOf = (event: ModelEvent) => (event.error as { errorKey: string }).errorKey;
const messageOf = (event: ModelEvent) => (event.error as { message: string }).message;

const world: World<SocialWorld> = {
  initial: (raw) => {
    const input = raw as SocialSignInInput;
    const blank: SocialWorld = {
      step: 'choosing',
      message: null,
      starts: [],
      checks: [],
      left: [],
      signedIn: 0,
      followed: [],
      returned: 0,
      startFailed: false,
    };
    if (input.mode === 'choose') return blank;
    // A callback page with no answer at all has nothing to check: back to login, saying nothing.
    if (input.data === '') return { ...blank, step: 'ignored', returned: 1 };
    return { ...blank, step: 'checking', checks: [{ data: input.data }] };
  },
  next: (w, event) => {
    switch (event.type) {
      case 'provider.select':
        return w.step === 'choosing'
          ? {
              ...w,
              step: 'starting',
              message: null,
              starts: [
                ...w.starts,
                { provider: String(event.provider), page: PAGE, ext_url: EXT_URL },
              ],
            }
          : w;
      case 'xstate.done.actor.startSignIn':
        return w.step === 'starting'
          ? {
              ...w,
              step: 'redirecting',
              left: [...w.left, (event.output as { authorizationUrl: string }).authorizationUrl],
            }
          : w;
      case 'xstate.error.actor.startSignIn':
        return w.step === 'starting'
          ? { ...w, step: 'choosing', message: messageOf(event), startFailed: true }
          : w;
      // COMPLETE: signed in, to the target the sign-in started with, or /account (null).
      case 'xstate.done.actor.checkStatus': {
        if (w.step !== 'checking') return w;
        const output = event.output as { signup_status: string; redirect: string | null };
        return output.signup_status === 'COMPLETE'
          ? {
              ...w,
              step: 'signedIn',
              signedIn: w.signedIn + 1,
              followed: [...w.followed, output.redirect],
            }
          : w;
      }
      case 'xstate.error.actor.checkStatus': {
        if (w.step !== 'checking') return w;
        if (messageOf(event) === UNPARSEABLE)
          return { ...w, step: 'ignored', returned: w.returned + 1 };
        if (keyOf(event) === 'ACCOUNT_NOT_FOUND')
          return { ...w, step: 'notFound', message: NOT_FOUND };
        if (keyOf(event) === 'ACCOUNT_LOCKED') return { ...w, step: 'failed', message: LOCKED };
        return { ...w, step: 'failed', message: GENERIC };
      }
      default:
        return w;
    }
  },
  refused: (w, event) => world.next(w, event),
  boundary: (w) =>
    [
      w.startFailed ? 'after a failed start' : '',
      w.followed.map((target) => target ?? '/account').join(' '),
      w.step === 'failed' ? (w.message ?? '') : '',
    ].join(' '),
};

const events = (): ModelEvent[] => [
  { type: 'provider.select', provider: 'dev' },
  { type: 'xstate.done.actor.startSignIn', output: { authorizationUrl: AUTHORIZATION_URL } },
  { type: 'xstate.error.actor.startSignIn', error: failure('SERVICE_UNAVAILABLE', START_FAILED) },
  {
    type: 'xstate.done.actor.checkStatus',
    output: { signup_status: 'COMPLETE', redirect: PAGE, expiresInSeconds: 3600 },
  },
  {
    type: 'xstate.done.actor.checkStatus',
    output: { signup_status: 'COMPLETE', redirect: null, expiresInSeconds: 3600 },
  },
  {
    type: 'xstate.error.actor.checkStatus',
    error: failure('SOCIAL_RESPONSE_UNREADABLE', UNPARSEABLE),
  },
  // The server's own words for an unlinked identity; the page says the specification's.
  { type: 'xstate.error.actor.checkStatus', error: failure('ACCOUNT_NOT_FOUND', 'Not found.') },
  { type: 'xstate.error.actor.checkStatus', error: failure('SOCIAL_LOGIN_FAILED', GENERIC) },
  { type: 'xstate.error.actor.checkStatus', error: failure('ACCOUNT_LOCKED', LOCKED) },
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

function verifyChoices(w: SocialWorld) {
  // A provider that is not configured stays listed, disabled.
  expect(screen.getByRole('button', { name: 'Google Not available yet' })).toBeDisabled();
  const dev = screen.getByRole('button', { name: 'Development ID' });
  expect(dev, 'a configured provider, until the sign-in starts').toHaveProperty(
    'disabled',
    w.step !== 'choosing',
  );
  expect(dev.getAttribute('aria-busy')).toBe(w.step === 'choosing' ? null : 'true');
  expect(alertTexts()).toEqual(w.message ? [w.message] : []);
}

function verifyCallback(w: SocialWorld) {
  expect(screen.queryByText(SIGNING_IN) !== null, SIGNING_IN).toBe(w.step === 'checking');
  expect(screen.queryByText(SIGNED_IN) !== null, SIGNED_IN).toBe(w.step === 'signedIn');
  const shown = w.step === 'notFound' || w.step === 'failed';
  expect(alertTexts()).toEqual(shown && w.message ? [w.message] : []);
  const back = screen.queryByRole('link', { name: BACK_TO_LOGIN });
  expect(back !== null, BACK_TO_LOGIN).toBe(shown);
  if (back) expect(back).toHaveAttribute('href', '/login');
}

const inputs: SocialSignInInput[] = [
  { mode: 'choose', page: PAGE, extUrl: EXT_URL },
  { mode: 'callback', data: ANSWER },
  { mode: 'callback', data: '' },
];

defineModelSuite({
  name: 'socialSignIn',
  machine: socialSignInMachine,
  inputs,
  events,
  serializeState,
  world,
  start: async (rawInput, inspect) => {
    const input = rawInput as SocialSignInInput;
    const user = userEvent.setup({ delay: null });
    const calls = new FakeNetwork(SOCIAL_ROUTES);
    const effects: Effects = { left: [], signedIn: 0, followed: [], returned: 0 };
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
      verify: (_snapshot, w) => {
        if (input.mode === 'choose') verifyChoices(w);
        else verifyCallback(w);
        expect(effects, 'where the browser went').toEqual({
          left: w.left,
          signedIn: w.signedIn,
          followed: w.followed,
          returned: w.returned,
        });
        expect(calls.inputs.get('startSignIn') ?? [], 'the starts sent').toEqual(w.starts);
        expect(calls.inputs.get('checkStatus') ?? [], 'the status checks sent').toEqual(w.checks);
      },
    };
  },
});
