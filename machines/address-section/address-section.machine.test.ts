import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Barangay, City, Province } from '#contract/locations';
import type { MemberDetails } from '#contract/members';
import {
  type LocationChangeEvent,
  locationPickerMachine,
} from '../location-picker/location-picker.machine';
import { failure, memberFixture, rejectWith } from '../shared/test-support';
import { addressSectionMachine } from './address-section.machine';

const PROVINCES: Province[] = [{ code: '0402100000', name: 'Cavite' }];
const CITIES: City[] = [
  { code: '0402109000', name: 'Dasmariñas City', provinceCode: '0402100000' },
];
const BARANGAYS: Barangay[] = [
  { code: '0402109010', name: 'Salitran I', regionCode: '0400000000', regionName: 'Region IV-A' },
  { code: '0402109011', name: 'Salitran II', regionCode: '0400000000', regionName: 'Region IV-A' },
];

const housed = memberFixture({
  country: 'PH',
  province: '0402100000',
  city: '0402109000',
  barangay: '0402109010',
  zipCode: '4114',
  address: 'Blk 1 Lot 2 Mabini St',
  region: 'Region IV-A',
});

const picked = (barangay: string): LocationChangeEvent => ({
  type: 'location.change',
  location: { province: '0402100000', city: '0402109000', barangay, region: 'Region IV-A' },
  names: { province: 'Cavite', city: 'Dasmariñas City', barangay: 'Salitran II' },
});

function start(options: { member?: MemberDetails; save?: () => Promise<MemberDetails> } = {}) {
  const saves: unknown[] = [];
  const notifySaved = vi.fn();
  const machine = addressSectionMachine.provide({
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
      saveSection: fromPromise<MemberDetails, { payload: unknown }>(({ input }) => {
        saves.push(input.payload);
        return (options.save ?? (() => Promise.resolve(housed)))();
      }),
    },
    actions: { notifySaved },
  });
  const actor = createActor(machine, { input: { member: options.member ?? housed } }).start();
  return { actor, saves, notifySaved };
}

type Actor = ReturnType<typeof start>['actor'];
const picker = (actor: Actor) => actor.getSnapshot().children.locationPicker;
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
const pickerSettled = (actor: Actor) => {
  const child = picker(actor);
  if (!child) throw new Error('no picker');
  return waitFor(
    child,
    (s) =>
      !s.matches({ provinces: 'loading' }) &&
      !s.matches({ cities: 'loading' }) &&
      !s.matches({ barangays: 'loading' }),
  );
};

