import { describe, expect, it } from 'vitest';
import { type ActorRefFrom, createActor, fromPromise, waitFor } from 'xstate';
import type { Barangay, City, Province } from '#contract/locations';
import type { MemberDetails } from '#contract/members';
import {
  type LocationChangeEvent,
  locationPickerMachine,
} from '../location-picker/location-picker.machine';
import { failure, memberFixture, rejectWith } from '../shared/test-support';
import { raffleFormMachine, type RaffleFormInput } from './raffle-form.machine';

const PROVINCES: Province[] = [{ code: '0402100000', name: 'Cavite' }];
const CITIES: City[] = [
  { code: '0402109000', name: 'Dasmariñas City', provinceCode: '0402100000' },
];
const BARANGAYS: Barangay[] = [
  { code: '0402109010', name: 'Salitran I', regionCode: '0400000000', regionName: 'Region IV-A' },
];

const picked: LocationChangeEvent = {
  type: 'location.change',
  location: {
    province: '0402100000',
    city: '0402109000',
    barangay: '0402109010',
    region: 'Region IV-A',
  },
  names: { province: 'Cavite', city: 'Dasmariñas City', barangay: 'Salitran I' },
};

interface Entry {
  slug: string;
  payload: unknown;
}

function start(options: { input?: Partial<RaffleFormInput>; enter?: () => Promise<unknown> } = {}) {
  const entries: Entry[] = [];
  const machine = raffleFormMachine.provide({
    actors: {
      locationPicker: locationPickerMachine.provide({
        actors: {
          loadProvinces: fromPromise<Province[], undefined>(() => Promise.resolve(PROVINCES)),
          loadCities: fromPromise<City[], { province: string }>(() => Promise.resolve(CITIES)),
          loadBarangays: fromPromise<Barangay[], { province: string; city: string }>(() =>
            Promise.resolve(BARANGAYS),
          ),
        },
      }),
      enterRaffle: fromPromise<unknown, Entry>(({ input }) => {
        entries.push(input);
        return (options.enter ?? (() => Promise.resolve({ data: { success: true } })))();
      }),
    },
  });
  const actor = createActor(machine, {
    input: { slug: 'summer-raffle-2025', member: null, membershipNumber: null, ...options.input },
  }).start();
  return { actor, entries };
}

type Actor = ReturnType<typeof start>['actor'];

function fill(actor: Actor) {
  actor.send({ type: 'consent.choose', consent: true });
  actor.send({ type: 'field.change', name: 'grNumber', value: '8800 1234 0000 0029' });
  actor.send({ type: 'field.change', name: 'firstName', value: 'maria  clara' });
  actor.send({ type: 'field.change', name: 'middleName', value: 'santos' });
  actor.send({ type: 'field.change', name: 'lastName', value: 'DELA CRUZ' });
  actor.send({ type: 'field.change', name: 'suffix', value: 'jr.' });
  actor.send({ type: 'field.change', name: 'birthday', value: '1998-11-02' });
  actor.send({ type: 'field.change', name: 'mobile', value: '917-000-0002' });
  actor.send({ type: 'field.change', name: 'email', value: ' maria@example.ph ' });
  actor.send({ type: 'field.change', name: 'street', value: 'blk 1 lot 2 mabini st' });
  actor.send({ type: 'field.change', name: 'zipCode', value: '400' });
  actor.send(picked);
  actor.send({ type: 'captcha.change', token: 'captcha-pass-0001' });
}

async function submit(actor: Actor) {
  actor.send({ type: 'form.submit' });
  expect(actor.getSnapshot().value).toEqual({ filling: 'submitting' });
  await waitFor(actor, (s) => !s.matches({ filling: 'submitting' }));
}

const picker = (actor: Actor) =>
  actor.getSnapshot().children.locationPicker as
    ActorRefFrom<typeof locationPickerMachine> | undefined;

async function pickInPicker(actor: Actor) {
  const child = picker(actor);
  if (!child) throw new Error('no picker');
  await waitFor(child, (s) => s.matches({ provinces: 'ready' }));
  child.send({ type: 'location.select', level: 'province', code: '0402100000' });
  await waitFor(child, (s) => s.matches({ cities: 'ready' }));
  child.send({ type: 'location.select', level: 'city', code: '0402109000' });
  await waitFor(child, (s) => s.matches({ barangays: 'ready' }));
  child.send({ type: 'location.select', level: 'barangay', code: '0402109010' });
}

