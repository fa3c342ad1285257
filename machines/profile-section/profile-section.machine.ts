import { assign, setup } from 'xstate';
import type { MemberDetails, ProfileSection } from '#contract/members';
import { failureMessage, hasFieldErrors, serverErrors } from '../shared/failure';
import { savingSection, type SectionFormContext, type SectionFormEvent } from './saving';
import { stubAction, stubActor } from '../shared/stubs';
import {
  cleanValue,
  sameValues,
  sectionErrors,
  sectionPayload,
  sectionValues,
} from './section-values';

/**
 * One accordion of the profile (docs/specification.md#profile): its fields, with Save and Cancel
 * enabled only once a value changed. Save checks the section with the contract's own rules (so the
 * member sees the server's messages before anything is sent), then sends only this section; the
 * member's details that come back become the section's saved values. Cancel puts them back.
 * Choosing no car (vehicleOwner 2) sets fuel type and car number to 0, as they are sent.
 */
export interface ProfileSectionInput {
  section: Exclude<ProfileSection, 'address'>;
  member: MemberDetails;
}

export interface ProfileSectionContext extends SectionFormContext {
  section: Exclude<ProfileSection, 'address'>;
}

export type ProfileSectionEvent = SectionFormEvent;

interface FieldChange {
  name: string;
  value: string;
}

const fieldOf = ({ event }: { event: FieldChange }): FieldChange => event;
const memberOf = ({ event }: { event: { member: MemberDetails } }) => event.member;

/** A field the member may change (isEditable) takes the value, in both pristine and editing. */
const EDIT_FIELD = {
  guard: { type: 'isEditable', params: fieldOf },
  actions: { type: 'assignField', params: fieldOf },
} as const;

export const profileSectionMachine = setup({
  types: {
    input: {} as ProfileSectionInput,
    context: {} as ProfileSectionContext,
    events: {} as ProfileSectionEvent,
  },
  actors: {
    saveSection: stubActor<MemberDetails, { payload: unknown }>('saveSection'),
  },
  guards: {
    isUnchanged: ({ context }) => sameValues(context.draft, context.saved),
    /** Fuel type and number of cars stay 0 and cannot be changed while the member owns no car. */
    isEditable: ({ context }, field: FieldChange) =>
      !(
        (field.name === 'fuelType' || field.name === 'carNumber') &&
        context.draft.vehicleOwner !== '1'
      ),
    isValid: ({ context }) =>
      Object.keys(sectionErrors(context.section, context.draft)).length === 0,
    hasFieldErrors,
  },
  actions: {
    assignField: assign(({ context }, field: FieldChange) => {
      const draft = { ...context.draft, [field.name]: cleanValue(field.name, field.value) };
      // No car: fuel type and number of cars are 0 and disabled, and their messages go: they are
      // required only from a car owner (docs/specification.md#profile).
      const noCar = field.name === 'vehicleOwner' && field.value === '2';
      if (noCar) {
        draft.fuelType = '0';
        draft.carNumber = '0';
      }
      const gone = noCar ? [field.name, 'fuelType', 'carNumber'] : [field.name];
      const fieldErrors = Object.fromEntries(
        Object.entries(context.fieldErrors).filter(([name]) => !gone.includes(name)),
      );
      return { draft, fieldErrors, error: null, justSaved: false };
    }),
    assignValidation: assign({
      fieldErrors: ({ context }) => sectionErrors(context.section, context.draft),
    }),
    revert: assign({
      draft: ({ context }) => context.saved,
      fieldErrors: {},
      error: null,
    }),
    assignSaved: assign(({ context }, member: MemberDetails) => {
      const saved = sectionValues(context.section, member);
      return { saved, draft: saved, fieldErrors: {}, error: null, justSaved: true };
    }),
    assignServerErrors: assign(serverErrors),
    assignFailure: assign(failureMessage),
    syncMember: assign(({ context }, member: MemberDetails) => {
      const saved = sectionValues(context.section, member);
      return { saved, draft: saved, fieldErrors: {}, error: null };
    }),
    /** The member's details changed: let the page and the header know (provided by the app). */
    notifySaved: stubAction('notifySaved'),
  },
}).createMachine({
  id: 'profileSection',
  context: ({ input }) => {
    const values = sectionValues(input.section, input.member);
    return {
      section: input.section,
      saved: values,
      draft: values,
      fieldErrors: {},
      error: null,
      justSaved: false,
    };
  },
  initial: 'pristine',
  states: {
    pristine: {
      on: {
        'field.change': { ...EDIT_FIELD, target: 'editing' },
        'member.change': { actions: { type: 'syncMember', params: memberOf } },
      },
    },
    editing: {
      always: { guard: 'isUnchanged', target: 'pristine' },
      on: {
        'field.change': EDIT_FIELD,
        'form.cancel': { target: 'pristine', actions: 'revert' },
        'form.submit': [{ guard: 'isValid', target: 'saving' }, { actions: 'assignValidation' }],
      },
    },
    saving: savingSection(({ context }: { context: ProfileSectionContext }) => ({
      payload: sectionPayload(context.section, context.draft),
    })),
  },
});
