import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import type { Barangay, City, Province } from '#contract/locations';
import {
  type Location,
  locationPickerMachine,
} from '#machines/location-picker/location-picker.machine';
import { failure } from '#machines/shared/test-support';
import { locationPickerFlow } from '#src/features/account/account.actors';
import { LocationSelects } from '#src/components/fields/location-selects';
import { forgetReferenceData } from '#src/lib/reference-data';
import { renderWithRouter } from '../support/render';
import { defineModelSuite, type ModelEvent, type World, type WorldSnapshot } from './support/model';
import { FakeNetwork, LOCATION_ROUTES } from './support/network';
import { alertTexts } from './support/views';

type Snapshot = SnapshotFrom<typeof locationPickerMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

/**
 * Province, city and barangay (docs/specification.md#address;
 * machines/location-picker/location-picker.md). Every expectation is written here.
 */
/** The generic message (a dropped connection, as the app's client words it). */
const GENERIC = 'Oops! Something went wrong. Please try again in a few minutes.';
const TRY_AGAIN = 'Try again';
const regionLine = (region: string) => `Region: ${region}`;

const PROVINCES: Province[] = [
  { code: '1300000000', name: 'Metro Manila' },
  { code: '0722000000', name: 'Cebu' },
];
const CITIES: City[] = [{ code: '1381200000', name: 'Pasig City', provinceCode: '1300000000' }];
const BARANGAYS: Barangay[] = [
  {
    code: '1381200019',
    name: 'San Antonio',
    regionCode: '1300000000',
    regionName: 'National Capital Region (NCR)',
  },
];
const citiesOf = (province: string) => CITIES.filter((city) => city.provinceCode === province);
const BARANGAYS_OF: Record<string, Barangay[]> = { '1381200000': BARANGAYS };
const barangaysOf = (city: string) => BARANGAYS_OF[city] ?? [];
const EMPTY: Location = { province: '', city: '', barangay: '', region: '' };

type Level = 'province' | 'city' | 'barangay';
type List = 'provinces' | 'cities' | 'barangays';
const LEVELS: Level[] = ['province', 'city', 'barangay'];
const LIST_OF: Record<Level, List> = {
  province: 'provinces',
  city: 'cities',
  barangay: 'barangays',
};
const LABELS: Record<Level, RegExp> = {
  province: /^Province/,
  city: /^City \/ Municipality/,
  barangay: /^Barangay/,
};
const PARENT_OF: Record<Level, 'province' | 'city' | null> = {
  province: null,
  city: 'province',
  barangay: 'city',
};

type ListState = 'idle' | 'loading' | 'ready' | 'failed';
const LISTS: List[] = ['provinces', 'cities', 'barangays'];
const ACTOR_OF: Record<List, keyof typeof LOCATION_ROUTES> = {
  provinces: 'loadProvinces',
  cities: 'loadCities',
  barangays: 'loadBarangays',
};

/** Provinces, cities by province, barangays by province and city (the query sent). */
const URL_OF: Record<List, (location: Location) => string> = {
  provinces: () => '/api/v1/locations/provinces',
  cities: ({ province }) => `/api/v1/locations/cities?province=${province}`,
  barangays: ({ province, city }) =>
    `/api/v1/locations/barangays?province=${province}&city=${city}`,
};

interface Place {
  code: string;
  name: string;
  regionName?: string;
}

interface Picker extends Location {
  lists: Readonly<Record<List, ListState>>;
  places: Readonly<Record<List, readonly Place[]>>;
  failures: Readonly<Partial<Record<List, string>>>;
  heard: Location[];
  offeredBefore: Readonly<Record<List, boolean>>;
  loadedWhileFailed: boolean;
  requested: Readonly<Record<List, readonly string[]>>;
  /** By request (src/lib/reference-data.ts keeps each for the page's life); not failed ones. */
  held: Readonly<Record<string, 'asked' | 'loaded'>>;
}

/** Each asks the server unless the page holds it already (then it waits for that request). */
function requesting(before: Picker | null, after: Picker): Picker {
  const started = LISTS.filter(
    (list) =>
      after.lists[list] === 'loading' &&
      (before === null ||
        before.lists[list] !== 'loading' ||
        URL_OF[list](before) !== URL_OF[list](after)),
  ).filter((list) => after.held[URL_OF[list](after)] === undefined);
  if (started.length === 0) return after;
  const requested = { ...after.requested };
  const held = { ...after.held };
  for (const list of started) {
    const url = URL_OF[list](after);
    requested[list] = [...requested[list], url];
    held[url] = 'asked';
  }
  return { ...after, requested, held };
}

const heldLoaded = (w: Picker, list: List) =>
  w.lists[list] === 'loading' && w.held[URL_OF[list](w)] === 'loaded';

const load = (parentPicked: boolean): ListState => (parentPicked ? 'loading' : 'idle');

const failureOf = (event: ModelEvent) => event.error as { errorKey: string; message: string };

