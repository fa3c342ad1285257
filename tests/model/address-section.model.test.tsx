import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { Barangay, City, Province } from '#contract/locations';
import { addressSectionMachine } from '#machines/address-section/address-section.machine';
import { locationPickerMachine } from '#machines/location-picker/location-picker.machine';
import { failure, memberFixture } from '#machines/shared/test-support';
import { AddressSection } from '../../src/features/account/profile-sections';
import { renderWithRouter } from '../support/render';
import { Calls } from './support/calls';
import { defineModelSuite, type ModelEvent } from './support/model';
import { retype } from './support/views';

type Snapshot = SnapshotFrom<typeof addressSectionMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

const member = memberFixture();
const savedMember = memberFixture({
  country: 'PH',
  province: '1300000000',
  city: '1381200000',
  barangay: '1381200019',
  zipCode: '1605',
  address: 'Unit 1203 The Residences',
  region: 'National Capital Region (NCR)',
});

const events = (): ModelEvent[] => [
  { type: 'field.change', name: 'country', value: 'SG' },
  { type: 'field.change', name: 'country', value: 'PH' },
  { type: 'field.change', name: 'zipCode', value: '1605' },
  { type: 'field.change', name: 'zipCode', value: '12' },
  { type: 'field.change', name: 'address', value: 'Unit 1203 The Residences' },
  {
    type: 'location.change',
    location: {
      province: '1300000000',
      city: '1381200000',
      barangay: '1381200019',
      region: 'National Capital Region (NCR)',
    },
    names: { province: 'Metro Manila', city: 'Pasig City', barangay: 'San Antonio' },
  },
  { type: 'form.submit' },
  { type: 'form.cancel' },
  { type: 'member.change', member: savedMember },
  { type: 'xstate.done.actor.saveSection', output: savedMember },
  {
    type: 'xstate.error.actor.saveSection',
    error: failure('VALIDATION_ERROR', 'Please check the highlighted fields.', {
      fields: { address: 'Please provide complete address' },
    }),
  },
  { type: 'xstate.error.actor.saveSection', error: failure('NETWORK_ERROR', 'Oops!') },
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

function verify(raw: AnyMachineSnapshot) {
  const snapshot = asSnapshot(raw);
  const { context } = snapshot;
  const philippines = context.draft.country === 'PH';
  expect(screen.getByLabelText(/^Country/)).toHaveValue(context.draft.country);
  expect(screen.queryByLabelText(/^Province/) !== null).toBe(philippines);
  expect(screen.queryByLabelText(/^Zip code/) !== null).toBe(philippines);
  if (philippines) expect(screen.getByLabelText(/^Zip code/)).toHaveValue(context.draft.zipCode);
  expect(screen.getByLabelText(/^Address/)).toHaveValue(context.draft.address);
  const changed = !snapshot.matches('pristine');
  expect(screen.queryByRole('button', { name: 'Save' }) !== null).toBe(changed);
  for (const message of Object.values(context.fieldErrors))
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
  if (context.region) expect(screen.getByText(context.region)).toBeInTheDocument();
  expect(screen.queryByText('Saved') !== null).toBe(context.justSaved && !changed);
}

const places = {
  provinces: [{ code: '1300000000', name: 'Metro Manila' }] satisfies Province[],
  cities: [{ code: '1381200000', name: 'Pasig City', provinceCode: '1300000000' }] satisfies City[],
  barangays: [
    {
      code: '1381200019',
      name: 'San Antonio',
      regionCode: '1300000000',
      regionName: 'National Capital Region (NCR)',
    },
  ] satisfies Barangay[],
};

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
  start: async (_input, inspect) => {
    const user = userEvent.setup();
    const calls = new Calls();
    const notifySaved = vi.fn();
    const machine = addressSectionMachine.provide({
      actors: {
        saveSection: calls.actor('saveSection'),
        locationPicker: locationPickerMachine.provide({
          actors: {
            loadProvinces: fromPromise(() => Promise.resolve(places.provinces)),
            loadCities: fromPromise(() => Promise.resolve(places.cities)),
            loadBarangays: fromPromise(() => Promise.resolve(places.barangays)),
          },
        }),
      },
      actions: { notifySaved },
    });
    const actor = createActor(machine, { input: { member }, inspect });
    actor.start();
    const view = await renderWithRouter(<AddressSection actor={actor} />);
    return {
      actor,
      view,
      perform: async (event) => {
        switch (event.type) {
          case 'field.change': {
            const field = screen.getByLabelText(
              { country: /^Country/, zipCode: /^Zip code/, address: /^Address/ }[
                event.name as 'country' | 'zipCode' | 'address'
              ],
            );
            if (field instanceof HTMLSelectElement)
              return user.selectOptions(field, String(event.value));
            return retype(user, field, String(event.value));
          }
          case 'location.change':
            // What the location picker tells the section after a pick (its own paths apart).
            actor.send(event as Parameters<typeof actor.send>[0]);
            return;
          case 'form.submit':
            return user.click(screen.getByRole('button', { name: 'Save' }));
          case 'form.cancel':
            return user.click(screen.getByRole('button', { name: 'Cancel' }));
          case 'member.change':
            actor.send({ type: 'member.change', member: savedMember });
            return;
          default:
            if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
        }
      },
      verify,
      finish: () => {
        for (const call of calls.inputs.get('saveSection') ?? [])
          expect((call as { payload: { section: string } }).payload.section).toBe('address');
      },
    };
  },
});
