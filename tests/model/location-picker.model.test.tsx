import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import {
  type Location,
  locationPickerMachine,
} from '#machines/location-picker/location-picker.machine';
import { failure } from '#machines/shared/test-support';
import { LocationPickerView } from '../../src/features/account/profile-sections';
import { renderWithRouter } from '../support/render';
import { Calls } from './support/calls';
import { defineModelSuite, type ModelEvent } from './support/model';

type Snapshot = SnapshotFrom<typeof locationPickerMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

const PROVINCES = [
  { code: '1300000000', name: 'Metro Manila' },
  { code: '0722000000', name: 'Cebu' },
];
const CITIES = [{ code: '1381200000', name: 'Pasig City', provinceCode: '1300000000' }];
const BARANGAYS = [
  {
    code: '1381200019',
    name: 'San Antonio',
    regionCode: '1300000000',
    regionName: 'National Capital Region (NCR)',
  },
];
const EMPTY: Location = { province: '', city: '', barangay: '', region: '' };

const events = (): ModelEvent[] => [
  { type: 'location.select', level: 'province', code: '1300000000' },
  { type: 'location.select', level: 'city', code: '1381200000' },
  { type: 'location.select', level: 'barangay', code: '1381200019' },
  { type: 'location.reset', location: EMPTY },
  { type: 'options.retry' },
  { type: 'xstate.done.actor.loadProvinces', output: PROVINCES },
  { type: 'xstate.error.actor.loadProvinces', error: failure('NETWORK_ERROR', 'Could not load.') },
  { type: 'xstate.done.actor.loadCities', output: CITIES },
  { type: 'xstate.error.actor.loadCities', error: failure('NETWORK_ERROR', 'Could not load.') },
  { type: 'xstate.done.actor.loadBarangays', output: BARANGAYS },
  { type: 'xstate.error.actor.loadBarangays', error: failure('NETWORK_ERROR', 'Could not load.') },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({
    value,
    picked: [context.province, context.city, context.barangay, context.region],
    lists: [context.provinces.length, context.cities.length, context.barangays.length],
    error: context.error,
  });
};

function verify(raw: AnyMachineSnapshot) {
  const snapshot = asSnapshot(raw);
  const { context } = snapshot;
  const province = screen.getByLabelText<HTMLSelectElement>(/^Province/);
  const city = screen.getByLabelText<HTMLSelectElement>(/^City \/ Municipality/);
  const barangay = screen.getByLabelText<HTMLSelectElement>(/^Barangay/);
  expect(province.options.length - 1).toBe(context.provinces.length);
  expect(city.options.length - 1).toBe(context.cities.length);
  expect(barangay.options.length - 1).toBe(context.barangays.length);
  expect(province.disabled).toBe(snapshot.matches({ provinces: 'loading' }));
  expect(city.disabled).toBe(context.province === '' || snapshot.matches({ cities: 'loading' }));
  expect(barangay.disabled).toBe(context.city === '' || snapshot.matches({ barangays: 'loading' }));
  if (context.region) expect(screen.getByText(context.region)).toBeInTheDocument();
  if (context.error) {
    expect(screen.getByText(context.error)).toBeInTheDocument();
  }
}

const inputs: Location[] = [
  EMPTY,
  { province: '1300000000', city: '1381200000', barangay: '', region: '' },
];

defineModelSuite({
  name: 'locationPicker',
  // Traversed without a parent: its message to the parent is a no-op here.
  machine: locationPickerMachine.provide({ actions: { tellParent: () => undefined } }),
  inputs,
  events,
  serializeState,
  start: async (input, inspect) => {
    const user = userEvent.setup();
    const calls = new Calls();
    const tellParent = vi.fn();
    const machine = locationPickerMachine.provide({
      actors: {
        loadProvinces: calls.actor('loadProvinces'),
        loadCities: calls.actor('loadCities'),
        loadBarangays: calls.actor('loadBarangays'),
      },
      // Standing alone here: what the parent would hear is recorded instead.
      actions: { tellParent },
    });
    const actor = createActor(machine, { input: input as Location, inspect });
    actor.start();
    const view = await renderWithRouter(<LocationPickerView picker={actor} errors={{}} />);
    let picks = 0;
    return {
      actor,
      view,
      perform: async (event) => {
        if (event.type === 'location.select') {
          picks += 1;
          const label = { province: /^Province/, city: /^City/, barangay: /^Barangay/ }[
            event.level as 'province' | 'city' | 'barangay'
          ];
          return user.selectOptions(screen.getByLabelText(label), String(event.code));
        }
        if (event.type === 'options.retry')
          return user.click(screen.getByRole('button', { name: 'Try again' }));
        if (event.type === 'location.reset') {
          // The parent puts the lists back (Cancel, another country).
          actor.send(event as Parameters<typeof actor.send>[0]);
          return;
        }
        if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
      },
      verify,
      finish: () => {
        expect(tellParent).toHaveBeenCalledTimes(picks);
      },
    };
  },
});