const keep = (failures: Picker['failures'], lists: List[]): Picker['failures'] =>
  Object.fromEntries(Object.entries(failures).filter(([list]) => lists.includes(list as List)));

/** What a pick picks, clears and reloads. */
function pick(w: Picker, level: Level, code: string): Picker {
  const list = LIST_OF[level];
  if (w.lists[list] !== 'ready' || !w.places[list].some((place) => place.code === code)) return w;
  let next: Picker;
  if (level === 'province')
    next = {
      ...w,
      province: code,
      city: '',
      barangay: '',
      region: '',
      lists: { ...w.lists, cities: 'loading', barangays: 'idle' },
      places: { ...w.places, cities: [], barangays: [] },
      failures: keep(w.failures, ['provinces']),
    };
  else if (level === 'city')
    next = {
      ...w,
      city: code,
      barangay: '',
      region: '',
      lists: { ...w.lists, barangays: 'loading' },
      places: { ...w.places, barangays: [] },
      failures: keep(w.failures, ['provinces', 'cities']),
    };
  else {
    const region = w.places.barangays.find((place) => place.code === code)?.regionName ?? '';
    next = { ...w, barangay: code, region };
  }
  const { province, city, barangay, region } = next;
  return { ...next, heard: [...w.heard, { province, city, barangay, region }] };
}

function step(w: Picker, event: ModelEvent): Picker {
  const answered = /^xstate\.(done|error)\.actor\.load(Provinces|Cities|Barangays)$/.exec(
    event.type,
  );
  if (answered) {
    const list = answered[2]?.toLowerCase() as List;
    if (w.lists[list] !== 'loading') return w;
    const url = URL_OF[list](w);
    if (answered[1] === 'done')
      return {
        ...w,
        held: { ...w.held, [url]: 'loaded' },
        lists: { ...w.lists, [list]: 'ready' },
        places: { ...w.places, [list]: event.output as Place[] },
        offeredBefore: { ...w.offeredBefore, [list]: true },
        loadedWhileFailed: Object.keys(w.failures).length > 0,
      };
    const failed = failureOf(event);
    return {
      ...w,
      // A list that could not load is not kept: the next time it is asked for again.
      held: Object.fromEntries(Object.entries(w.held).filter(([asked]) => asked !== url)),
      lists: { ...w.lists, [list]: 'failed' },
      places: { ...w.places, [list]: [] },
      failures: {
        ...w.failures,
        [list]: failed.errorKey === 'NETWORK_ERROR' ? GENERIC : failed.message,
      },
    };
  }
  switch (event.type) {
    case 'location.select':
      return pick(w, event.level as Level, String(event.code));
    case 'options.retry': {
      const again = (list: List): ListState =>
        w.lists[list] === 'failed' ? 'loading' : w.lists[list];
      return {
        ...w,
        lists: {
          provinces: again('provinces'),
          cities: again('cities'),
          barangays: again('barangays'),
        },
        failures: {},
      };
    }
    case 'location.reset': {
      const location = event.location as Location;
      return {
        ...w,
        ...location,
        lists: {
          ...w.lists,
          cities: load(location.province !== ''),
          barangays: load(location.province !== '' && location.city !== ''),
        },
        places: { ...w.places, cities: [], barangays: [] },
        failures: keep(w.failures, ['provinces']),
      };
    }
    default:
      return w;
  }
}

const next = (w: Picker, event: ModelEvent): Picker => requesting(w, step(w, event));

function answer(w: Picker, list: List): ModelEvent {
  const output =
    list === 'provinces'
      ? PROVINCES
      : list === 'cities'
        ? citiesOf(w.province)
        : barangaysOf(w.city);
  return { type: `xstate.done.actor.${ACTOR_OF[list]}`, output };
}

function offered(w: Picker): ModelEvent[] {
  const held = LISTS.find((list) => heldLoaded(w, list));
  if (held) return [answer(w, held)];
  const picks = LEVELS.flatMap((level) => {
    const list = LIST_OF[level];
    if (w.lists[list] !== 'ready') return [];
    return w.places[list]
      .filter((place) => place.code !== w[level])
      .map((place) => ({ type: 'location.select', level, code: place.code }));
  });
  const answers = LISTS.filter((list) => w.lists[list] === 'loading').map((list) =>
    answer(w, list),
  );
  for (const list of ['Provinces', 'Cities', 'Barangays'] as const)
    if (w.lists[list.toLowerCase() as List] === 'loading')
      answers.push({
        type: `xstate.error.actor.load${list}`,
        error: failure('NETWORK_ERROR', GENERIC),
      });
  const failed = Object.keys(w.failures).length > 0;
  return [...picks, ...(failed ? [{ type: 'options.retry' }] : []), ...answers];
}

