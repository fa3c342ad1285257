import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import { isAllowAll, preferencesMachine } from '#machines/preferences/preferences.machine';
import { failure, memberFixture } from '#machines/shared/test-support';
import { preferencesFlow } from '../../src/features/account/account-flows';
import { PreferencesPanel } from '../../src/features/account/settings-page';
import { renderWithRouter } from '../support/render';
import { PREFERENCES_ROUTES, FakeNetwork } from './support/network';
import { defineModelSuite, type ModelEvent } from './support/model';

/** A dropped connection, as the app's client words it (specification 000, section 8). */
const GENERIC = 'Oops! Something went wrong. Please try again in a few minutes.';

type Snapshot = SnapshotFrom<typeof preferencesMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

const member = memberFixture();
const savedMember = memberFixture({ discountsSubscription: true });

const LABELS = {
  smsSubscription: 'SMS',
  emailSubscription: 'Email',
  discountsSubscription: 'Discounts',
  exclusivesSubscription: 'Exclusives',
  creditScoringSubscription: 'Credit scoring',
} as const;
const toggle = (name: string) => screen.getByRole('switch', { name: new RegExp(`^${name}`) });

const events = (): ModelEvent[] => [
  { type: 'preference.toggle', name: 'smsSubscription' },
  { type: 'preference.toggle', name: 'discountsSubscription' },
  { type: 'allowall.toggle' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.savePreferences', output: savedMember },
  { type: 'xstate.error.actor.savePreferences', error: failure('NETWORK_ERROR', GENERIC) },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({
    value,
    draft: context.draft,
    saved: context.saved,
    error: context.error,
  });
};

function verify(raw: AnyMachineSnapshot) {
  const snapshot = asSnapshot(raw);
  const { context } = snapshot;
  for (const [name, label] of Object.entries(LABELS)) {
    expect(toggle(label)).toHaveProperty('checked', context.draft[name as keyof typeof LABELS]);
  }
  expect(toggle('Allow All')).toHaveProperty('checked', isAllowAll(context.draft));
  expect(screen.getByRole('button', { name: 'Confirm my Preferences' })).toHaveProperty(
    'disabled',
    !snapshot.can({ type: 'form.submit' }),
  );
  expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  expect(screen.getByText(/may take up to five days/)).toBeInTheDocument();
  if (context.error) expect(screen.getByText(context.error)).toBeInTheDocument();
  expect(screen.queryByText('Your preferences were saved.') !== null).toBe(context.justSaved);
}

defineModelSuite({
  name: 'preferences',
  machine: preferencesMachine,
  inputs: [{ member }],
  events,
  serializeState,
  start: async (_input, inspect) => {
    const user = userEvent.setup();
    const calls = new FakeNetwork(PREFERENCES_ROUTES);
    const notifySaved = vi.fn();
    // The app's own binding: only the network below it is the test's.
    const machine = preferencesFlow(notifySaved);
    const actor = createActor(machine, { input: { member }, inspect });
    actor.start();
    const view = await renderWithRouter(<PreferencesPanel actor={actor} />);
    return {
      actor,
      view,
      perform: async (event) => {
        if (event.type === 'preference.toggle')
          return user.click(toggle(LABELS[event.name as keyof typeof LABELS]));
        if (event.type === 'allowall.toggle') return user.click(toggle('Allow All'));
        if (event.type === 'form.submit')
          return user.click(screen.getByRole('button', { name: 'Confirm my Preferences' }));
        if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
      },
      verify,
      finish: () => {
        for (const call of calls.inputs.get('savePreferences') ?? []) {
          expect(Object.keys(call as object).sort()).toEqual(Object.keys(LABELS).sort());
        }
      },
    };
  },
});
