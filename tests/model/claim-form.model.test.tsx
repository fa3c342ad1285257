import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { type AnyMachineSnapshot, createActor, type SnapshotFrom } from 'xstate';
import { type ClaimFormInput, claimFormMachine } from '#machines/claim-form/claim-form.machine';
import { CLAIM_MESSAGES, claimAnswer, failure } from '#machines/shared/test-support';
import { ClaimFormView } from '#src/features/account/claim-form';
import { claimFormFlow } from '#src/features/account/claims.actors';
import { renderWithRouter } from '../support/render';
import { defineModelSuite, type ModelEvent, type World } from './support/model';
import { CLAIM_ROUTES, FakeNetwork } from './support/network';
import { alertTexts, retype } from './support/views';

type Snapshot = SnapshotFrom<typeof claimFormMachine>;
const asSnapshot = (snapshot: AnyMachineSnapshot) => snapshot as Snapshot;

/**
 * Report missing points (docs/decisions/0067-missing-points-claims.md). Every expectation is
 * written here: the messages, the 30 days, the 5 open claims.
 */
const {
  checkFields: CHECK_FIELDS,
  store: STORE,
  purchaseDate: PURCHASE_DATE,
  amount: AMOUNT,
  receipt: RECEIPT,
  tooOld: TOO_OLD,
  inFuture: IN_FUTURE,
  duplicate: DUPLICATE,
  tooMany: TOO_MANY,
} = CLAIM_MESSAGES;
/** The generic message (a dropped connection, as the app's client words it). */
const GENERIC = 'Oops! Something went wrong. Please try again in a few minutes.';
const MAX_OPEN = 5;
/** Today is 4 December 2026 in Manila: the window is the 30 days before it and today. */
const WINDOW = { from: '2026-11-04', until: '2026-12-04' };
const CLAIMS_PATH = '/api/v1/members/me/claims';

type Field = 'storeName' | 'purchaseDate' | 'amount' | 'receiptNumber';
type Values = Readonly<Record<Field, string>>;
const LABELS: Record<Field, string> = {
  storeName: 'Store',
  purchaseDate: 'Purchase date',
  amount: 'Amount paid',
  receiptNumber: 'Receipt number',
};
const FIELDS = Object.keys(LABELS) as Field[];
const BLANK: Values = { storeName: '', purchaseDate: '', amount: '', receiptNumber: '' };
const FROM_TRANSACTION: Values = {
  storeName: 'Bayanihan Mart - Galleria',
  purchaseDate: '2026-12-03',
  amount: '7521.94',
  receiptNumber: '',
};

type Receipt = 'email' | 'sms' | null;
const RECEIPT_LINES: Record<'email' | 'sms' | 'none', string> = {
  email: 'We sent a receipt to your email.',
  sms: 'We sent a receipt to your mobile number by SMS.',
  none: 'We could not send a receipt just now. Your claim is saved all the same: keep its reference.',
};

const answer = claimAnswer;

const events = (): ModelEvent[] => [
  { type: 'field.change', name: 'storeName', value: 'Suki Grocer - Manila Bay' },
  { type: 'field.change', name: 'purchaseDate', value: '2026-12-01' },
  { type: 'field.change', name: 'purchaseDate', value: '2026-11-03' },
  { type: 'field.change', name: 'purchaseDate', value: '2026-12-05' },
  // As a member types it: the peso sign and the comma are dropped before it is sent.
  { type: 'field.change', name: 'amount', value: '₱1,520.75' },
  { type: 'field.change', name: 'amount', value: 'twelve' },
  { type: 'field.change', name: 'receiptNumber', value: 'or-2026-0001' },
  { type: 'form.submit' },
  { type: 'form.restart' },
  { type: 'xstate.done.actor.submitClaim', output: answer('sms') },
  { type: 'xstate.done.actor.submitClaim', output: answer('email') },
  { type: 'xstate.done.actor.submitClaim', output: answer(null) },
  {
    type: 'xstate.error.actor.submitClaim',
    error: failure('CLAIM_DUPLICATE_RECEIPT', DUPLICATE, { fields: { receiptNumber: DUPLICATE } }),
  },
  { type: 'xstate.error.actor.submitClaim', error: failure('CLAIMS_OPEN_LIMIT', TOO_MANY) },
  { type: 'xstate.error.actor.submitClaim', error: failure('NETWORK_ERROR', GENERIC) },
];