const world: World<Picker> = {
  initial: (input) => {
    const location = input as Location;
    return requesting(null, {
      ...location,
      lists: {
        provinces: 'loading',
        cities: load(location.province !== ''),
        barangays: load(location.province !== '' && location.city !== ''),
      },
      places: { provinces: [], cities: [], barangays: [] },
      failures: {},
      heard: [],
      offeredBefore: { provinces: false, cities: false, barangays: false },
      loadedWhileFailed: false,
      requested: { provinces: [], cities: [], barangays: [] },
      held: {},
    });
  },
  events: (_, w) => offered(w),
  next,
  refused: next,
  // Which lists the page holds tells states apart: what a later pick does depends on it.
  atOnce: (w) => {
    const held = LISTS.find((list) => heldLoaded(w, list));
    return held && answer(w, held);
  },
  memory: (w) => JSON.stringify(Object.entries(w.held).sort()),
  // A region, and each list waiting, failed or gone after another place above, get a path.
  boundary: (w) =>
    [
      w.region ? 'region shown' : '',
      w.loadedWhileFailed && Object.keys(w.failures).length > 0
        ? 'a list loaded while another could not'
        : '',
      ...(['cities', 'barangays'] as const)
        .filter((list) => w.offeredBefore[list] && w.lists[list] !== 'ready')
        .map((list) => `${list} ${w.lists[list]} after offering places`),
    ].join('; '),
};

const events = (snapshot: AnyMachineSnapshot): ModelEvent[] =>
  LISTS.some((list) => heldLoaded((snapshot as WorldSnapshot<Picker>).world, list))
    ? []
    : [{ type: 'location.reset', location: EMPTY }];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({
    value,
    picked: [context.province, context.city, context.barangay, context.region],
    lists: [context.provinces.length, context.cities.length, context.barangays.length],
    error: context.error,
  });
};

function verify(w: Picker) {
  for (const level of LEVELS) {
    const list = LIST_OF[level];
    const select = screen.getByLabelText(LABELS[level]);
    if (!(select instanceof HTMLSelectElement)) throw new Error(`${level} is not a list`);
    const state = w.lists[list];
    const places = state === 'ready' ? w.places[list] : [];
    expect(
      [...select.options].filter((option) => option.value !== '').map((option) => option.label),
      `${list} offered`,
    ).toEqual(places.map((place) => place.name));
    const shown = places.some((place) => place.code === w[level]) ? w[level] : '';
    expect(select.value, `${level} picked`).toBe(shown);
    expect(select.getAttribute('aria-busy'), `${list} waiting`).toBe(
      state === 'loading' ? 'true' : null,
    );
    // (Whether a list that could not load may be opened is left to the view: it offers nothing.)
    const parent = PARENT_OF[level];
    if (state !== 'failed')
      expect(select.disabled, `${level} disabled`).toBe(
        state === 'loading' || (parent !== null && w[parent] === ''),
      );
  }
  const region = document.querySelector('p[aria-live]')?.textContent ?? '';
  expect(region, 'the region shown').toBe(w.region ? regionLine(w.region) : '');
  const message = w.failures.provinces ?? w.failures.cities ?? w.failures.barangays;
  expect(alertTexts(), 'the lists’ message').toEqual(
    message === undefined ? [] : [`${message} ${TRY_AGAIN}`],
  );
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
  unreachable: {
    'locationPicker.provinces|location.select|0 false':
      "a list takes a pick only once it is there, and the view offers no other: a list that waits is disabled and one that could not load offers nothing; 'takes no pick from a list that is not there yet' and 'shows no list of an older place after a failed reload' in location-picker.machine.test.ts cover it",
  },
  events,
  serializeState,
  world,
  start: async (input, inspect) => {
    const user = userEvent.setup({ delay: null });
    const calls = new FakeNetwork(LOCATION_ROUTES);
    // A fresh binding: src/lib/reference-data.ts would hand over a list an earlier path loaded.
    forgetReferenceData();
    const tellParent = vi.fn();
    // No form above it (a message to a missing parent throws): what it would hear is recorded.
    const machine = locationPickerFlow.provide({ actions: { tellParent } });
    const actor = createActor(machine, { input: input as Location, inspect });
    actor.start();
    const view = await renderWithRouter(<LocationSelects picker={actor} errors={{}} />);
    return {
      actor,
      view,
      perform: async (event) => {
        if (event.type === 'location.select')
          return user.selectOptions(
            screen.getByLabelText(LABELS[event.level as Level]),
            String(event.code),
          );
        if (event.type === 'options.retry')
          return user.click(screen.getByRole('button', { name: TRY_AGAIN }));
        if (event.type === 'location.reset') {
          actor.send(event as Parameters<typeof actor.send>[0]);
          return;
        }
        if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
      },
      verify: (_snapshot, w) => verify(w),
      finish: async (_snapshot, w) => {
        await waitFor(() => {
          for (const list of LISTS)
            expect(calls.urls.get(ACTOR_OF[list]) ?? [], `${list} requested`).toEqual(
              w.requested[list],
            );
        });
        const told = tellParent.mock.calls.map(([args]) => {
          const { province, city, barangay, region } = (args as { context: Location }).context;
          return { province, city, barangay, region };
        });
        expect(told, 'the picks the form heard').toEqual(w.heard);
      },
    };
  },
});
