import * as v from 'valibot';
import { assign, not, sendTo, setup } from 'xstate';
import { FORM_ERROR_MESSAGE, RAFFLE_COUNTRY_CODE, RaffleEntryFormSchema } from '#contract/forms';
import type { MemberDetails } from '#contract/members';
import {
  type Location,
  type LocationChangeEvent,
  locationPickerMachine,
} from '../location-picker/location-picker.machine';
import {
  failedWith,
  failureMessage,
  failureOf,
  hasErrorKey,
  hasFieldErrors,
  serverErrors,
} from '../shared/failure';
import { stubActor } from '../shared/stubs';
import { titleCase } from '../shared/title-case';
import { nextCaptchaKey } from '../shared/captcha';

/**
 * The raffle registration form (docs/specification.md#raffle-survey). The consent choice
 * comes first and must be Yes for the form to show. On submit the names and street are
 * title-cased, the birthday gets ' 00:00:00', the mobile its 63, the zip its leading zero and the
 * country 178; anything the contract refuses marks its field and says 'Please check required
 * fields.'. A captcha pass is needed. Success resets the form; a second entry for the same
 * membership number is refused by the server; an ended raffle ends the machine.
 */
export const RAFFLE_FIELDS = [
  'grNumber',
  'firstName',
  'middleName',
  'lastName',
  'suffix',
  'birthday',
  'mobile',
  'email',
  'street',
  'zipCode',
] as const;
export type RaffleField = (typeof RAFFLE_FIELDS)[number];
export type RaffleValues = Record<RaffleField, string>;

export const CAPTCHA_MESSAGE = 'Please complete the captcha.';
export const SUCCESS_MESSAGE =
  "You're in! Your raffle entry was received. Good luck, and watch out for our SMS.";

export interface RaffleFormInput {
  slug: string;
  /** A signed-in member's own details fill the form in. */
  member: MemberDetails | null;
  membershipNumber: string | null;
}

export interface RaffleFormContext {
  slug: string;
  initial: RaffleValues;
  values: RaffleValues;
  location: Location;
  placeNames: { province: string; city: string; barangay: string };
  captchaToken: string | null;
  captchaKey: number;
  fieldErrors: Record<string, string>;
  error: string | null;
  succeeded: boolean;
}

export type RaffleFormEvent =
  | { type: 'consent.choose'; consent: boolean }
  | { type: 'field.change'; name: RaffleField; value: string }
  | LocationChangeEvent
  | { type: 'captcha.change'; token: string | null }
  | { type: 'form.submit' };

const clean: Partial<Record<RaffleField, (value: string) => string>> = {
  grNumber: (value) => value.replace(/[^0-9]/g, '').slice(0, 16),
  mobile: (value) => value.replace(/[^0-9]/g, '').slice(0, 10),
  zipCode: (value) => value.replace(/[^0-9]/g, '').slice(0, 4),
};

/** The contract's request from the form, with the specification's transformations. */
export function rafflePayload(context: RaffleFormContext): unknown {
  const { values } = context;
  const optional = (value: string) => (value.trim() === '' ? undefined : titleCase(value));
  return {
    grNumber: values.grNumber,
    firstName: titleCase(values.firstName),
    middleName: optional(values.middleName),
    lastName: titleCase(values.lastName),
    suffix: optional(values.suffix),
    birthday: values.birthday === '' ? '' : `${values.birthday} 00:00:00`,
    mobile: values.mobile === '' ? '' : `63${values.mobile}`,
    email: values.email.trim(),
    street: titleCase(values.street),
    barangay: context.placeNames.barangay,
    city: context.placeNames.city,
    province: context.placeNames.province,
    region: context.location.region,
    zipCode: values.zipCode === '' ? '' : values.zipCode.padStart(4, '0'),
    country: RAFFLE_COUNTRY_CODE,
    consent: true,
    recaptcha: context.captchaToken ?? '',
  };
}

/** Each field's first message by the contract's rules ('recaptcha' when the captcha is missing). */
export function raffleErrors(context: RaffleFormContext): Record<string, string> {
  const errors: Record<string, string> = {};
  const result = v.safeParse(RaffleEntryFormSchema, rafflePayload(context));
  if (!result.success) {
    for (const issue of result.issues) errors[v.getDotPath(issue) ?? 'form'] ??= issue.message;
  }
  if (context.captchaToken === null) errors.recaptcha = CAPTCHA_MESSAGE;
  return errors;
}

const emptyValues: RaffleValues = {
  grNumber: '',
  firstName: '',
  middleName: '',
  lastName: '',
  suffix: '',
  birthday: '',
  mobile: '',
  email: '',
  street: '',
  zipCode: '',
};
const EMPTY_LOCATION: Location = { province: '', city: '', barangay: '', region: '' };
function initialValues(input: RaffleFormInput): RaffleValues {
  const member = input.member;
  if (!member) return { ...emptyValues, grNumber: input.membershipNumber ?? '' };
  return {
    ...emptyValues,
    grNumber: input.membershipNumber ?? '',
    firstName: member.firstName,
    middleName: member.middleName ?? '',
    lastName: member.lastName,
    birthday: member.birthday ?? '',
    mobile: member.countryCodeNumber === '63' ? member.mobileNumber : '',
    email: member.email ?? '',
  };
}

