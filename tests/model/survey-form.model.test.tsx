import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import { failure } from '#machines/shared/test-support';
import { type SurveyFormInput, surveyFormMachine } from '#machines/survey-form/survey-form.machine';
import { surveyFormFlow } from '#src/features/forms/forms.actors';
import { SurveyForm } from '#src/features/forms/survey-page';
import { renderWithRouter } from '../support/render';
import { defineModelSuite, type ModelEvent, type World } from './support/model';
import { FakeNetwork, SURVEY_ROUTES } from './support/network';
import { alertTexts, retype } from './support/views';

type Snapshot = SnapshotFrom<typeof surveyFormMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

/**
 * The survey e-form (docs/specification.md#raffle-survey; docs/decisions/0020). Every expectation
 * is written here.
 */
const CHECK_FIELDS = 'Please check required fields.';
const SUBMITTED = 'Form Submitted';
/** The generic message (a dropped connection, as the app's client words it). */
const GENERIC = 'Oops! Something went wrong. Please try again in a few minutes.';
/** The fields' own messages: the specification gives the rules, the contract the wording. */
const MEMBERSHIP_NUMBER = 'Enter the 16-digit membership number starting with 8.';
const REQUIRED = 'This field is required.';
/** 16 digits starting with 8 (docs/specification.md#constants). */
const MEMBERSHIP_NUMBER_PATTERN = /^8[0-9]{15}$/;
const MEMBERSHIP_NUMBER_LENGTH = 16;
const SURVEY_PATH = '/api/v1/surveys/GRSURVEY2026/responses';

type Field = 'grNumber' | 'firstName' | 'lastName';
type Values = Readonly<Record<Field, string>>;
const LABELS: Record<Field, string> = {
  grNumber: 'Membership number',
  firstName: 'First name',
  lastName: 'Last name',
};
const FIELDS = Object.keys(LABELS) as Field[];

const events = (): ModelEvent[] => [
  // The number as printed on the card, in groups of four: the field keeps the digits.
  { type: 'field.change', name: 'grNumber', value: '8800 1234 0000 0011' },
  { type: 'field.change', name: 'grNumber', value: '7800' },
  { type: 'field.change', name: 'firstName', value: 'juan' },
  { type: 'field.change', name: 'lastName', value: 'dela cruz' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.submitSurvey', output: { success: true } },
  // A server stricter than the page (a rule added since it loaded) marks a field.
  {
    type: 'xstate.error.actor.submitSurvey',
    error: failure('VALIDATION_ERROR', CHECK_FIELDS, { fields: { firstName: REQUIRED } }),
  },
  { type: 'xstate.error.actor.submitSurvey', error: failure('NETWORK_ERROR', GENERIC) },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({
    value,
    values: context.values,
    errors: context.fieldErrors,
    error: context.error,
  });
};

interface SurveyWorld {
  step: 'editing' | 'submitting' | 'submitted';
  values: Values;
  errors: Readonly<Partial<Record<Field, string>>>;
  message: string | null;
  sent: unknown[];
  went: string[];
}

/** "Names title-cased" before submit; what is typed stays as typed. */
const titleCased = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');

function refusals(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!MEMBERSHIP_NUMBER_PATTERN.test(values.grNumber)) errors.grNumber = MEMBERSHIP_NUMBER;
  if (values.firstName.trim() === '') errors.firstName = REQUIRED;
  if (values.lastName.trim() === '') errors.lastName = REQUIRED;
  return errors;
}

function step(w: SurveyWorld, event: ModelEvent): SurveyWorld {
  switch (event.type) {
    case 'field.change': {
      if (w.step !== 'editing') return w;
      const name = event.name as Field;
      const typed = String(event.value);
      // The membership number keeps digits only, at most 16 (survey-form.md).
      const value =
        name === 'grNumber'
          ? typed.replace(/[^0-9]/g, '').slice(0, MEMBERSHIP_NUMBER_LENGTH)
          : typed;
      const { [name]: mark, ...errors } = w.errors;
      const went = [
        mark !== undefined ? 'its mark' : null,
        w.message !== null ? 'the message' : null,
      ].filter((what): what is string => what !== null);
      return { ...w, values: { ...w.values, [name]: value }, errors, message: null, went };
    }
    case 'form.submit': {
      if (w.step !== 'editing') return w;
      const errors = refusals(w.values);
      if (Object.keys(errors).length > 0) return { ...w, errors, message: CHECK_FIELDS };
      const body = {
        grNumber: w.values.grNumber,
        firstName: titleCased(w.values.firstName),
        lastName: titleCased(w.values.lastName),
      };
      return { ...w, step: 'submitting', sent: [...w.sent, body] };
    }
    case 'xstate.done.actor.submitSurvey':
      return w.step === 'submitting' ? { ...w, step: 'submitted' } : w;
    case 'xstate.error.actor.submitSurvey': {
      if (w.step !== 'submitting') return w;
      const failed = event.error as {
        errorKey: string;
        message: string;
        fields?: Partial<Record<Field, string>>;
      };
      const message = failed.errorKey === 'NETWORK_ERROR' ? GENERIC : failed.message;
      return { ...w, step: 'editing', message, errors: failed.fields ?? w.errors };
    }
    default:
      return w;
  }
}

