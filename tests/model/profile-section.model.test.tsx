import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import type { MemberDetails } from '#contract/members';
import {
  profileSectionMachine,
  type ProfileSectionInput,
} from '#machines/profile-section/profile-section.machine';
import { failure, memberFixture } from '#machines/shared/test-support';
import { profileSectionFlow } from '#src/features/account/account.actors';
import {
  CarSection,
  ContactSection,
  PersonalSection,
} from '#src/features/account/profile-sections';
import { renderWithRouter } from '../support/render';
import { defineModelSuite, type ModelEvent, type World } from './support/model';
import { FakeNetwork, PROFILE_ROUTES } from './support/network';
import { alertTexts, retype } from './support/views';

type Snapshot = SnapshotFrom<typeof profileSectionMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

/**
 * The personal, contact and car accordions of the profile (docs/specification.md#profile;
 * docs/api.md, updateMemberDetails, for the wording).
 */
/** The generic message (a dropped connection, as the app's client words it). */
const GENERIC = 'Oops! Something went wrong. Please try again in a few minutes.';
/** "Email must be valid and is locked once verified"; wording: docs/api.md. */
const EMAIL_INVALID = 'Please enter a valid email address.';
const EMAIL_LOCKED = 'Your email address is verified and can no longer be changed.';
/** Nationality is marked required; wording: the contract's (docs/api.md, personal). */
const NATIONALITY_REQUIRED = 'Please choose a nationality.';
/** "Fuel type required when the member owns a car"; wording: docs/api.md, car. */
const FUEL_TYPE_REQUIRED = 'Please choose a fuel type.';
const CAR_NUMBER_REQUIRED = 'Enter how many cars you own.';
const SAVED = 'Saved';
/** Profile: the choices as the specification numbers them. */
const CIVIL_STATUSES: Record<string, string> = {
  '1': 'Single',
  '2': 'Married',
  '3': 'Widowed',
  '4': 'Legally Separated',
};
const GENDERS: Record<string, string> = { '1': 'Male', '2': 'Female' };
const FUEL_TYPES: Record<string, string> = { '0': 'None', '1': 'Gasoline', '2': 'Diesel' };
const CHOOSE_NATIONALITY = 'Select your nationality';
const CHOOSE_FUEL_TYPE = 'Select a fuel type';
/** Alternate mobile: digits only, max 15; cars: 2 digits (docs/specification.md#profile). */
const ALTERNATE_MOBILE_MAX = 15;
const CAR_NUMBER_MAX = 2;

type Section = 'personal' | 'contact' | 'car';
type Values = Readonly<Record<string, string>>;

const member = memberFixture();
/** The page's member after another section saved, or the email was verified elsewhere. */
const savedMember = memberFixture({
  civilStatus: 2,
  email: 'juan@example.ph',
  mobilePhoneAlternate: '09171234567',
  vehicleOwner: 1,
  fuelType: 1,
  carNumber: 2,
});

const LABELS: Record<string, string> = {
  civilStatus: 'Civil status',
  gender: 'Gender',
  nationality: 'Nationality',
  email: 'Email',
  mobilePhoneAlternate: 'Alternate mobile number',
  fuelType: 'Fuel type',
  carNumber: 'Number of cars',
};
const FIELDS: Record<Section, string[]> = {
  personal: ['civilStatus', 'gender', 'nationality'],
  contact: ['mobilePhoneAlternate', 'email'],
  car: ['fuelType', 'carNumber'],
};

/** What the member types or picks: a required field emptied, a bad email, a number with dashes. */
const SAMPLES: Record<Section, [string, string][]> = {
  personal: [
    ['civilStatus', '2'],
    ['nationality', ''],
  ],
  contact: [
    ['email', 'juan@'],
    ['email', 'juan@example.ph'],
    ['mobilePhoneAlternate', '0917-123-4567'],
  ],
  car: [
    ['vehicleOwner', '1'],
    ['vehicleOwner', '2'],
    ['fuelType', '1'],
    ['carNumber', '123'],
  ],
};

/** The server's field answer: only the contact section holds an email a verification can lock. */
const SERVER_FAILURES: Record<Section, ModelEvent[]> = {
  personal: [],
  contact: [
    {
      type: 'xstate.error.actor.saveSection',
      error: failure('EMAIL_LOCKED', EMAIL_LOCKED, { fields: { email: EMAIL_LOCKED } }),
    },
  ],
  car: [],
};

