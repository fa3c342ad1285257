import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { GENERIC_ERROR_MESSAGE, NOT_FOUND_MESSAGE } from '#contract/errors';
import { failure, rejectWith } from '../shared/test-support';
import { socialSignInMachine, type SocialSignInInput } from './social-sign-in.machine';

function run(
  input: SocialSignInInput,
  answers: { start?: () => Promise<unknown>; status?: () => Promise<unknown> } = {},
) {
  const effects = {
    leaveForProvider: vi.fn(),
    notifySignedIn: vi.fn(),
    followRedirect: vi.fn(),
    returnToLogin: vi.fn(),
  };
  const startInputs: unknown[] = [];
  const machine = socialSignInMachine.provide({
    actors: {
      startSignIn: fromPromise(async ({ input: given }) => {
        startInputs.push(given);
        return (await (answers.start?.() ??
          Promise.resolve({ authorizationUrl: 'https://id.example/auth?x=1' }))) as {
          authorizationUrl: string;
        };
      }),
      checkStatus: fromPromise(
        async () =>
          (await (answers.status?.() ??
            Promise.resolve({
              signup_status: 'COMPLETE',
              redirect: '/account/profile',
              expiresInSeconds: 3600,
            }))) as {
            signup_status: 'COMPLETE';
            redirect: string | null;
            expiresInSeconds: number;
          },
      ),
    },
    actions: effects,
  });
  const actor = createActor(machine, { input }).start();
  return { actor, effects, startInputs };
}

describe('socialSignIn', () => {
  it('starts with the chosen provider and the targets, then leaves for the provider', async () => {
    const { actor, effects, startInputs } = run({
      mode: 'choose',
      page: '/get-the-app',
      extUrl: null,
    });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'provider.select', provider: 'dev' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('redirecting'));
    expect(startInputs).toEqual([{ provider: 'dev', page: '/get-the-app', extUrl: null }]);
    expect(actor.getSnapshot().context.authorizationUrl).toBe('https://id.example/auth?x=1');
    expect(effects.leaveForProvider).toHaveBeenCalledOnce();
  });

  it('stays on the choices with the message when the start fails', async () => {
    const { actor, effects } = run(
      { mode: 'choose', page: null, extUrl: null },
      { start: () => rejectWith(failure('SERVICE_UNAVAILABLE', 'Try later.')) },
    );
    actor.send({ type: 'provider.select', provider: 'dev' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.error).toBe('Try later.');
    expect(effects.leaveForProvider).not.toHaveBeenCalled();
  });

  it('signs in on COMPLETE and follows the answer’s target', async () => {
    const { actor, effects } = run({ mode: 'callback', data: 'code=abc&state=def' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(actor.getSnapshot().context.redirect).toBe('/account/profile');
    expect(effects.notifySignedIn).toHaveBeenCalledOnce();
    expect(effects.followRedirect).toHaveBeenCalledOnce();
  });

  it('shows the not-found message for an identity linked to no member', async () => {
    const { actor, effects } = run(
      { mode: 'callback', data: 'code=abc&state=def' },
      { status: () => rejectWith(failure('ACCOUNT_NOT_FOUND', 'whatever the server says')) },
    );
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(actor.getSnapshot().context.error).toBe(NOT_FOUND_MESSAGE);
    expect(effects.notifySignedIn).not.toHaveBeenCalled();
  });

  it('shows a failure’s message and ignores "Unable to parse OAuth flow response"', async () => {
    const failed = run(
      { mode: 'callback', data: 'error=access_denied&state=s' },
      { status: () => rejectWith(failure('SOCIAL_LOGIN_FAILED', GENERIC_ERROR_MESSAGE)) },
    );
    await waitFor(failed.actor, (snapshot) => snapshot.status === 'done');
    expect(failed.actor.getSnapshot().value).toBe('failed');
    expect(failed.actor.getSnapshot().context.error).toBe(GENERIC_ERROR_MESSAGE);

    const ignored = run(
      { mode: 'callback', data: 'x=1' },
      {
        status: () =>
          rejectWith(failure('SOCIAL_RESPONSE_UNREADABLE', 'Unable to parse OAuth flow response')),
      },
    );
    await waitFor(ignored.actor, (snapshot) => snapshot.status === 'done');
    expect(ignored.actor.getSnapshot().value).toBe('ignored');
    expect(ignored.actor.getSnapshot().context.error).toBeNull();
    expect(ignored.effects.returnToLogin).toHaveBeenCalledOnce();
  });

  it('goes back to login without a call when the callback page has no answer', () => {
    const status = vi.fn(() => Promise.resolve({}));
    const { actor, effects } = run({ mode: 'callback', data: '' }, { status });
    expect(actor.getSnapshot().value).toBe('ignored');
    expect(status).not.toHaveBeenCalled();
    expect(effects.returnToLogin).toHaveBeenCalledOnce();
  });
});