function next(w: SurveyWorld, event: ModelEvent): SurveyWorld {
  const after = step(w, event);
  if (after === w) return w;
  return event.type === 'field.change' ? after : { ...after, went: [] };
}

const numberKind = (value: string) =>
  value === '' ? 'empty' : MEMBERSHIP_NUMBER_PATTERN.test(value) ? 'valid' : 'not 16 digits from 8';

const world: World<SurveyWorld> = {
  initial: (raw) => ({
    step: 'editing',
    values: (raw as SurveyFormInput).initial,
    errors: {},
    message: null,
    sent: [],
    went: [],
  }),
  next,
  refused: next,
  boundary: (w) => {
    const [went] = w.went;
    if (went !== undefined) return `a change made go ${w.went.join(', ')}`;
    const marked = Object.keys(w.errors).sort().join(', ') || 'none';
    return w.errors.grNumber !== undefined
      ? `marked ${marked}; number ${numberKind(w.values.grNumber)}`
      : `marked ${marked}`;
  },
};

function verify(_raw: AnyMachineSnapshot, w: SurveyWorld) {
  if (w.step === 'submitted') {
    expect(screen.getByRole('status')).toHaveTextContent(SUBMITTED);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByLabelText(LABELS.grNumber)).toBeNull();
    return;
  }
  expect(screen.queryByText(SUBMITTED)).toBeNull();
  for (const name of FIELDS) {
    const field = screen.getByLabelText(LABELS[name]);
    expect(field, LABELS[name]).toHaveValue(w.values[name]);
    const mark = w.errors[name];
    expect(field.getAttribute('aria-invalid'), `${LABELS[name]} marked`).toBe(mark ? 'true' : null);
    if (mark) expect(field).toHaveAccessibleDescription(mark);
  }
  expect(alertTexts(), 'the messages shown').toEqual(
    [w.message, ...FIELDS.map((name) => w.errors[name])].filter(
      (message): message is string => typeof message === 'string',
    ),
  );
  const submit = screen.getByRole('button', { name: 'Submit' });
  const submitting = w.step === 'submitting';
  expect(submit, 'Submit waits while submitting').toHaveProperty('disabled', submitting);
  expect(submit).toHaveAttribute('aria-busy', String(submitting));
}

const input: SurveyFormInput = {
  surveyId: 'GRSURVEY2026',
  initial: { grNumber: '', firstName: '', lastName: '' },
};

defineModelSuite({
  name: 'surveyForm',
  machine: surveyFormMachine,
  inputs: [input],
  events,
  serializeState,
  world,
  start: async (_input, inspect) => {
    const user = userEvent.setup({ delay: null });
    const calls = new FakeNetwork(SURVEY_ROUTES);
    const machine = surveyFormFlow;
    const actor = createActor(machine, { input, inspect });
    actor.start();
    const view = await renderWithRouter(<SurveyForm actor={actor} />);
    return {
      actor,
      view,
      perform: async (event) => {
        if (event.type === 'field.change')
          return retype(
            user,
            screen.getByLabelText(LABELS[event.name as Field]),
            String(event.value),
          );
        if (event.type === 'form.submit')
          return user.click(screen.getByRole('button', { name: 'Submit' }));
        if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
      },
      verify,
      finish: (_snapshot, w) => {
        expect(calls.inputs.get('submitSurvey') ?? [], 'the bodies Submit sent').toEqual(w.sent);
        for (const url of calls.urls.get('submitSurvey') ?? []) expect(url).toBe(SURVEY_PATH);
      },
    };
  },
});
