import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { NearbyStore, NearbyStoresResponse } from '#contract/partners';
import { failure, rejectWith } from '../shared/test-support';
import { nearbyStoresMachine, type Located, type NearbyQuery } from './nearby-stores.machine';

const STORE: NearbyStore = {
  id: 7,
  name: 'Bayanihan Mart Makati Plaza',
  branch: 'Makati Plaza',
  address: 'Unit 2, 120 Rizal Street, Brgy. Poblacion, Makati City, Metro Manila',
  region: 'National Capital Region (NCR)',
  latitude: 14.5551,
  longitude: 121.0241,
  distanceKm: 0.05,
  partner: { slug: 'bayanihan-mart', title: 'Bayanihan Mart' },
};
const REGIONS = ['National Capital Region (NCR)', 'Region VII (Central Visayas)'];
const answer = (stores: NearbyStore[] = [STORE]): NearbyStoresResponse => ({
  stores,
  regions: REGIONS,
  radiusKm: 100,
});
const MAKATI: Located = { result: 'located', latitude: 14.555, longitude: 121.024 };

/** Each call is answered by the next of the given answers, in order; later ones hang. */
function start(
  options: {
    located?: (() => Promise<Located>)[];
    loads?: (() => Promise<NearbyStoresResponse>)[];
    buid?: string;
  } = {},
) {
  const located = [...(options.located ?? [])];
  const loads = [...(options.loads ?? [])];
  const queries: NearbyQuery[] = [];
  let locates = 0;
  const machine = nearbyStoresMachine.provide({
    actors: {
      locate: fromPromise(() => {
        locates += 1;
        return located.shift()?.() ?? new Promise<Located>(() => undefined);
      }),
      loadNearby: fromPromise(({ input }: { input: NearbyQuery }) => {
        queries.push(input);
        return loads.shift()?.() ?? new Promise<NearbyStoresResponse>(() => undefined);
      }),
    },
  });
  const actor = createActor(machine, { input: { buid: options.buid } }).start();
  return { actor, queries, locates: () => locates };
}

