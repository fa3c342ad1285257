import { describe, expect, it } from 'vitest';
import { type ActorRefFrom, assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import type { Barangay, City, Province } from '#contract/locations';
import { failure, rejectWith } from '../shared/test-support';
import {
  type Location,
  type LocationChangeEvent,
  locationPickerMachine,
} from './location-picker.machine';

const PROVINCES: Province[] = [
  { code: '0102800000', name: 'Ilocos Norte' },
  { code: '0402100000', name: 'Cavite' },
];
const CITIES: Record<string, City[]> = {
  '0102800000': [{ code: '0102805000', name: 'Laoag City', provinceCode: '0102800000' }],
  // The places the tests pick come second in their lists: a name must be the picked one's.
  '0402100000': [
    { code: '0402105000', name: 'Bacoor City', provinceCode: '0402100000' },
    { code: '0402109000', name: 'Dasmariñas City', provinceCode: '0402100000' },
  ],
};
const BARANGAYS: Record<string, Barangay[]> = {
  '0102805000': [
    { code: '0102805001', name: 'Barangay 1', regionCode: '0100000000', regionName: 'Region I' },
  ],
  '0402109000': [
    {
      code: '0402109011',
      name: 'Salitran II',
      regionCode: '0400000000',
      regionName: 'Region IV-A',
    },
    {
      code: '0402109010',
      name: 'Salitran I',
      regionCode: '0400000000',
      regionName: 'Region IV-A',
    },
  ],
  '0402105000': [],
};
const EMPTY: Location = { province: '', city: '', barangay: '', region: '' };

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function start(
  options: {
    input?: Location;
    provinces?: () => Promise<Province[]>;
    cities?: (province: string) => Promise<City[]>;
    barangays?: (city: string) => Promise<Barangay[]>;
  } = {},
) {
  const calls = {
    provinces: 0,
    cities: [] as { province: string }[],
    barangays: [] as { province: string; city: string }[],
  };
  const picker = locationPickerMachine.provide({
    actors: {
      loadProvinces: fromPromise<Province[], undefined>(() => {
        calls.provinces += 1;
        return (options.provinces ?? (() => Promise.resolve(PROVINCES)))();
      }),
      loadCities: fromPromise<City[], { province: string }>(({ input }) => {
        calls.cities.push(input);
        return (options.cities ?? ((code) => Promise.resolve(CITIES[code] ?? [])))(input.province);
      }),
      loadBarangays: fromPromise<Barangay[], { province: string; city: string }>(({ input }) => {
        calls.barangays.push(input);
        return (options.barangays ?? ((code) => Promise.resolve(BARANGAYS[code] ?? [])))(
          input.city,
        );
      }),
    },
  });
  // The parent every form is: it hears each pick as `location.change`.
  const parent = setup({
    types: { context: {} as { heard: LocationChangeEvent[] }, events: {} as LocationChangeEvent },
    actors: { picker },
  }).createMachine({
    context: { heard: [] },
    invoke: { id: 'picker', src: 'picker', input: options.input ?? EMPTY },
    on: {
      'location.change': {
        actions: assign({ heard: ({ context, event }) => [...context.heard, event] }),
      },
    },
  });
  const host = createActor(parent).start();
  const actor = host.getSnapshot().children.picker as ActorRefFrom<typeof picker>;
  const heard = () => host.getSnapshot().context.heard;
  return { actor, heard, calls };
}

type Actor = ReturnType<typeof start>['actor'];
const regions = (actor: Actor) => actor.getSnapshot().value;
const settled = (actor: Actor) =>
  waitFor(
    actor,
    (s) =>
      !s.matches({ provinces: 'loading' }) &&
      !s.matches({ cities: 'loading' }) &&
      !s.matches({ barangays: 'loading' }),
  );

describe('locationPicker', () => {
  it('loads the provinces and waits for a province with nothing picked', async () => {
    const { actor, calls } = start();
    expect(regions(actor)).toEqual({ provinces: 'loading', cities: 'idle', barangays: 'idle' });
    // Nothing to offer before the first answer.
    expect(actor.getSnapshot().context).toMatchObject({ provinces: [], cities: [], barangays: [] });
    await settled(actor);
    expect(regions(actor)).toEqual({ provinces: 'ready', cities: 'idle', barangays: 'idle' });
    expect(actor.getSnapshot().context.provinces).toEqual(PROVINCES);
    expect(calls).toEqual({ provinces: 1, cities: [], barangays: [] });
  });

  it('loads the cities and barangays of a location it starts with', async () => {
    const { actor, calls } = start({
      input: {
        province: '0402100000',
        city: '0402109000',
        barangay: '0402109010',
        region: 'Region IV-A',
      },
    });
    expect(regions(actor)).toEqual({
      provinces: 'loading',
      cities: 'loading',
      barangays: 'loading',
    });
    await settled(actor);
    expect(regions(actor)).toEqual({ provinces: 'ready', cities: 'ready', barangays: 'ready' });
    expect(calls.cities).toEqual([{ province: '0402100000' }]);
    expect(calls.barangays).toEqual([{ province: '0402100000', city: '0402109000' }]);
    expect(actor.getSnapshot().context).toMatchObject({
      cities: CITIES['0402100000'],
      barangays: BARANGAYS['0402109000'],
      barangay: '0402109010',
      region: 'Region IV-A',
    });
  });

  it('loads no barangays for a city without a province', async () => {
    const { actor, calls } = start({ input: { ...EMPTY, city: '0402109000' } });
    await settled(actor);
    expect(regions(actor)).toEqual({ provinces: 'ready', cities: 'idle', barangays: 'idle' });
    expect(calls.barangays).toEqual([]);
  });

  it('takes no pick from a list that is not there yet', async () => {
    const provinces = deferred<Province[]>();
    const { actor, heard } = start({ provinces: () => provinces.promise });
    actor.send({ type: 'location.select', level: 'province', code: '0402100000' });
    actor.send({ type: 'location.select', level: 'city', code: '0402109000' });
    actor.send({ type: 'location.select', level: 'barangay', code: '0402109010' });
    expect(actor.getSnapshot().context).toMatchObject(EMPTY);
    provinces.resolve(PROVINCES);
    await settled(actor);
    actor.send({ type: 'location.select', level: 'city', code: '0402109000' });
    actor.send({ type: 'location.select', level: 'barangay', code: '0402109010' });
    expect(actor.getSnapshot().context).toMatchObject(EMPTY);
    expect(regions(actor)).toEqual({ provinces: 'ready', cities: 'idle', barangays: 'idle' });
    expect(heard()).toEqual([]);
  });

  it('picks province, city and barangay in turn, loading each list and telling the parent', async () => {
    const { actor, heard, calls } = start();
    await settled(actor);

    actor.send({ type: 'location.select', level: 'province', code: '0402100000' });
    expect(regions(actor)).toMatchObject({ cities: 'loading', barangays: 'idle' });
    await settled(actor);
    expect(calls.cities).toEqual([{ province: '0402100000' }]);
    expect(actor.getSnapshot().context.cities).toEqual(CITIES['0402100000']);

    actor.send({ type: 'location.select', level: 'city', code: '0402109000' });
    expect(regions(actor)).toMatchObject({ cities: 'ready', barangays: 'loading' });
    await settled(actor);
    expect(calls.barangays).toEqual([{ province: '0402100000', city: '0402109000' }]);

    actor.send({ type: 'location.select', level: 'barangay', code: '0402109010' });
    expect(regions(actor)).toEqual({ provinces: 'ready', cities: 'ready', barangays: 'ready' });
    expect(actor.getSnapshot().context).toMatchObject({
      province: '0402100000',
      city: '0402109000',
      barangay: '0402109010',
      region: 'Region IV-A',
    });
    expect(heard()).toEqual([
      {
        type: 'location.change',
        location: { province: '0402100000', city: '', barangay: '', region: '' },
        names: { province: 'Cavite', city: '', barangay: '' },
      },
      {
        type: 'location.change',
        location: { province: '0402100000', city: '0402109000', barangay: '', region: '' },
        names: { province: 'Cavite', city: 'Dasmariñas City', barangay: '' },
      },
      {
        type: 'location.change',
        location: {
          province: '0402100000',
          city: '0402109000',
          barangay: '0402109010',
          region: 'Region IV-A',
        },
        names: { province: 'Cavite', city: 'Dasmariñas City', barangay: 'Salitran I' },
      },
    ]);
  });

  it('clears city, barangay and region and empties the barangays on a new province', async () => {
    const { actor, heard } = start({
      input: {
        province: '0402100000',
        city: '0402109000',
        barangay: '0402109010',
        region: 'Region IV-A',
      },
    });
    await settled(actor);
    actor.send({ type: 'location.select', level: 'province', code: '0102800000' });
    expect(actor.getSnapshot().context).toMatchObject({
      province: '0102800000',
      city: '',
      barangay: '',
      region: '',
      barangays: [],
    });
    expect(regions(actor)).toMatchObject({ cities: 'loading', barangays: 'idle' });
    await settled(actor);
    expect(actor.getSnapshot().context.cities).toEqual(CITIES['0102800000']);
    expect(heard()).toHaveLength(1);
  });

  it('clears the barangay and region on a new city', async () => {
    const { actor } = start({
      input: {
        province: '0402100000',
        city: '0402109000',
        barangay: '0402109010',
        region: 'Region IV-A',
      },
    });
    await settled(actor);
    actor.send({ type: 'location.select', level: 'city', code: '0402105000' });
    expect(actor.getSnapshot().context).toMatchObject({
      city: '0402105000',
      barangay: '',
      region: '',
    });
    await settled(actor);
    expect(actor.getSnapshot().context.barangays).toEqual([]);
  });

  it('sets no region for a barangay that is not in the list', async () => {
    const { actor } = start({
      input: { province: '0402100000', city: '0402109000', barangay: '', region: '' },
    });
    await settled(actor);
    actor.send({ type: 'location.select', level: 'barangay', code: '9999999999' });
    expect(actor.getSnapshot().context).toMatchObject({ barangay: '9999999999', region: '' });
  });

  it('shows a failed province list and loads it again on Try again', async () => {
    let calls = 0;
    const { actor } = start({
      provinces: () => {
        calls += 1;
        return calls === 1
          ? rejectWith(failure('UPSTREAM_UNAVAILABLE', 'Lists are unavailable.'))
          : Promise.resolve(PROVINCES);
      },
    });
    await settled(actor);
    expect(regions(actor)).toMatchObject({ provinces: 'failed' });
    expect(actor.getSnapshot().context.error).toBe('Lists are unavailable.');
    actor.send({ type: 'location.select', level: 'province', code: '0402100000' });
    expect(actor.getSnapshot().context.province).toBe('');
    actor.send({ type: 'options.retry' });
    expect(regions(actor)).toMatchObject({ provinces: 'loading' });
    await settled(actor);
    expect(regions(actor)).toMatchObject({ provinces: 'ready' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls).toBe(2);
  });

  it('shows a failed city list and loads it again on Try again', async () => {
    let calls = 0;
    const { actor } = start({
      input: { ...EMPTY, province: '0402100000' },
      cities: () => {
        calls += 1;
        return calls === 1
          ? rejectWith(failure('UPSTREAM_UNAVAILABLE', 'No cities.'))
          : Promise.resolve(CITIES['0402100000'] ?? []);
      },
    });
    await settled(actor);
    expect(regions(actor)).toMatchObject({ cities: 'failed' });
    expect(actor.getSnapshot().context.error).toBe('No cities.');
    actor.send({ type: 'options.retry' });
    await settled(actor);
    expect(regions(actor)).toMatchObject({ provinces: 'ready', cities: 'ready' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls).toBe(2);
  });

  it('shows a failed barangay list and loads it again on Try again', async () => {
    let calls = 0;
    const { actor } = start({
      input: { ...EMPTY, province: '0402100000', city: '0402109000' },
      barangays: () => {
        calls += 1;
        return calls === 1
          ? rejectWith(failure('UPSTREAM_UNAVAILABLE', 'No barangays.'))
          : Promise.resolve(BARANGAYS['0402109000'] ?? []);
      },
    });
    await settled(actor);
    expect(regions(actor)).toMatchObject({ barangays: 'failed' });
    expect(actor.getSnapshot().context.error).toBe('No barangays.');
    actor.send({ type: 'options.retry' });
    await settled(actor);
    expect(regions(actor)).toEqual({ provinces: 'ready', cities: 'ready', barangays: 'ready' });
    expect(actor.getSnapshot().context.barangays).toEqual(BARANGAYS['0402109000']);
    expect(calls).toBe(2);
  });

  it('offers none of the old province’s cities while the new ones load', async () => {
    const cities = deferred<City[]>();
    const { actor, heard } = start({
      input: {
        province: '0402100000',
        city: '0402109000',
        barangay: '0402109010',
        region: 'Region IV-A',
      },
      cities: (province) =>
        province === '0402100000' ? Promise.resolve(CITIES[province] ?? []) : cities.promise,
    });
    await settled(actor);
    expect(actor.getSnapshot().context.cities).toEqual(CITIES['0402100000']);

    actor.send({ type: 'location.select', level: 'province', code: '0102800000' });
    expect(regions(actor)).toMatchObject({ cities: 'loading', barangays: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ cities: [], barangays: [] });

    // The cities offered are the new province's.
    cities.resolve(CITIES['0102800000'] ?? []);
    await settled(actor);
    expect(actor.getSnapshot().context.cities).toEqual(CITIES['0102800000']);
    expect(heard()).toHaveLength(1);
  });

  it('shows no list of an older place after a failed reload', async () => {
    const { actor } = start({
      input: { ...EMPTY, province: '0402100000', city: '0402109000' },
      cities: (province) =>
        province === '0402100000'
          ? Promise.resolve(CITIES[province] ?? [])
          : rejectWith(failure('UPSTREAM_UNAVAILABLE', 'No cities.')),
      barangays: (city) =>
        city === '0402109000'
          ? Promise.resolve(BARANGAYS[city] ?? [])
          : rejectWith(failure('UPSTREAM_UNAVAILABLE', 'No barangays.')),
    });
    await settled(actor);
    actor.send({ type: 'location.select', level: 'city', code: '0402105000' });
    await settled(actor);
    expect(regions(actor)).toMatchObject({ cities: 'ready', barangays: 'failed' });
    expect(actor.getSnapshot().context.barangays).toEqual([]);

    actor.send({ type: 'location.select', level: 'province', code: '0102800000' });
    await settled(actor);
    expect(regions(actor)).toMatchObject({ cities: 'failed', barangays: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ cities: [], error: 'No cities.' });
    // A city of the old province is not there to pick.
    actor.send({ type: 'location.select', level: 'city', code: '0402109000' });
    expect(actor.getSnapshot().context.city).toBe('');
  });

  it('keeps the message while a list could not load, whatever the other lists do', async () => {
    const provinces = deferred<Province[]>();
    const barangays = deferred<Barangay[]>();
    let cityCalls = 0;
    const { actor } = start({
      input: { ...EMPTY, province: '0402100000', city: '0402109000' },
      provinces: () => provinces.promise,
      cities: () => {
        cityCalls += 1;
        return cityCalls === 1
          ? rejectWith(failure('UPSTREAM_UNAVAILABLE', 'No cities.'))
          : Promise.resolve(CITIES['0402100000'] ?? []);
      },
      barangays: () => barangays.promise,
    });
    await waitFor(actor, (s) => s.matches({ cities: 'failed' }));
    expect(actor.getSnapshot().context.error).toBe('No cities.');

    provinces.resolve(PROVINCES);
    barangays.resolve(BARANGAYS['0402109000'] ?? []);
    await settled(actor);
    expect(regions(actor)).toEqual({ provinces: 'ready', cities: 'failed', barangays: 'ready' });
    expect(actor.getSnapshot().context.error).toBe('No cities.');

    // Try again: no message while the list loads again, none once it is there.
    actor.send({ type: 'options.retry' });
    expect(regions(actor)).toMatchObject({ cities: 'loading' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({ error: null, failures: {} });
  });

  it('shows the first list’s message while several could not load, and each goes with its list', async () => {
    const { actor } = start({
      input: { ...EMPTY, province: '0402100000', city: '0402109000' },
      provinces: () => rejectWith(failure('UPSTREAM_UNAVAILABLE', 'No provinces.')),
      barangays: () => rejectWith(failure('UPSTREAM_UNAVAILABLE', 'No barangays.')),
    });
    await settled(actor);
    expect(actor.getSnapshot().context.error).toBe('No provinces.');
    // The form puts back a location without a city: the barangays are no longer asked for.
    actor.send({ type: 'location.reset', location: { ...EMPTY, province: '0402100000' } });
    await settled(actor);
    expect(regions(actor)).toEqual({ provinces: 'failed', cities: 'ready', barangays: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'No provinces.',
      failures: { provinces: 'No provinces.' },
    });
  });

  it('loads nothing again on Try again when every list is there', async () => {
    const { actor, calls } = start({ input: { ...EMPTY, province: '0402100000' } });
    await settled(actor);
    actor.send({ type: 'options.retry' });
    expect(regions(actor)).toEqual({ provinces: 'ready', cities: 'ready', barangays: 'idle' });
    expect(calls.provinces).toBe(1);
    expect(calls.cities).toHaveLength(1);
  });

  it('puts a location back on reset and chooses the lists again, without telling the parent', async () => {
    const { actor, heard, calls } = start({
      input: {
        province: '0402100000',
        city: '0402109000',
        barangay: '0402109010',
        region: 'Region IV-A',
      },
    });
    await settled(actor);
    actor.send({ type: 'location.reset', location: EMPTY });
    expect(actor.getSnapshot().context).toMatchObject({ ...EMPTY, cities: [], barangays: [] });
    expect(regions(actor)).toEqual({ provinces: 'ready', cities: 'idle', barangays: 'idle' });

    const back: Location = {
      province: '0102800000',
      city: '0102805000',
      barangay: '0102805001',
      region: 'Region I',
    };
    actor.send({ type: 'location.reset', location: back });
    expect(regions(actor)).toEqual({
      provinces: 'ready',
      cities: 'loading',
      barangays: 'loading',
    });
    await settled(actor);
    expect(actor.getSnapshot().context).toMatchObject({
      ...back,
      cities: CITIES['0102800000'],
      barangays: BARANGAYS['0102805000'],
    });
    expect(calls.cities.at(-1)).toEqual({ province: '0102800000' });
    expect(calls.barangays.at(-1)).toEqual({ province: '0102800000', city: '0102805000' });
    expect(heard()).toEqual([]);
  });
});