const sectionOf = (raw: AnyMachineSnapshot) => asSnapshot(raw).context.section as Section;

const events = (raw: AnyMachineSnapshot): ModelEvent[] => {
  const section = sectionOf(raw);
  return [
    ...SAMPLES[section].map(([name, value]) => ({ type: 'field.change', name, value })),
    { type: 'form.submit' },
    { type: 'form.cancel' },
    { type: 'member.change', member: savedMember },
    ...SERVER_FAILURES[section],
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

interface ProfileWorld {
  section: Section;
  saved: Values;
  draft: Values;
  errors: Readonly<Record<string, string>>;
  message: string | null;
  justSaved: boolean;
  saving: boolean;
  /** One section only (docs/specification.md#profile: the server takes the member). */
  sent: unknown[];
  /** Each kind of message the last change made go is a path of its own. */
  went: string[];
}

const text = (value: string | number | null) => (value === null ? '' : String(value));

function valuesOf(section: Section, details: MemberDetails): Values {
  switch (section) {
    case 'personal':
      return {
        civilStatus: text(details.civilStatus),
        gender: text(details.gender),
        nationality: text(details.nationality),
      };
    case 'contact':
      return {
        mobilePhoneAlternate: text(details.mobilePhoneAlternate),
        email: text(details.email),
      };
    case 'car':
      return {
        vehicleOwner: text(details.vehicleOwner ?? 2),
        fuelType: text(details.fuelType),
        carNumber: text(details.carNumber),
      };
  }
}

const same = (a: Values, b: Values) => Object.keys(a).every((name) => a[name] === b[name]);
const changed = (w: ProfileWorld) => !same(w.draft, w.saved);
const ownsCar = (values: Values) => values.vehicleOwner === '1';

/** What a field keeps of what was typed (docs/specification.md#profile). */
function kept(name: string, value: string): string {
  if (name === 'mobilePhoneAlternate')
    return value.replace(/[^0-9]/g, '').slice(0, ALTERNATE_MOBILE_MAX);
  if (name === 'carNumber') return value.replace(/[^0-9]/g, '').slice(0, CAR_NUMBER_MAX);
  return value;
}

/** A standard email pattern; an empty email clears it. */
const isEmail = (value: string) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

function refusals(section: Section, values: Values): Record<string, string> {
  const errors: Record<string, string> = {};
  if (section === 'personal' && values.nationality === '')
    errors.nationality = NATIONALITY_REQUIRED;
  if (section === 'contact' && !isEmail(values.email ?? '')) errors.email = EMAIL_INVALID;
  if (section === 'car' && ownsCar(values)) {
    if (values.fuelType === '0') errors.fuelType = FUEL_TYPE_REQUIRED;
    if (Number(values.carNumber) < 1) errors.carNumber = CAR_NUMBER_REQUIRED;
  }
  return errors;
}

/** The body of Save: this section only, with no car sent as fuel type 0 and 0 cars. */
function body(section: Section, values: Values): unknown {
  const value = (name: string) => values[name] ?? '';
  switch (section) {
    case 'personal':
      return {
        section,
        civilStatus: Number(value('civilStatus')),
        gender: Number(value('gender')),
        nationality: value('nationality'),
      };
    case 'contact':
      return {
        section,
        mobilePhoneAlternate: value('mobilePhoneAlternate'),
        email: value('email') === '' ? null : value('email'),
      };
    case 'car':
      return ownsCar(values)
        ? {
            section,
            vehicleOwner: 1,
            fuelType: Number(value('fuelType')),
            carNumber: Number(value('carNumber')),
          }
        : { section, vehicleOwner: 2, fuelType: 0, carNumber: 0 };
  }
}

function storedMember(section: Section, values: Values): MemberDetails {
  const value = (name: string) => values[name] ?? '';
  switch (section) {
    case 'personal':
      return {
        ...member,
        civilStatus: Number(value('civilStatus')),
        gender: Number(value('gender')),
        nationality: value('nationality'),
      };
    case 'contact':
      return {
        ...member,
        mobilePhoneAlternate: value('mobilePhoneAlternate') || null,
        email: value('email') || null,
      };
    case 'car':
      return ownsCar(values)
        ? {
            ...member,
            vehicleOwner: 1,
            fuelType: Number(value('fuelType')),
            carNumber: Number(value('carNumber')),
          }
        : { ...member, vehicleOwner: 2, fuelType: 0, carNumber: 0 };
  }
}

const failureOf = (event: ModelEvent) =>
  event.error as { errorKey: string; message: string; fields?: Record<string, string> };

function step(w: ProfileWorld, event: ModelEvent): ProfileWorld {
  switch (event.type) {
    case 'field.change': {
      if (w.saving) return w;
      const name = String(event.name);
      if ((name === 'fuelType' || name === 'carNumber') && !ownsCar(w.draft)) return w;
      const value = kept(name, String(event.value));
      const draft: Values =
        name === 'vehicleOwner' && value === '2'
          ? { ...w.draft, vehicleOwner: '2', fuelType: '0', carNumber: '0' }
          : { ...w.draft, [name]: value };
      // The field's message goes once the member changes it; no car makes the fuel type's and
      // the number of cars' moot (required only when the member owns a car).
      const moot = draft.vehicleOwner === '2' ? ['fuelType', 'carNumber'] : [];
      const errors = Object.fromEntries(
        Object.entries(w.errors).filter(([key]) => key !== name && !moot.includes(key)),
      );
      const went = [
        name in w.errors ? 'its message' : null,
        moot.some((key) => key !== name && key in w.errors) ? 'fuel type and cars messages' : null,
        w.message !== null ? 'section message' : null,
      ].filter((what): what is string => what !== null);
      return { ...w, draft, errors, message: null, justSaved: false, went };
    }
    case 'form.submit': {
      if (w.saving || !changed(w)) return w;
      const errors = refusals(w.section, w.draft);
      if (Object.keys(errors).length > 0) return { ...w, errors };
      // Sent: the last failure's message stays until the server answers again.
      return { ...w, saving: true, sent: [...w.sent, body(w.section, w.draft)] };
    }
    case 'form.cancel':
      if (w.saving || !changed(w)) return w;
      return { ...w, draft: w.saved, errors: {}, message: null };
    case 'member.change': {
      // The member's edits are kept: a new member shows only in an unchanged section.
      if (w.saving || changed(w)) return w;
      const values = valuesOf(w.section, event.member as MemberDetails);
      return { ...w, saved: values, draft: values, errors: {}, message: null };
    }
    case 'xstate.done.actor.saveSection': {
      if (!w.saving) return w;
      const values = valuesOf(w.section, event.output as MemberDetails);
      return {
        ...w,
        saved: values,
        draft: values,
        errors: {},
        message: null,
        justSaved: true,
        saving: false,
      };
    }
    case 'xstate.error.actor.saveSection': {
      if (!w.saving) return w;
      const failed = failureOf(event);
      const message = failed.errorKey === 'NETWORK_ERROR' ? GENERIC : failed.message;
      return { ...w, saving: false, message, errors: failed.fields ?? w.errors };
    }
    default:
      return w;
  }
}

function next(w: ProfileWorld, event: ModelEvent): ProfileWorld {
  const after = step(w, event);
  if (after === w) return w;
  return event.type === 'field.change' ? after : { ...after, went: [] };
}

const world: World<ProfileWorld> = {
  initial: (raw) => {
    const input = raw as ProfileSectionInput;
    const section = input.section as Section;
    const values = valuesOf(section, input.member);
    return {
      section,
      saved: values,
      draft: values,
      errors: {},
      message: null,
      justSaved: false,
      saving: false,
      sent: [],
      went: [],
    };
  },
  events: (_, w) => [
    { type: 'xstate.done.actor.saveSection', output: storedMember(w.section, w.draft) },
  ],
  next,
  refused: next,
  boundary: (w) => {
    if (w.went.length > 0) return `a change made go ${w.went.join(', ')}`;
    const marked = Object.keys(w.errors).sort().join(', ') || 'none';
    const typed = ['mobilePhoneAlternate', 'carNumber'].filter(
      (name) => name in w.draft && w.draft[name] !== w.saved[name],
    );
    return `marked ${marked}; typed ${typed.join(', ') || 'none'}`;
  },
};

function chosen(label: string): string {
  const select = screen.getByLabelText(label, { exact: false });
  if (!(select instanceof HTMLSelectElement)) throw new Error(`${label} is not a select`);
  return select.selectedOptions[0]?.textContent ?? '';
}

function verifyFields(w: ProfileWorld) {
  const value = (name: string) => w.draft[name] ?? '';
  if (w.section === 'personal') {
    expect(screen.getByText('Juan')).toBeInTheDocument();
    expect(screen.getByText('Dela Cruz')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /name/i })).toBeNull();
    expect(chosen('Civil status')).toBe(CIVIL_STATUSES[value('civilStatus')]);
    expect(chosen('Gender')).toBe(GENDERS[value('gender')]);
    expect(chosen('Nationality')).toBe(value('nationality') || CHOOSE_NATIONALITY);
  } else if (w.section === 'contact') {
    expect(screen.getByLabelText('Alternate mobile number')).toHaveValue(
      value('mobilePhoneAlternate'),
    );
    expect(screen.getByLabelText('Email')).toHaveValue(value('email'));
  } else {
    const owns = ownsCar(w.draft);
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', owns);
    expect(screen.getByRole('radio', { name: 'No' })).toHaveProperty('checked', !owns);
    // No car: both disabled and shown as none and 0.
    const fuel = value('fuelType');
    expect(chosen('Fuel type')).toBe(
      owns ? (fuel === '0' ? CHOOSE_FUEL_TYPE : FUEL_TYPES[fuel]) : FUEL_TYPES['0'],
    );
    const cars = value('carNumber');
    expect(screen.getByLabelText('Number of cars')).toHaveValue(
      owns ? (cars === '0' ? '' : cars) : '0',
    );
    expect(screen.getByLabelText('Fuel type')).toHaveProperty('disabled', !owns);
    expect(screen.getByLabelText('Number of cars')).toHaveProperty('disabled', !owns);
  }
}

