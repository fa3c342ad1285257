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
import { defineModelSuite, type ModelEvent, type World } from './support/model';

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

type Level = 'province' | 'city' | 'barangay';
type List = 'provinces' | 'cities' | 'barangays';
const PICKS: { level: Level; list: List; code: string }[] = [
  { level: 'province', list: 'provinces', code: '1300000000' },
  { level: 'province', list: 'provinces', code: '0722000000' },
  { level: 'city', list: 'cities', code: '1381200000' },
  { level: 'barangay', list: 'barangays', code: '1381200019' },
];
const PARENT_OF: Record<Level, string | null> = {
  province: null,
  city: 'province',
  barangay: 'city',
};

/**
 * The member picks only what the view offers: an option of a list on screen whose select is
 * enabled (not loading, and its parent place picked). Each loader answers only a call it has
 * pending.
 */
const events = (raw: AnyMachineSnapshot): ModelEvent[] => {
  const snapshot = asSnapshot(raw);
  const { context } = snapshot;
  const loading = (list: List) => snapshot.matches({ [list]: 'loading' });
  const picks = PICKS.filter(({ level, list, code }) => {
    const parent = PARENT_OF[level];
    if (parent && context[parent as 'province' | 'city'] === '') return false;
    return !loading(list) && context[list].some((place) => place.code === code);
  }).map(({ level, code }) => ({ type: 'location.select', level, code }));
  const answers: ModelEvent[] = [];
  if (loading('provinces'))
    answers.push(
      { type: 'xstate.done.actor.loadProvinces', output: PROVINCES },
      {
        type: 'xstate.error.actor.loadProvinces',
        error: failure('NETWORK_ERROR', 'Could not load.'),
      },
    );
  if (loading('cities'))
    answers.push(
      { type: 'xstate.done.actor.loadCities', output: CITIES },
      { type: 'xstate.error.actor.loadCities', error: failure('NETWORK_ERROR', 'Could not load.') },
    );
  if (loading('barangays'))
    answers.push(
      { type: 'xstate.done.actor.loadBarangays', output: BARANGAYS },
      {
        type: 'xstate.error.actor.loadBarangays',
        error: failure('NETWORK_ERROR', 'Could not load.'),
      },
    );
  return [
    ...picks,
    { type: 'location.reset', location: EMPTY },
    ...(context.error ? [{ type: 'options.retry' }] : []),
    ...answers,
  ];
};

/**
 * The member's side (specification 000, section 4): the places picked and the region shown.
 * Picking a province clears city and barangay; picking a city clears the barangay; picking a
 * barangay shows its region. A list that could not load shows 'Could not load.' and 'Try again',
 * and takes no pick until it loads (the view may still show the options it had before): such a
 * pick, and a barangay's region, are paths of their own.
 */
interface Picked extends Location {
  failed: Record<List, boolean>;
  pickedFromFailedList: boolean;
}

const REGION_OF: Record<string, string> = { '1381200019': 'National Capital Region (NCR)' };
const NOT_FAILED: Record<List, boolean> = { provinces: false, cities: false, barangays: false };
const LIST_OF: Record<Level, List> = {
  province: 'provinces',
  city: 'cities',
  barangay: 'barangays',
};

/** A pick from a list that could not load is not taken (and the parent hears nothing). */
const ignoresPick = (picked: Picked, event: ModelEvent) =>
  event.type === 'location.select' && picked.failed[LIST_OF[event.level as Level]];

const world: World<Picked> = {
  initial: (input) => ({ ...(input as Location), failed: NOT_FAILED, pickedFromFailedList: false }),
  next: (picked, event) => {
    switch (event.type) {
      case 'location.select': {
        if (ignoresPick(picked, event)) return { ...picked, pickedFromFailedList: true };
        const code = String(event.code);
        if (event.level === 'province')
          return {
            ...picked,
            province: code,
            city: '',
            barangay: '',
            region: '',
            failed: NOT_FAILED,
          };
        if (event.level === 'city')
          return {
            ...picked,
            city: code,
            barangay: '',
            region: '',
            failed: { ...picked.failed, barangays: false },
          };
        return { ...picked, barangay: code, region: REGION_OF[code] ?? '' };
      }
      case 'location.reset':
        return { ...picked, ...(event.location as Location), failed: NOT_FAILED };
      case 'options.retry':
        return { ...picked, failed: NOT_FAILED };
      case 'xstate.error.actor.loadProvinces':
        return { ...picked, failed: { ...picked.failed, provinces: true } };
      case 'xstate.error.actor.loadCities':
        return { ...picked, failed: { ...picked.failed, cities: true } };
      case 'xstate.error.actor.loadBarangays':
        return { ...picked, failed: { ...picked.failed, barangays: true } };
      default:
        return picked;
    }
  },
  boundary: (picked) =>
    [
      picked.region ? 'region shown' : '',
      picked.pickedFromFailedList ? 'picked from a list that could not load' : '',
    ].join('|'),
};
// Choosing what is already shown, or a pick the machine refuses, is a step the member sees.
world.refused = world.next;

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({
    value,
    picked: [context.province, context.city, context.barangay, context.region],
    lists: [context.provinces.length, context.cities.length, context.barangays.length],
    error: context.error,
  });
};

function verify(raw: AnyMachineSnapshot, picked: Picked) {
  const snapshot = asSnapshot(raw);
  const { context } = snapshot;
  const province = screen.getByLabelText<HTMLSelectElement>(/^Province/);
  const city = screen.getByLabelText<HTMLSelectElement>(/^City \/ Municipality/);
  const barangay = screen.getByLabelText<HTMLSelectElement>(/^Barangay/);
  // The picked place shows in its list, once the list has loaded.
  for (const [select, code, list] of [
    [province, picked.province, 'provinces'],
    [city, picked.city, 'cities'],
    [barangay, picked.barangay, 'barangays'],
  ] as const) {
    if (!picked.failed[list] && select.getAttribute('aria-busy') !== 'true')
      expect(select, list).toHaveValue(code);
  }
  if (picked.region) expect(screen.getByText(picked.region)).toBeInTheDocument();
  else expect(screen.queryByText('Region:')).toBeNull();
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
  world,
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
    // The picks the parent must hear: all but those from a list that could not load.
    let picked = world.initial(input);
    let picks = 0;
    return {
      actor,
      view,
      perform: async (event) => {
        if (event.type === 'location.select') {
          if (!ignoresPick(picked, event)) picks += 1;
          picked = world.next(picked, event);
          const label = { province: /^Province/, city: /^City/, barangay: /^Barangay/ }[
            event.level as 'province' | 'city' | 'barangay'
          ];
          return user.selectOptions(screen.getByLabelText(label), String(event.code));
        }
        picked = world.next(picked, event);
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
