import { fromPromise } from 'xstate';
import type { Province } from '#contract/locations';
import { loadBarangays, loadCities, loadProvinces } from './locations';

/** The location picker's lists, for every form that holds one; a failure is already an ApiFailure. */
export const locationActors = {
  loadProvinces: fromPromise<Province[], undefined>(() => loadProvinces()),
  loadCities: fromPromise(({ input }: { input: { province: string } }) =>
    loadCities(input.province),
  ),
  loadBarangays: fromPromise(({ input }: { input: { province: string; city: string } }) =>
    loadBarangays(input.province, input.city),
  ),
};