export const raffleFormMachine = setup({
  types: {
    input: {} as RaffleFormInput,
    context: {} as RaffleFormContext,
    events: {} as RaffleFormEvent,
  },
  actors: {
    locationPicker: locationPickerMachine,
    enterRaffle: stubActor<unknown, { slug: string; payload: unknown }>('enterRaffle'),
  },
  guards: {
    gaveConsent: ({ event }) => event.type === 'consent.choose' && event.consent,
    isValid: ({ context }) => Object.keys(raffleErrors(context)).length === 0,
    failedWith: hasErrorKey,
    hasFieldErrors,
  },
  actions: {
    assignField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const value = clean[event.name]?.(event.value) ?? event.value;
      const fieldErrors = Object.fromEntries(
        Object.entries(context.fieldErrors).filter(([name]) => name !== event.name),
      );
      return {
        values: { ...context.values, [event.name]: value },
        fieldErrors,
        error: null,
        succeeded: false,
      };
    }),
    assignLocation: assign(({ context, event }) => {
      if (event.type !== 'location.change') return {};
      const fieldErrors = Object.fromEntries(
        Object.entries(context.fieldErrors).filter(
          ([name]) => !['province', 'city', 'barangay', 'region'].includes(name),
        ),
      );
      return { location: event.location, placeNames: event.names, fieldErrors, succeeded: false };
    }),
    assignCaptcha: assign({
      captchaToken: ({ event }) => (event.type === 'captcha.change' ? event.token : null),
      fieldErrors: ({ context }) =>
        Object.fromEntries(Object.entries(context.fieldErrors).filter(([n]) => n !== 'recaptcha')),
    }),
    assignValidation: assign({
      fieldErrors: ({ context }) => raffleErrors(context),
      error: FORM_ERROR_MESSAGE,
    }),
    assignServerErrors: assign(serverErrors),
    assignFailure: assign(failureMessage),
    resetCaptcha: assign({ captchaToken: null, captchaKey: nextCaptchaKey }),
    /** The form resets after success (docs/specification.md#raffle-survey). */
    resetForm: assign(({ context }) => ({
      values: context.initial,
      location: EMPTY_LOCATION,
      placeNames: { province: '', city: '', barangay: '' },
      fieldErrors: {},
      error: null,
      succeeded: true,
    })),
    clearPicker: sendTo('locationPicker', { type: 'location.reset', location: EMPTY_LOCATION }),
    /** The form goes with the consent; what was typed stays for a Yes later. */
    withdrawConsent: assign({ succeeded: false }),
  },
}).createMachine({
  id: 'raffleForm',
  context: ({ input }) => {
    const values = initialValues(input);
    return {
      slug: input.slug,
      initial: values,
      values,
      location: EMPTY_LOCATION,
      placeNames: { province: '', city: '', barangay: '' },
      captchaToken: null,
      captchaKey: 0,
      fieldErrors: {},
      error: null,
      succeeded: false,
    };
  },
  initial: 'askingConsent',
  states: {
    askingConsent: {
      on: {
        'consent.choose': [{ guard: 'gaveConsent', target: 'filling' }, { target: 'declined' }],
      },
    },
    declined: {
      on: { 'consent.choose': [{ guard: 'gaveConsent', target: 'filling' }] },
    },
    filling: {
      invoke: {
        id: 'locationPicker',
        src: 'locationPicker',
        input: ({ context }) => context.location,
      },
      initial: 'editing',
      states: {
        editing: {
          on: {
            // The form shows only while the consent is Yes: a No takes it away.
            'consent.choose': {
              guard: not('gaveConsent'),
              target: '#raffleForm.declined',
              actions: 'withdrawConsent',
            },
            'field.change': { actions: 'assignField' },
            'location.change': { actions: 'assignLocation' },
            'captcha.change': { actions: 'assignCaptcha' },
            'form.submit': [
              { guard: 'isValid', target: 'submitting' },
              { actions: 'assignValidation' },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'enterRaffle',
            src: 'enterRaffle',
            input: ({ context }) => ({ slug: context.slug, payload: rafflePayload(context) }),
            onDone: { target: 'editing', actions: ['resetForm', 'resetCaptcha', 'clearPicker'] },
            onError: [
              { guard: failedWith('PROMO_ENDED'), target: '#raffleForm.ended' },
              {
                guard: { type: 'hasFieldErrors', params: failureOf },
                target: 'editing',
                actions: [{ type: 'assignServerErrors', params: failureOf }, 'resetCaptcha'],
              },
              {
                target: 'editing',
                actions: [{ type: 'assignFailure', params: failureOf }, 'resetCaptcha'],
              },
            ],
          },
        },
      },
    },
    /** The raffle ended (or went under maintenance) while the member was filling the form. */
    ended: { type: 'final' },
  },
});
