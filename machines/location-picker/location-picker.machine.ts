import { and, assign, or, sendParent, setup, stateIn } from 'xstate';
import type { Barangay, City, Province } from '#contract/locations';
import type { ApiFailure } from '#contract/errors';
import { outputOf, toFailure } from '../shared/failure';
import { stubActor } from '../shared/stubs';

/**
 * The province, city and barangay lists of an address (docs/specification.md#address), a child
 * machine for every form that asks for a Philippine address (the profile, the raffle). Picking a
 * province loads its cities and clears city and barangay; picking a city loads its barangays and
 * clears the barangay; picking a barangay sets the region. Every pick is told to the parent
 * (`location.change`); the parent puts the lists back with `location.reset` (Cancel, a country
 * other than the Philippines).
 */
export interface Location {
  province: string;
  city: string;
  barangay: string;
  /** The region's name, set by the barangay. */
  region: string;
}

export type LocationLevel = 'province' | 'city' | 'barangay';
type LocationList = 'provinces' | 'cities' | 'barangays';

export interface LocationPickerContext extends Location {
  provinces: Province[];
  cities: City[];
  barangays: Barangay[];
  /** The message of each list that could not load, until it loads again or goes. */
  failures: Partial<Record<LocationList, string>>;
  /** The message shown while any list could not load (one 'Try again' loads them all). */
  error: string | null;
}

export type LocationPickerEvent =
  | { type: 'location.select'; level: LocationLevel; code: string }
  | { type: 'location.reset'; location: Location }
  | { type: 'options.retry' };

/** The names of the picked places, for forms that send names (the raffle). */
export interface LocationNames {
  province: string;
  city: string;
  barangay: string;
}

/** What the parent hears after every pick. */
export interface LocationChangeEvent {
  type: 'location.change';
  location: Location;
  names: LocationNames;
}

/** `assignError` for a list whose load failed, with the failure's message. */
const listFailed = (list: LocationList) => ({
  type: 'assignError' as const,
  params: ({ event }: { event: { error: unknown } }) => ({ list, failure: toFailure(event.error) }),
});
const picks = (event: LocationPickerEvent, level: LocationLevel) =>
  event.type === 'location.select' && event.level === level;
/** The lists' message: the first list's that could not load, in the page's order. */
const errorShown = (failures: LocationPickerContext['failures']) =>
  failures.provinces ?? failures.cities ?? failures.barangays ?? null;
const locationOf = (context: LocationPickerContext): Location => ({
  province: context.province,
  city: context.city,
  barangay: context.barangay,
  region: context.region,
});