describe('addressSection', () => {
  it("starts pristine with the member's address and gives it to the picker", () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('pristine');
    expect(actor.getSnapshot().context).toMatchObject({
      saved: {
        country: 'PH',
        province: '0402100000',
        city: '0402109000',
        barangay: '0402109010',
        zipCode: '4114',
        address: 'Blk 1 Lot 2 Mabini St',
      },
      region: 'Region IV-A',
      justSaved: false,
    });
    expect(pickerLocation(actor)).toEqual({
      province: '0402100000',
      city: '0402109000',
      barangay: '0402109010',
      region: 'Region IV-A',
    });
  });

  it('is editing after a change and pristine again when the value is back', () => {
    const { actor } = start();
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().value).toBe('pristine');
    actor.send({ type: 'field.change', name: 'address', value: 'Blk 9 Lot 2 Mabini St' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.draft.address).toBe('Blk 9 Lot 2 Mabini St');
    actor.send({ type: 'field.change', name: 'address', value: 'Blk 1 Lot 2 Mabini St' });
    expect(actor.getSnapshot().value).toBe('pristine');
  });

  it('keeps 4 digits of the zip code', () => {
    const { actor } = start();
    actor.send({ type: 'field.change', name: 'zipCode', value: '41-1 78' });
    expect(actor.getSnapshot().context.draft.zipCode).toBe('4117');
  });

  it.each(['pristine', 'editing'])(
    'clears province, city, barangay, zip and the picker when the country changes (from %s)',
    async (from) => {
      const { actor } = start();
      await pickerSettled(actor);
      if (from === 'editing') {
        actor.send({ type: 'field.change', name: 'address', value: 'Blk 9 Lot 2 Mabini St' });
      }
      actor.send({ type: 'field.change', name: 'country', value: 'US' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.draft).toMatchObject({
        country: 'US',
        province: '',
        city: '',
        barangay: '',
        zipCode: '',
      });
      expect(actor.getSnapshot().context.region).toBe('');
      expect(pickerLocation(actor)).toEqual({ province: '', city: '', barangay: '', region: '' });
      expect(picker(actor)?.getSnapshot().context.cities).toEqual([]);
    },
  );

  it('treats choosing the same country as no change', () => {
    const { actor } = start();
    actor.send({ type: 'field.change', name: 'country', value: 'PH' });
    expect(actor.getSnapshot().value).toBe('pristine');
    expect(actor.getSnapshot().context.draft.zipCode).toBe('4114');
  });

  it("takes the picker's picks with the region for a Philippine address", async () => {
    const { actor } = start();
    await pickerSettled(actor);
    picker(actor)?.send({ type: 'location.select', level: 'barangay', code: '0402109011' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.draft).toMatchObject({
      province: '0402100000',
      city: '0402109000',
      barangay: '0402109011',
    });
    expect(actor.getSnapshot().context.region).toBe('Region IV-A');
    actor.send(picked('0402109010'));
    expect(actor.getSnapshot().context.draft.barangay).toBe('0402109010');
  });

  it.each(['pristine', 'editing'])(
    'takes no pick for an address outside the Philippines (%s)',
    (state) => {
      const { actor } = start({ member: memberFixture({ country: 'US', address: '1 Main St' }) });
      if (state === 'editing') {
        actor.send({ type: 'field.change', name: 'address', value: '2 Main St' });
      }
      actor.send(picked('0402109011'));
      expect(actor.getSnapshot().value).toBe(state);
      expect(actor.getSnapshot().context.draft.barangay).toBe('');
      expect(actor.getSnapshot().context.region).toBe('');
    },
  );

  it('puts the saved address back, in the picker too, on cancel', async () => {
    const { actor } = start();
    await pickerSettled(actor);
    actor.send({ type: 'field.change', name: 'country', value: 'JP' });
    actor.send({ type: 'field.change', name: 'address', value: '' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      address: 'Please provide complete address',
    });
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().value).toBe('pristine');
    expect(actor.getSnapshot().context).toMatchObject({
      draft: actor.getSnapshot().context.saved,
      region: 'Region IV-A',
      fieldErrors: {},
      error: null,
    });
    expect(actor.getSnapshot().context.draft.country).toBe('PH');
    expect(pickerLocation(actor)).toEqual({
      province: '0402100000',
      city: '0402109000',
      barangay: '0402109010',
      region: 'Region IV-A',
    });
  });

  it('marks every missing part of a Philippine address with the messages of section 5', () => {
    const { actor, saves } = start({ member: memberFixture({ country: 'PH' }) });
    actor.send({ type: 'field.change', name: 'address', value: 'Blk' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      province: 'This field is required.',
      city: 'This field is required.',
      barangay: 'This field is required.',
      zipCode: 'Must contain 4 digits',
      address: 'Please provide complete address',
    });
    expect(saves).toEqual([]);
    actor.send({ type: 'field.change', name: 'zipCode', value: '411' });
    expect(actor.getSnapshot().context.fieldErrors).not.toHaveProperty('zipCode');
    expect(actor.getSnapshot().context.fieldErrors).toHaveProperty('address');
  });

  it('refuses a zip code outside 0400 to 9811', () => {
    const { actor } = start();
    actor.send({ type: 'field.change', name: 'zipCode', value: '0399' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual(['zipCode']);
  });

  it('needs only the address for another country, and sends the rest empty', async () => {
    const { actor, saves } = start();
    actor.send({ type: 'field.change', name: 'country', value: 'US' });
    actor.send({ type: 'field.change', name: 'address', value: '' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      address: 'Please provide complete address',
    });
    actor.send({ type: 'field.change', name: 'address', value: '1600 Main Street' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('saving');
    await waitFor(actor, (s) => !s.matches('saving'));
    expect(saves).toEqual([
      {
        section: 'address',
        country: 'US',
        province: '',
        city: '',
        barangay: '',
        zipCode: '',
        address: '1600 Main Street',
      },
    ]);
  });

  it('saves only the address section, then shows the saved values and tells the page', async () => {
    const after = memberFixture({ ...housed, barangay: '0402109011', zipCode: '4115' });
    const { actor, saves, notifySaved } = start({ save: () => Promise.resolve(after) });
    actor.send(picked('0402109011'));
    actor.send({ type: 'field.change', name: 'zipCode', value: '4115' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'field.change', name: 'zipCode', value: '4200' });
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().value).toBe('saving');
    await waitFor(actor, (s) => !s.matches('saving'));
    expect(saves).toEqual([
      {
        section: 'address',
        country: 'PH',
        province: '0402100000',
        city: '0402109000',
        barangay: '0402109011',
        zipCode: '4115',
        address: 'Blk 1 Lot 2 Mabini St',
      },
    ]);
    expect(actor.getSnapshot().value).toBe('pristine');
    expect(actor.getSnapshot().context).toMatchObject({
      saved: { barangay: '0402109011', zipCode: '4115' },
      draft: { barangay: '0402109011', zipCode: '4115' },
      justSaved: true,
    });
    expect(notifySaved).toHaveBeenCalledTimes(1);
    actor.send({ type: 'field.change', name: 'address', value: 'Blk 3 Lot 2 Mabini St' });
    expect(actor.getSnapshot().context.justSaved).toBe(false);
  });

  it("puts the server's field messages on their fields", async () => {
    const { actor, notifySaved } = start({
      save: () =>
        rejectWith(
          failure('VALIDATION_ERROR', 'Please check required fields.', {
            fields: { barangay: 'Please choose from the list.' },
          }),
        ),
    });
    actor.send({ type: 'field.change', name: 'zipCode', value: '4115' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => !s.matches('saving'));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      fieldErrors: { barangay: 'Please choose from the list.' },
      error: 'Please check required fields.',
    });
    expect(notifySaved).not.toHaveBeenCalled();
  });

  it("takes away the messages of the parts a country change clears, and keeps the address's", async () => {
    const { actor } = start({
      save: () =>
        rejectWith(
          failure('VALIDATION_ERROR', 'Please check required fields.', {
            fields: {
              country: 'Please choose from the list.',
              province: 'Please choose from the list.',
              city: 'Please choose from the list.',
              barangay: 'Please choose from the list.',
              zipCode: 'Must contain 4 digits',
              address: 'Please provide complete address',
            },
          }),
        ),
    });
    actor.send({ type: 'field.change', name: 'zipCode', value: '4115' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => !s.matches('saving'));
    actor.send({ type: 'field.change', name: 'country', value: 'US' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      address: 'Please provide complete address',
    });
  });

  it('keeps the region the server saved, not the one last picked', async () => {
    const after = memberFixture({ ...housed, barangay: '0402109011', region: 'CALABARZON' });
    const { actor } = start({ save: () => Promise.resolve(after) });
    actor.send(picked('0402109011'));
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => !s.matches('saving'));
    expect(actor.getSnapshot().context).toMatchObject({
      region: 'CALABARZON',
      savedRegion: 'CALABARZON',
    });
  });

  it('shows no region after a save the server answers without one', async () => {
    const after = memberFixture({ ...housed, region: null });
    const { actor } = start({ save: () => Promise.resolve(after) });
    actor.send(picked('0402109011'));
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => !s.matches('saving'));
    expect(actor.getSnapshot().context).toMatchObject({ region: '', savedRegion: '' });
  });

  it('shows no region for a new member without one', () => {
    const { actor } = start();
    actor.send({ type: 'member.change', member: memberFixture({ ...housed, region: null }) });
    expect(actor.getSnapshot().context).toMatchObject({ region: '', savedRegion: '' });
  });

  it('shows any other save failure with the section', async () => {
    const { actor } = start({ save: () => rejectWith(failure('RATE_LIMITED', 'Slow down.')) });
    actor.send({ type: 'field.change', name: 'zipCode', value: '4115' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => !s.matches('saving'));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: {}, error: 'Slow down.' });
    actor.send({ type: 'field.change', name: 'zipCode', value: '4116' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('takes a new member while pristine, in the picker too, and ignores one while editing', () => {
    const { actor } = start({ member: memberFixture() });
    actor.send({ type: 'field.change', name: 'address', value: 'Blk 5 Rizal Ave' });
    actor.send({ type: 'member.change', member: housed });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.saved.province).toBe('');
    actor.send({ type: 'form.cancel' });
    actor.send({ type: 'member.change', member: housed });
    expect(actor.getSnapshot().value).toBe('pristine');
    expect(actor.getSnapshot().context).toMatchObject({
      saved: { province: '0402100000', zipCode: '4114' },
      draft: { province: '0402100000', zipCode: '4114' },
      region: 'Region IV-A',
      savedRegion: 'Region IV-A',
    });
    expect(pickerLocation(actor)).toEqual({
      province: '0402100000',
      city: '0402109000',
      barangay: '0402109010',
      region: 'Region IV-A',
    });
  });
});
