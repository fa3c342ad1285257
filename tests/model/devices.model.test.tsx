import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import type { MemberSessionEntry } from '#contract/devices';
import { devicesMachine } from '#machines/devices/devices.machine';
import { failure } from '#machines/shared/test-support';
import { devicesFlow } from '#src/features/account/devices.actors';
import { DevicesView } from '#src/features/account/devices-panel';
import { renderWithRouter } from '../support/render';
import { DEVICES_ROUTES, FakeNetwork } from './support/network';
import { defineModelSuite, type ModelEvent, type World } from './support/model';
import { alertTexts } from './support/views';

type Snapshot = SnapshotFrom<typeof devicesMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

/**
 * Devices and sessions in Settings (machines/devices/devices.md). Every
 * expectation is written here, never read from the machine.
 */
const GENERIC = 'Oops! Something went wrong. Please try again in a few minutes.';
const ENDED = 'That session has already ended.';
const LOADING = 'Loading your devices…';
const NOT_LOADED = 'Your devices could not be loaded.';
const OTHERS = 'Sign out of all other devices';

const entry = (
  id: string,
  current: boolean,
  browser: string,
  system: string,
): MemberSessionEntry => ({
  id,
  browser,
  system,
  signedInAt: '2026-11-27T09:05:00+08:00',
  lastActiveAt: '2026-11-27T13:40:00+08:00',
  current,
});
const THIS = entry('11111111-1111-4111-8111-111111111111', true, 'Safari 17', 'iOS 17.1');
const LAPTOP = entry('22222222-2222-4222-8222-222222222222', false, 'Chrome 131', 'Windows 10');
const TABLET = entry('33333333-3333-4333-8333-333333333333', false, 'Firefox 132', 'Android 14');
/** formatPurchaseTime's YYYY/MM/DD hh:mm AM/PM, in Manila. */
const TIMES = 'Signed in 2026/11/27 09:05 AM · Last active 2026/11/27 01:40 PM';
const named = (session: MemberSessionEntry) => `${session.browser} on ${session.system}`;

type Step = 'loading' | 'failed' | 'ready' | 'signingOut' | 'signingOutOthers';

interface DevicesWorld {
  step: Step;
  sessions: MemberSessionEntry[];
  target: MemberSessionEntry | null;
  notice: string | null;
  error: string | null;
  revoked: string[];
  othersSignedOut: number;
  loads: number;
}

const othersOf = (w: DevicesWorld) => w.sessions.filter((session) => !session.current);
/** A list that failed to load again is not shown (it may be out of date). */
const shownOf = (w: DevicesWorld) => (w.step === 'failed' ? [] : w.sessions);
const messageOf = (error: unknown) => {
  const failed = error as { errorKey: string; message: string };
  return failed.errorKey === 'NETWORK_ERROR' ? GENERIC : failed.message;
};

function next(w: DevicesWorld, event: ModelEvent): DevicesWorld {
  switch (event.type) {
    case 'xstate.done.actor.loadSessions':
      if (w.step !== 'loading') return w;
      return {
        ...w,
        step: 'ready',
        sessions: (event.output as { data: MemberSessionEntry[] }).data,
        target: null,
        loads: w.loads + 1,
      };
    case 'xstate.error.actor.loadSessions':
      return w.step === 'loading'
        ? { ...w, step: 'failed', error: messageOf(event.error), target: null, loads: w.loads + 1 }
        : w;
    case 'sessions.retry':
      return w.step === 'failed' ? { ...w, step: 'loading', notice: null, error: null } : w;
    case 'session.signOut': {
      const target = othersOf(w).find((session) => session.id === event.sessionId);
      if (w.step !== 'ready' || !target) return w;
      return {
        ...w,
        step: 'signingOut',
        target,
        notice: null,
        error: null,
        revoked: [...w.revoked, target.id],
      };
    }
    case 'others.signOut':
      if (w.step !== 'ready' || othersOf(w).length === 0) return w;
      return {
        ...w,
        step: 'signingOutOthers',
        notice: null,
        error: null,
        othersSignedOut: w.othersSignedOut + 1,
      };
    case 'xstate.done.actor.revokeSession':
      if (w.step !== 'signingOut' || !w.target) return w;
      return { ...w, step: 'loading', notice: `Signed out of ${named(w.target)}.` };
    case 'xstate.error.actor.revokeSession': {
      if (w.step !== 'signingOut') return w;
      const ended = (event.error as { errorKey: string }).errorKey === 'NOT_FOUND';
      return {
        ...w,
        step: ended ? 'loading' : 'ready',
        error: messageOf(event.error),
        target: null,
      };
    }
    case 'xstate.done.actor.revokeOtherSessions': {
      if (w.step !== 'signingOutOthers') return w;
      const { revoked } = event.output as { revoked: number };
      return {
        ...w,
        step: 'loading',
        notice:
          revoked === 1
            ? 'Signed out of 1 other device.'
            : `Signed out of ${String(revoked)} other devices.`,
      };
    }
    case 'xstate.error.actor.revokeOtherSessions':
      return w.step === 'signingOutOthers'
        ? { ...w, step: 'ready', error: messageOf(event.error) }
        : w;
    default:
      return w;
  }
}

