import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import type { MemberDetails } from '#contract/members';
import { preferencesMachine } from '#machines/preferences/preferences.machine';
import { failure, memberFixture } from '#machines/shared/test-support';
import { preferencesFlow } from '#src/features/account/account.actors';
import { PreferencesPanel } from '#src/features/account/settings-page';
import { renderWithRouter } from '../support/render';
import { defineModelSuite, type ModelEvent, type World } from './support/model';
import { FakeNetwork, PREFERENCES_ROUTES } from './support/network';
import { alertTexts } from './support/views';

type Snapshot = SnapshotFrom<typeof preferencesMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

/**
 * Marketing and personalisation in Security and preferences (docs/specification.md#preferences;
 * machines/preferences/preferences.md for what the specification leaves open).
 */
const CONFIRM = 'Confirm my Preferences';
const ALLOW_ALL = 'Allow All';
const PRIVACY_POLICY = { name: 'Privacy Policy', href: '/privacy-policy' };
const FIVE_DAYS = /may take up to five days/;
/** The generic message (a dropped connection, as the app's client words it). */
const GENERIC = 'Oops! Something went wrong. Please try again in a few minutes.';
/** The saved note (preferences.md: the specification gives no wording). */
const SAVED = 'Your preferences were saved.';

const LABELS = {
  smsSubscription: 'SMS',
  emailSubscription: 'Email',
  discountsSubscription: 'Discounts',
  exclusivesSubscription: 'Exclusives',
  creditScoringSubscription: 'Credit scoring',
} as const;
type Preference = keyof typeof LABELS;
type Preferences = Readonly<Record<Preference, boolean>>;
const NAMES = Object.keys(LABELS) as Preference[];
/** What Allow All syncs (Security and preferences: discounts, exclusives, credit scoring). */
const THREE: Preference[] = [
  'discountsSubscription',
  'exclusivesSubscription',
  'creditScoringSubscription',
];

const member = memberFixture();

const toggle = (name: string) => screen.getByRole('switch', { name: new RegExp(`^${name}`) });

const events = (): ModelEvent[] => [
  { type: 'preference.toggle', name: 'smsSubscription' },
  { type: 'preference.toggle', name: 'discountsSubscription' },
  { type: 'allowall.toggle' },
  { type: 'form.submit' },
  { type: 'xstate.error.actor.savePreferences', error: failure('NETWORK_ERROR', GENERIC) },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({
    value,
    draft: context.draft,
    saved: context.saved,
    error: context.error,
    justSaved: context.justSaved,
  });
};

interface PreferencesWorld {
  saved: Preferences;
  shown: Preferences;
  message: string | null;
  justSaved: boolean;
  saving: boolean;
  sent: Preferences[];
  /** What the last toggle did besides itself (Allow All from how many of three, a message gone). */
  effects: string[];
}

const preferencesOf = (details: MemberDetails): Preferences => ({
  smsSubscription: details.smsSubscription,
  emailSubscription: details.emailSubscription,
  discountsSubscription: details.discountsSubscription,
  exclusivesSubscription: details.exclusivesSubscription,
  creditScoringSubscription: details.creditScoringSubscription,
});

const allowAll = (values: Preferences) => THREE.every((name) => values[name]);
const changed = (w: PreferencesWorld) => NAMES.some((name) => w.shown[name] !== w.saved[name]);

function flipped(w: PreferencesWorld, shown: Preferences, synced?: string): PreferencesWorld {
  const effects = [
    synced ?? null,
    w.message !== null ? 'the message went' : null,
    w.justSaved ? 'the saved note went' : null,
  ].filter((what): what is string => what !== null);
  return { ...w, shown, message: null, justSaved: false, effects };
}

