import * as locationsCalls from '#contract/calls/locations';
import type { Barangay, City, Province } from '#contract/locations';
import { call, toApiFailure } from './api';
import { keep } from './reference-data';

/** The PSGC lists for address forms, kept for the page's life (reference-data.ts). */
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
