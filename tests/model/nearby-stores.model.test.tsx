import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import type { NearbyStore, NearbyStoresResponse } from '#contract/partners';
import { nearbyStoresMachine } from '#machines/nearby-stores/nearby-stores.machine';
import { failure } from '#machines/shared/test-support';
import { nearbyStoresFlow } from '#src/features/partners/nearby.actors';
import { NearbyStoresView } from '#src/features/partners/nearby-stores';
import { renderWithRouter } from '../support/render';
import { defineModelSuite, type ModelEvent, type World } from './support/model';
import { FakeNetwork, NEARBY_ROUTES } from './support/network';
import { alertTexts } from './support/views';

type Snapshot = SnapshotFrom<typeof nearbyStoresMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

/**
 * Stores near me (machines/nearby-stores/nearby-stores.md). Every expectation is written here,
 * never read from the machine or the view.
 */
const GENERIC = 'Oops! Something went wrong. Please try again in a few minutes.';
const BUSY_SERVER = "We're having trouble right now. Please try again in a few minutes.";
const REFUSED =
  'Your location is not shared with this site, so we cannot find the stores near you. Choose your region instead.';
const UNAVAILABLE =
  'Your location could not be found just now. Tap Near me to try again, or choose your region instead.';
const NONE_NEAR = 'No partner stores within 100 km of you. Choose a region instead.';
const VISAYAS = 'Region VII (Central Visayas)';
const REGIONS = ['National Capital Region (NCR)', VISAYAS];

const store = (
  id: number,
  name: string,
  distanceKm: number | null,
  region: string,
): NearbyStore => ({
  id,
  name,
  branch: name.split(' ').slice(-2).join(' '),
  address: `Unit ${String(id)}, Rizal Street, ${region === VISAYAS ? 'Cebu City, Cebu' : 'Makati City, Metro Manila'}`,
  region,
  latitude: region === VISAYAS ? 10.3157 : 14.5551,
  longitude: region === VISAYAS ? 123.8854 : 121.0241,
  distanceKm,
  partner: { slug: 'bayanihan-mart', title: 'Bayanihan Mart' },
});
const NEAR = [
  store(1, 'Bayanihan Mart Makati Plaza', 0.346, 'National Capital Region (NCR)'),
  store(2, 'Bayanihan Mart Pasig Highway', 7.84, 'National Capital Region (NCR)'),
];
const IN_VISAYAS = [store(3, 'Bayanihan Mart Cebu Centro', null, VISAYAS)];
const answer = (stores: NearbyStore[]): NearbyStoresResponse => ({
  stores,
  regions: REGIONS,
  radiusKm: 100,
});

type Step = 'idle' | 'locating' | 'loading' | 'showing' | 'loadingRegions' | 'choosing' | 'failed';

interface NearbyWorld {
  step: Step;
  located: boolean;
  region: string | null;
  stores: NearbyStore[];
  regions: string[];
  reason: 'refused' | 'unavailable' | null;
  error: string | null;
  /** The requests for the location and for stores, as the browser and the server saw them. */
  locates: number;
  loads: string[];
}

const messageOf = (error: unknown) => {
  const failed = error as { errorKey: string; message: string };
  return failed.errorKey === 'NETWORK_ERROR' ? GENERIC : failed.message;
};

const MAKATI_QUERY = '?latitude=14.555&longitude=121.024';

function choose(w: NearbyWorld, region: unknown): NearbyWorld {
  if (typeof region !== 'string' || region.trim() === '') return w;
  return {
    ...w,
    step: 'loading',
    region,
    located: false,
    reason: null,
    error: null,
    loads: [...w.loads, `?${new URLSearchParams({ region }).toString()}`],
  };
}

/** Into the region offer: the regions load only when none are known yet. */
function offerRegions(w: NearbyWorld, reason: 'refused' | 'unavailable'): NearbyWorld {
  const known = w.regions.length > 0;
  return {
    ...w,
    step: known ? 'choosing' : 'loadingRegions',
    located: false,
    reason,
    error: null,
    loads: known ? w.loads : [...w.loads, ''],
  };
}

