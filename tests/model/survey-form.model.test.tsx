import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import { failure } from '#machines/shared/test-support';
import { type SurveyFormInput, surveyFormMachine } from '#machines/survey-form/survey-form.machine';
import { surveyFormFlow } from '../../src/features/forms/forms-flows';
import { SurveyForm } from '../../src/features/forms/survey-page';
import { renderWithRouter } from '../support/render';
import { FakeNetwork, SURVEY_ROUTES } from './support/network';
import { defineModelSuite, type ModelEvent } from './support/model';
import { retype } from './support/views';

/** A dropped connection, as the app's client words it (specification 000, section 8). */
const GENERIC = 'Oops! Something went wrong. Please try again in a few minutes.';

type Snapshot = SnapshotFrom<typeof surveyFormMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

const LABELS = { grNumber: 'Membership number', firstName: 'First name', lastName: 'Last name' };

const events = (): ModelEvent[] => [
  { type: 'field.change', name: 'grNumber', value: '8800123400000011' },
  { type: 'field.change', name: 'grNumber', value: '7800' },
  { type: 'field.change', name: 'firstName', value: 'juan' },
  { type: 'field.change', name: 'lastName', value: 'dela cruz' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.submitSurvey', output: { success: true } },
  {
    type: 'xstate.error.actor.submitSurvey',
    error: failure('VALIDATION_ERROR', 'Please check required fields.', {
      fields: { firstName: 'This field is required.' },
    }),
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

function verify(raw: AnyMachineSnapshot) {
  const snapshot = asSnapshot(raw);
  const { context } = snapshot;
  if (snapshot.matches('submitted')) {
    expect(screen.getByRole('status')).toHaveTextContent('Form Submitted');
    return;
  }
  for (const [name, label] of Object.entries(LABELS)) {
    expect(screen.getByLabelText(label)).toHaveValue(context.values[name as keyof typeof LABELS]);
  }
  for (const message of Object.values(context.fieldErrors))
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
  if (context.error) expect(screen.getByText(context.error)).toBeInTheDocument();
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
  start: async (_input, inspect) => {
    const user = userEvent.setup();
    const calls = new FakeNetwork(SURVEY_ROUTES);
    // The app's own binding: only the network below it is the test's.
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
            screen.getByLabelText(LABELS[event.name as keyof typeof LABELS]),
            String(event.value),
          );
        if (event.type === 'form.submit')
          return user.click(screen.getByRole('button', { name: 'Submit' }));
        if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
      },
      verify,
      finish: () => {
        for (const body of calls.inputs.get('submitSurvey') ?? [])
          expect(body).toEqual({
            grNumber: '8800123400000011',
            firstName: 'Juan',
            lastName: 'Dela Cruz',
          });
        for (const url of calls.urls.get('submitSurvey') ?? [])
          expect(url).toBe('/api/v1/surveys/GRSURVEY2026/responses');
      },
    };
  },
});
