import * as locationsCalls from '#contract/calls/locations';
import type { Barangay, City, Province } from '#contract/locations';
import { call, toApiFailure } from './api';

/**
 * The PSGC lists for address forms (the data stays on the server; each list is fetched when a
 * form needs it and kept for the page's life, as it changes only with a PSGC release).
 */
const cache = new Map<string, Promise<unknown>>();

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  let pending = cache.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load().catch((error: unknown) => {
      cache.delete(key);
      throw toApiFailure(error);
    });
    cache.set(key, pending);
  }
  return pending;
}

export function loadProvinces(): Promise<Province[]> {
  return cached('provinces', async () => (await call(locationsCalls.getLocationsProvinces)).data);
}

export function loadCities(province: string): Promise<City[]> {
  return cached(
    `cities:${province}`,
    async () => (await call(locationsCalls.getLocationsCities, { query: { province } })).data,
  );
}

export function loadBarangays(province: string, city: string): Promise<Barangay[]> {
  return cached(
    `barangays:${province}:${city}`,
    async () =>
      (await call(locationsCalls.getLocationsBarangays, { query: { province, city } })).data,
  );
}
