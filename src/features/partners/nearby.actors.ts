import { fromPromise } from 'xstate';
import * as partnersCalls from '#contract/calls/partners';
import type { NearbyStoresQueryInput } from '#contract/partners';
import {
  nearbyStoresMachine,
  type Located,
  type NearbyQuery,
} from '#machines/nearby-stores/nearby-stores.machine';
import { apiActor } from '#src/lib/api';

/**
 * Three decimals, about 110 m: near enough to sort the stores, and all the server and the
 * directions link are told of where the member is (docs/decisions/0066-stores-near-me.md).
 */
export const roundCoordinate = (value: number) => Math.round(value * 1000) / 1000;

/** Some browsers (and embedded views) have no location API at all. */
function browserGeolocation(): Geolocation | undefined {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator
    ? navigator.geolocation
    : undefined;
}

/** A position the server can take; some privacy add-ons answer with no numbers at all. */
function located(position: GeolocationPosition): Located {
  const { latitude, longitude } = position.coords;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude))
    throw new Error('The browser gave no usable position.');
  return {
    result: 'located',
    latitude: roundCoordinate(latitude),
    longitude: roundCoordinate(longitude),
  };
}

/**
 * The browser's answer as the machine reads it: a missing API is a location not found, an
 * unusable position a failure (the machine then offers the regions too).
 */
export function locate(geolocation: Geolocation | undefined = browserGeolocation()) {
  return new Promise<Located>((resolve, reject) => {
    if (!geolocation) {
      resolve({ result: 'unavailable' });
      return;
    }
    geolocation.getCurrentPosition(
      (position) => {
        try {
          resolve(located(position));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      },
      (error) => {
        resolve({ result: error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable' });
      },
      // A position up to 5 minutes old will do; a phone without a fix gives up after 15 s.
      { enableHighAccuracy: false, maximumAge: 300_000, timeout: 15_000 },
    );
  });
}

export function nearbyQuery({ buid, position, region }: NearbyQuery): NearbyStoresQueryInput {
  return {
    ...(buid === undefined ? {} : { buid }),
    ...(position
      ? { latitude: String(position.latitude), longitude: String(position.longitude) }
      : {}),
    ...(region === null ? {} : { region }),
  };
}

/** Stores near me, with the browser's location and the API. */
export const nearbyStoresFlow = nearbyStoresMachine.provide({
  actors: {
    locate: fromPromise(() => locate()),
    loadNearby: apiActor(partnersCalls.getNearbyStores, (input: NearbyQuery) => ({
      query: nearbyQuery(input),
    })),
  },
});