export const locationPickerMachine = setup({
  types: {
    input: {} as Location,
    context: {} as LocationPickerContext,
    events: {} as LocationPickerEvent,
  },
  actors: {
    loadProvinces: stubActor<Province[], undefined>('loadProvinces'),
    loadCities: stubActor<City[], { province: string }>('loadCities'),
    loadBarangays: stubActor<Barangay[], { province: string; city: string }>('loadBarangays'),
  },
  guards: {
    picksProvince: ({ event }) => picks(event, 'province'),
    picksCity: ({ event }) => picks(event, 'city'),
    picksBarangay: ({ event }) => picks(event, 'barangay'),
    picksReadyProvince: and(['picksProvince', stateIn({ provinces: 'ready' })]),
    picksReadyCity: and(['picksCity', stateIn({ cities: 'ready' })]),
    picksReadyBarangay: and(['picksBarangay', stateIn({ barangays: 'ready' })]),
    canPick: or(['picksReadyProvince', 'picksReadyCity', 'picksReadyBarangay']),
    hasProvince: ({ context }) => context.province !== '',
    hasCity: ({ context }) => context.province !== '' && context.city !== '',
  },
  actions: {
    assignPick: assign(({ context, event }) => {
      if (event.type !== 'location.select') return {};
      if (event.level === 'province')
        return { province: event.code, city: '', barangay: '', region: '' };
      if (event.level === 'city') return { city: event.code, barangay: '', region: '' };
      const region = context.barangays.find((barangay) => barangay.code === event.code);
      return { barangay: event.code, region: region?.regionName ?? '' };
    }),
    assignReset: assign(({ event }) => (event.type === 'location.reset' ? event.location : {})),
    tellParent: sendParent(({ context }): LocationChangeEvent => ({
      type: 'location.change',
      location: locationOf(context),
      names: {
        province: context.provinces.find((item) => item.code === context.province)?.name ?? '',
        city: context.cities.find((item) => item.code === context.city)?.name ?? '',
        barangay: context.barangays.find((item) => item.code === context.barangay)?.name ?? '',
      },
    })),
    assignProvinces: assign((_, provinces: Province[]) => ({ provinces })),
    assignCities: assign((_, cities: City[]) => ({ cities })),
    assignBarangays: assign((_, barangays: Barangay[]) => ({ barangays })),
    /** A list loading for a new place offers nothing of the place before. */
    clearCities: assign({ cities: [] }),
    clearBarangays: assign({ barangays: [] }),
    /** A list that could not load keeps its message while it stays so, whatever the others do. */
    assignError: assign(({ context }, params: { list: LocationList; failure: ApiFailure }) => {
      const failures = { ...context.failures, [params.list]: params.failure.message };
      return { failures, error: errorShown(failures) };
    }),
    clearError: assign(({ context }, params: { list: LocationList }) => {
      const failures = Object.fromEntries(
        Object.entries(context.failures).filter(([list]) => list !== params.list),
      );
      return { failures, error: errorShown(failures) };
    }),
  },
}).createMachine({
  id: 'locationPicker',
  context: ({ input }) => ({
    ...input,
    provinces: [],
    cities: [],
    barangays: [],
    failures: {},
    error: null,
  }),
  type: 'parallel',
  states: {
    provinces: {
      // The picks themselves are taken here, the first region, so the lists below see them.
      // A pick is taken only from a list that is there (the view disables the others).
      on: {
        'location.select': {
          guard: 'canPick',
          actions: ['assignPick', 'tellParent'],
        },
        'location.reset': { actions: 'assignReset' },
      },
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadProvinces',
            src: 'loadProvinces',
            onDone: { target: 'ready', actions: { type: 'assignProvinces', params: outputOf } },
            onError: {
              target: 'failed',
              actions: listFailed('provinces'),
            },
          },
        },
        ready: {},
        failed: {
          exit: { type: 'clearError', params: { list: 'provinces' } },
          on: { 'options.retry': 'loading' },
        },
      },
    },
    cities: {
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'hasProvince', target: 'loading' }, { target: 'idle' }],
        },
        idle: { entry: 'clearCities' },
        loading: {
          entry: 'clearCities',
          invoke: {
            id: 'loadCities',
            src: 'loadCities',
            input: ({ context }) => ({ province: context.province }),
            onDone: { target: 'ready', actions: { type: 'assignCities', params: outputOf } },
            onError: {
              target: 'failed',
              actions: listFailed('cities'),
            },
          },
        },
        ready: {},
        failed: {
          exit: { type: 'clearError', params: { list: 'cities' } },
          on: { 'options.retry': 'choosing' },
        },
      },
      on: {
        'location.select': { guard: 'picksReadyProvince', target: '.choosing' },
        'location.reset': { target: '.choosing' },
      },
    },
    barangays: {
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'hasCity', target: 'loading' }, { target: 'idle' }],
        },
        idle: { entry: 'clearBarangays' },
        loading: {
          entry: 'clearBarangays',
          invoke: {
            id: 'loadBarangays',
            src: 'loadBarangays',
            input: ({ context }) => ({ province: context.province, city: context.city }),
            onDone: { target: 'ready', actions: { type: 'assignBarangays', params: outputOf } },
            onError: {
              target: 'failed',
              actions: listFailed('barangays'),
            },
          },
        },
        ready: {},
        failed: {
          exit: { type: 'clearError', params: { list: 'barangays' } },
          on: { 'options.retry': 'choosing' },
        },
      },
      on: {
        'location.select': [
          { guard: 'picksReadyCity', target: '.choosing' },
          { guard: 'picksReadyProvince', target: '.idle' },
        ],
        'location.reset': { target: '.choosing' },
      },
    },
  },
});
