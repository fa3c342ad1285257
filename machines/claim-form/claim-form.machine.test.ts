import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Claim, ClaimResponse } from '#contract/claims';
import { CLAIM_MESSAGES, claimFixture, failure, rejectWith } from '../shared/test-support';
import { type ClaimFormInput, claimFormMachine, type ClaimValues } from './claim-form.machine';

const {
  checkFields: CHECK_FIELDS,
  store: STORE,
  purchaseDate: PURCHASE_DATE,
  amount: AMOUNT,
  amountRange: AMOUNT_RANGE,
  receipt: RECEIPT,
  tooOld: TOO_OLD,
  inFuture: IN_FUTURE,
  duplicate: DUPLICATE,
  tooMany: TOO_MANY,
} = CLAIM_MESSAGES;

const WINDOW = { from: '2026-11-04', until: '2026-12-04' };
const BLANK: ClaimValues = { storeName: '', purchaseDate: '', amount: '', receiptNumber: '' };
const FILLED: ClaimValues = {
  storeName: 'Suki Grocer - Manila Bay',
  purchaseDate: '2026-12-01',
  amount: '₱1,520.75',
  receiptNumber: 'or-2026-0001',
};

const received = (overrides: Partial<Claim> = {}): ClaimResponse => ({
  data: claimFixture(overrides),
  receipt: 'sms',
});

function start(
  options: { input?: Partial<ClaimFormInput>; submit?: () => Promise<ClaimResponse> } = {},
) {
  const sent: unknown[] = [];
  const machine = claimFormMachine.provide({
    actors: {
      submitClaim: fromPromise<ClaimResponse, { payload: unknown }>(({ input }) => {
        sent.push(input.payload);
        return (options.submit ?? (() => Promise.resolve(received())))();
      }),
    },
  });
  const actor = createActor(machine, {
    input: { window: WINDOW, openClaims: 0, transaction: null, ...options.input },
  }).start();
  return { actor, sent };
}

type Actor = ReturnType<typeof start>['actor'];

function fill(actor: Actor, values: ClaimValues) {
  for (const [name, value] of Object.entries(values))
    actor.send({ type: 'field.change', name: name as keyof ClaimValues, value });
}

