import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import type { MemberDetails } from '#contract/members';
import { maxicareMachine } from '#machines/maxicare/maxicare.machine';
import { failure, memberFixture } from '#machines/shared/test-support';
import { maxicareFlow } from '#src/features/account/account.actors';
import { MaxicareSection } from '#src/features/account/profile-sections';
import { renderWithRouter } from '../support/render';
import { PROFILE_ROUTES, FakeNetwork } from './support/network';
import { defineModelSuite, type ModelEvent, type World } from './support/model';
import { alertTexts, retype } from './support/views';

type Snapshot = SnapshotFrom<typeof maxicareMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

/**
 * The Maxicare accordion of the profile (docs/specification.md#maxicare;
 * machines/maxicare/maxicare.md). Every expectation is written here, never read from the machine.
 */
const ID_MAX = 10;
const DIGITS = 4;
/** The wording for a field of exactly 4 digits. */
const FOUR_DIGITS = 'Must contain 4 digits';
/** The specification gives no wording for an empty ID: the project's. */
const REQUIRED = 'This field is required.';
/** The generic message: what the app's client says for a dropped connection. */
const GENERIC = 'Oops! Something went wrong. Please try again in a few minutes.';
/** The project's wording of the section (maxicare.md). */
const NOTHING_LINKED = 'No Maxicare card linked yet.';
const SAVED = 'Saved';
const ADD = 'Add Maxicare card';
const CHANGE = 'Change Maxicare card';
const ID_LABEL = 'Maxicare ID';
const DIGITS_LABEL = 'Last 4 digits of your Maxicare card';
const linked = (id: string, digits: string) => `Maxicare ID ${id}, card ending in ${digits}`;

/** Typed with special characters and past 10: the field keeps 'MC12345678'. */
const ID_TYPED = 'MC-123!45678-90';
const ID_KEPT = 'MC12345678';
/** Typed with dashes: the field keeps '4321'. */
const DIGITS_TYPED = '4-3-2-1';
const DIGITS_KEPT = '4321';
/** The server's word on an ID it refuses (its own, shown as given). */
const ID_REFUSED = 'Up to 10 letters.';

const savedMember = memberFixture({ maxicareId: ID_KEPT, maxicareCardLast4Digits: DIGITS_KEPT });

type Step = 'idle' | 'id' | 'digits' | 'saving';

interface MaxicareWorld {
  step: Step;
  savedId: string;
  savedDigits: string;
  id: string;
  digits: string;
  idError: string | null;
  digitsError: string | null;
  message: string | null;
  saved: boolean;
  requests: { section: 'maxicare'; maxicareId: string; maxicareCardLast4Digits: string }[];
  stored: number;
}

const keepId = (typed: string) => typed.replace(/[^A-Za-z0-9]/g, '').slice(0, ID_MAX);
const keepDigits = (typed: string) => typed.replace(/[^0-9]/g, '').slice(0, DIGITS);
const idErrorOf = (id: string) => (id === '' ? REQUIRED : null);
const digitsErrorOf = (digits: string) => (/^[0-9]{4}$/.test(digits) ? null : FOUR_DIGITS);
const QUIET = { idError: null, digitsError: null, message: null } as const;

