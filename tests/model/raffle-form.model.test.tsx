import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import type { Raffle } from '#contract/forms';
import type { Barangay, City, Province } from '#contract/locations';
import {
  type RaffleField,
  raffleFormMachine,
  type RaffleFormInput,
} from '#machines/raffle-form/raffle-form.machine';
import { failure } from '#machines/shared/test-support';
import { raffleFormFlow } from '#src/features/forms/forms.actors';
import { RaffleView } from '#src/features/forms/raffle-page';
import { forgetReferenceData } from '#src/lib/reference-data';
import { renderWithRouter } from '../support/render';
import { CAPTCHA_PASS } from './support/captcha-double';
import { defineModelSuite, type ModelEvent, type World } from './support/model';
import { FakeNetwork, RAFFLE_ROUTES, serveLocations } from './support/network';
import { alertTexts } from './support/views';

vi.mock('#src/components/captcha/captcha', async () => ({
  Captcha: (await import('./support/captcha-double')).CaptchaDouble,
}));

type Snapshot = SnapshotFrom<typeof raffleFormMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

/**
 * The raffle registration form (docs/specification.md#raffle-survey; docs/decisions/0020;
 * docs/api.md, enterRaffle; machines/raffle-form/raffle-form.md). Every expectation is written
 * here, never read from the machine.
 */
/** docs/specification.md#raffle-survey, to the letter. */
const CHECK_FIELDS = 'Please check required fields.';
const PROMO_ENDED = 'PROMO HAS ENDED';
/** The raffle payload's country (docs/specification.md#constants). */
const RAFFLE_COUNTRY = 178;
/** The fields' own messages: the specification gives the rules, the contract the wording. */
const MEMBERSHIP_NUMBER = 'Enter the 16-digit membership number starting with 8.';
const REQUIRED = 'This field is required.';
const BIRTHDAY = 'Enter a valid birthday.';
const MOBILE = 'Enter a 10-digit mobile number starting with 9.';
const EMAIL = 'Please enter a valid email address.';
const ZIP = 'Enter a zip code from 0400 to 9811.';
/** SEC-27: an entry needs a captcha pass (the project's wording, as for get-the-app). */
const CAPTCHA = 'Please complete the captcha.';
/** The project's wording (raffle-form.md): No, and a received entry. */
const CONSENT_NEEDED = 'You need to agree to join this raffle.';
const RECEIVED = "You're in! Your raffle entry was received. Good luck, and watch out for our SMS.";
/** The server's words for a second entry (docs/api.md, enterRaffle), shown as given. */
const DUPLICATE = "You've already joined this raffle.";
const SEE_PROMOS = 'See current promos';
const JOIN = 'Join the Raffle';

const raffle: Raffle = {
  slug: 'holiday-raffle-2026',
  title: 'Go Rewards Holiday Raffle 2026',
  bannerImage: '/images/raffles/holiday-raffle-2026.svg',
  description: '<h2>Mechanics</h2><p>Register once.</p><img src=x onerror="alert(1)">',
  startDate: '2026-11-01T00:00:00+08:00',
  endDate: '2027-01-15T23:59:59+08:00',
  maintenance: false,
  ended: false,
};

const PROVINCE = { code: '1300000000', name: 'Metro Manila' };
const CITY = { code: '1381200000', name: 'Pasig City' };
const BARANGAY = { code: '1381200019', name: 'San Antonio' };
const REGION = 'National Capital Region (NCR)';
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
/** docs/api.md, enterRaffle: the raffle's slug in the path. */
const ENTRY_URL = `/api/v1/raffles/${raffle.slug}/entries`;

const TYPED = {
  grNumber: '8800123400000011',
  firstName: 'maria clara',
  lastName: 'santos',
  birthday: '1990-03-14',
  mobile: '9170000001',
  email: 'maria.santos@example.ph',
  street: '25 ortigas avenue',
  // The lowest zip of the range, sent on 4 digits.
  zipCode: '400',
} as const satisfies Partial<Record<RaffleField, string>>;
const WRONG_NUMBER = '7800';

