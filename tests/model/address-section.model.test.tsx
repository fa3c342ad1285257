import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import type { Barangay, City, Province } from '#contract/locations';
import type { MemberDetails } from '#contract/members';
import { addressSectionMachine } from '#machines/address-section/address-section.machine';
import { failure, memberFixture } from '#machines/shared/test-support';
import { addressSectionFlow } from '#src/features/account/account.actors';
import { AddressSection } from '#src/features/account/profile-sections';
import { forgetReferenceData } from '#src/lib/reference-data';
import { renderWithRouter } from '../support/render';
import { defineModelSuite, type ModelEvent, type World } from './support/model';
import { ADDRESS_ROUTES, FakeNetwork, serveLocations } from './support/network';
import { alertTexts, retype } from './support/views';

type Snapshot = SnapshotFrom<typeof addressSectionMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

/**
 * The address accordion of the profile (docs/specification.md#address; decision 0017;
 * machines/address-section/address-section.md). Every expectation is written here.
 */
/** docs/specification.md#address, to the letter. */
const ZIP_DIGITS = 'Must contain 4 digits';
const ADDRESS_INCOMPLETE = 'Please provide complete address';
/** "Required" with no wording quoted: the contract's (docs/api.md, updateMemberDetails). */
const REQUIRED = 'This field is required.';
/** "Zip range 400 to 9811, 4 digits"; wording: docs/api.md, updateMemberDetails. */
const ZIP_RANGE = 'Enter a zip code from 0400 to 9811.';
const ZIP_MIN = 400;
const ZIP_MAX = 9811;
const ZIP_LENGTH = 4;
/** The address needs more than 3 characters. */
const ADDRESS_MIN = 4;
/** The generic message (a dropped connection, as the app's client words it). */
const GENERIC = 'Oops! Something went wrong. Please try again in a few minutes.';
/** The server's own words for a body it refuses (its VALIDATION_ERROR), shown as given. */
const CHECK_HIGHLIGHTED = 'Please check the highlighted fields.';
const SAVED = 'Saved';
const REQUIRED_MARK = '(required)';
/** docs/specification.md#constants: the default country is the Philippines. */
const PHILIPPINES = 'PH';
const COUNTRY_NAMES: Record<string, string> = { PH: 'Philippines', SG: 'Singapore' };

const PROVINCE = { code: '1300000000', name: 'Metro Manila' };
const CITY = { code: '1381200000', name: 'Pasig City' };
const BARANGAY = { code: '1381200019', name: 'San Antonio' };
const REGION = 'National Capital Region (NCR)';
const PLACE_NAMES: Record<string, string> = {
  [PROVINCE.code]: PROVINCE.name,
  [CITY.code]: CITY.name,
  [BARANGAY.code]: BARANGAY.name,
};
/** "Picking a barangay sets the region": the barangay's region in the list. */
const REGION_OF: Record<string, string> = { [BARANGAY.code]: REGION };

const places = {
  provinces: [PROVINCE] satisfies Province[],
  cities: [{ ...CITY, provinceCode: PROVINCE.code }] satisfies City[],
  barangays: {
    [CITY.code]: [{ ...BARANGAY, regionCode: '1300000000', regionName: REGION }],
  } satisfies Record<string, Barangay[]>,
};
/** Cities by province, barangays by province and city (the query the lists send). */
const CITIES_URL = `/api/v1/locations/cities?province=${PROVINCE.code}`;
const BARANGAYS_URL = `/api/v1/locations/barangays?province=${PROVINCE.code}&city=${CITY.code}`;

const member = memberFixture();
/** The page's member after the address was saved elsewhere (another tab). */
const savedMember = memberFixture({
  country: PHILIPPINES,
  province: PROVINCE.code,
  city: CITY.code,
  barangay: BARANGAY.code,
  zipCode: '1605',
  address: 'Unit 1203 The Residences',
  provinceName: PROVINCE.name,
  cityName: CITY.name,
  barangayName: BARANGAY.name,
  region: REGION,
});

