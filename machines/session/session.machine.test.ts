import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { failure, rejectWith } from '../shared/test-support';
import { REFRESH_MARGIN_SECONDS, sessionMachine, type SessionInfo } from './session.machine';

const info: SessionInfo = {
  member: { firstName: 'Maria Clara', lastName: 'Santos', points: 1234.5, deletionDueAt: null },
  expiresInSeconds: 3600,
};

function start(options: {
  fetch: () => Promise<SessionInfo | null>;
  refresh?: () => Promise<{ expiresInSeconds: number }>;
}) {
  const clock = new SimulatedClock();
  let announced = 0;
  let refreshes = 0;
  let logouts = 0;
  const machine = sessionMachine.provide({
    actors: {
      fetchSession: fromPromise(options.fetch),
      refreshSession: fromPromise(() => {
        refreshes += 1;
        return (options.refresh ?? (() => Promise.resolve({ expiresInSeconds: 3600 })))();
      }),
      logout: fromPromise(() => {
        logouts += 1;
        return Promise.resolve(undefined);
      }),
    },
    actions: {
      announceChange: () => {
        announced += 1;
      },
    },
  });
  const actor = createActor(machine, { clock, input: {} }).start();
  return {
    actor,
    clock,
    counts: () => ({ announced, refreshes, logouts }),
  };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => !s.hasTag('pending'));

describe('session', () => {
  it('is anonymous when the server knows no session, and announces it', async () => {
    const { actor, counts } = start({ fetch: () => Promise.resolve(null) });
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    await settled(actor);
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(counts().announced).toBe(1);
  });

  it('is anonymous, and says the check failed, when the server cannot be reached', async () => {
    const { actor } = start({ fetch: () => rejectWith(failure('SERVICE_UNAVAILABLE')) });
    await settled(actor);
    expect(actor.getSnapshot().context.unavailable).toBe(true);
  });

  it('refreshes 5 minutes before the hour lapses, and again after each refresh', async () => {
    const { actor, clock, counts } = start({ fetch: () => Promise.resolve(info) });
    await settled(actor);
    expect(actor.getSnapshot().context.member?.firstName).toBe('Maria Clara');
    clock.increment((3600 - REFRESH_MARGIN_SECONDS) * 1000 - 1);
    expect(counts().refreshes).toBe(0);
    clock.increment(1);
    await settled(actor);
    expect(counts().refreshes).toBe(1);
    clock.increment((3600 - REFRESH_MARGIN_SECONDS) * 1000);
    await settled(actor);
    expect(counts().refreshes).toBe(2);
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
  });

  it('falls back to anonymous when a refresh is refused', async () => {
    const { actor, clock } = start({
      fetch: () => Promise.resolve(info),
      refresh: () => rejectWith(failure('SESSION_EXPIRED')),
    });
    await settled(actor);
    clock.increment((3600 - REFRESH_MARGIN_SECONDS) * 1000);
    await settled(actor);
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(actor.getSnapshot().context.member).toBeNull();
  });

  it('sets the initial-login flag on a sign-in and clears it on logout', async () => {
    let signedIn = false;
    const { actor, counts } = start({ fetch: () => Promise.resolve(signedIn ? info : null) });
    await settled(actor);
    signedIn = true;
    actor.send({ type: 'login.succeeded' });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ initialLogin: true, member: info.member });
    actor.send({ type: 'session.logout' });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ initialLogin: false, member: null });
    expect(counts().logouts).toBe(1);
  });

  it('tries a refresh when a member call says the session expired', async () => {
    const { actor, counts } = start({ fetch: () => Promise.resolve(info) });
    await settled(actor);
    actor.send({ type: 'session.expired' });
    await settled(actor);
    expect(counts().refreshes).toBe(1);
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
  });
  it('does not say the session expired again when a later check cannot reach the server', async () => {
    const answers: (() => Promise<SessionInfo | null>)[] = [
      () => Promise.resolve(info),
      () => rejectWith(failure('NETWORK_ERROR')),
    ];
    const { actor } = start({
      fetch: () => (answers.shift() ?? (() => Promise.resolve(null)))(),
      refresh: () => rejectWith(failure('SESSION_EXPIRED')),
    });
    await settled(actor);
    actor.send({ type: 'session.expired' });
    await settled(actor);
    expect(actor.getSnapshot().context.expired).toBe(true);
    // Signed in again elsewhere, but the check of the new session cannot reach the server.
    actor.send({ type: 'session.reload' });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ unavailable: true, expired: false });
  });

  it('marks a session the server refused to refresh as expired, and a logout or a new sign-in as not', async () => {
    const { actor } = start({
      fetch: () => Promise.resolve(info),
      refresh: () => rejectWith(failure('SESSION_EXPIRED')),
    });
    await settled(actor);
    expect(actor.getSnapshot().context.expired).toBe(false);
    actor.send({ type: 'session.expired' });
    await settled(actor);
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(actor.getSnapshot().context.expired).toBe(true);
    actor.send({ type: 'login.succeeded' });
    await settled(actor);
    expect(actor.getSnapshot().context.expired).toBe(false);
    actor.send({ type: 'session.logout' });
    await settled(actor);
    expect(actor.getSnapshot().matches('anonymous')).toBe(true);
    expect(actor.getSnapshot().context.expired).toBe(false);
  });
});