const LABELS: Record<RaffleField, string> = {
  grNumber: 'Membership number',
  firstName: 'First name',
  middleName: 'Middle name (optional)',
  lastName: 'Last name',
  suffix: 'Suffix (optional)',
  birthday: 'Birthday',
  mobile: 'Mobile number (+63)',
  email: 'Email',
  street: 'Street address',
  zipCode: 'Zip code',
};
const FIELDS = Object.keys(LABELS) as RaffleField[];
type Place = 'province' | 'city' | 'barangay';
const PLACES: Place[] = ['province', 'city', 'barangay'];
const PLACE_LABELS: Record<Place, RegExp> = {
  province: /^Province/,
  city: /^City \/ Municipality/,
  barangay: /^Barangay/,
};
const CAPTCHA_LABEL = "I'm not a robot";

const LOCATION: ModelEvent = {
  type: 'location.change',
  location: { province: PROVINCE.code, city: CITY.code, barangay: BARANGAY.code, region: REGION },
  names: { province: PROVINCE.name, city: CITY.name, barangay: BARANGAY.name },
};

type Step = 'consent' | 'declined' | 'filling' | 'submitting' | 'ended';
type Mark = RaffleField | Place | 'region' | 'recaptcha';

interface RaffleWorld {
  step: Step;
  values: Readonly<Record<RaffleField, string>>;
  picked: boolean;
  captcha: boolean;
  errors: Readonly<Partial<Record<Mark, string>>>;
  message: string | null;
  received: boolean;
  sent: ReturnType<typeof entry>[];
  went: string[];
}

const EMPTY_VALUES: Record<RaffleField, string> = {
  grNumber: '',
  firstName: '',
  middleName: '',
  lastName: '',
  suffix: '',
  birthday: '',
  mobile: '',
  email: '',
  street: '',
  zipCode: '',
};

function kept(name: RaffleField, typed: string): string {
  const digits = (max: number) => typed.replace(/[^0-9]/g, '').slice(0, max);
  if (name === 'grNumber') return digits(16);
  if (name === 'mobile') return digits(10);
  if (name === 'zipCode') return digits(4);
  return typed;
}

/** "Names and street are title-cased before submit" (docs/specification.md#raffle-survey). */
const titleCased = (text: string) =>
  text
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');

function refusals(w: RaffleWorld): Partial<Record<Mark, string>> {
  const { values } = w;
  const errors: Partial<Record<Mark, string>> = {};
  if (!/^8[0-9]{15}$/.test(values.grNumber)) errors.grNumber = MEMBERSHIP_NUMBER;
  if (values.firstName.trim() === '') errors.firstName = REQUIRED;
  if (values.lastName.trim() === '') errors.lastName = REQUIRED;
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(values.birthday)) errors.birthday = BIRTHDAY;
  if (!/^9[0-9]{9}$/.test(values.mobile)) errors.mobile = MOBILE;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) errors.email = EMAIL;
  if (values.street.trim() === '') errors.street = REQUIRED;
  if (!w.picked)
    Object.assign(errors, {
      province: REQUIRED,
      city: REQUIRED,
      barangay: REQUIRED,
      region: REQUIRED,
    });
  const zip = Number(values.zipCode);
  if (values.zipCode === '' || zip < 400 || zip > 9811) errors.zipCode = ZIP;
  if (!w.captcha) errors.recaptcha = CAPTCHA;
  return errors;
}

/** As docs/specification.md#raffle-survey builds it (docs/api.md, enterRaffle). */
function entry(w: RaffleWorld) {
  const { values } = w;
  const optional = (text: string) => (text.trim() === '' ? undefined : titleCased(text));
  return {
    slug: raffle.slug,
    payload: {
      grNumber: values.grNumber,
      firstName: titleCased(values.firstName),
      middleName: optional(values.middleName),
      lastName: titleCased(values.lastName),
      suffix: optional(values.suffix),
      birthday: `${values.birthday} 00:00:00`,
      mobile: `63${values.mobile}`,
      email: values.email.trim(),
      street: titleCased(values.street),
      barangay: BARANGAY.name,
      city: CITY.name,
      province: PROVINCE.name,
      region: REGION,
      zipCode: values.zipCode.padStart(4, '0'),
      country: RAFFLE_COUNTRY,
      consent: true,
      recaptcha: CAPTCHA_PASS,
    },
  };
}

const without = (errors: RaffleWorld['errors'], marks: readonly Mark[]) =>
  Object.fromEntries(
    Object.entries(errors).filter(([mark]) => !marks.includes(mark as Mark)),
  ) as RaffleWorld['errors'];

