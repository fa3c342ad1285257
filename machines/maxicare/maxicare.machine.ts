import * as v from 'valibot';
import { assign, setup } from 'xstate';
import type { ApiFailure } from '#contract/errors';
import { type MemberDetails, MaxicareSectionSchema } from '#contract/members';
import { cleanValue } from '../profile-section/section-values';
import { failureOf, outputOf, refusedWith, serverErrors } from '../shared/failure';
import { stubAction, stubActor } from '../shared/stubs';

/**
 * The Maxicare accordion: "step 1 enter the ID, step 2 enter the last 4 card digits, then save"
 * (docs/specification.md#maxicare). The ID keeps letters and digits only (at most 10); the card
 * digits are exactly 4. Saving sends both; the saved ID is then shown.
 */
const IdSchema = v.pick(MaxicareSectionSchema, ['maxicareId']);

export interface MaxicareContext {
  savedId: string;
  savedDigits: string;
  maxicareId: string;
  maxicareCardLast4Digits: string;
  fieldErrors: Record<string, string>;
  error: string | null;
  justSaved: boolean;
}

export type MaxicareEvent =
  | { type: 'form.open' }
  | { type: 'field.change'; name: 'maxicareId' | 'maxicareCardLast4Digits'; value: string }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'form.submit' }
  | { type: 'form.cancel' };

interface FieldChange {
  name: 'maxicareId' | 'maxicareCardLast4Digits';
  value: string;
}

const fieldOf = ({ event }: { event: FieldChange }): FieldChange => event;

export function maxicareFieldErrors(
  context: Pick<MaxicareContext, 'maxicareId' | 'maxicareCardLast4Digits'>,
): Record<string, string> {
  const result = v.safeParse(MaxicareSectionSchema, {
    section: 'maxicare',
    maxicareId: context.maxicareId,
    maxicareCardLast4Digits: context.maxicareCardLast4Digits,
  });
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) errors[v.getDotPath(issue) ?? 'form'] ??= issue.message;
  return errors;
}

export const maxicareMachine = setup({
  types: {
    input: {} as { member: MemberDetails },
    context: {} as MaxicareContext,
    events: {} as MaxicareEvent,
  },
  actors: {
    saveSection: stubActor<MemberDetails, { payload: unknown }>('saveSection'),
  },
  guards: {
    isIdField: (_, { name }: FieldChange) => name === 'maxicareId',
    isDigitsField: (_, { name }: FieldChange) => name === 'maxicareCardLast4Digits',
    isIdValid: ({ context }) => v.is(IdSchema, { maxicareId: context.maxicareId }),
    isValid: ({ context }) => Object.keys(maxicareFieldErrors(context)).length === 0,
    hasIdError: (_, failure: ApiFailure) => failure.fields?.maxicareId !== undefined,
  },
  actions: {
    startEditing: assign(({ context }) => ({
      maxicareId: context.savedId,
      maxicareCardLast4Digits: '',
      fieldErrors: {},
      error: null,
      justSaved: false,
    })),
    assignField: assign(({ context }, { name, value }: FieldChange) => ({
      ...context,
      [name]: cleanValue(name, value),
      fieldErrors: {},
      error: null,
    })),
    assignIdError: assign({
      fieldErrors: ({ context }): Record<string, string> => {
        const { maxicareId } = maxicareFieldErrors(context);
        return maxicareId ? { maxicareId } : {};
      },
    }),
    assignValidation: assign({ fieldErrors: ({ context }) => maxicareFieldErrors(context) }),
    assignSaved: assign(({ context }, member: MemberDetails) => ({
      savedId: member.maxicareId ?? context.maxicareId,
      savedDigits: member.maxicareCardLast4Digits ?? context.maxicareCardLast4Digits,
      fieldErrors: {},
      error: null,
      justSaved: true,
    })),
    assignServerErrors: assign(serverErrors),
    notifySaved: stubAction('notifySaved'),
  },
}).createMachine({
  id: 'maxicare',
  context: ({ input }) => ({
    savedId: input.member.maxicareId ?? '',
    savedDigits: input.member.maxicareCardLast4Digits ?? '',
    maxicareId: input.member.maxicareId ?? '',
    maxicareCardLast4Digits: '',
    fieldErrors: {},
    error: null,
    justSaved: false,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'form.open': { target: 'enteringId', actions: 'startEditing' } },
    },
    enteringId: {
      on: {
        'field.change': {
          guard: { type: 'isIdField', params: fieldOf },
          actions: { type: 'assignField', params: fieldOf },
        },
        'step.next': [
          { guard: 'isIdValid', target: 'enteringDigits' },
          { actions: 'assignIdError' },
        ],
        'form.cancel': 'idle',
      },
    },
    enteringDigits: {
      on: {
        'field.change': {
          guard: { type: 'isDigitsField', params: fieldOf },
          actions: { type: 'assignField', params: fieldOf },
        },
        'step.back': 'enteringId',
        'form.submit': [{ guard: 'isValid', target: 'saving' }, { actions: 'assignValidation' }],
        'form.cancel': 'idle',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveSection',
        src: 'saveSection',
        input: ({ context }) => ({
          payload: {
            section: 'maxicare',
            maxicareId: context.maxicareId,
            maxicareCardLast4Digits: context.maxicareCardLast4Digits,
          },
        }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'assignSaved', params: outputOf }, 'notifySaved'],
        },
        onError: [
          refusedWith('hasIdError', 'enteringId', 'assignServerErrors'),
          {
            target: 'enteringDigits',
            actions: { type: 'assignServerErrors', params: failureOf },
          },
        ],
      },
    },
  },
});
