import * as v from 'valibot';
import { assign, setup } from 'xstate';
import { FORM_ERROR_MESSAGE, SurveyResponseRequestSchema } from '#contract/forms';
import {
  failureMessage,
  failureOf,
  hasFieldErrors,
  refusedWith,
  serverErrors,
} from '../shared/failure';
import { stubActor } from '../shared/stubs';
import { titleCase } from '../shared/title-case';

/**
 * The survey e-form (docs/specification.md#raffle-survey): membership
 * number (16 digits starting with 8), first and last name (title-cased before submit). Anything
 * refused marks its field and says 'Please check required fields.'; success says 'Form Submitted'.
 */
export type SurveyField = 'grNumber' | 'firstName' | 'lastName';
export type SurveyValues = Record<SurveyField, string>;

export interface SurveyFormInput {
  surveyId: string;
  initial: SurveyValues;
}

export interface SurveyFormContext {
  surveyId: string;
  values: SurveyValues;
  fieldErrors: Record<string, string>;
  error: string | null;
}

export type SurveyFormEvent =
  { type: 'field.change'; name: SurveyField; value: string } | { type: 'form.submit' };

interface FieldChange {
  name: SurveyField;
  value: string;
}

const fieldOf = ({ event }: { event: FieldChange }): FieldChange => event;

export function surveyPayload(values: SurveyValues) {
  return {
    grNumber: values.grNumber,
    firstName: titleCase(values.firstName),
    lastName: titleCase(values.lastName),
  };
}

export function surveyErrors(values: SurveyValues): Record<string, string> {
  const result = v.safeParse(SurveyResponseRequestSchema, surveyPayload(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) errors[v.getDotPath(issue) ?? 'form'] ??= issue.message;
  return errors;
}

export const surveyFormMachine = setup({
  types: {
    input: {} as SurveyFormInput,
    context: {} as SurveyFormContext,
    events: {} as SurveyFormEvent,
  },
  actors: {
    submitSurvey: stubActor<unknown, { surveyId: string; payload: unknown }>('submitSurvey'),
  },
  guards: {
    isValid: ({ context }) => Object.keys(surveyErrors(context.values)).length === 0,
    hasFieldErrors,
  },
  actions: {
    assignField: assign(({ context }, field: FieldChange) => {
      const value =
        field.name === 'grNumber' ? field.value.replace(/[^0-9]/g, '').slice(0, 16) : field.value;
      return {
        values: { ...context.values, [field.name]: value },
        fieldErrors: Object.fromEntries(
          Object.entries(context.fieldErrors).filter(([name]) => name !== field.name),
        ),
        error: null,
      };
    }),
    assignValidation: assign({
      fieldErrors: ({ context }) => surveyErrors(context.values),
      error: FORM_ERROR_MESSAGE,
    }),
    assignServerErrors: assign(serverErrors),
    assignFailure: assign(failureMessage),
  },
}).createMachine({
  id: 'surveyForm',
  context: ({ input }) => ({
    surveyId: input.surveyId,
    values: input.initial,
    fieldErrors: {},
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: { type: 'assignField', params: fieldOf } },
        'form.submit': [
          { guard: 'isValid', target: 'submitting' },
          { actions: 'assignValidation' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitSurvey',
        src: 'submitSurvey',
        input: ({ context }) => ({
          surveyId: context.surveyId,
          payload: surveyPayload(context.values),
        }),
        onDone: 'submitted',
        onError: [
          refusedWith('hasFieldErrors', 'editing', 'assignServerErrors'),
          { target: 'editing', actions: { type: 'assignFailure', params: failureOf } },
        ],
      },
    },
    submitted: { type: 'final' },
  },
});
