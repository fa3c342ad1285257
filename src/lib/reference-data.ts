import type { ClientConfig } from '#contract/auth';
import * as locationsCalls from '#contract/calls/locations';
import * as shellCalls from '#contract/calls/shell';
import type { Barangay, City, Province } from '#contract/locations';
import { call, toApiFailure } from './api';

/**
 * The one cache outside the router (docs/decisions/0046): answers that are the same for every
 * member and fixed while the page is open (the deployment's client config, the PSGC lists), asked
 * for by route guards and by machines in the middle of a form, where no loader runs. Each is
 * kept until the page reloads; a failed load is forgotten, so the next caller asks again.
 */
const kept = new Map<string, Promise<unknown>>();

function keep<T>(key: string, load: () => Promise<T>): Promise<T> {
  const held = kept.get(key) as Promise<T> | undefined;
  if (held) return held;
  const pending = load();
  kept.set(key, pending);
  pending.catch(() => {
    if (kept.get(key) === pending) kept.delete(key);
  });
  return pending;
}

/** A fresh page (tests: each model path starts as one). */
export function forgetReferenceData(): void {
  kept.clear();
}

export function loadClientConfig(): Promise<ClientConfig> {
  return keep('client-config', () => call(shellCalls.getClientConfig));
}

const locationList = <T>(key: string, load: () => Promise<{ data: T[] }>) =>
  keep(key, async () => {
    try {
      return (await load()).data;
    } catch (error) {
      throw toApiFailure(error);
    }
  });

export const loadProvinces = (): Promise<Province[]> =>
  locationList('provinces', () => call(locationsCalls.getLocationsProvinces));

export const loadCities = (province: string): Promise<City[]> =>
  locationList(`cities:${province}`, () =>
    call(locationsCalls.getLocationsCities, { query: { province } }),
  );

export const loadBarangays = (province: string, city: string): Promise<Barangay[]> =>
  locationList(`barangays:${province}:${city}`, () =>
    call(locationsCalls.getLocationsBarangays, { query: { province, city } }),
  );