function step(w: PreferencesWorld, event: ModelEvent): PreferencesWorld {
  switch (event.type) {
    case 'preference.toggle': {
      if (w.saving) return w;
      const name = event.name as Preference;
      return flipped(w, { ...w.shown, [name]: !w.shown[name] });
    }
    case 'allowall.toggle': {
      if (w.saving) return w;
      const on = !allowAll(w.shown);
      const from = THREE.filter((name) => w.shown[name]).length;
      return flipped(
        w,
        {
          ...w.shown,
          discountsSubscription: on,
          exclusivesSubscription: on,
          creditScoringSubscription: on,
        },
        on ? `Allow All on from ${String(from)} of the three` : 'Allow All off',
      );
    }
    case 'form.submit':
      // Confirm is taken once something differs from what is saved (preferences.md).
      if (w.saving || !changed(w)) return w;
      return { ...w, saving: true, sent: [...w.sent, w.shown] };
    case 'xstate.done.actor.savePreferences': {
      if (!w.saving) return w;
      const saved = preferencesOf(event.output as MemberDetails);
      return { ...w, saved, shown: saved, message: null, justSaved: true, saving: false };
    }
    case 'xstate.error.actor.savePreferences': {
      if (!w.saving) return w;
      const failed = event.error as { errorKey: string; message: string };
      const message = failed.errorKey === 'NETWORK_ERROR' ? GENERIC : failed.message;
      return { ...w, message, saving: false };
    }
    default:
      return w;
  }
}

function next(w: PreferencesWorld, event: ModelEvent): PreferencesWorld {
  const after = step(w, event);
  if (after === w) return w;
  return event.type.endsWith('.toggle') ? after : { ...after, effects: [] };
}

const world: World<PreferencesWorld> = {
  initial: (raw) => {
    const values = preferencesOf((raw as { member: MemberDetails }).member);
    return {
      saved: values,
      shown: values,
      message: null,
      justSaved: false,
      saving: false,
      sent: [],
      effects: [],
    };
  },
  events: (_, w) => [
    { type: 'xstate.done.actor.savePreferences', output: { ...member, ...w.shown } },
  ],
  next,
  refused: next,
  boundary: (w) => {
    const [effect] = w.effects;
    if (effect !== undefined) return effect;
    const on = THREE.filter((name) => w.shown[name]).length;
    return `${String(on)} of the three on; ${changed(w) ? 'changed' : 'as saved'}`;
  },
};

function verify(_raw: AnyMachineSnapshot, w: PreferencesWorld) {
  for (const name of NAMES)
    expect(toggle(LABELS[name]), LABELS[name]).toHaveProperty('checked', w.shown[name]);
  expect(toggle(ALLOW_ALL), `${ALLOW_ALL} on exactly when the three are`).toHaveProperty(
    'checked',
    allowAll(w.shown),
  );
  const confirm = screen.getByRole('button', { name: CONFIRM });
  expect(confirm, `${CONFIRM} once something changed, and not while saving`).toHaveProperty(
    'disabled',
    w.saving || !changed(w),
  );
  expect(confirm).toHaveAttribute('aria-busy', String(w.saving));
  expect(screen.getByRole('link', { name: PRIVACY_POLICY.name })).toHaveAttribute(
    'href',
    PRIVACY_POLICY.href,
  );
  expect(screen.getByText(FIVE_DAYS)).toBeInTheDocument();
  expect(alertTexts(), 'the messages shown').toEqual(w.message === null ? [] : [w.message]);
  expect(screen.queryByText(SAVED) !== null, `"${SAVED}" shown`).toBe(w.justSaved);
}

defineModelSuite({
  name: 'preferences',
  machine: preferencesMachine,
  inputs: [{ member }],
  events,
  serializeState,
  world,
  start: async (_input, inspect) => {
    const user = userEvent.setup({ delay: null });
    const calls = new FakeNetwork(PREFERENCES_ROUTES);
    const notifySaved = vi.fn();
    const machine = preferencesFlow(notifySaved);
    const actor = createActor(machine, { input: { member }, inspect });
    actor.start();
    const view = await renderWithRouter(<PreferencesPanel actor={actor} />);
    let saves = 0;
    return {
      actor,
      view,
      perform: async (event) => {
        if (event.type === 'preference.toggle')
          return user.click(toggle(LABELS[event.name as Preference]));
        if (event.type === 'allowall.toggle') return user.click(toggle(ALLOW_ALL));
        if (event.type === 'form.submit')
          return user.click(screen.getByRole('button', { name: CONFIRM }));
        if (event.type === 'xstate.done.actor.savePreferences') saves += 1;
        if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
      },
      verify,
      finish: (_snapshot, w) => {
        expect(notifySaved).toHaveBeenCalledTimes(saves);
        expect(calls.inputs.get('savePreferences') ?? [], 'the bodies Confirm sent').toEqual(
          w.sent,
        );
      },
    };
  },
});