const reset = (w: NearbyWorld): NearbyWorld => ({
  ...w,
  step: 'idle',
  located: false,
  region: null,
  stores: [],
  reason: null,
  error: null,
});

function next(w: NearbyWorld, event: ModelEvent): NearbyWorld {
  const settled = w.step === 'showing' || w.step === 'choosing' || w.step === 'failed';
  switch (event.type) {
    case 'nearby.locate':
      return w.step === 'idle' || settled ? { ...w, step: 'locating', locates: w.locates + 1 } : w;
    case 'region.choose':
      return w.step === 'showing' || w.step === 'choosing' ? choose(w, event.region) : w;
    case 'nearby.close':
      return w.step === 'showing' ? reset(w) : w;
    case 'nearby.retry':
      if (w.step === 'failed')
        return { ...w, step: 'loading', error: null, loads: [...w.loads, w.loads.at(-1) ?? ''] };
      if (w.step === 'choosing')
        return w.regions.length === 0
          ? { ...w, step: 'loadingRegions', error: null, loads: [...w.loads, ''] }
          : { ...w, error: null };
      return w;
    case 'xstate.done.actor.locate': {
      if (w.step !== 'locating') return w;
      const { result } = event.output as { result: string };
      if (result === 'refused' || result === 'unavailable') return offerRegions(w, result);
      return {
        ...w,
        step: 'loading',
        located: true,
        region: null,
        reason: null,
        error: null,
        loads: [...w.loads, MAKATI_QUERY],
      };
    }
    case 'xstate.error.actor.locate':
      return w.step === 'locating' ? offerRegions(w, 'unavailable') : w;
    case 'xstate.done.actor.loadNearby': {
      if (w.step !== 'loading') return w;
      const output = event.output as NearbyStoresResponse;
      return { ...w, step: 'showing', stores: output.stores, regions: output.regions };
    }
    case 'xstate.error.actor.loadNearby':
      return w.step === 'loading' ? { ...w, step: 'failed', error: messageOf(event.error) } : w;
    case 'xstate.done.actor.loadRegions':
      return w.step === 'loadingRegions'
        ? { ...w, step: 'choosing', regions: (event.output as NearbyStoresResponse).regions }
        : w;
    case 'xstate.error.actor.loadRegions':
      return w.step === 'loadingRegions'
        ? { ...w, step: 'choosing', error: messageOf(event.error) }
        : w;
    default:
      return w;
  }
}

/** Where the view offers them: the region field, Try again, Close the list. */
const regionOffered = (w: NearbyWorld) =>
  (w.step === 'choosing' && w.error === null) ||
  (w.step === 'showing' && (!w.located || w.stores.length === 0));
const retryOffered = (w: NearbyWorld) =>
  (w.step === 'choosing' || w.step === 'failed') && w.error !== null;

const world: World<NearbyWorld> = {
  events: (_snapshot, w) => [
    ...(regionOffered(w) ? [{ type: 'region.choose', region: VISAYAS }] : []),
    ...(retryOffered(w) ? [{ type: 'nearby.retry' }] : []),
    ...(w.step === 'showing' ? [{ type: 'nearby.close' }] : []),
  ],
  initial: () => ({
    step: 'idle',
    located: false,
    region: null,
    stores: [],
    regions: [],
    reason: null,
    error: null,
    locates: 0,
    loads: [],
  }),
  next,
  refused: next,
  boundary: (w) =>
    [
      w.regions.length > 0 ? '(regions)' : '',
      w.error ? '(error)' : '',
      w.stores.length > 0 ? '(stores)' : '',
      w.located ? '(located)' : w.region ? '(region)' : '',
    ].join(' '),
};