const serializeState = (raw: AnyMachineSnapshot) => {
  const { value, context } = asSnapshot(raw);
  return JSON.stringify({
    value,
    values: context.values,
    errors: context.fieldErrors,
    error: context.error,
    open: context.openClaims,
    transaction: context.transactionId,
  });
};

interface ClaimWorld {
  step: 'editing' | 'submitting' | 'received' | 'limit';
  values: Values;
  transactionId: string | null;
  open: number;
  errors: Readonly<Partial<Record<Field, string>>>;
  message: string | null;
  receipt: Receipt;
  sent: unknown[];
}

const cleanAmount = (amount: string) => amount.replace(/[₱,\s]/g, '');

function refusals(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (values.storeName.trim().length < 2) errors.storeName = STORE;
  const day = values.purchaseDate;
  if (day === '') errors.purchaseDate = PURCHASE_DATE;
  else if (day > WINDOW.until) errors.purchaseDate = IN_FUTURE;
  else if (day < WINDOW.from) errors.purchaseDate = TOO_OLD;
  const amount = cleanAmount(values.amount);
  if (!/^[0-9]{1,7}(\.[0-9]{1,2})?$/.test(amount)) errors.amount = AMOUNT;
  if (!/^[A-Za-z0-9][A-Za-z0-9/-]{3,29}$/.test(values.receiptNumber.trim()))
    errors.receiptNumber = RECEIPT;
  return errors;
}

/** 'checking': 5 open claims show the stop instead of the form. */
const checked = (w: ClaimWorld): ClaimWorld => ({
  ...w,
  step: w.open >= MAX_OPEN ? 'limit' : 'editing',
});

function next(w: ClaimWorld, event: ModelEvent): ClaimWorld {
  switch (event.type) {
    case 'field.change': {
      if (w.step !== 'editing') return w;
      const name = event.name as Field;
      const errors = Object.fromEntries(Object.entries(w.errors).filter(([key]) => key !== name));
      return { ...w, values: { ...w.values, [name]: String(event.value) }, errors, message: null };
    }
    case 'form.submit': {
      if (w.step !== 'editing') return w;
      const errors = refusals(w.values);
      if (Object.keys(errors).length > 0) return { ...w, errors, message: CHECK_FIELDS };
      const body = {
        ...w.values,
        amount: cleanAmount(w.values.amount),
        ...(w.transactionId === null ? {} : { transactionId: w.transactionId }),
      };
      return { ...w, step: 'submitting', sent: [...w.sent, body] };
    }
    case 'form.restart':
      if (w.step !== 'received') return w;
      return checked({ ...w, values: BLANK, transactionId: null, receipt: null });
    case 'xstate.done.actor.submitClaim': {
      if (w.step !== 'submitting') return w;
      const { receipt } = event.output as { receipt: Receipt };
      return { ...w, step: 'received', open: w.open + 1, receipt, errors: {}, message: null };
    }
    case 'xstate.error.actor.submitClaim': {
      if (w.step !== 'submitting') return w;
      const failed = event.error as {
        errorKey: string;
        message: string;
        fields?: Partial<Record<Field, string>>;
      };
      if (failed.errorKey === 'CLAIMS_OPEN_LIMIT') return { ...w, step: 'limit' };
      return {
        ...w,
        step: 'editing',
        message: failed.message,
        errors: failed.fields ?? w.errors,
      };
    }
    default:
      return w;
  }
}

const world: World<ClaimWorld> = {
  initial: (raw) => {
    const input = raw as ClaimFormInput;
    return checked({
      step: 'editing',
      values: input.transaction?.values ?? BLANK,
      transactionId: input.transaction?.id ?? null,
      open: input.openClaims,
      errors: {},
      message: null,
      receipt: null,
      sent: [],
    });
  },
  next,
  refused: next,
  boundary: (w) =>
    `marked ${Object.keys(w.errors).sort().join(', ') || 'none'}; receipt ${String(w.receipt)}; ${w.open >= MAX_OPEN ? 'no room' : 'room'}`,
};

