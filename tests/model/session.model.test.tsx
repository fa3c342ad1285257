import { screen } from '@testing-library/react';
import { useLocation } from '@tanstack/react-router';
import { expect } from 'vitest';
import { type AnyMachineSnapshot, createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import { loginDialogMachine } from '#machines/login-dialog/login-dialog.machine';
import {
  REFRESH_MARGIN_SECONDS,
  sessionMachine,
  type SessionInfo,
} from '#machines/session/session.machine';
import { failure } from '#machines/shared/test-support';
import { LogoutPage } from '../../src/features/session/logout-page';
import { SessionHeader } from '../../src/features/shell/session-header';
import { renderWithRouter } from '../support/render';
import { Calls } from './support/calls';
import { defineModelSuite, type ModelEvent } from './support/model';

type Snapshot = SnapshotFrom<typeof sessionMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;
type SessionActor = ReturnType<typeof createActor<typeof sessionMachine>>;

const signedIn: SessionInfo = {
  member: { firstName: 'Maria Clara', lastName: 'Santos', points: 12345.5 },
  expiresInSeconds: 3600,
};
const REFRESH_EVENT = 'xstate.after.refreshLead.session.authenticated';

const events = (): ModelEvent[] => [
  { type: 'xstate.done.actor.fetchSession', output: signedIn },
  { type: 'xstate.done.actor.fetchSession', output: null },
  { type: 'xstate.error.actor.fetchSession', error: failure('SERVICE_UNAVAILABLE') },
  { type: REFRESH_EVENT },
  { type: 'xstate.done.actor.refreshSession', output: { expiresInSeconds: 3600 } },
  { type: 'xstate.error.actor.refreshSession', error: failure('SESSION_EXPIRED') },
  { type: 'xstate.done.actor.logout', output: undefined },
  { type: 'xstate.error.actor.logout', error: failure('NETWORK_ERROR') },
  { type: 'login.succeeded' },
  { type: 'session.reload' },
  { type: 'session.expired' },
  { type: 'session.logout' },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({
    value,
    member: context.member !== null,
    initialLogin: context.initialLogin,
    unavailable: context.unavailable,
  });
};

function Harness({ session }: { session: SessionActor }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const loginDialog = createActor(loginDialogMachine);
  return (
    <>
      <SessionHeader
        menu={[]}
        session={session}
        loginDialog={loginDialog}
        helpCenterUrl="https://help.gorewards.com.ph"
      />
      {pathname === '/logout' && <LogoutPage session={session} />}
    </>
  );
}

function verify(raw: AnyMachineSnapshot) {
  const snapshot = asSnapshot(raw);
  const member = snapshot.context.member;
  if (member) {
    expect(screen.getAllByText(`Hi, ${member.firstName}`).length).toBeGreaterThan(0);
    expect(screen.getAllByText('12,345.50').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  } else {
    expect(screen.getAllByRole('button', { name: 'Login' }).length).toBeGreaterThan(0);
    expect(screen.queryByText(/^Hi, /)).toBeNull();
  }
}

defineModelSuite({
  name: 'session',
  machine: sessionMachine,
  inputs: [undefined],
  events,
  serializeState,
  start: async (_input, inspect) => {
    const calls = new Calls();
    const clock = new SimulatedClock();
    let announced = 0;
    const machine = sessionMachine.provide({
      actors: {
        fetchSession: calls.actor('fetchSession'),
        refreshSession: calls.actor('refreshSession'),
        logout: calls.actor('logout'),
      },
      actions: {
        announceChange: () => {
          announced += 1;
        },
      },
    });
    const actor = createActor(machine, { clock, inspect });
    actor.start();
    const view = await renderWithRouter(<Harness session={actor} />);
    return {
      actor,
      view,
      perform: async (event) => {
        const state = actor.getSnapshot();
        if (event.type === REFRESH_EVENT) {
          clock.increment((state.context.expiresInSeconds - REFRESH_MARGIN_SECONDS) * 1000);
        } else if (event.type === 'session.logout') {
          // The account menu's Logout link goes to /logout, whose page ends the session; a
          // visitor can reach /logout too.
          await view.router.navigate({ to: '/logout' });
        } else if (event.type.startsWith('xstate.')) {
          if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
        } else {
          // Sent by the app itself: the login flow, a 401 from a member call, a profile save.
          actor.send(event as Parameters<typeof actor.send>[0]);
        }
        await new Promise((resolve) => setTimeout(resolve, 0));
      },
      verify,
      finish: (raw) => {
        const snapshot = asSnapshot(raw);
        if (snapshot.matches('authenticated') || snapshot.matches('anonymous'))
          expect(announced).toBeGreaterThan(0);
      },
    };
  },
});