const events = (): ModelEvent[] => [
  { type: 'nearby.locate' },
  {
    type: 'xstate.done.actor.locate',
    output: { result: 'located', latitude: 14.555, longitude: 121.024 },
  },
  { type: 'xstate.done.actor.locate', output: { result: 'refused' } },
  { type: 'xstate.done.actor.locate', output: { result: 'unavailable' } },
  { type: 'xstate.error.actor.locate', error: new Error('The browser gave no usable position.') },
  { type: 'xstate.done.actor.loadNearby', output: answer(NEAR) },
  { type: 'xstate.done.actor.loadNearby', output: answer(IN_VISAYAS) },
  { type: 'xstate.done.actor.loadNearby', output: answer([]) },
  { type: 'xstate.error.actor.loadNearby', error: failure('NETWORK_ERROR', GENERIC) },
  { type: 'xstate.done.actor.loadRegions', output: answer([]) },
  { type: 'xstate.error.actor.loadRegions', error: failure('SERVICE_UNAVAILABLE', BUSY_SERVER) },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({
    value,
    located: context.position !== null,
    region: context.region,
    stores: context.stores.map((each) => each.id),
    regions: context.regions.length,
    reason: context.reason,
    error: context.error,
  });
};

/** The browser's location API: each request waits until the path answers it. */
class FakeGeolocation {
  requests: { success: PositionCallback; failure: PositionErrorCallback | null | undefined }[] = [];

  getCurrentPosition = (success: PositionCallback, failure?: PositionErrorCallback | null) => {
    this.requests.push({ success, failure });
  };

  private take() {
    const request = this.requests.at(-1);
    if (!request) throw new Error('no location was asked for');
    return request;
  }

  answer(output: { result: string }) {
    const request = this.take();
    if (output.result === 'located') {
      // The browser's own precision: the app rounds it before anyone is told.
      request.success({
        coords: { latitude: 14.554712, longitude: 121.024456 },
        timestamp: 0,
      } as GeolocationPosition);
      return;
    }
    const code = output.result === 'refused' ? 1 : 2;
    request.failure?.({
      code,
      message: '',
      PERMISSION_DENIED: 1,
      POSITION_UNAVAILABLE: 2,
      TIMEOUT: 3,
    });
  }

  answerUnusable() {
    this.take().success({
      coords: { latitude: Number.NaN, longitude: Number.NaN },
      timestamp: 0,
    } as GeolocationPosition);
  }
}