function change(
  w: RaffleWorld,
  after: RaffleWorld,
  marks: readonly Mark[],
  clearsMessage: boolean,
) {
  const went = [
    marks.some((mark) => w.errors[mark] !== undefined) ? 'its mark' : null,
    clearsMessage && w.message !== null ? 'the message' : null,
    w.received ? "'received'" : null,
  ].filter((what): what is string => what !== null);
  return {
    ...after,
    errors: without(w.errors, marks),
    message: clearsMessage ? null : w.message,
    received: false,
    went,
  };
}

const failureOf = (event: ModelEvent) =>
  event.error as { errorKey: string; message: string; fields?: Partial<Record<Mark, string>> };

function step(w: RaffleWorld, event: ModelEvent): RaffleWorld {
  switch (event.type) {
    case 'consent.choose':
      if (w.step === 'consent' || w.step === 'declined')
        return { ...w, step: event.consent ? 'filling' : 'declined' };
      // Withdrawn while filling: the form goes (what was typed stays for a Yes later).
      if (w.step === 'filling' && !event.consent)
        return { ...w, step: 'declined', received: false };
      return w;
    case 'field.change': {
      if (w.step !== 'filling') return w;
      const name = event.name as RaffleField;
      const values = { ...w.values, [name]: kept(name, String(event.value)) };
      return change(w, { ...w, values }, [name], true);
    }
    // A pick answers the places' marks; unlike a typed field it leaves the form's message (the
    // specification does not say when the message goes: the project's choice).
    case 'location.change':
      if (w.step !== 'filling') return w;
      return change(w, { ...w, picked: true }, [...PLACES, 'region'], false);
    case 'captcha.change':
      if (w.step !== 'filling') return w;
      return { ...w, captcha: true, errors: without(w.errors, ['recaptcha']) };
    case 'form.submit': {
      if (w.step !== 'filling') return w;
      const errors = refusals(w);
      if (Object.keys(errors).length > 0) return { ...w, errors, message: CHECK_FIELDS };
      return { ...w, step: 'submitting', sent: [...w.sent, entry(w)] };
    }
    // "The form resets after success"; the captcha is asked for again.
    case 'xstate.done.actor.enterRaffle':
      if (w.step !== 'submitting') return w;
      return {
        ...w,
        step: 'filling',
        values: EMPTY_VALUES,
        picked: false,
        captcha: false,
        errors: {},
        message: null,
        received: true,
      };
    case 'xstate.error.actor.enterRaffle': {
      if (w.step !== 'submitting') return w;
      const failed = failureOf(event);
      if (failed.errorKey === 'PROMO_ENDED') return { ...w, step: 'ended' };
      return {
        ...w,
        step: 'filling',
        captcha: false,
        message: failed.message,
        errors: failed.fields ?? w.errors,
      };
    }
    default:
      return w;
  }
}

function next(w: RaffleWorld, event: ModelEvent): RaffleWorld {
  const after = step(w, event);
  if (after === w) return w;
  return event.type === 'field.change' || event.type === 'location.change'
    ? after
    : { ...after, went: [] };
}

/** In the page's order: the state space of every order would be too big to walk. */
function filling(w: RaffleWorld): ModelEvent[] {
  if (w.step !== 'filling') return [];
  for (const [name, value] of Object.entries(TYPED) as [RaffleField, string][]) {
    if (name === 'zipCode' && !w.picked) return [LOCATION];
    if (w.values[name] !== value) return [{ type: 'field.change', name, value }];
  }
  if (!w.captcha) return [{ type: 'captcha.change', token: CAPTCHA_PASS }];
  return [{ type: 'field.change', name: 'grNumber', value: WRONG_NUMBER }];
}

const world: World<RaffleWorld> = {
  initial: () => ({
    step: 'consent',
    values: EMPTY_VALUES,
    picked: false,
    captcha: false,
    errors: {},
    message: null,
    received: false,
    sent: [],
    went: [],
  }),
  events: (_, w) => filling(w),
  next,
  refused: next,
  // Each kind of change, single mark or several, each message and 'received' get a path.
  boundary: (w) => {
    if (w.step === 'consent' || w.step === 'declined' || w.step === 'ended')
      return w.received ? 'received' : '';
    if (w.went.length > 0) return `went ${w.went.join(', ')}`;
    const marks = Object.keys(w.errors);
    const marked = marks.length === 0 ? 'none' : marks.length === 1 ? marks.join('') : 'several';
    return `marked ${marked}; message ${w.message ?? 'none'}${w.received ? '; received' : ''}`;
  },
};

