import * as v from 'valibot';
import type { PromiseActorLogic } from 'xstate';
import * as membersCalls from '#contract/calls/members';
import { type MemberDetails, ProfileUpdateRequestSchema } from '#contract/members';
import { addressSectionMachine } from '#machines/address-section/address-section.machine';
import { locationPickerMachine } from '#machines/location-picker/location-picker.machine';
import { maxicareMachine } from '#machines/maxicare/maxicare.machine';
import { preferencesMachine } from '#machines/preferences/preferences.machine';
import { profileSectionMachine } from '#machines/profile-section/profile-section.machine';
import { apiActor } from '#src/lib/api';
import { locationActors } from '#src/lib/locations.actors';

/** The machine has already checked the section against this same schema. */
const saveSection: PromiseActorLogic<MemberDetails, { payload: unknown }> = apiActor(
  membersCalls.updateMemberDetails,
  (input: { payload: unknown }) => ({ body: v.parse(ProfileUpdateRequestSchema, input.payload) }),
);

export const locationPickerFlow = locationPickerMachine.provide({ actors: locationActors });

/** `onSaved` tells the page the member's details changed. */
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
    actors: { savePreferences: apiActor(membersCalls.updatePreferences) },
    actions: { notifySaved: onSaved },
  });
}
