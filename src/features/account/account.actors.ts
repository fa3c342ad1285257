import * as v from 'valibot';
import { fromPromise } from 'xstate';
import * as membersCalls from '#contract/calls/members';
import { ProfileUpdateRequestSchema } from '#contract/members';
import { addressSectionMachine } from '#machines/address-section/address-section.machine';
import { locationPickerMachine } from '#machines/location-picker/location-picker.machine';
import { maxicareMachine } from '#machines/maxicare/maxicare.machine';
import { preferencesMachine } from '#machines/preferences/preferences.machine';
import { profileSectionMachine } from '#machines/profile-section/profile-section.machine';
import { call, toApiFailure } from '../../lib/api';
import { loadBarangays, loadCities, loadProvinces } from '../../lib/locations';

/**
 * The account area's machines with their side effects: the contract client (every failure
 * rethrown as the contract's ApiFailure) and the PSGC lists. `onSaved` tells the page the member's
 * details changed.
 */
async function failAsApiFailure<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toApiFailure(error);
  }
}

/** One profile section: the machine has already checked it against this same schema. */
const saveSection = fromPromise(({ input }: { input: { payload: unknown } }) =>
  failAsApiFailure(() =>
    call(membersCalls.updateMemberDetails, {
      body: v.parse(ProfileUpdateRequestSchema, input.payload),
    }),
  ),
);

export const locationPickerFlow = locationPickerMachine.provide({
  actors: {
    loadProvinces: fromPromise(() => loadProvinces()),
    loadCities: fromPromise(({ input }) => loadCities(input.province)),
    loadBarangays: fromPromise(({ input }) => loadBarangays(input.province, input.city)),
  },
});

export function profileSectionFlow(onSaved: () => void) {
  return profileSectionMachine.provide({
    actors: { saveSection },
    actions: { notifySaved: onSaved },
  });
}

export function addressSectionFlow(onSaved: () => void) {
  return addressSectionMachine.provide({
    actors: { saveSection, locationPicker: locationPickerFlow },
    actions: { notifySaved: onSaved },
  });
}

export function maxicareFlow(onSaved: () => void) {
  return maxicareMachine.provide({ actors: { saveSection }, actions: { notifySaved: onSaved } });
}

export function preferencesFlow(onSaved: () => void) {
  return preferencesMachine.provide({
    actors: {
      savePreferences: fromPromise(({ input }) =>
        failAsApiFailure(() => call(membersCalls.updatePreferences, { body: input })),
      ),
    },
    actions: { notifySaved: onSaved },
  });
}