const events = (): ModelEvent[] => [
  { type: 'consent.choose', consent: true },
  { type: 'consent.choose', consent: false },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.enterRaffle', output: { data: { success: true } } },
  { type: 'xstate.error.actor.enterRaffle', error: failure('PROMO_ENDED', PROMO_ENDED) },
  { type: 'xstate.error.actor.enterRaffle', error: failure('DUPLICATE_ENTRY', DUPLICATE) },
  // A server stricter than the page (a rule added since it loaded) marks a field.
  {
    type: 'xstate.error.actor.enterRaffle',
    error: failure('VALIDATION_ERROR', CHECK_FIELDS, { fields: { email: EMAIL } }),
  },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({
    value,
    values: context.values,
    location: context.location.barangay !== '',
    captcha: context.captchaToken !== null,
    errors: Object.keys(context.fieldErrors).sort(),
    error: context.error,
    succeeded: context.succeeded,
  });
};

function controls(): Map<string, HTMLElement> {
  const found = new Map<string, HTMLElement>();
  for (const label of document.querySelectorAll('label')) {
    const control = label.htmlFor ? document.getElementById(label.htmlFor) : null;
    if (control) found.set(label.textContent, control);
  }
  return found;
}
const controlOf = (all: Map<string, HTMLElement>, label: string | RegExp) => {
  const match = [...all].find(([text]) =>
    typeof label === 'string' ? text === label : label.test(text),
  );
  if (!match) throw new Error(`no field ${String(label)}`);
  return match[1];
};
const valueOf = (control: HTMLElement) =>
  control instanceof HTMLSelectElement || control instanceof HTMLInputElement ? control.value : '';
const descriptionOf = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const statusTexts = () =>
  [...document.querySelectorAll('[role="status"]')].map((status) => status.textContent);

function verifyForm(w: RaffleWorld) {
  const all = controls();
  for (const name of FIELDS) {
    const control = controlOf(all, LABELS[name]);
    expect(valueOf(control), LABELS[name]).toBe(w.values[name]);
    const mark = w.errors[name];
    expect(control.getAttribute('aria-invalid'), `${name} marked`).toBe(mark ? 'true' : null);
    if (mark) expect(descriptionOf(control), `${name}'s message`).toContain(mark);
  }
  for (const place of PLACES) {
    const select = controlOf(all, PLACE_LABELS[place]);
    if (!(select instanceof HTMLSelectElement)) throw new Error(`${place} is not a list`);
    const code = { province: PROVINCE, city: CITY, barangay: BARANGAY }[place];
    expect(select.value, place).toBe(w.picked ? code.code : '');
    if (w.picked) expect(select.selectedOptions[0]?.textContent, place).toBe(code.name);
    const mark = place === 'barangay' ? (w.errors.barangay ?? w.errors.region) : w.errors[place];
    expect(select.getAttribute('aria-invalid'), `${place} marked`).toBe(mark ? 'true' : null);
  }
  expect(document.querySelector('p[aria-live]')?.textContent ?? '', 'the region').toBe(
    w.picked ? `Region: ${REGION}` : '',
  );
  expect(controlOf(all, CAPTCHA_LABEL)).toHaveProperty('checked', w.captcha);
}