function verify(_raw: AnyMachineSnapshot, w: ProfileWorld) {
  verifyFields(w);
  const save = screen.queryByRole('button', { name: 'Save' });
  const cancel = screen.queryByRole('button', { name: 'Cancel' });
  expect(save !== null, 'Save shown only once a value changed').toBe(changed(w));
  expect(cancel !== null, 'Cancel shown only once a value changed').toBe(changed(w));
  if (save && cancel) {
    expect(save).toHaveProperty('disabled', w.saving);
    expect(save).toHaveAttribute('aria-busy', String(w.saving));
    expect(cancel).toHaveProperty('disabled', w.saving);
  }
  expect(screen.queryByText(SAVED) !== null, `"${SAVED}" shown`).toBe(w.justSaved && !changed(w));
  const fields = FIELDS[w.section];
  expect(alertTexts(), 'the messages shown').toEqual(
    [...fields.map((name) => w.errors[name]), w.message].filter(
      (message): message is string => typeof message === 'string',
    ),
  );
  for (const name of fields) {
    const field = screen.getByLabelText(LABELS[name] ?? name, { exact: false });
    const message = w.errors[name];
    expect(field.getAttribute('aria-invalid'), `${name} marked`).toBe(message ? 'true' : null);
    if (message) expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  }
}

