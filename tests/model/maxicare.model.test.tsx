import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import { maxicareMachine } from '#machines/maxicare/maxicare.machine';
import { failure, memberFixture } from '#machines/shared/test-support';
import { maxicareFlow } from '../../src/features/account/account-flows';
import { MaxicareSection } from '../../src/features/account/profile-sections';
import { renderWithRouter } from '../support/render';
import { PROFILE_ROUTES, FakeNetwork } from './support/network';
import { defineModelSuite, type ModelEvent } from './support/model';
import { retype } from './support/views';

/** A dropped connection, as the app's client words it (specification 000, section 8). */
const GENERIC = 'Oops! Something went wrong. Please try again in a few minutes.';

type Snapshot = SnapshotFrom<typeof maxicareMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

const saved = memberFixture({ maxicareId: 'MC12345', maxicareCardLast4Digits: '4321' });

const events = (): ModelEvent[] => [
  { type: 'form.open' },
  { type: 'form.cancel' },
  { type: 'field.change', name: 'maxicareId', value: 'MC-123!45' },
  { type: 'field.change', name: 'maxicareId', value: '' },
  { type: 'field.change', name: 'maxicareCardLast4Digits', value: '4321' },
  { type: 'field.change', name: 'maxicareCardLast4Digits', value: '43' },
  { type: 'step.next' },
  { type: 'step.back' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.saveSection', output: saved },
  {
    type: 'xstate.error.actor.saveSection',
    error: failure('VALIDATION_ERROR', 'Check.', { fields: { maxicareId: 'Up to 10 letters.' } }),
  },
  { type: 'xstate.error.actor.saveSection', error: failure('NETWORK_ERROR', GENERIC) },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({
    value,
    id: context.maxicareId,
    digits: context.maxicareCardLast4Digits,
    saved: context.savedId,
    errors: context.fieldErrors,
    error: context.error,
    justSaved: context.justSaved,
  });
};

function verify(raw: AnyMachineSnapshot) {
  const snapshot = asSnapshot(raw);
  const { context } = snapshot;
  if (snapshot.matches('idle')) {
    expect(
      screen.getByRole('button', {
        name: context.savedId ? 'Change Maxicare card' : 'Add Maxicare card',
      }),
    ).toBeEnabled();
    if (context.savedId) expect(screen.getByText(/Maxicare ID MC12345/)).toBeInTheDocument();
    expect(screen.queryByText('Saved') !== null).toBe(context.justSaved);
    return;
  }
  if (snapshot.matches('enteringId')) {
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Maxicare ID')).toHaveValue(context.maxicareId);
  } else {
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.getByLabelText('Last 4 digits of your Maxicare card')).toHaveValue(
      context.maxicareCardLast4Digits,
    );
  }
  for (const message of Object.values(context.fieldErrors))
    expect(screen.getByText(message)).toBeInTheDocument();
}

defineModelSuite({
  name: 'maxicare',
  machine: maxicareMachine,
  inputs: [{ member: memberFixture() }],
  unreachable: {
    'maxicare.enteringId|field.change|0 false':
      "step 1 shows only the ID field; 'keeps letters and digits only, at most 10, in the ID; the card digits wait for step 2' in maxicare.machine.test.ts covers it",
    'maxicare.enteringDigits|field.change|0 false':
      "step 2 shows only the card digits; 'keeps 4 digits of the card in step 2, where the ID cannot change, and goes back' in maxicare.machine.test.ts covers it",
  },
  events,
  serializeState,
  start: async (input, inspect) => {
    const user = userEvent.setup();
    const calls = new FakeNetwork(PROFILE_ROUTES);
    const notifySaved = vi.fn();
    // The app's own binding: only the network below it is the test's.
    const machine = maxicareFlow(notifySaved);
    const actor = createActor(machine, { input: input as { member: typeof saved }, inspect });
    actor.start();
    const view = await renderWithRouter(<MaxicareSection actor={actor} />);
    let saves = 0;
    return {
      actor,
      view,
      perform: async (event) => {
        const state = actor.getSnapshot();
        switch (event.type) {
          case 'form.open':
            return user.click(screen.getByRole('button', { name: /Maxicare card/ }));
          case 'form.cancel':
            return user.click(screen.getByRole('button', { name: 'Cancel' }));
          case 'field.change':
            return retype(
              user,
              screen.getByLabelText(
                event.name === 'maxicareId' ? 'Maxicare ID' : 'Last 4 digits of your Maxicare card',
              ),
              String(event.value),
            );
          case 'step.next':
            return user.click(screen.getByRole('button', { name: 'Continue' }));
          case 'step.back':
            return user.click(screen.getByRole('button', { name: 'Back' }));
          case 'form.submit':
            expect(state.matches('enteringDigits')).toBe(true);
            return user.click(screen.getByRole('button', { name: 'Save' }));
          case 'xstate.done.actor.saveSection':
            saves += 1;
            return calls.resolve('saveSection', event.output);
          default:
            if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
        }
      },
      verify,
      finish: () => {
        expect(notifySaved).toHaveBeenCalledTimes(saves);
        for (const body of calls.inputs.get('saveSection') ?? [])
          expect(body).toEqual({
            section: 'maxicare',
            maxicareId: 'MC12345',
            maxicareCardLast4Digits: '4321',
          });
      },
    };
  },
});
