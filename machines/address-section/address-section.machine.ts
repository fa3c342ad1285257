import { assign, sendTo, setup } from 'xstate';
import type { MemberDetails } from '#contract/members';
import { PH_COUNTRY_CODE } from '#contract/reference';
import {
  type Location,
  type LocationChangeEvent,
  locationPickerMachine,
} from '../location-picker/location-picker.machine';
import {
  cleanValue,
  sameValues,
  sectionErrors,
  sectionPayload,
  type SectionValues,
  sectionValues,
} from '../profile-section/section-values';
import { failureMessage, hasFieldErrors, serverErrors } from '../shared/failure';
import {
  savingSection,
  type SectionFormContext,
  type SectionFormEvent,
} from '../profile-section/saving';
import { stubAction, stubActor } from '../shared/stubs';

/**
 * The address accordion of the profile (docs/specification.md#address): country, then
 * province, city and barangay from the PSGC lists (the `locationPicker` child), zip code and
 * address. Changing the country clears province, city, barangay and zip; the picker clears what
 * depends on each pick and sets the region. For the Philippines province, city, barangay, zip
 * (4 digits) and address are required, otherwise only the address. Save and Cancel behave as in
 * every profile section.
 */
export interface AddressSectionContext extends SectionFormContext {
  savedRegion: string;
  region: string;
}

export type AddressSectionEvent = SectionFormEvent | LocationChangeEvent;

const locationOf = (values: SectionValues, region: string): Location => ({
  province: values.province ?? '',
  city: values.city ?? '',
  barangay: values.barangay ?? '',
  region,
});
const EMPTY_LOCATION: Location = { province: '', city: '', barangay: '', region: '' };

const withoutErrors = (errors: Record<string, string>, names: readonly string[]) =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => !names.includes(name)));

export const addressSectionMachine = setup({
  types: {
    input: {} as { member: MemberDetails },
    context: {} as AddressSectionContext,
    events: {} as AddressSectionEvent,
  },
  actors: {
    locationPicker: locationPickerMachine,
    saveSection: stubActor<MemberDetails, { payload: unknown }>('saveSection'),
  },
  guards: {
    isUnchanged: ({ context }) => sameValues(context.draft, context.saved),
    isValid: ({ context }) => Object.keys(sectionErrors('address', context.draft)).length === 0,
    hasFieldErrors,
    /** Only a Philippine address has province, city and barangay to pick. */
    isPhilippines: ({ context }) => context.draft.country === PH_COUNTRY_CODE,
    isCountryChange: ({ context, event }) =>
      event.type === 'field.change' &&
      event.name === 'country' &&
      event.value !== context.draft.country,
  },
  actions: {
    assignField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      return {
        draft: { ...context.draft, [event.name]: cleanValue(event.name, event.value) },
        fieldErrors: withoutErrors(context.fieldErrors, [event.name]),
        error: null,
        justSaved: false,
      };
    }),
    /** Changing the country resets province, city, barangay and zip. */
    assignCountry: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      return {
        draft: {
          ...context.draft,
          country: event.value,
          province: '',
          city: '',
          barangay: '',
          zipCode: '',
        },
        region: '',
        fieldErrors: withoutErrors(context.fieldErrors, [
          'country',
          'province',
          'city',
          'barangay',
          'zipCode',
        ]),
        error: null,
        justSaved: false,
      };
    }),
    clearPicker: sendTo('locationPicker', {
      type: 'location.reset',
      location: EMPTY_LOCATION,
    }),
    assignLocation: assign(({ context, event }) => {
      if (event.type !== 'location.change') return {};
      const { province, city, barangay, region } = event.location;
      return {
        draft: { ...context.draft, province, city, barangay },
        region,
        fieldErrors: withoutErrors(context.fieldErrors, ['province', 'city', 'barangay']),
        error: null,
        justSaved: false,
      };
    }),
    assignValidation: assign({
      fieldErrors: ({ context }) => sectionErrors('address', context.draft),
    }),
    revert: assign(({ context }) => ({
      draft: context.saved,
      region: context.savedRegion,
      fieldErrors: {},
      error: null,
    })),
    resetPicker: sendTo('locationPicker', ({ context }) => ({
      type: 'location.reset' as const,
      location: locationOf(context.draft, context.region),
    })),
    assignSaved: assign((_, member: MemberDetails) => {
      const saved = sectionValues('address', member);
      const region = member.region ?? '';
      return {
        saved,
        draft: saved,
        savedRegion: region,
        region,
        fieldErrors: {},
        error: null,
        justSaved: true,
      };
    }),
    assignServerErrors: assign(serverErrors),
    assignFailure: assign(failureMessage),
    syncMember: assign(({ event }) => {
      if (event.type !== 'member.change') return {};
      const saved = sectionValues('address', event.member);
      const region = event.member.region ?? '';
      return { saved, draft: saved, savedRegion: region, region, fieldErrors: {}, error: null };
    }),
    /** The member's details changed (provided by the app). */
    notifySaved: stubAction('notifySaved'),
  },
}).createMachine({
  id: 'addressSection',
  context: ({ input }) => {
    const values = sectionValues('address', input.member);
    const region = input.member.region ?? '';
    return {
      saved: values,
      draft: values,
      savedRegion: region,
      region,
      fieldErrors: {},
      error: null,
      justSaved: false,
    };
  },
  invoke: {
    id: 'locationPicker',
    src: 'locationPicker',
    input: ({ context }) => locationOf(context.draft, context.region),
  },
  initial: 'pristine',
  states: {
    pristine: {
      on: {
        'field.change': [
          {
            guard: 'isCountryChange',
            target: 'editing',
            actions: ['assignCountry', 'clearPicker'],
          },
          { target: 'editing', actions: 'assignField' },
        ],
        'location.change': { guard: 'isPhilippines', target: 'editing', actions: 'assignLocation' },
        'member.change': { actions: ['syncMember', 'resetPicker'] },
      },
    },
    editing: {
      always: { guard: 'isUnchanged', target: 'pristine' },
      on: {
        'field.change': [
          { guard: 'isCountryChange', actions: ['assignCountry', 'clearPicker'] },
          { actions: 'assignField' },
        ],
        'location.change': { guard: 'isPhilippines', actions: 'assignLocation' },
        'form.cancel': { target: 'pristine', actions: ['revert', 'resetPicker'] },
        'form.submit': [{ guard: 'isValid', target: 'saving' }, { actions: 'assignValidation' }],
      },
    },
    saving: savingSection(({ context }: { context: AddressSectionContext }) => ({
      payload: sectionPayload('address', context.draft),
    })),
  },
});