const pickerLocation = (actor: Actor) => {
  const context = picker(actor)?.getSnapshot().context;
  return (
    context && {
      province: context.province,
      city: context.city,
      barangay: context.barangay,
      region: context.region,
    }
  );
};

describe('raffleForm', () => {
  it('asks for consent first and shows the form only after Yes', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('askingConsent');
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'field.change', name: 'firstName', value: 'Juan' });
    expect(actor.getSnapshot().value).toBe('askingConsent');
    expect(actor.getSnapshot().context.values.firstName).toBe('');
    actor.send({ type: 'consent.choose', consent: true });
    expect(actor.getSnapshot().value).toEqual({ filling: 'editing' });
    expect(actor.getSnapshot().children.locationPicker).toBeDefined();
  });

  it('says consent is needed after No and takes a Yes later', () => {
    const { actor } = start();
    actor.send({ type: 'consent.choose', consent: false });
    expect(actor.getSnapshot().value).toBe('declined');
    expect(actor.getSnapshot().children.locationPicker).toBeUndefined();
    actor.send({ type: 'consent.choose', consent: false });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('declined');
    actor.send({ type: 'consent.choose', consent: true });
    expect(actor.getSnapshot().value).toEqual({ filling: 'editing' });
  });

  it('takes the form away on a No while filling, and gives it back as it was on a Yes', async () => {
    const { actor, entries } = start();
    fill(actor);
    await submit(actor);
    expect(actor.getSnapshot().context.succeeded).toBe(true);
    actor.send({ type: 'field.change', name: 'firstName', value: 'juan' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors.grNumber).toBeDefined();

    // The form shows only while the consent is Yes.
    actor.send({ type: 'consent.choose', consent: false });
    expect(actor.getSnapshot().value).toBe('declined');
    expect(actor.getSnapshot().children.locationPicker).toBeUndefined();
    actor.send({ type: 'form.submit' });
    expect(entries).toHaveLength(1);

    actor.send({ type: 'consent.choose', consent: true });
    expect(actor.getSnapshot().value).toEqual({ filling: 'editing' });
    expect(actor.getSnapshot().context).toMatchObject({
      values: { firstName: 'juan' },
      fieldErrors: { grNumber: 'Enter the 16-digit membership number starting with 8.' },
      succeeded: false,
    });
  });

  it('keeps the consent while the entry is being sent', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { actor } = start({ enter: () => new Promise((resolve) => (answer = resolve)) });
    fill(actor);
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'consent.choose', consent: false });
    expect(actor.getSnapshot().value).toEqual({ filling: 'submitting' });
    answer({ data: { success: true } });
    await waitFor(actor, (s) => s.matches({ filling: 'editing' }));
    expect(actor.getSnapshot().context.succeeded).toBe(true);
  });

  it('stays on the form when Yes is chosen again', () => {
    const { actor } = start();
    actor.send({ type: 'consent.choose', consent: true });
    actor.send({ type: 'consent.choose', consent: true });
    expect(actor.getSnapshot().value).toEqual({ filling: 'editing' });
  });

  it("fills the form in with a signed-in member's own details", () => {
    const { actor } = start({
      input: { member: memberFixture(), membershipNumber: '8800123400000029' },
    });
    expect(actor.getSnapshot().context.values).toEqual({
      grNumber: '8800123400000029',
      firstName: 'Juan',
      middleName: '',
      lastName: 'Dela Cruz',
      suffix: '',
      birthday: '1998-11-02',
      mobile: '9170000002',
      email: 'juan.delacruz@example.ph',
      street: '',
      zipCode: '',
    });
  });

  it('leaves the mobile empty for a member outside +63, and fills nothing without a member', () => {
    const foreign: MemberDetails = memberFixture({ countryCodeNumber: '1' });
    const { actor } = start({ input: { member: foreign } });
    expect(actor.getSnapshot().context.values).toMatchObject({ mobile: '', grNumber: '' });
    const { actor: visitor } = start({ input: { membershipNumber: '8800123400000029' } });
    expect(visitor.getSnapshot().context.values).toMatchObject({
      grNumber: '8800123400000029',
      firstName: '',
      email: '',
    });
  });

  it('leaves every field empty without a member, and a birthday or email the member has not given', () => {
    const { actor: visitor } = start();
    expect(visitor.getSnapshot().context.values).toEqual({
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
    });
    const { actor } = start({ input: { member: memberFixture({ birthday: null, email: null }) } });
    expect(actor.getSnapshot().context.values).toMatchObject({ birthday: '', email: '' });
  });

  it('keeps digits only: 16 of the membership number, 10 of the mobile, 4 of the zip', () => {
    const { actor } = start();
    actor.send({ type: 'consent.choose', consent: true });
    actor.send({ type: 'field.change', name: 'grNumber', value: '8800-1234-0000-0029-1' });
    actor.send({ type: 'field.change', name: 'mobile', value: '+63 917 000 0002' });
    actor.send({ type: 'field.change', name: 'zipCode', value: '41-147' });
    actor.send({ type: 'field.change', name: 'street', value: 'Blk 1, Lot 2' });
    expect(actor.getSnapshot().context.values).toMatchObject({
      grNumber: '8800123400000029',
      mobile: '6391700000',
      zipCode: '4114',
      street: 'Blk 1, Lot 2',
    });
  });

  it("marks every refused field, the captcha too, and says 'Please check required fields.'", () => {
    const { actor, entries } = start();
    actor.send({ type: 'consent.choose', consent: true });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toEqual({ filling: 'editing' });
    const { fieldErrors, error } = actor.getSnapshot().context;
    expect(error).toBe('Please check required fields.');
    expect(Object.keys(fieldErrors).sort()).toEqual(
      [
        'barangay',
        'birthday',
        'city',
        'email',
        'firstName',
        'grNumber',
        'lastName',
        'mobile',
        'province',
        'recaptcha',
        'region',
        'street',
        'zipCode',
      ].sort(),
    );
    expect(fieldErrors.recaptcha).toBe('Please complete the captcha.');
    expect(fieldErrors.firstName).toBe('This field is required.');
    expect(entries).toEqual([]);

    actor.send({ type: 'captcha.change', token: 'captcha-pass-0001' });
    expect(actor.getSnapshot().context.fieldErrors).not.toHaveProperty('recaptcha');
    actor.send(picked);
    expect(actor.getSnapshot().context.fieldErrors).not.toHaveProperty('province');
    expect(actor.getSnapshot().context.fieldErrors).not.toHaveProperty('region');
    actor.send({ type: 'field.change', name: 'firstName', value: 'Juan' });
    expect(actor.getSnapshot().context.fieldErrors).not.toHaveProperty('firstName');
    expect(actor.getSnapshot().context.fieldErrors).toHaveProperty('lastName');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('needs the captcha even when every field is right', () => {
    const { actor } = start();
    fill(actor);
    actor.send({ type: 'captcha.change', token: null });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toEqual({ filling: 'editing' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      recaptcha: 'Please complete the captcha.',
    });
  });

  it.each([
    ['a zip below 400', 'zipCode', '399'],
    ['a zip above 9811', 'zipCode', '9812'],
    ['a membership number not starting with 8', 'grNumber', '7800123400000029'],
    ['a mobile not starting with 9', 'mobile', '8170000002'],
  ])('refuses %s', (_, name, value) => {
    const { actor } = start();
    fill(actor);
    actor.send({
      type: 'field.change',
      name: name as 'zipCode' | 'grNumber' | 'mobile',
      value,
    });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toEqual({ filling: 'editing' });
    expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual([name]);
  });

  it('sends the entry as the specification builds it, busy meanwhile', async () => {
    const { actor, entries } = start();
    fill(actor);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'field.change', name: 'firstName', value: 'Other' });
    expect(actor.getSnapshot().value).toEqual({ filling: 'submitting' });
    expect(actor.getSnapshot().context.values.firstName).toBe('maria  clara');
    await waitFor(actor, (s) => !s.matches({ filling: 'submitting' }));
    expect(entries).toEqual([
      {
        slug: 'summer-raffle-2025',
        payload: {
          grNumber: '8800123400000029',
          firstName: 'Maria Clara',
          middleName: 'Santos',
          lastName: 'Dela Cruz',
          suffix: 'Jr.',
          birthday: '1998-11-02 00:00:00',
          mobile: '639170000002',
          email: 'maria@example.ph',
          street: 'Blk 1 Lot 2 Mabini St',
          barangay: 'Salitran I',
          city: 'Dasmariñas City',
          province: 'Cavite',
          region: 'Region IV-A',
          zipCode: '0400',
          country: 178,
          consent: true,
          recaptcha: 'captcha-pass-0001',
        },
      },
    ]);
  });

  it('leaves out an empty middle name and suffix', async () => {
    const { actor, entries } = start();
    fill(actor);
    actor.send({ type: 'field.change', name: 'middleName', value: '  ' });
    actor.send({ type: 'field.change', name: 'suffix', value: '' });
    await submit(actor);
    const payload = entries[0]?.payload as Record<string, unknown>;
    expect(payload.middleName).toBeUndefined();
    expect(payload.suffix).toBeUndefined();
  });

  it('resets the form, the captcha and the picker after success', async () => {
    const { actor } = start({ input: { membershipNumber: '8800123400000029' } });
    fill(actor);
    await pickInPicker(actor);
    expect(pickerLocation(actor)).toEqual(picked.location);
    await submit(actor);
    expect(actor.getSnapshot().value).toEqual({ filling: 'editing' });
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({
      values: { grNumber: '8800123400000029', firstName: '', zipCode: '' },
      location: { province: '', city: '', barangay: '', region: '' },
      placeNames: { province: '', city: '', barangay: '' },
      captchaToken: null,
      captchaKey: 1,
      fieldErrors: {},
      error: null,
      succeeded: true,
    });
    expect(pickerLocation(actor)).toEqual({ province: '', city: '', barangay: '', region: '' });
    actor.send({ type: 'field.change', name: 'firstName', value: 'Juan' });
    expect(actor.getSnapshot().context.succeeded).toBe(false);
  });

  it('does not say the entry was received again after No, then Yes', async () => {
    const { actor } = start({ input: { membershipNumber: '8800123400000029' } });
    fill(actor);
    await submit(actor);
    expect(actor.getSnapshot().context.succeeded).toBe(true);
    actor.send({ type: 'consent.choose', consent: false });
    actor.send({ type: 'consent.choose', consent: true });
    expect(actor.getSnapshot().value).toEqual({ filling: 'editing' });
    expect(actor.getSnapshot().context.succeeded).toBe(false);
  });

  it("hears the picker's picks", async () => {
    const { actor } = start();
    actor.send({ type: 'consent.choose', consent: true });
    await pickInPicker(actor);
    expect(actor.getSnapshot().context.location).toEqual(picked.location);
    expect(actor.getSnapshot().context.placeNames).toEqual(picked.names);
    expect(pickerLocation(actor)).toEqual(picked.location);
  });

  it('ends when the raffle ended while the member was filling the form', async () => {
    const { actor } = start({
      enter: () => rejectWith(failure('PROMO_ENDED', 'PROMO HAS ENDED')),
    });
    fill(actor);
    await submit(actor);
    expect(actor.getSnapshot().value).toBe('ended');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it("puts the server's field messages on their fields and asks for a new captcha", async () => {
    const { actor } = start({
      enter: () =>
        rejectWith(
          failure('VALIDATION_ERROR', 'Please check required fields.', {
            fields: { email: 'Please enter a valid email address.' },
          }),
        ),
    });
    fill(actor);
    await submit(actor);
    expect(actor.getSnapshot().value).toEqual({ filling: 'editing' });
    expect(actor.getSnapshot().context).toMatchObject({
      fieldErrors: { email: 'Please enter a valid email address.' },
      error: 'Please check required fields.',
      captchaToken: null,
      captchaKey: 1,
      succeeded: false,
    });
    expect(actor.getSnapshot().context.values.firstName).toBe('maria  clara');
  });

  it('shows a duplicate entry, or any other failure, and asks for a new captcha', async () => {
    const { actor } = start({
      enter: () => rejectWith(failure('RAFFLE_DUPLICATE', "You've already joined this raffle.")),
    });
    fill(actor);
    await submit(actor);
    expect(actor.getSnapshot().value).toEqual({ filling: 'editing' });
    expect(actor.getSnapshot().context).toMatchObject({
      fieldErrors: {},
      error: "You've already joined this raffle.",
      captchaToken: null,
      captchaKey: 1,
    });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      recaptcha: 'Please complete the captcha.',
    });
  });
});