async function verify(w: RaffleWorld) {
  if (w.step === 'ended') {
    expect(screen.getByRole('heading', { name: PROMO_ENDED })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SEE_PROMOS })).toHaveAttribute('href', '/promos');
    expect(screen.queryByRole('button', { name: JOIN })).toBeNull();
    return;
  }
  expect(screen.getByRole('heading', { name: raffle.title })).toBeInTheDocument();
  expect(document.querySelector('article img')?.getAttribute('src'), 'the banner').toBe(
    raffle.bannerImage,
  );
  expect(document.querySelector('[onerror]')).toBeNull();
  const form = w.step === 'filling' || w.step === 'submitting';
  const [yes, no] = ['Yes', 'No'].map((name) => screen.getByRole('radio', { name }));
  expect(yes, 'Yes chosen').toHaveProperty('checked', form);
  expect(no, 'No chosen').toHaveProperty('checked', w.step === 'declined');
  expect(statusTexts(), 'the notes shown').toEqual(
    [w.step === 'declined' ? CONSENT_NEEDED : null, w.received ? RECEIVED : null].filter(
      (note): note is string => note !== null,
    ),
  );
  const join = screen.queryByRole('button', { name: JOIN });
  expect(join !== null, 'the form shown').toBe(form);
  if (!form || !join) {
    expect(alertTexts()).toEqual([]);
    return;
  }
  expect(join, 'Join waits while submitting').toHaveProperty('disabled', w.step === 'submitting');
  expect(join).toHaveAttribute('aria-busy', String(w.step === 'submitting'));
  await waitFor(() => verifyForm(w));
  const marks: (string | undefined)[] = [
    ...FIELDS.filter((name) => name !== 'zipCode').map((name) => w.errors[name]),
    w.errors.province,
    w.errors.city,
    w.errors.barangay ?? w.errors.region,
    w.errors.zipCode,
    w.errors.recaptcha,
  ];
  expect(alertTexts(), 'the messages shown').toEqual(
    [w.message, ...marks].filter((text): text is string => typeof text === 'string'),
  );
}

/** Picks a place as the member does: once its list is there and the select takes a choice. */
async function pick(user: UserEvent, label: RegExp, code: string) {
  const select = await waitFor(() => {
    const found = screen.getByLabelText(label);
    if (!(found instanceof HTMLSelectElement) || found.disabled)
      throw new Error(`${String(label)} is not there to pick from`);
    if (![...found.options].some((option) => option.value === code))
      throw new Error(`no ${code} to pick in ${String(label)}`);
    return found;
  });
  await user.selectOptions(select, code);
}

const input: RaffleFormInput = { slug: raffle.slug, member: null, membershipNumber: null };

defineModelSuite({
  name: 'raffleForm',
  machine: raffleFormMachine,
  inputs: [input],
  unreachable: {
    'raffleForm.declined|consent.choose|0 false':
      "a checked No radio sends nothing when clicked again; 'says consent is needed after No and takes a Yes later' in raffle-form.machine.test.ts covers it",
    'raffleForm.filling.editing|consent.choose|0 false':
      "a checked Yes radio sends nothing when clicked again; 'stays on the form when Yes is chosen again' in raffle-form.machine.test.ts covers it",
  },
  events,
  serializeState,
  world,
  start: async (_input, inspect) => {
    const user = userEvent.setup({ delay: null });
    const calls = new FakeNetwork(RAFFLE_ROUTES);
    serveLocations(calls, places);
    // A fresh binding: src/lib/reference-data.ts keeps lists for the page's life.
    forgetReferenceData();
    const machine = raffleFormFlow;
    const actor = createActor(machine, { input, inspect });
    actor.start();
    const view = await renderWithRouter(
      <RaffleView actor={actor} raffle={raffle} captcha={{ provider: 'development' }} />,
    );
    return {
      actor,
      view,
      perform: async (event) => {
        switch (event.type) {
          case 'consent.choose':
            return user.click(screen.getByRole('radio', { name: event.consent ? 'Yes' : 'No' }));
          case 'field.change': {
            const field = screen.getByLabelText(LABELS[event.name as RaffleField]);
            // Pasted: a keystroke each would make a path of the whole form crawl.
            await user.clear(field);
            await user.click(field);
            return user.paste(String(event.value));
          }
          case 'location.change': {
            const picked = event.location as Record<Place, string>;
            for (const place of PLACES) await pick(user, PLACE_LABELS[place], picked[place]);
            return;
          }
          case 'captcha.change':
            return user.click(screen.getByLabelText(CAPTCHA_LABEL));
          case 'form.submit':
            return user.click(screen.getByRole('button', { name: JOIN }));
          default:
            if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
        }
      },
      verify: async (_snapshot, w) => {
        await verify(w);
        expect(calls.inputs.get('enterRaffle') ?? [], 'the entries sent').toEqual(
          w.sent.map((sent) => sent.payload),
        );
        for (const url of calls.urls.get('enterRaffle') ?? []) expect(url).toBe(ENTRY_URL);
        for (const url of calls.urls.get('loadCities') ?? []) expect(url).toBe(CITIES_URL);
        for (const url of calls.urls.get('loadBarangays') ?? []) expect(url).toBe(BARANGAYS_URL);
      },
    };
  },
});