function next(w: MaxicareWorld, event: ModelEvent): MaxicareWorld {
  switch (event.type) {
    case 'form.open':
      return w.step === 'idle'
        ? { ...w, step: 'id', id: w.savedId, digits: '', ...QUIET, saved: false }
        : w;
    case 'form.cancel':
      return w.step === 'id' || w.step === 'digits' ? { ...w, step: 'idle' } : w;
    case 'field.change':
      if (w.step === 'id' && event.name === 'maxicareId')
        return { ...w, id: keepId(String(event.value)), ...QUIET };
      if (w.step === 'digits' && event.name === 'maxicareCardLast4Digits')
        return { ...w, digits: keepDigits(String(event.value)), ...QUIET };
      return w;
    case 'step.next':
      if (w.step !== 'id') return w;
      return idErrorOf(w.id) === null
        ? { ...w, step: 'digits' }
        : { ...w, idError: idErrorOf(w.id) };
    case 'step.back':
      return w.step === 'digits' ? { ...w, step: 'id' } : w;
    case 'form.submit':
      if (w.step !== 'digits') return w;
      if (idErrorOf(w.id) === null && digitsErrorOf(w.digits) === null)
        return {
          ...w,
          step: 'saving',
          requests: [
            ...w.requests,
            { section: 'maxicare', maxicareId: w.id, maxicareCardLast4Digits: w.digits },
          ],
        };
      return { ...w, idError: idErrorOf(w.id), digitsError: digitsErrorOf(w.digits) };
    case 'xstate.done.actor.saveSection': {
      if (w.step !== 'saving') return w;
      const member = event.output as MemberDetails;
      return {
        ...w,
        step: 'idle',
        savedId: member.maxicareId ?? '',
        savedDigits: member.maxicareCardLast4Digits ?? '',
        ...QUIET,
        saved: true,
        stored: w.stored + 1,
      };
    }
    case 'xstate.error.actor.saveSection': {
      if (w.step !== 'saving') return w;
      const failed = event.error as {
        errorKey: string;
        message: string;
        fields?: Record<string, string>;
      };
      const idError = failed.fields?.maxicareId ?? null;
      const digitsError = failed.fields?.maxicareCardLast4Digits ?? null;
      return {
        ...w,
        step: idError === null ? 'digits' : 'id',
        idError,
        digitsError,
        message:
          failed.fields !== undefined
            ? null
            : failed.errorKey === 'NETWORK_ERROR'
              ? GENERIC
              : failed.message,
      };
    }
    default:
      return w;
  }
}

const expectedAlerts = (w: MaxicareWorld): string[] => {
  if (w.step === 'idle') return [];
  const field = w.step === 'id' ? w.idError : w.digitsError;
  return [field, w.message].filter((text): text is string => text !== null);
};

const world: World<MaxicareWorld> = {
  initial: (raw) => {
    const { member } = raw as { member: MemberDetails };
    return {
      step: 'idle',
      savedId: member.maxicareId ?? '',
      savedDigits: member.maxicareCardLast4Digits ?? '',
      id: member.maxicareId ?? '',
      digits: '',
      ...QUIET,
      saved: false,
      requests: [],
      stored: 0,
    };
  },
  next,
  refused: next,
  boundary: (w) =>
    [
      expectedAlerts(w).join(' + '),
      w.step === 'digits' && w.digitsError ? `(${String(w.digits.length)} digits)` : '',
      w.step === 'digits' && w.idError ? `(ID: ${w.idError})` : '',
      w.stored > 0 && (w.step === 'idle' || w.step === 'id') ? '(after a save)' : '',
    ].join(' '),
};