describe('nearbyStores', () => {
  it('asks for nothing until Near me is tapped, then the location, then the stores near it', async () => {
    const { actor, queries, locates } = start({
      located: [() => Promise.resolve(MAKATI)],
      loads: [() => Promise.resolve(answer())],
      buid: 'BAYANIHAN_MART',
    });
    expect(nearbyStoresMachine.id).toBe('nearbyStores');
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({
      buid: 'BAYANIHAN_MART',
      position: null,
      region: null,
      stores: [],
      regions: [],
      reason: null,
      error: null,
    });
    expect(locates()).toBe(0);
    actor.send({ type: 'nearby.locate' });
    expect(actor.getSnapshot().value).toBe('locating');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('showing'));
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(locates()).toBe(1);
    expect(queries).toEqual([
      { buid: 'BAYANIHAN_MART', position: { latitude: 14.555, longitude: 121.024 }, region: null },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({
      position: { latitude: 14.555, longitude: 121.024 },
      stores: [STORE],
      regions: REGIONS,
      reason: null,
    });
  });

  it('while loading it is busy and a second tap asks nothing more', () => {
    const { actor, locates } = start({ located: [() => Promise.resolve(MAKATI)] });
    actor.send({ type: 'nearby.locate' });
    actor.send({ type: 'nearby.locate' });
    expect(locates()).toBe(1);
  });

  it('refused, it offers the regions, loading them once', async () => {
    const { actor, queries } = start({
      located: [() => Promise.resolve({ result: 'refused' })],
      loads: [() => Promise.resolve(answer([]))],
    });
    actor.send({ type: 'nearby.locate' });
    await waitFor(actor, (s) => s.matches({ choosingRegion: 'ready' }));
    expect(actor.getSnapshot().context).toMatchObject({
      reason: 'refused',
      regions: REGIONS,
      position: null,
      error: null,
    });
    expect(queries).toEqual([{ buid: undefined, position: null, region: null }]);
    // A retry here has nothing to load: the regions are known.
    actor.send({ type: 'nearby.retry' });
    expect(actor.getSnapshot().value).toEqual({ choosingRegion: 'ready' });
    expect(queries).toHaveLength(1);
  });

  it('not found (or the browser failing), it offers the regions it already knows without loading them', async () => {
    const { actor, queries } = start({
      located: [
        () => Promise.resolve(MAKATI),
        () => Promise.resolve({ result: 'unavailable' }),
        () => Promise.reject(new Error('no geolocation')),
      ],
      loads: [() => Promise.resolve(answer())],
    });
    actor.send({ type: 'nearby.locate' });
    await waitFor(actor, (s) => s.matches('showing'));
    actor.send({ type: 'nearby.locate' });
    await waitFor(actor, (s) => s.matches('choosingRegion'));
    expect(actor.getSnapshot().value).toEqual({ choosingRegion: 'ready' });
    expect(actor.getSnapshot().context).toMatchObject({ reason: 'unavailable', position: null });
    expect(queries).toHaveLength(1);
    actor.send({ type: 'nearby.locate' });
    expect(actor.getSnapshot().context.reason).toBe('unavailable');
    await waitFor(actor, (s) => s.matches({ choosingRegion: 'ready' }));
    expect(actor.getSnapshot().context.reason).toBe('unavailable');
  });

  it('a region chosen lists its stores, without a position; an empty choice is ignored', async () => {
    const { actor, queries } = start({
      located: [() => Promise.resolve({ result: 'refused' })],
      loads: [() => Promise.resolve(answer([])), () => Promise.resolve(answer())],
    });
    actor.send({ type: 'nearby.locate' });
    await waitFor(actor, (s) => s.matches({ choosingRegion: 'ready' }));
    actor.send({ type: 'region.choose', region: ' ' });
    expect(actor.getSnapshot().value).toEqual({ choosingRegion: 'ready' });
    actor.send({ type: 'region.choose', region: 'Region VII (Central Visayas)' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context).toMatchObject({
      region: 'Region VII (Central Visayas)',
      reason: null,
    });
    await waitFor(actor, (s) => s.matches('showing'));
    expect(queries.at(-1)).toEqual({
      buid: undefined,
      position: null,
      region: 'Region VII (Central Visayas)',
    });
  });

  it('another region after a list loads it; Near me then forgets the region', async () => {
    const { actor, queries } = start({
      located: [() => Promise.resolve({ result: 'refused' }), () => Promise.resolve(MAKATI)],
      loads: [
        () => Promise.resolve(answer([])),
        () => Promise.resolve(answer()),
        () => Promise.resolve(answer()),
        () => Promise.resolve(answer()),
      ],
    });
    // No region before the member asks: the field is not offered.
    actor.send({ type: 'region.choose', region: 'National Capital Region (NCR)' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'nearby.locate' });
    await waitFor(actor, (s) => s.matches({ choosingRegion: 'ready' }));
    actor.send({ type: 'region.choose', region: 'National Capital Region (NCR)' });
    await waitFor(actor, (s) => s.matches('showing'));
    actor.send({ type: 'region.choose', region: '' });
    expect(actor.getSnapshot().value).toBe('showing');
    actor.send({ type: 'region.choose', region: 'Region VII (Central Visayas)' });
    await waitFor(
      actor,
      (s) => s.matches('showing') && s.context.region !== 'National Capital Region (NCR)',
    );
    actor.send({ type: 'nearby.locate' });
    await waitFor(actor, (s) => s.matches('showing') && s.context.position !== null);
    expect(queries.map((query) => query.region)).toEqual([
      null,
      'National Capital Region (NCR)',
      'Region VII (Central Visayas)',
      null,
    ]);
    expect(actor.getSnapshot().context.region).toBeNull();
  });

  it('a failed load says why; Try again loads the same again, the message cleared', async () => {
    const { actor, queries } = start({
      located: [() => Promise.resolve(MAKATI)],
      loads: [
        () => rejectWith(failure('NETWORK_ERROR', 'Please check your connection.')),
        () => Promise.resolve(answer()),
      ],
    });
    actor.send({ type: 'nearby.locate' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Please check your connection.');
    actor.send({ type: 'nearby.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('showing'));
    expect(queries).toHaveLength(2);
    expect(queries[1]).toEqual(queries[0]);
  });

  it('regions that cannot load say why; Try again loads them', async () => {
    const { actor, queries } = start({
      located: [() => Promise.resolve({ result: 'refused' })],
      loads: [
        () => rejectWith(failure('SERVICE_UNAVAILABLE', 'Try again in a few minutes.')),
        () => Promise.resolve(answer([])),
      ],
    });
    actor.send({ type: 'nearby.locate' });
    await waitFor(actor, (s) => s.matches({ choosingRegion: 'ready' }));
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Try again in a few minutes.',
      regions: [],
    });
    actor.send({ type: 'nearby.retry' });
    expect(actor.getSnapshot().value).toEqual({ choosingRegion: 'loadingRegions' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.context.regions.length > 0);
    expect(queries).toHaveLength(2);
  });

  it('Close the list forgets the list but the regions; a failure or the region offer has none', async () => {
    const { actor } = start({
      located: [() => Promise.resolve(MAKATI)],
      loads: [() => Promise.resolve(answer())],
    });
    actor.send({ type: 'nearby.locate' });
    await waitFor(actor, (s) => s.matches('showing'));
    actor.send({ type: 'nearby.close' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({
      position: null,
      region: null,
      stores: [],
      regions: REGIONS,
      reason: null,
      error: null,
    });
    for (const [located, load, settled] of [
      [MAKATI, () => rejectWith(failure('NETWORK_ERROR', 'Offline.')), 'failed'],
      [{ result: 'refused' }, () => Promise.resolve(answer([])), 'choosingRegion'],
    ] as const) {
      const other = start({ located: [() => Promise.resolve(located)], loads: [load] });
      other.actor.send({ type: 'nearby.locate' });
      await waitFor(other.actor, (s) => s.matches(settled) && !s.hasTag('busy'));
      const before = other.actor.getSnapshot().value;
      other.actor.send({ type: 'nearby.close' });
      expect(other.actor.getSnapshot().value).toEqual(before);
    }
  });

  it('from a failure, Near me starts again; a region is not taken there', async () => {
    const { actor, locates } = start({
      located: [() => Promise.resolve(MAKATI)],
      loads: [() => rejectWith(failure('NETWORK_ERROR', 'Offline.'))],
    });
    actor.send({ type: 'nearby.locate' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'region.choose', region: 'Region VII (Central Visayas)' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Offline.');
    actor.send({ type: 'nearby.locate' });
    expect(actor.getSnapshot().value).toBe('locating');
    expect(locates()).toBe(2);
  });
});