const world: World<DevicesWorld> = {
  initial: () => ({
    step: 'loading',
    sessions: [],
    target: null,
    notice: null,
    error: null,
    revoked: [],
    othersSignedOut: 0,
    loads: 0,
  }),
  next,
  refused: next,
  boundary: (w) =>
    [
      `${String(othersOf(w).length)} others`,
      w.notice ? '(notice)' : '',
      w.error ? '(error)' : '',
      w.loads > 1 ? '(reloaded)' : '',
    ].join(' '),
};

const events = (): ModelEvent[] => [
  { type: 'xstate.done.actor.loadSessions', output: { data: [THIS, LAPTOP, TABLET] } },
  { type: 'xstate.done.actor.loadSessions', output: { data: [THIS] } },
  { type: 'xstate.error.actor.loadSessions', error: failure('NETWORK_ERROR', GENERIC) },
  { type: 'sessions.retry' },
  { type: 'session.signOut', sessionId: LAPTOP.id },
  { type: 'session.signOut', sessionId: THIS.id },
  { type: 'others.signOut' },
  { type: 'xstate.done.actor.revokeSession', output: { revoked: 1 } },
  { type: 'xstate.error.actor.revokeSession', error: failure('NOT_FOUND', ENDED) },
  { type: 'xstate.error.actor.revokeSession', error: failure('NETWORK_ERROR', GENERIC) },
  { type: 'xstate.done.actor.revokeOtherSessions', output: { revoked: 2 } },
  { type: 'xstate.done.actor.revokeOtherSessions', output: { revoked: 1 } },
  { type: 'xstate.error.actor.revokeOtherSessions', error: failure('NETWORK_ERROR', GENERIC) },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({
    value,
    sessions: context.sessions.map((session) => session.id),
    target: context.target?.id ?? null,
    notice: context.notice,
    error: context.error,
  });
};

function verify(w: DevicesWorld) {
  const panel = screen.getByRole('region', { name: 'Devices' });
  const busy = w.step === 'signingOut' || w.step === 'signingOutOthers';
  expect(panel).toHaveAttribute('aria-busy', String(w.step === 'loading' || busy));
  expect(within(panel).queryByText(LOADING) !== null, 'the first load says so').toBe(
    w.step === 'loading' && w.sessions.length === 0,
  );
  expect(within(panel).queryByText(NOT_LOADED) !== null, 'a failed load says so').toBe(
    w.step === 'failed',
  );
  expect(within(panel).queryByRole('button', { name: 'Try again' }) !== null).toBe(
    w.step === 'failed',
  );
  const items = within(panel).queryAllByRole('listitem');
  expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(
    shownOf(w).map((session) => `${named(session)}${session.current ? 'This device' : ''}`),
  );
  for (const [index, session] of shownOf(w).entries()) {
    const item = items[index];
    if (!item) throw new Error('missing item');
    expect(within(item).getByText(TIMES)).toBeInTheDocument();
    const signOut = within(item).queryByRole('button', { name: `Sign out of ${named(session)}` });
    expect(signOut !== null, 'Sign out for another device only').toBe(!session.current);
    if (signOut) expect(signOut).toHaveProperty('disabled', w.step !== 'ready');
  }
  const all = within(panel).queryByRole('button', { name: OTHERS });
  expect(all !== null, `'${OTHERS}' while there are others`).toBe(
    shownOf(w).some((session) => !session.current),
  );
  if (all) expect(all).toHaveProperty('disabled', w.step !== 'ready');
  expect(within(panel).getByRole('status').textContent).toBe(w.notice ?? '');
  expect(alertTexts()).toEqual(w.error ? [w.error] : []);
}

defineModelSuite({
  name: 'devices',
  machine: devicesMachine,
  inputs: [undefined],
  unreachable: {
    'devices.ready|session.signOut|0 false':
      "this device has no Sign out (Logout ends it); 'never signs out this device or an id it does not list' in devices.machine.test.ts covers it",
  },
  events,
  serializeState,
  world,
  start: async (_input, inspect) => {
    const user = userEvent.setup({ delay: null });
    const calls = new FakeNetwork(DEVICES_ROUTES);
    const actor = createActor(devicesFlow, { inspect });
    actor.start();
    const view = await renderWithRouter(<DevicesView actor={actor} />);
    return {
      actor,
      view,
      perform: async (event) => {
        switch (event.type) {
          case 'sessions.retry':
            return user.click(screen.getByRole('button', { name: 'Try again' }));
          case 'session.signOut': {
            const session = [THIS, LAPTOP, TABLET].find((each) => each.id === event.sessionId);
            if (!session) throw new Error('no such session');
            return user.click(
              screen.getByRole('button', { name: `Sign out of ${named(session)}` }),
            );
          }
          case 'others.signOut':
            return user.click(screen.getByRole('button', { name: OTHERS }));
          default:
            if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
        }
      },
      verify: (_snapshot, w) => {
        verify(w);
        expect(
          (calls.urls.get('revokeSession') ?? []).map(
            (url) => /sessions\/([^/]+)\/revoke$/.exec(url)?.[1],
          ),
          'the sessions signed out',
        ).toEqual(w.revoked);
        expect(calls.urls.get('revokeOtherSessions') ?? [], 'all others signed out').toHaveLength(
          w.othersSignedOut,
        );
      },
    };
  },
});