async function changeField(user: UserEvent, name: string, value: string) {
  if (name === 'vehicleOwner') {
    await user.click(screen.getByRole('radio', { name: value === '1' ? 'Yes' : 'No' }));
    return;
  }
  const field = screen.getByLabelText(LABELS[name] ?? name, { exact: false });
  if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
  else await retype(user, field, value);
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
  world,
  start: async (raw, inspect) => {
    const input = raw as ProfileSectionInput;
    const user = userEvent.setup({ delay: null });
    const calls = new FakeNetwork(PROFILE_ROUTES);
    const notifySaved = vi.fn();
    const machine = profileSectionFlow(notifySaved);
    const actor = createActor(machine, { input, inspect });
    actor.start();
    const View = { personal: PersonalSection, contact: ContactSection, car: CarSection }[
      input.section as Section
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
            actor.send({ type: 'member.change', member: event.member as MemberDetails });
            return;
          case 'xstate.done.actor.saveSection':
            saves += 1;
            return calls.resolve('saveSection', event.output);
          default:
            if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
        }
      },
      verify,
      finish: (_snapshot, w) => {
        expect(notifySaved).toHaveBeenCalledTimes(saves);
        expect(calls.inputs.get('saveSection') ?? [], 'the bodies Save sent').toEqual(w.sent);
      },
    };
  },
});