const FIELDS = ['country', 'province', 'city', 'barangay', 'zipCode', 'address'] as const;
type Field = (typeof FIELDS)[number];
type Values = Readonly<Record<Field, string>>;
const PLACES = ['province', 'city', 'barangay'] as const;
/** The fields a new country resets (docs/specification.md#address). */
const RESET_BY_COUNTRY: readonly Field[] = ['province', 'city', 'barangay', 'zipCode'];
const LABELS: Record<Field, RegExp> = {
  country: /^Country/,
  province: /^Province/,
  city: /^City \/ Municipality/,
  barangay: /^Barangay/,
  zipCode: /^Zip code/,
  address: /^Address/,
};

const events = (): ModelEvent[] => [
  { type: 'field.change', name: 'country', value: 'SG' },
  { type: 'field.change', name: 'country', value: PHILIPPINES },
  { type: 'field.change', name: 'address', value: 'Unit 5B' },
  {
    type: 'location.change',
    location: {
      province: PROVINCE.code,
      city: CITY.code,
      barangay: BARANGAY.code,
      region: REGION,
    },
    names: { province: PROVINCE.name, city: CITY.name, barangay: BARANGAY.name },
  },
  { type: 'form.submit' },
  { type: 'form.cancel' },
  { type: 'member.change', member: savedMember },
  // A server stricter than the page (a rule added since it loaded) marks a field.
  {
    type: 'xstate.error.actor.saveSection',
    error: failure('VALIDATION_ERROR', CHECK_HIGHLIGHTED, {
      fields: { address: ADDRESS_INCOMPLETE },
    }),
  },
  { type: 'xstate.error.actor.saveSection', error: failure('NETWORK_ERROR', GENERIC) },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({
    value,
    draft: context.draft,
    saved: context.saved,
    region: context.region,
    errors: context.fieldErrors,
    error: context.error,
    justSaved: context.justSaved,
  });
};

interface AddressWorld {
  saved: Values;
  savedRegion: string;
  draft: Values;
  region: string;
  errors: Readonly<Partial<Record<Field, string>>>;
  message: string | null;
  justSaved: boolean;
  saving: boolean;
  sent: unknown[];
  stored: number;
  savedFrom: 'start' | 'answer' | 'page';
  /** What the member's last change or Cancel made go (each kind a path of its own). */
  went: string[];
}

const text = (value: string | null) => value ?? '';

/** A member's address as the section's fields show it; no country is the Philippines. */
const valuesOf = (details: MemberDetails): Values => ({
  country: details.country ?? PHILIPPINES,
  province: text(details.province),
  city: text(details.city),
  barangay: text(details.barangay),
  zipCode: text(details.zipCode),
  address: text(details.address),
});

const same = (a: Values, b: Values) => FIELDS.every((name) => a[name] === b[name]);
const changed = (w: AddressWorld) => !same(w.draft, w.saved);
const inPhilippines = (values: Values) => values.country === PHILIPPINES;

/** The rules of docs/specification.md#address, each refused field with its message. */
function refusals(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (inPhilippines(values)) {
    for (const place of PLACES) if (values[place] === '') errors[place] = REQUIRED;
    const zip = values.zipCode;
    if (!new RegExp(`^[0-9]{${String(ZIP_LENGTH)}}$`).test(zip)) errors.zipCode = ZIP_DIGITS;
    else if (Number(zip) < ZIP_MIN || Number(zip) > ZIP_MAX) errors.zipCode = ZIP_RANGE;
  }
  if (values.address.trim().length < ADDRESS_MIN) errors.address = ADDRESS_INCOMPLETE;
  return errors;
}

const body = (values: Values) => ({ section: 'address', ...values });

/** A save's answer (decision 0017): another country stores no province, city, barangay or zip. */
function storedMember(values: Values): MemberDetails {
  if (!inPhilippines(values))
    return {
      ...member,
      country: values.country,
      province: null,
      city: null,
      barangay: null,
      zipCode: null,
      address: values.address,
      provinceName: null,
      cityName: null,
      barangayName: null,
      region: null,
    };
  return {
    ...member,
    ...values,
    provinceName: PLACE_NAMES[values.province] ?? null,
    cityName: PLACE_NAMES[values.city] ?? null,
    barangayName: PLACE_NAMES[values.barangay] ?? null,
    region: REGION_OF[values.barangay] ?? null,
  };
}

