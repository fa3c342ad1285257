import * as v from 'valibot';
import { assign, setup } from 'xstate';
import {
  type Claim,
  ClaimRequestSchema,
  type ClaimResponse,
  type ClaimWindow,
  MAX_OPEN_CLAIMS,
  purchaseDateProblem,
  type ReceiptChannel,
} from '#contract/claims';
import { FORM_ERROR_MESSAGE } from '#contract/forms';
import {
  failedWith,
  failureMessage,
  failureOf,
  hasErrorKey,
  hasFieldErrors,
  outputOf,
  refusedWith,
  serverErrors,
} from '../shared/failure';
import { stubActor } from '../shared/stubs';

/**
 * Report missing points (docs/decisions/0067-missing-points-claims.md): the store, the purchase
 * day (within the server's 30-day window), the amount and the receipt number, checked by the
 * contract before they are sent. With 5 claims open the form is not offered; a claim received
 * shows its reference and where its receipt went, and another purchase can be reported next.
 */
export const CLAIM_FIELDS = ['storeName', 'purchaseDate', 'amount', 'receiptNumber'] as const;
export type ClaimField = (typeof CLAIM_FIELDS)[number];
export type ClaimValues = Record<ClaimField, string>;

export const EMPTY_CLAIM: ClaimValues = {
  storeName: '',
  purchaseDate: '',
  amount: '',
  receiptNumber: '',
};

export interface ClaimFormInput {
  /** The days the server takes, from its list of claims. */
  window: ClaimWindow;
  /** The member's claims still open (Received or In review). */
  openClaims: number;
  /** Reported from a transaction's page: the transaction and what it fills in. */
  transaction: { id: string; values: ClaimValues } | null;
}

export interface ClaimFormContext {
  window: ClaimWindow;
  openClaims: number;
  transactionId: string | null;
  values: ClaimValues;
  fieldErrors: Record<string, string>;
  error: string | null;
  claim: Claim | null;
  receipt: ReceiptChannel;
}

export type ClaimFormEvent =
  | { type: 'field.change'; name: ClaimField; value: string }
  | { type: 'form.submit' }
  | { type: 'form.restart' };

interface FieldChange {
  name: ClaimField;
  value: string;
}

const fieldOf = ({ event }: { event: FieldChange }): FieldChange => event;

/** The contract's request from the form: a peso sign, commas and spaces are how amounts are typed. */
export function claimPayload(context: Pick<ClaimFormContext, 'values' | 'transactionId'>) {
  const { values, transactionId } = context;
  return {
    storeName: values.storeName,
    purchaseDate: values.purchaseDate,
    amount: values.amount.replace(/[₱,\s]/g, ''),
    receiptNumber: values.receiptNumber,
    ...(transactionId === null ? {} : { transactionId }),
  };
}

/** Each field's first message by the contract's rules and the server's window. */
export function claimErrors(
  context: Pick<ClaimFormContext, 'values' | 'transactionId' | 'window'>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const result = v.safeParse(ClaimRequestSchema, claimPayload(context));
  if (!result.success) {
    for (const issue of result.issues) errors[v.getDotPath(issue) ?? 'form'] ??= issue.message;
  }
  if (errors.purchaseDate === undefined) {
    const problem = purchaseDateProblem(context.values.purchaseDate, context.window);
    if (problem) errors.purchaseDate = problem;
  }
  return errors;
}

export const claimFormMachine = setup({
  types: {
    input: {} as ClaimFormInput,
    context: {} as ClaimFormContext,
    events: {} as ClaimFormEvent,
  },
  actors: {
    submitClaim: stubActor<ClaimResponse, { payload: unknown }>('submitClaim'),
  },
  guards: {
    atOpenLimit: ({ context }) => context.openClaims >= MAX_OPEN_CLAIMS,
    isValid: ({ context }) => Object.keys(claimErrors(context)).length === 0,
    failedWith: hasErrorKey,
    hasFieldErrors,
  },
  actions: {
    assignField: assign(({ context }, field: FieldChange) => ({
      values: { ...context.values, [field.name]: field.value },
      fieldErrors: Object.fromEntries(
        Object.entries(context.fieldErrors).filter(([name]) => name !== field.name),
      ),
      error: null,
    })),
    assignValidation: assign({
      fieldErrors: ({ context }) => claimErrors(context),
      error: FORM_ERROR_MESSAGE,
    }),
    assignServerErrors: assign(serverErrors),
    assignFailure: assign(failureMessage),
    assignClaim: assign(({ context }, answer: ClaimResponse) => ({
      claim: answer.data,
      receipt: answer.receipt,
      openClaims: context.openClaims + 1,
      fieldErrors: {},
      error: null,
    })),
    /** Another purchase: a blank form, about no transaction. */
    clearForm: assign({
      values: EMPTY_CLAIM,
      transactionId: null,
      claim: null,
      receipt: null,
    }),
  },
}).createMachine({
  id: 'claimForm',
  context: ({ input }) => ({
    window: input.window,
    openClaims: input.openClaims,
    transactionId: input.transaction?.id ?? null,
    values: input.transaction?.values ?? EMPTY_CLAIM,
    fieldErrors: {},
    error: null,
    claim: null,
    receipt: null,
  }),
  initial: 'checking',
  states: {
    /** With 5 claims open the form is not offered: the sixth would be refused. */
    checking: {
      always: [{ guard: 'atOpenLimit', target: 'limitReached' }, { target: 'editing' }],
    },
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
        id: 'submitClaim',
        src: 'submitClaim',
        input: ({ context }) => ({ payload: claimPayload(context) }),
        onDone: {
          target: 'received',
          actions: { type: 'assignClaim', params: outputOf<ClaimResponse> },
        },
        onError: [
          // Claims reported elsewhere since the page loaded filled the 5.
          { guard: failedWith('CLAIMS_OPEN_LIMIT'), target: 'limitReached' },
          refusedWith('hasFieldErrors', 'editing', 'assignServerErrors'),
          { target: 'editing', actions: { type: 'assignFailure', params: failureOf } },
        ],
      },
    },
    received: {
      on: { 'form.restart': { target: 'checking', actions: 'clearForm' } },
    },
    limitReached: { type: 'final' },
  },
});