function verify(w: NearbyWorld, geolocation: FakeGeolocation, calls: FakeNetwork) {
  const section = screen.getByRole('region', { name: 'Stores near me' });
  const busy = w.step === 'locating' || w.step === 'loading' || w.step === 'loadingRegions';
  expect(section).toHaveAttribute('aria-busy', String(busy));
  expect(within(section).getByRole('button', { name: 'Near me' })).toHaveProperty('disabled', busy);
  const status = within(section).getByRole('status').textContent;
  const shown =
    w.step !== 'showing' || (w.located && w.stores.length === 0)
      ? ''
      : w.located
        ? `${String(w.stores.length)} stores within 100 km, nearest first.`
        : `${String(w.stores.length)} ${w.stores.length === 1 ? 'store' : 'stores'} in ${w.region ?? ''}.`;
  expect(status).toBe(
    w.step === 'locating'
      ? 'Finding your location…'
      : w.step === 'loading'
        ? 'Finding the stores…'
        : shown,
  );
  const offer = w.step === 'choosing' || w.step === 'loadingRegions';
  const regionShown =
    (offer && w.error === null) || (w.step === 'showing' && (!w.located || w.stores.length === 0));
  expect(alertTexts()).toEqual([
    ...(offer ? [w.reason === 'refused' ? REFUSED : UNAVAILABLE] : []),
    ...((offer || w.step === 'failed') && w.error ? [w.error] : []),
  ]);
  expect(within(section).queryByRole('button', { name: 'Try again' }) !== null).toBe(
    (offer || w.step === 'failed') && w.error !== null,
  );
  expect(within(section).queryByText(NONE_NEAR) !== null).toBe(
    w.step === 'showing' && w.located && w.stores.length === 0,
  );
  const select = within(section).queryByRole('combobox', { name: 'Region' });
  expect(select !== null, 'the region offer').toBe(regionShown);
  if (select)
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(
      w.step === 'loadingRegions'
        ? ['Loading…']
        : [...(w.region === null ? ['Choose a region'] : []), ...w.regions],
    );
  const list = within(section).queryByRole('list');
  const listed = w.step === 'showing' ? w.stores : [];
  expect(list !== null).toBe(listed.length > 0);
  if (list) {
    expect(list).toHaveAccessibleName(
      w.located ? 'Stores near you' : `Stores in ${w.region ?? ''}`,
    );
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('link')[0]?.textContent)).toEqual(
      listed.map(() => 'Bayanihan Mart'),
    );
    listed.forEach((each, index) => {
      const item = items[index];
      if (!item) throw new Error('missing item');
      expect(item).toHaveTextContent(each.name);
      const distance =
        each.distanceKm === 0.346 ? '350 m away' : each.distanceKm === 7.84 ? '7.8 km away' : null;
      if (distance) expect(item).toHaveTextContent(distance);
      else expect(item.textContent).not.toMatch(/away/);
      const from = w.located ? '14.555%2C121.024' : '';
      expect(within(item).getByRole('link', { name: /^Directions to / })).toHaveAttribute(
        'href',
        `https://www.openstreetmap.org/directions?route=${from}%3B${each.latitude.toFixed(6)}%2C${each.longitude.toFixed(6)}`,
      );
    });
  }
  expect(within(section).queryByRole('button', { name: 'Close the list' }) !== null).toBe(
    w.step === 'showing',
  );
  expect(geolocation.requests).toHaveLength(w.locates);
  expect((calls.urls.get('loadNearby') ?? []).map((url) => url.replace(/^[^?]*/, ''))).toEqual(
    w.loads,
  );
}

defineModelSuite({
  name: 'nearbyStores',
  machine: nearbyStoresMachine,
  inputs: [{ buid: undefined }],
  unreachable: {
    'nearbyStores.showing|region.choose|0 false':
      "the Region field's only empty choice is its placeholder, shown while no region is chosen, when choosing it changes nothing; 'an empty choice is ignored' in nearby-stores.machine.test.ts covers it",
    'nearbyStores.choosingRegion.ready|region.choose|0 false':
      "as in showing: the placeholder is the field's value whenever it is offered; nearby-stores.machine.test.ts covers it",
  },
  events,
  serializeState,
  world,
  start: async (_input, inspect) => {
    const user = userEvent.setup({ delay: null });
    const calls = new FakeNetwork(NEARBY_ROUTES);
    const geolocation = new FakeGeolocation();
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, { geolocation }),
    );
    const actor = createActor(nearbyStoresFlow, { input: { buid: undefined }, inspect });
    actor.start();
    const view = await renderWithRouter(<NearbyStoresView actor={actor} />);
    return {
      actor,
      view,
      perform: async (event) => {
        switch (event.type) {
          case 'nearby.locate':
            return user.click(screen.getByRole('button', { name: 'Near me' }));
          case 'region.choose':
            return user.selectOptions(
              screen.getByRole('combobox', { name: 'Region' }),
              String(event.region),
            );
          case 'nearby.retry':
            return user.click(screen.getByRole('button', { name: 'Try again' }));
          case 'nearby.close':
            return user.click(screen.getByRole('button', { name: 'Close the list' }));
          case 'xstate.done.actor.locate':
            geolocation.answer(event.output as { result: string });
            return;
          case 'xstate.error.actor.locate':
            geolocation.answerUnusable();
            return;
          case 'xstate.done.actor.loadRegions':
            return calls.resolve('loadNearby', event.output);
          case 'xstate.error.actor.loadRegions':
            return calls.reject('loadNearby', event.error as ReturnType<typeof failure>);
          default:
            if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
        }
      },
      verify: (_snapshot, w) => {
        verify(w, geolocation, calls);
      },
    };
  },
});
