import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { failure, rejectWith } from '../shared/test-support';
import { surveyFormMachine, type SurveyValues } from './survey-form.machine';

const blank: SurveyValues = { grNumber: '', firstName: '', lastName: '' };

function start(options: { initial?: SurveyValues; submit?: () => Promise<unknown> } = {}) {
  const submissions: { surveyId: string; payload: unknown }[] = [];
  const machine = surveyFormMachine.provide({
    actors: {
      submitSurvey: fromPromise<unknown, { surveyId: string; payload: unknown }>(({ input }) => {
        submissions.push(input);
        return (options.submit ?? (() => Promise.resolve({ success: true })))();
      }),
    },
  });
  const actor = createActor(machine, {
    input: { surveyId: 'fuel-2025', initial: options.initial ?? blank },
  }).start();
  return { actor, submissions };
}

type Actor = ReturnType<typeof start>['actor'];

function fill(actor: Actor) {
  actor.send({ type: 'field.change', name: 'grNumber', value: '8800 1234 0000 0029' });
  actor.send({ type: 'field.change', name: 'firstName', value: '  maria   CLARA ' });
  actor.send({ type: 'field.change', name: 'lastName', value: 'dela cruz-santos' });
}

describe('surveyForm', () => {
  it('starts editing with the values it is given', () => {
    const initial = { grNumber: '8800123400000029', firstName: 'Juan', lastName: 'Dela Cruz' };
    const { actor } = start({ initial });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      surveyId: 'fuel-2025',
      values: initial,
      fieldErrors: {},
      error: null,
    });
  });

  it('keeps digits only, at most 16, of the membership number', () => {
    const { actor } = start();
    actor.send({ type: 'field.change', name: 'grNumber', value: '8800-1234-0000-0029-77' });
    expect(actor.getSnapshot().context.values.grNumber).toBe('8800123400000029');
    actor.send({ type: 'field.change', name: 'firstName', value: 'Juan 2' });
    expect(actor.getSnapshot().context.values.firstName).toBe('Juan 2');
  });

  it("marks every refused field and says 'Please check required fields.'", () => {
    const { actor, submissions } = start();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('Please check required fields.');
    expect(Object.keys(actor.getSnapshot().context.fieldErrors).sort()).toEqual([
      'firstName',
      'grNumber',
      'lastName',
    ]);
    expect(actor.getSnapshot().context.fieldErrors.firstName).toBe('This field is required.');
    expect(actor.getSnapshot().context.fieldErrors.lastName).toBe('This field is required.');
    expect(submissions).toEqual([]);
    actor.send({ type: 'field.change', name: 'firstName', value: 'Juan' });
    expect(actor.getSnapshot().context.fieldErrors).not.toHaveProperty('firstName');
    expect(actor.getSnapshot().context.fieldErrors).toHaveProperty('lastName');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it.each([
    ['15 digits', '880012340000002'],
    ['16 digits not starting with 8', '7800123400000029'],
  ])('refuses a membership number of %s', (_, grNumber) => {
    const { actor } = start({ initial: { grNumber, firstName: 'Juan', lastName: 'Dela Cruz' } });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual(['grNumber']);
  });

  it('sends the title-cased names with the survey id, busy meanwhile, and ends submitted', async () => {
    const { actor, submissions } = start();
    fill(actor);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'field.change', name: 'firstName', value: 'Other' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => !s.matches('submitting'));
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(actor.getSnapshot().status).toBe('done');
    expect(submissions).toEqual([
      {
        surveyId: 'fuel-2025',
        payload: {
          grNumber: '8800123400000029',
          firstName: 'Maria Clara',
          lastName: 'Dela Cruz-Santos',
        },
      },
    ]);
  });

  it("puts the server's field messages on their fields", async () => {
    const { actor } = start({
      submit: () =>
        rejectWith(
          failure('VALIDATION_ERROR', 'Please check required fields.', {
            fields: { grNumber: 'Unknown membership number.' },
          }),
        ),
    });
    fill(actor);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => !s.matches('submitting'));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      fieldErrors: { grNumber: 'Unknown membership number.' },
      error: 'Please check required fields.',
    });
  });

  it('shows any other failure and lets the member send again', async () => {
    let calls = 0;
    const { actor } = start({
      submit: () => {
        calls += 1;
        return calls === 1
          ? rejectWith(failure('RATE_LIMITED', 'Too many requests. Please try again later.'))
          : Promise.resolve({ success: true });
      },
    });
    fill(actor);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => !s.matches('submitting'));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      fieldErrors: {},
      error: 'Too many requests. Please try again later.',
    });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => !s.matches('submitting'));
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(calls).toBe(2);
  });
});