const events = (): ModelEvent[] => [
  { type: 'form.open' },
  { type: 'form.cancel' },
  { type: 'field.change', name: 'maxicareId', value: ID_TYPED },
  { type: 'field.change', name: 'maxicareId', value: '' },
  { type: 'field.change', name: 'maxicareCardLast4Digits', value: DIGITS_TYPED },
  { type: 'field.change', name: 'maxicareCardLast4Digits', value: '43' },
  { type: 'step.next' },
  { type: 'step.back' },
  { type: 'form.submit' },
  { type: 'xstate.done.actor.saveSection', output: savedMember },
  {
    type: 'xstate.error.actor.saveSection',
    error: failure('VALIDATION_ERROR', 'Check.', { fields: { maxicareId: ID_REFUSED } }),
  },
  // The connection drops: the app's client says the generic message (the wire carries none).
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

function verify(w: MaxicareWorld) {
  if (w.step === 'idle') {
    expect(
      screen.getByText(w.savedId ? linked(w.savedId, w.savedDigits) : NOTHING_LINKED),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: w.savedId ? CHANGE : ADD })).toBeEnabled();
    expect(screen.queryByRole('status')?.textContent ?? null, `'${SAVED}'`).toBe(
      w.saved ? SAVED : null,
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(alertTexts()).toEqual([]);
    return;
  }
  const saving = w.step === 'saving';
  if (w.step === 'id') {
    expect(screen.getByText(/^Step \d of 2$/)).toHaveTextContent('Step 1 of 2');
    const field = screen.getByLabelText(ID_LABEL);
    expect(field).toHaveValue(w.id);
    expect(field).toHaveAttribute('maxlength', String(ID_MAX));
    expect(field.getAttribute('aria-invalid'), 'the ID is marked').toBe(w.idError ? 'true' : null);
    expect(screen.queryByLabelText(DIGITS_LABEL)).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  } else {
    expect(screen.getByText(/^Step \d of 2$/)).toHaveTextContent('Step 2 of 2');
    const field = screen.getByLabelText(DIGITS_LABEL);
    expect(field).toHaveValue(w.digits);
    expect(field).toHaveAttribute('maxlength', String(DIGITS));
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field.getAttribute('aria-invalid'), 'the digits are marked').toBe(
      w.digitsError ? 'true' : null,
    );
    expect(screen.queryByLabelText(ID_LABEL)).toBeNull();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save, 'Save is disabled only while saving').toHaveProperty('disabled', saving);
    expect(save).toHaveAttribute('aria-busy', String(saving));
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  }
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  expect(alertTexts(), 'the messages on the step').toEqual(expectedAlerts(w));
  expect(screen.queryByText(SAVED)).toBeNull();
}

const inputs = [
  { member: memberFixture() },
  { member: memberFixture({ maxicareId: 'MC00000001', maxicareCardLast4Digits: '1111' }) },
];

defineModelSuite({
  name: 'maxicare',
  machine: maxicareMachine,
  inputs,
  unreachable: {
    'maxicare.enteringId|field.change|0 false':
      "step 1 shows only the ID field; 'keeps letters and digits only, at most 10, in the ID; the card digits wait for step 2' in maxicare.machine.test.ts covers it",
    'maxicare.enteringDigits|field.change|0 false':
      "step 2 shows only the card digits; 'keeps 4 digits of the card in step 2, where the ID cannot change, and goes back' in maxicare.machine.test.ts covers it",
  },
  events,
  serializeState,
  world,
  start: async (input, inspect) => {
    const user = userEvent.setup({ delay: null });
    const calls = new FakeNetwork(PROFILE_ROUTES);
    const notifySaved = vi.fn();
    const machine = maxicareFlow(notifySaved);
    const actor = createActor(machine, { input: input as { member: MemberDetails }, inspect });
    actor.start();
    const view = await renderWithRouter(<MaxicareSection actor={actor} />);
    return {
      actor,
      view,
      perform: async (event) => {
        switch (event.type) {
          case 'form.open':
            return user.click(screen.getByRole('button', { name: /Maxicare card$/ }));
          case 'form.cancel':
            return user.click(screen.getByRole('button', { name: 'Cancel' }));
          case 'field.change':
            return retype(
              user,
              screen.getByLabelText(event.name === 'maxicareId' ? ID_LABEL : DIGITS_LABEL),
              String(event.value),
            );
          case 'step.next':
            return user.click(screen.getByRole('button', { name: 'Continue' }));
          case 'step.back':
            return user.click(screen.getByRole('button', { name: 'Back' }));
          case 'form.submit':
            return user.click(screen.getByRole('button', { name: 'Save' }));
          default:
            if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
        }
      },
      verify: (_snapshot, w) => {
        verify(w);
        expect(calls.inputs.get('saveSection') ?? [], 'the saves sent').toEqual(w.requests);
        expect(notifySaved).toHaveBeenCalledTimes(w.stored);
      },
    };
  },
});