const failureOf = (event: ModelEvent) =>
  event.error as { errorKey: string; message: string; fields?: Partial<Record<Field, string>> };

const without = (errors: AddressWorld['errors'], names: readonly Field[]) =>
  Object.fromEntries(
    Object.entries(errors).filter(([name]) => !names.includes(name as Field)),
  ) as AddressWorld['errors'];

function edit(
  w: AddressWorld,
  draft: Values,
  region: string,
  touched: readonly Field[],
  kind: string,
): AddressWorld {
  const gone = touched.filter((name) => w.errors[name] !== undefined);
  const went = [
    gone.length > 0 ? kind : null,
    w.message !== null ? 'the section message' : null,
    w.justSaved ? `'${SAVED}'` : null,
  ].filter((what): what is string => what !== null);
  return {
    ...w,
    draft,
    region,
    errors: without(w.errors, touched),
    message: null,
    justSaved: false,
    went,
  };
}

function step(w: AddressWorld, event: ModelEvent): AddressWorld {
  switch (event.type) {
    case 'field.change': {
      const name = event.name as Field;
      if (w.saving || (name === 'zipCode' && !inPhilippines(w.draft))) return w;
      const typed = String(event.value);
      // Another country resets province, city, barangay and zip (and the region).
      if (name === 'country' && typed !== w.draft.country) {
        const draft = {
          ...w.draft,
          country: typed,
          province: '',
          city: '',
          barangay: '',
          zipCode: '',
        };
        return edit(w, draft, '', ['country', ...RESET_BY_COUNTRY], 'the reset fields’ messages');
      }
      // The zip keeps digits, at most 4 (exactly 4 digits).
      const value = name === 'zipCode' ? typed.replace(/[^0-9]/g, '').slice(0, ZIP_LENGTH) : typed;
      return edit(w, { ...w.draft, [name]: value }, w.region, [name], 'its message');
    }
    case 'location.change': {
      if (w.saving || !inPhilippines(w.draft)) return w;
      const picked = event.location as Record<(typeof PLACES)[number], string>;
      const draft = {
        ...w.draft,
        province: picked.province,
        city: picked.city,
        barangay: picked.barangay,
      };
      return edit(w, draft, REGION_OF[picked.barangay] ?? '', PLACES, 'the places’ messages');
    }
    case 'form.submit': {
      if (w.saving || !changed(w)) return w;
      const errors = refusals(w.draft);
      if (Object.keys(errors).length > 0) return { ...w, errors };
      // Sent: the last failure's message stays until the server answers again.
      return { ...w, saving: true, sent: [...w.sent, body(w.draft)] };
    }
    case 'form.cancel':
      if (w.saving || !changed(w)) return w;
      return {
        ...w,
        draft: w.saved,
        region: w.savedRegion,
        errors: {},
        message: null,
        went: [
          Object.keys(w.errors).length > 0 ? 'Cancel: the field messages' : null,
          w.message !== null ? 'Cancel: the section message' : null,
        ].filter((what): what is string => what !== null),
      };
    case 'member.change': {
      // The member's edits are kept: a new member shows only in an unchanged section.
      if (w.saving || changed(w)) return w;
      const details = event.member as MemberDetails;
      const values = valuesOf(details);
      const region = text(details.region);
      return {
        ...w,
        saved: values,
        savedRegion: region,
        draft: values,
        region,
        errors: {},
        message: null,
        savedFrom: 'page',
      };
    }
    case 'xstate.done.actor.saveSection': {
      if (!w.saving) return w;
      const details = event.output as MemberDetails;
      const values = valuesOf(details);
      const region = text(details.region);
      return {
        ...w,
        saved: values,
        savedRegion: region,
        draft: values,
        region,
        errors: {},
        message: null,
        justSaved: true,
        saving: false,
        stored: w.stored + 1,
        savedFrom: 'answer',
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

function next(w: AddressWorld, event: ModelEvent): AddressWorld {
  const after = step(w, event);
  if (after === w) return w;
  return ['field.change', 'location.change', 'form.cancel'].includes(event.type)
    ? after
    : { ...after, went: [] };
}

const world: World<AddressWorld> = {
  initial: (raw) => {
    const { member: details } = raw as { member: MemberDetails };
    const values = valuesOf(details);
    const region = text(details.region);
    return {
      saved: values,
      savedRegion: region,
      draft: values,
      region,
      errors: {},
      message: null,
      justSaved: false,
      saving: false,
      sent: [],
      stored: 0,
      savedFrom: 'start',
      went: [],
    };
  },
  events: (_, w) => [
    // Four digits, two, and four above the range.
    ...(inPhilippines(w.draft) ? ['1605', '12', '9999'] : []).map((value) => ({
      type: 'field.change',
      name: 'zipCode',
      value,
    })),
    { type: 'xstate.done.actor.saveSection', output: storedMember(w.draft) },
  ],
  next,
  refused: next,
  // Each set of field messages, each kind of message a change made go, and each 'Saved' are paths.
  boundary: (w) => {
    if (w.went.length > 0) return `went ${w.went.join(', ')}`;
    const shown = [...new Set(Object.values(w.errors))].sort().join(' + ') || 'none';
    const message = w.message === null ? '' : w.message === GENERIC ? '; generic' : '; server';
    const saved = w.justSaved ? `; saved (${w.saved.country}, from the ${w.savedFrom})` : '';
    return `messages ${shown}${message}${saved}`;
  },
};

/** Found once per look: a query over the country list's ~250 options for each check would crawl. */
function fieldsShown(): Map<Field, { label: HTMLLabelElement; control: HTMLElement }> {
  const found = new Map<Field, { label: HTMLLabelElement; control: HTMLElement }>();
  for (const label of document.querySelectorAll('label')) {
    const name = FIELDS.find((field) => LABELS[field].test(label.textContent));
    const control = label.htmlFor ? document.getElementById(label.htmlFor) : null;
    if (name && control) found.set(name, { label, control });
  }
  return found;
}

const valueOf = (control: HTMLElement) =>
  control instanceof HTMLSelectElement || control instanceof HTMLInputElement ? control.value : '';
const chosenOf = (control: HTMLElement) =>
  control instanceof HTMLSelectElement ? (control.selectedOptions[0]?.textContent ?? '') : '';
const descriptionOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const buttonNamed = (name: string) =>
  [...document.querySelectorAll('button')].find((button) => button.textContent === name) ?? null;

function verifyFields(w: AddressWorld) {
  const fields = fieldsShown();
  const philippines = inPhilippines(w.draft);
  expect([...fields.keys()], 'the fields shown').toEqual(
    philippines ? FIELDS : ['country', 'address'],
  );
  const control = (name: Field) => {
    const field = fields.get(name);
    if (!field) throw new Error(`no ${name} shown`);
    return field.control;
  };
  expect(chosenOf(control('country')), 'the country').toBe(COUNTRY_NAMES[w.draft.country]);
  for (const name of FIELDS) {
    const field = fields.get(name);
    if (!field) continue;
    expect(valueOf(field.control), name).toBe(w.draft[name]);
    const message = w.errors[name];
    expect(field.control.getAttribute('aria-invalid'), `${name} marked`).toBe(
      message ? 'true' : null,
    );
    if (message) expect(descriptionOf(field.control), `${name}'s message`).toContain(message);
  }
  if (!philippines) return;
  for (const place of PLACES) {
    const code = w.draft[place];
    if (code) expect(chosenOf(control(place)), place).toBe(PLACE_NAMES[code]);
  }
  for (const name of ['country', ...PLACES] as const)
    expect(fields.get(name)?.label.textContent, `${name} marked required`).toContain(REQUIRED_MARK);
}

async function verify(w: AddressWorld) {
  await waitFor(() => verifyFields(w));
  const region = document.querySelector('p[aria-live]')?.textContent ?? '';
  expect(region, 'the region shown').toBe(w.region ? `Region: ${w.region}` : '');

  const save = buttonNamed('Save');
  const cancel = buttonNamed('Cancel');
  expect(save !== null, 'Save shown only once a value changed').toBe(changed(w));
  expect(cancel !== null, 'Cancel shown only once a value changed').toBe(changed(w));
  if (save && cancel) {
    expect(save).toHaveProperty('disabled', w.saving);
    expect(save).toHaveAttribute('aria-busy', String(w.saving));
    expect(cancel).toHaveProperty('disabled', w.saving);
  }
  const status = document.querySelector('[role="status"]')?.textContent ?? null;
  expect(status, `"${SAVED}" shown`).toBe(w.justSaved && !changed(w) ? SAVED : null);

  expect(alertTexts(), 'the messages shown').toEqual(
    [...FIELDS.map((name) => w.errors[name]), w.message].filter(
      (message): message is string => typeof message === 'string',
    ),
  );
}

/** Picks a place as the member does: once its list is there and the select takes a choice. */
async function pick(user: UserEvent, label: RegExp, code: string) {
  const select = await waitFor(() => {
    const found = screen.getByLabelText(label);
    if (
      !(found instanceof HTMLSelectElement) ||
      found.disabled ||
      ![...found.options].some((option) => option.value === code)
    )
      throw new Error(`no ${code} to pick in ${String(label)}`);
    return found;
  });
  await user.selectOptions(select, code);
}

defineModelSuite({
  name: 'addressSection',
  machine: addressSectionMachine,
  inputs: [{ member }],
  unreachable: {
    'addressSection.pristine|location.change|0 false':
      "the picker, the only source of location.change, is shown only for a Philippine address; 'takes no pick for an address outside the Philippines (pristine)' in address-section.machine.test.ts covers it",
    'addressSection.editing|location.change|0 false':
      "the picker is shown only for a Philippine address; 'takes no pick for an address outside the Philippines (editing)' in address-section.machine.test.ts covers it",
  },
  events,
  serializeState,
  world,
  start: async (_input, inspect) => {
    const user = userEvent.setup({ delay: null });
    const calls = new FakeNetwork(ADDRESS_ROUTES);
    // The save waits for the path; the picker's lists are answered at once, as the server would.
    serveLocations(calls, places);
    const notifySaved = vi.fn();
    // The app's own binding on a fresh page (src/lib/reference-data.ts keeps the lists an earlier
    // path loaded for the page's life): only the network below it is the test's.
    forgetReferenceData();
    const machine = addressSectionFlow(notifySaved);
    const actor = createActor(machine, { input: { member }, inspect });
    actor.start();
    const view = await renderWithRouter(<AddressSection actor={actor} />);
    return {
      actor,
      view,
      perform: async (event) => {
        switch (event.type) {
          case 'field.change': {
            const field = screen.getByLabelText(LABELS[event.name as Field]);
            if (field instanceof HTMLSelectElement)
              return user.selectOptions(field, String(event.value));
            return retype(user, field, String(event.value));
          }
          case 'location.change': {
            const picked = event.location as Record<(typeof PLACES)[number], string>;
            for (const place of PLACES) await pick(user, LABELS[place], picked[place]);
            return;
          }
          case 'form.submit':
            return user.click(screen.getByRole('button', { name: 'Save' }));
          case 'form.cancel':
            return user.click(screen.getByRole('button', { name: 'Cancel' }));
          case 'member.change':
            actor.send({ type: 'member.change', member: event.member as MemberDetails });
            return;
          default:
            if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
        }
      },
      verify: async (_snapshot, w) => {
        await verify(w);
        expect(calls.inputs.get('saveSection') ?? [], 'the saves sent').toEqual(w.sent);
        expect(notifySaved).toHaveBeenCalledTimes(w.stored);
        for (const url of calls.urls.get('loadCities') ?? []) expect(url).toBe(CITIES_URL);
        for (const url of calls.urls.get('loadBarangays') ?? []) expect(url).toBe(BARANGAYS_URL);
      },
    };
  },
});
