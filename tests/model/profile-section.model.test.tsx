import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import {
  profileSectionMachine,
  type ProfileSectionInput,
} from '#machines/profile-section/profile-section.machine';
import { failure, memberFixture } from '#machines/shared/test-support';
import { profileSectionFlow } from '../../src/features/account/account-flows';
import {
  CarSection,
  ContactSection,
  PersonalSection,
} from '../../src/features/account/profile-sections';
import { renderWithRouter } from '../support/render';
import { PROFILE_ROUTES, FakeNetwork } from './support/network';
import { defineModelSuite, type ModelEvent } from './support/model';
import { retype } from './support/views';

/** A dropped connection, as the app's client words it (specification 000, section 8). */
const GENERIC = 'Oops! Something went wrong. Please try again in a few minutes.';

type Snapshot = SnapshotFrom<typeof profileSectionMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

const member = memberFixture();
const savedMember = memberFixture({
  civilStatus: 2,
  email: 'juan@example.ph',
  mobilePhoneAlternate: '09171234567',
  vehicleOwner: 1,
  fuelType: 1,
  carNumber: 2,
});

const SAMPLES: Record<ProfileSectionInput['section'], [string, string][]> = {
  personal: [
    ['civilStatus', '2'],
    ['nationality', ''],
  ],
  contact: [
    ['email', 'juan@'],
    ['email', 'juan@example.ph'],
    ['mobilePhoneAlternate', '09171234567'],
  ],
  car: [
    ['vehicleOwner', '1'],
    ['vehicleOwner', '2'],
    ['fuelType', '1'],
    ['carNumber', '2'],
  ],
  maxicare: [],
};

const events = (raw: AnyMachineSnapshot): ModelEvent[] => {
  const section = asSnapshot(raw).context.section;
  return [
    ...SAMPLES[section].map(([name, value]) => ({ type: 'field.change', name, value })),
    { type: 'form.submit' },
    { type: 'form.cancel' },
    { type: 'member.change', member: savedMember },
    { type: 'xstate.done.actor.saveSection', output: savedMember },
    {
      type: 'xstate.error.actor.saveSection',
      error: failure(
        'EMAIL_LOCKED',
        'Your email address is verified and can no longer be changed.',
        {
          fields: { email: 'Your email address is verified and can no longer be changed.' },
        },
      ),
    },
    { type: 'xstate.error.actor.saveSection', error: failure('NETWORK_ERROR', GENERIC) },
  ];
};

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({
    value,
    draft: context.draft,
    saved: context.saved,
    errors: Object.keys(context.fieldErrors).sort(),
    error: context.error,
    justSaved: context.justSaved,
  });
};

const LABELS: Record<string, string> = {
  civilStatus: 'Civil status',
  gender: 'Gender',
  nationality: 'Nationality',
  email: 'Email',
  mobilePhoneAlternate: 'Alternate mobile number',
  fuelType: 'Fuel type',
  carNumber: 'Number of cars',
};

async function changeField(user: UserEvent, name: string, value: string) {
  if (name === 'vehicleOwner') {
    await user.click(screen.getByRole('radio', { name: value === '1' ? 'Yes' : 'No' }));
    return;
  }
  const field = screen.getByLabelText(LABELS[name] ?? name, { exact: false });
  if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
  else await retype(user, field, value);
}

function verify(raw: AnyMachineSnapshot) {
  const snapshot = asSnapshot(raw);
  const { context } = snapshot;
  const changed = !snapshot.matches('pristine');
  expect(screen.queryByRole('button', { name: 'Save' }) !== null).toBe(changed);
  expect(screen.queryByRole('button', { name: 'Cancel' }) !== null).toBe(changed);
  expect(screen.queryByText('Saved') !== null).toBe(context.justSaved && !changed);
  for (const [name, message] of Object.entries(context.fieldErrors)) {
    expect(screen.getAllByText(message).length, name).toBeGreaterThan(0);
  }
  if (context.error) expect(screen.getAllByText(context.error).length).toBeGreaterThan(0);
  if (context.section === 'car') {
    const owns = context.draft.vehicleOwner === '1';
    expect(screen.getByLabelText('Fuel type')).toHaveProperty('disabled', !owns);
    expect(screen.getByLabelText('Number of cars')).toHaveProperty('disabled', !owns);
  }
  if (context.section === 'personal') {
    expect(screen.getByText('Juan')).toBeInTheDocument();
    expect(screen.getByLabelText('Civil status')).toHaveValue(context.draft.civilStatus);
  }
  if (context.section === 'contact') {
    expect(screen.getByLabelText('Email')).toHaveValue(context.draft.email);
  }
}

const inputs: ProfileSectionInput[] = [
  { section: 'personal', member },
  { section: 'contact', member },
  { section: 'car', member },
];

defineModelSuite({
  name: 'profileSection',
  machine: profileSectionMachine,
  inputs,
  unreachable: {
    'profileSection.pristine|field.change|0 false':
      "Fuel type and Number of cars are disabled while the member owns no car; 'takes no fuel type or number of cars while there is no car' in profile-section.machine.test.ts covers it",
    'profileSection.editing|field.change|0 false':
      "the same disabled fields while editing; 'takes no fuel type or number of cars while there is no car' in profile-section.machine.test.ts covers it",
  },
  events,
  serializeState,
  start: async (raw, inspect) => {
    const input = raw as ProfileSectionInput;
    const user = userEvent.setup();
    const calls = new FakeNetwork(PROFILE_ROUTES);
    const notifySaved = vi.fn();
    // The app's own binding: only the network below it is the test's.
    const machine = profileSectionFlow(notifySaved);
    const actor = createActor(machine, { input, inspect });
    actor.start();
    const View = { personal: PersonalSection, contact: ContactSection, car: CarSection }[
      input.section as 'personal' | 'contact' | 'car'
    ];
    const view = await renderWithRouter(<View actor={actor} member={member} />);
    let saves = 0;
    return {
      actor,
      view,
      perform: async (event) => {
        switch (event.type) {
          case 'field.change':
            return changeField(user, String(event.name), String(event.value));
          case 'form.submit':
            return user.click(screen.getByRole('button', { name: 'Save' }));
          case 'form.cancel':
            return user.click(screen.getByRole('button', { name: 'Cancel' }));
          case 'member.change':
            // The page's member changed (another section saved, the email was verified).
            actor.send({ type: 'member.change', member: savedMember });
            return;
          case 'xstate.done.actor.saveSection':
            saves += 1;
            return calls.resolve('saveSection', event.output);
          default:
            if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
        }
      },
      verify,
      finish: () => {
        expect(notifySaved).toHaveBeenCalledTimes(saves);
        for (const body of calls.inputs.get('saveSection') ?? []) {
          expect((body as { section: string }).section).toBe(input.section);
        }
      },
    };
  },
});
