import { assign, setup } from 'xstate';
import type { ApiFailure } from '#contract/errors';
import type { NearbyStore, NearbyStoresResponse } from '#contract/partners';
import { failureOf, outputOf } from '../shared/failure';
import { stubActor } from '../shared/stubs';

/**
 * Stores near me (docs/decisions/0066-stores-near-me.md): "Near me" asks the browser for the
 * location, never before the tap; the server lists the stores nearest it. Without a location
 * (refused, or not found), the member chooses a region instead.
 */
export interface Position {
  latitude: number;
  longitude: number;
}

/** What the browser answered: a position, a refusal, or nothing it could find. */
export type Located =
  ({ result: 'located' } & Position) | { result: 'refused' } | { result: 'unavailable' };

export interface NearbyInput {
  /** One partner's stores (its page); all partners' when undefined. */
  buid: string | undefined;
}

export interface NearbyQuery {
  buid: string | undefined;
  position: Position | null;
  region: string | null;
}

export interface NearbyStoresContext {
  buid: string | undefined;
  position: Position | null;
  region: string | null;
  stores: NearbyStore[];
  regions: string[];
  /** Why the regions are offered instead of the location's stores. */
  reason: 'refused' | 'unavailable' | null;
  error: string | null;
}

export type NearbyStoresEvent =
  | { type: 'nearby.locate' }
  | { type: 'region.choose'; region: string }
  | { type: 'nearby.retry' }
  | { type: 'nearby.close' };

const regionOf = ({ event }: { event: NearbyStoresEvent }) =>
  event.type === 'region.choose' ? event.region : '';

const chooseRegion = {
  guard: 'isRegion',
  target: '#nearbyStores.loading',
  actions: { type: 'assignRegion', params: regionOf },
} as const;

export const nearbyStoresMachine = setup({
  types: {
    context: {} as NearbyStoresContext,
    events: {} as NearbyStoresEvent,
    input: {} as NearbyInput,
  },
  actors: {
    locate: stubActor<Located, undefined>('locate'),
    loadNearby: stubActor<NearbyStoresResponse, NearbyQuery>('loadNearby'),
  },
  guards: {
    isRegion: ({ event }) => event.type === 'region.choose' && event.region.trim() !== '',
    wasRefused: (_, located: Located) => located.result === 'refused',
    wasUnavailable: (_, located: Located) => located.result === 'unavailable',
    knowsRegions: ({ context }) => context.regions.length > 0,
  },
  actions: {
    assignPosition: assign((_, located: Located) => ({
      position:
        located.result === 'located'
          ? { latitude: located.latitude, longitude: located.longitude }
          : null,
      region: null,
      reason: null,
      error: null,
    })),
    noteRefused: assign({ position: null, reason: 'refused', error: null }),
    noteUnavailable: assign({ position: null, reason: 'unavailable', error: null }),
    assignRegion: assign((_, region: string) => ({
      region,
      position: null,
      reason: null,
      error: null,
    })),
    assignAnswer: assign((_, answer: NearbyStoresResponse) => ({
      stores: answer.stores,
      regions: answer.regions,
    })),
    assignRegions: assign((_, answer: NearbyStoresResponse) => ({ regions: answer.regions })),
    assignError: assign((_, failure: ApiFailure) => ({ error: failure.message })),
    clearError: assign({ error: null }),
    reset: assign({ position: null, region: null, stores: [], reason: null, error: null }),
  },
}).createMachine({
  id: 'nearbyStores',
  context: ({ input }) => ({
    buid: input.buid,
    position: null,
    region: null,
    stores: [],
    regions: [],
    reason: null,
    error: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'nearby.locate': 'locating' },
    },
    locating: {
      tags: ['busy'],
      invoke: {
        id: 'locate',
        src: 'locate',
        onDone: [
          {
            guard: { type: 'wasRefused', params: outputOf },
            target: 'choosingRegion',
            actions: 'noteRefused',
          },
          {
            guard: { type: 'wasUnavailable', params: outputOf },
            target: 'choosingRegion',
            actions: 'noteUnavailable',
          },
          { target: 'loading', actions: { type: 'assignPosition', params: outputOf } },
        ],
        onError: { target: 'choosingRegion', actions: 'noteUnavailable' },
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadNearby',
        src: 'loadNearby',
        input: ({ context }) => ({
          buid: context.buid,
          position: context.position,
          region: context.region,
        }),
        onDone: { target: 'showing', actions: { type: 'assignAnswer', params: outputOf } },
        onError: { target: 'failed', actions: { type: 'assignError', params: failureOf } },
      },
    },
    showing: {
      on: {
        'nearby.locate': 'locating',
        'region.choose': chooseRegion,
        'nearby.close': { target: 'idle', actions: 'reset' },
      },
    },
    choosingRegion: {
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'knowsRegions', target: 'ready' }, { target: 'loadingRegions' }],
        },
        loadingRegions: {
          tags: ['busy'],
          invoke: {
            id: 'loadRegions',
            src: 'loadNearby',
            input: ({ context }) => ({ buid: context.buid, position: null, region: null }),
            onDone: { target: 'ready', actions: { type: 'assignRegions', params: outputOf } },
            onError: { target: 'ready', actions: { type: 'assignError', params: failureOf } },
          },
        },
        ready: {
          on: {
            // Offered only when the regions could not load; with them known, nothing loads.
            'nearby.retry': { target: 'checking', actions: 'clearError' },
            'nearby.locate': '#nearbyStores.locating',
            'region.choose': chooseRegion,
          },
        },
      },
    },
    failed: {
      on: {
        'nearby.retry': { target: 'loading', actions: 'clearError' },
        'nearby.locate': 'locating',
      },
    },
  },
});