describe('claimForm', () => {
  it('starts with a blank form, or with what a transaction fills in', () => {
    const blank = start().actor.getSnapshot();
    expect(blank.value).toBe('editing');
    expect(blank.context).toMatchObject({ values: BLANK, transactionId: null, claim: null });

    const { actor } = start({
      input: { transaction: { id: '42', values: { ...FILLED, receiptNumber: '' } } },
    });
    expect(actor.getSnapshot().context).toMatchObject({
      values: { ...FILLED, receiptNumber: '' },
      transactionId: '42',
    });
  });

  it('offers no form with 5 claims open, and does with 4', () => {
    expect(start({ input: { openClaims: 5 } }).actor.getSnapshot().value).toBe('limitReached');
    expect(start({ input: { openClaims: 5 } }).actor.getSnapshot().status).toBe('done');
    expect(start({ input: { openClaims: 4 } }).actor.getSnapshot().value).toBe('editing');
  });

  it("marks every field it refuses and says 'Please check required fields.'", () => {
    const { actor, sent } = start();
    actor.send({ type: 'form.submit' });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context.error).toBe(CHECK_FIELDS);
    expect(context.fieldErrors).toEqual({
      storeName: STORE,
      purchaseDate: PURCHASE_DATE,
      amount: AMOUNT,
      receiptNumber: RECEIPT,
    });
    expect(sent).toEqual([]);
  });

  it('keeps the purchase day within the window: the first and last days pass, the days around them do not', () => {
    for (const [purchaseDate, message] of [
      ['2026-11-03', TOO_OLD],
      ['2026-12-05', IN_FUTURE],
      ['2026-02-30', PURCHASE_DATE],
      ['2026-11-04', undefined],
      ['2026-12-04', undefined],
    ] as const) {
      const { actor } = start();
      fill(actor, { ...FILLED, purchaseDate });
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().context.fieldErrors.purchaseDate, purchaseDate).toBe(message);
      expect(actor.getSnapshot().value, purchaseDate).toBe(
        message === undefined ? 'submitting' : 'editing',
      );
    }
  });

  it('refuses amounts outside ₱1.00 to ₱1,000,000.00 and anything but a number', () => {
    for (const [amount, message] of [
      ['0.99', AMOUNT_RANGE],
      ['1000000.01', AMOUNT_RANGE],
      ['12.345', AMOUNT],
      ['twelve', AMOUNT],
      ['1', undefined],
      ['₱ 1,000,000.00', undefined],
    ] as const) {
      const { actor } = start();
      fill(actor, { ...FILLED, amount });
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().context.fieldErrors.amount, amount).toBe(message);
    }
  });

  it('a change clears its own mark and the summary, and leaves the other marks', () => {
    const { actor } = start();
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'field.change', name: 'storeName', value: 'Suki' });
    const { context } = actor.getSnapshot();
    expect(context.error).toBeNull();
    expect(context.fieldErrors.storeName).toBeUndefined();
    expect(Object.keys(context.fieldErrors).sort()).toEqual([
      'amount',
      'purchaseDate',
      'receiptNumber',
    ]);
    expect(context.values.storeName).toBe('Suki');
  });

  it('sends the contract’s request: the amount without its peso sign or commas, the transaction when there is one', async () => {
    const { actor, sent } = start({
      input: { transaction: { id: '42', values: { ...FILLED, receiptNumber: '' } } },
    });
    actor.send({ type: 'field.change', name: 'receiptNumber', value: 'or-2026-0001' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('received'));
    expect(sent).toEqual([
      {
        storeName: 'Suki Grocer - Manila Bay',
        purchaseDate: '2026-12-01',
        amount: '1520.75',
        receiptNumber: 'or-2026-0001',
        transactionId: '42',
      },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({
      claim: { reference: 'MP-582DFD15', status: 'Received' },
      receipt: 'sms',
      openClaims: 1,
    });
  });

  it('another purchase starts a blank form about no transaction, unless that claim was the fifth', async () => {
    const { actor, sent } = start({
      input: { openClaims: 3, transaction: { id: '42', values: FILLED } },
    });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('received'));
    actor.send({ type: 'form.restart' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      values: BLANK,
      transactionId: null,
      claim: null,
      receipt: null,
    });
    fill(actor, FILLED);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('received'));
    expect(sent[1]).not.toHaveProperty('transactionId');
    actor.send({ type: 'form.restart' });
    expect(actor.getSnapshot().value).toBe('limitReached');
  });

  it('a duplicate receipt lands on its field; what was typed stays', async () => {
    const { actor } = start({
      submit: () =>
        rejectWith(
          failure('CLAIM_DUPLICATE_RECEIPT', DUPLICATE, { fields: { receiptNumber: DUPLICATE } }),
        ),
    });
    fill(actor, FILLED);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({
      values: FILLED,
      fieldErrors: { receiptNumber: DUPLICATE },
      error: DUPLICATE,
    });
  });

  it('the server counting 5 open claims ends the form', async () => {
    const { actor } = start({
      submit: () => rejectWith(failure('CLAIMS_OPEN_LIMIT', TOO_MANY)),
    });
    fill(actor, FILLED);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('limitReached');
  });

  it('any other failure is said, and the form can be sent again', async () => {
    let answer: () => Promise<ClaimResponse> = () =>
      rejectWith(failure('NETWORK_ERROR', 'No connection.'));
    const { actor, sent } = start({ submit: () => answer() });
    fill(actor, FILLED);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(actor.getSnapshot().context.error).toBe('No connection.');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    answer = () => Promise.resolve({ ...received(), receipt: null });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('received'));
    expect(actor.getSnapshot().context.receipt).toBeNull();
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(sent).toHaveLength(2);
  });

  it('ignores changes and sends while sending', () => {
    const { actor, sent } = start({ submit: () => new Promise(() => undefined) });
    fill(actor, FILLED);
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'field.change', name: 'storeName', value: 'Other' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.values.storeName).toBe(FILLED.storeName);
    expect(sent).toHaveLength(1);
  });
});