function verify(w: ClaimWorld) {
  const form = screen.queryByRole('form', { name: 'Report missing points' });
  if (w.step === 'limit') {
    expect(alertTexts()).toEqual([TOO_MANY]);
    expect(screen.getByRole('link', { name: 'See your claims' })).toHaveAttribute(
      'href',
      '/account/claims',
    );
    expect(form).toBeNull();
    return;
  }
  if (w.step === 'received') {
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Claim received');
    expect(status).toHaveTextContent('Your reference is MP-582DFD15.');
    expect(status).toHaveTextContent(RECEIPT_LINES[w.receipt ?? 'none']);
    expect(status).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Report another purchase' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'See your claims' })).toBeVisible();
    expect(form).toBeNull();
    expect(alertTexts()).toEqual([]);
    return;
  }
  expect(form).not.toBeNull();
  expect(screen.queryByText('Claim received')).toBeNull();
  expect(
    screen.getByText(
      w.transactionId === null
        ? 'Tell us about a purchase from the last 30 days whose points did not arrive.'
        : 'We filled in the purchase from your transaction. Add the receipt number and send it to us.',
    ),
  ).toBeVisible();
  for (const name of FIELDS) {
    const field = screen.getByLabelText(LABELS[name]);
    expect(field, LABELS[name]).toHaveValue(w.values[name]);
    const mark = w.errors[name];
    expect(field.getAttribute('aria-invalid'), `${LABELS[name]} marked`).toBe(mark ? 'true' : null);
    if (mark) expect(field).toHaveAccessibleDescription(mark);
  }
  const date = screen.getByLabelText(LABELS.purchaseDate);
  expect(date).toHaveAttribute('min', WINDOW.from);
  expect(date).toHaveAttribute('max', WINDOW.until);
  expect(alertTexts(), 'the messages shown').toEqual(
    [w.message, ...FIELDS.map((name) => w.errors[name])].filter(
      (message): message is string => typeof message === 'string',
    ),
  );
  const send = screen.getByRole('button', { name: 'Send claim' });
  const sending = w.step === 'submitting';
  expect(send, 'Send claim waits while sending').toHaveProperty('disabled', sending);
  expect(send).toHaveAttribute('aria-busy', String(sending));
}

const inputs: ClaimFormInput[] = [
  { window: WINDOW, openClaims: 0, transaction: null },
  { window: WINDOW, openClaims: 4, transaction: { id: '2', values: FROM_TRANSACTION } },
  { window: WINDOW, openClaims: 5, transaction: null },
];

defineModelSuite({
  name: 'claimForm',
  machine: claimFormMachine,
  inputs,
  events,
  serializeState,
  world,
  start: async (input, inspect) => {
    const user = userEvent.setup({ delay: null });
    const calls = new FakeNetwork(CLAIM_ROUTES);
    const actor = createActor(claimFormFlow, { input: input as ClaimFormInput, inspect });
    actor.start();
    const view = await renderWithRouter(<ClaimFormView actor={actor} />);
    return {
      actor,
      view,
      perform: async (event) => {
        switch (event.type) {
          case 'field.change': {
            const field = screen.getByLabelText(LABELS[event.name as Field]);
            // A date is picked whole, as the browser's picker gives it.
            if (event.name === 'purchaseDate') {
              fireEvent.change(field, { target: { value: String(event.value) } });
              return;
            }
            return retype(user, field, String(event.value));
          }
          case 'form.submit':
            return user.click(screen.getByRole('button', { name: 'Send claim' }));
          case 'form.restart':
            return user.click(screen.getByRole('button', { name: 'Report another purchase' }));
          default:
            if (!(await calls.answer(event))) throw new Error(`cannot perform ${event.type}`);
        }
      },
      verify: (_snapshot, w) => {
        verify(w);
      },
      finish: (_snapshot, w) => {
        expect(calls.inputs.get('submitClaim') ?? [], 'the claims sent').toEqual(w.sent);
        for (const url of calls.urls.get('submitClaim') ?? []) expect(url).toBe(CLAIMS_PATH);
      },
    };
  },
});
