import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { MemberSessionEntry } from '#contract/devices';
import { failure, rejectWith } from '../shared/test-support';
import { devicesMachine } from './devices.machine';

const entry = (id: string, current: boolean, browser = 'Chrome 131'): MemberSessionEntry => ({
  id,
  browser,
  system: 'Windows 10',
  signedInAt: '2026-11-27T09:00:00+08:00',
  lastActiveAt: '2026-11-27T09:30:00+08:00',
  current,
});
const THIS = entry('11111111-1111-4111-8111-111111111111', true, 'Safari 17');
const LAPTOP = entry('22222222-2222-4222-8222-222222222222', false);
const TABLET = entry('33333333-3333-4333-8333-333333333333', false, 'Firefox 132');

function start(options: {
  lists: (() => Promise<{ data: MemberSessionEntry[] }>)[];
  revoke?: () => Promise<{ revoked: number }>;
  revokeOthers?: () => Promise<{ revoked: number }>;
}) {
  const calls = { loads: 0, revoked: [] as string[], others: 0 };
  const machine = devicesMachine.provide({
    actors: {
      loadSessions: fromPromise(() => {
        const next = options.lists[Math.min(calls.loads, options.lists.length - 1)];
        calls.loads += 1;
        return next ? next() : Promise.resolve({ data: [] });
      }),
      revokeSession: fromPromise<{ revoked: number }, { sessionId: string }>(({ input }) => {
        calls.revoked.push(input.sessionId);
        return (options.revoke ?? (() => Promise.resolve({ revoked: 1 })))();
      }),
      revokeOtherSessions: fromPromise(() => {
        calls.others += 1;
        return (options.revokeOthers ?? (() => Promise.resolve({ revoked: 2 })))();
      }),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

const listed =
  (...data: MemberSessionEntry[]) =>
  () =>
    Promise.resolve({ data });
const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches('ready') || s.matches('failed'));

describe('devices', () => {
  it('loads the sessions, then signs out another one and loads them again', async () => {
    const { actor, calls } = start({ lists: [listed(THIS, LAPTOP), listed(THIS)] });
    await settled(actor);
    expect(actor.getSnapshot().context.sessions).toEqual([THIS, LAPTOP]);
    actor.send({ type: 'session.signOut', sessionId: LAPTOP.id });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('ready') && s.context.sessions.length === 1);
    expect(calls.revoked).toEqual([LAPTOP.id]);
    expect(actor.getSnapshot().context.notice).toBe('Signed out of Chrome 131 on Windows 10.');
  });

  it('never signs out this device or an id it does not list', async () => {
    const { actor, calls } = start({ lists: [listed(THIS, LAPTOP)] });
    await settled(actor);
    actor.send({ type: 'session.signOut', sessionId: THIS.id });
    actor.send({ type: 'session.signOut', sessionId: '44444444-4444-4444-8444-444444444444' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls.revoked).toEqual([]);
  });

  it('signs out all the others, counting them, only when there are others', async () => {
    const { actor, calls } = start({
      lists: [listed(THIS, LAPTOP, TABLET), listed(THIS)],
    });
    await settled(actor);
    actor.send({ type: 'others.signOut' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.sessions.length === 1);
    expect(actor.getSnapshot().context.notice).toBe('Signed out of 2 other devices.');
    actor.send({ type: 'others.signOut' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls.others).toBe(1);
  });

  it('says "1 other device" in the singular', async () => {
    const { actor } = start({
      lists: [listed(THIS, LAPTOP), listed(THIS)],
      revokeOthers: () => Promise.resolve({ revoked: 1 }),
    });
    await settled(actor);
    actor.send({ type: 'others.signOut' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.sessions.length === 1);
    expect(actor.getSnapshot().context.notice).toBe('Signed out of 1 other device.');
  });

  it('a session already ended elsewhere: its message, and the list loads again', async () => {
    const { actor, calls } = start({
      lists: [listed(THIS, LAPTOP), listed(THIS)],
      revoke: () => rejectWith(failure('NOT_FOUND', 'That session has already ended.')),
    });
    await settled(actor);
    actor.send({ type: 'session.signOut', sessionId: LAPTOP.id });
    await waitFor(actor, (s) => s.matches('ready') && s.context.sessions.length === 1);
    expect(calls.loads).toBe(2);
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'That session has already ended.',
      notice: null,
    });
  });

  it('another failure keeps the list and says why', async () => {
    const { actor, calls } = start({
      lists: [listed(THIS, LAPTOP)],
      revoke: () => rejectWith(failure('NETWORK_ERROR', 'Oops!')),
    });
    await settled(actor);
    actor.send({ type: 'session.signOut', sessionId: LAPTOP.id });
    await waitFor(actor, (s) => s.matches('ready') && s.context.error !== null);
    expect(calls.loads).toBe(1);
    expect(actor.getSnapshot().context.sessions).toEqual([THIS, LAPTOP]);
    expect(actor.getSnapshot().context.error).toBe('Oops!');
  });

  it('a list that does not load can be tried again', async () => {
    const { actor } = start({
      lists: [() => rejectWith(failure('NETWORK_ERROR', 'Oops!')), listed(THIS)],
    });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Oops!');
    actor.send({ type: 'sessions.retry' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context).toMatchObject({ sessions: [THIS], error: null });
  });
});
