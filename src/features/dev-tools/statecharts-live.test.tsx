import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { AccountStatusResponse, LoginResponse } from '#contract/auth';
import {
  type CheckStatusInput,
  loginMachine,
  type SignInInput,
} from '#machines/login/login.machine';
import {
  type Channel,
  createInspector,
  type InspectionRecord,
  InspectionStore,
  LOG_LIMIT,
} from '#src/lib/inspection';
import { renderLoginCharts, statesOf } from './chart-test-kit';

/** A channel that keeps what is posted and lets the test play another tab's messages. */
function fakeChannel() {
  const posted: unknown[] = [];
  const listeners: ((event: MessageEvent) => void)[] = [];
  const channel: Channel = {
    postMessage: (message) => posted.push(message),
    addEventListener: (_type, listener) => listeners.push(listener),
  };
  const receive = (data: unknown) =>
    listeners.forEach((listener) => listener(new MessageEvent('message', { data })));
  return { channel, posted, receive };
}

const loginFlow = loginMachine.provide({
  actors: {
    checkStatus: fromPromise<AccountStatusResponse, CheckStatusInput>(() =>
      Promise.resolve({ status: 'ACTIVE' }),
    ),
    signIn: fromPromise<LoginResponse, SignInInput>(() =>
      Promise.resolve({ status: 'ACTIVE', expiresInSeconds: 3600 }),
    ),
  },
  guards: { isMobileValid: () => true },
  actions: { notifySignedIn: () => undefined, followRedirect: () => undefined },
});

const currentStates = (container: HTMLElement) => statesOf(container, '[aria-current="true"]');

describe('inspector → store → viewer', () => {
  it('shows a login actor moving through its states, with its event log newest first', async () => {
    const store = new InspectionStore();
    const { channel, posted } = fakeChannel();
    const inspect = createInspector(store, channel, 'tab-a');
    const { container } = renderLoginCharts(store);
    expect(screen.getByRole('status')).toHaveTextContent('No running actor');

    const actor = createActor(loginFlow, {
      input: { migrationFlag: true, supportEmail: 'support@gorewards.com.ph' },
      inspect,
    });
    act(() => {
      actor.start();
    });
    expect(currentStates(container)).toEqual(['enteringMobile']);

    await act(async () => {
      actor.send({ type: 'mobile.change', value: '09170000001' });
      actor.send({ type: 'form.submit' });
      await waitFor(actor, (snapshot) => snapshot.matches('enteringPasscode'));
    });
    expect(currentStates(container)).toEqual(['enteringPasscode']);
    expect(screen.getByRole('status')).toHaveTextContent('is in enteringPasscode (active)');

    await act(async () => {
      actor.send({ type: 'passcode.change', value: '482916' });
      actor.send({ type: 'form.submit' });
      await waitFor(actor, (snapshot) => snapshot.status === 'done');
    });
    expect(currentStates(container)).toEqual(['signedIn']);
    expect(screen.getByRole('status')).toHaveTextContent('is in signedIn (done)');

    const log = within(screen.getByRole('list', { name: 'login events, newest first' }));
    const lines = log.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines.map((line) => /\d (\S+) → (\S+)/.exec(line)?.slice(1).join(' → '))).toEqual([
      'xstate.done.actor.signIn → signedIn',
      'form.submit → signingIn',
      'passcode.change → enteringPasscode',
      'xstate.done.actor.checkStatus → enteringPasscode',
      'form.submit → checkingStatus',
      'mobile.change → enteringMobile',
      'xstate.init → enteringMobile',
    ]);

    // What crossed the channel is JSON-safe and has no context (mobile numbers, passcodes).
    expect(posted).toHaveLength(7);
    expect(JSON.parse(JSON.stringify(posted))).toEqual(posted);
    expect(JSON.stringify(posted)).not.toContain('482916');
    expect(posted[0]).toMatchObject({
      machineId: 'login',
      value: 'enteringMobile',
      event: 'xstate.init',
      status: 'active',
      tab: 'tab-a',
    });
  });

  it("shows another tab's actor from the channel, and keeps the newest 200 records per machine", () => {
    const store = new InspectionStore();
    const { channel, receive } = fakeChannel();
    createInspector(store, channel, 'tab-a');
    const { container } = renderLoginCharts(store);
    const record = (index: number): InspectionRecord => ({
      actorId: 'x:1',
      machineId: 'login',
      value: index % 2 ? 'checkingStatus' : 'enteringMobile',
      status: 'active',
      event: `event.${String(index)}`,
      at: 1_700_000_000_000 + index,
      tab: 'tab-b',
    });
    act(() => {
      for (let index = 0; index < LOG_LIMIT + 5; index += 1) receive(record(index));
      receive({ not: 'a record' });
    });
    const log = store.getSnapshot().log.get('login') ?? [];
    expect(log).toHaveLength(LOG_LIMIT);
    expect(log[0]?.event).toBe(`event.${String(LOG_LIMIT + 4)}`);
    expect(currentStates(container)).toEqual(['enteringMobile']);
    const logList = screen.getByRole('list', { name: 'login events, newest first' });
    expect(within(logList).getAllByRole('listitem')).toHaveLength(LOG_LIMIT);
    expect(screen.getByRole('status')).toHaveTextContent('x:1 is in enteringMobile');
  });
});
