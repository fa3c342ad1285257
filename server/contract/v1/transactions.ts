import * as v from 'valibot';
import { nameTextSchema } from './fields';

/**
 * Points transactions of the signed-in member's card, filtered and paginated on the server
 * (docs/specification.md#transactions).
 */
export const TransactionSchema = v.object({
  id: v.string(),
  storeName: v.string(),
  purchaseTime: v.string(),
  transactionTotalAmount: v.number(),
  earnValue: v.number(),
  redeemValue: v.number(),
});
export type Transaction = v.InferOutput<typeof TransactionSchema>;

export const TRANSACTION_PAGE_SIZES = [5, 10, 25, 50] as const;
export type TransactionPageSize = (typeof TRANSACTION_PAGE_SIZES)[number];
export const DEFAULT_TRANSACTION_PAGE_SIZE = 5;

export const TRANSACTION_TYPES = { all: 0, earned: 1, redeemed: 2 } as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[keyof typeof TRANSACTION_TYPES];

export const DATE_MESSAGE = 'Enter a date as YYYY-MM-DD.';
export const DATE_RANGE_MESSAGE = 'The start date must not be after the end date.';

export const CalendarDateSchema = v.pipe(
  v.string(DATE_MESSAGE),
  v.regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, DATE_MESSAGE),
  v.check((value) => isCalendarDate(value), DATE_MESSAGE),
);

export function isCalendarDate(value: string): boolean {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

const filterEntries = {
  type: v.optional(
    v.pipe(
      v.picklist(['0', '1', '2'], 'Choose All, Earned or Redeemed.'),
      v.transform((value) => Number(value) as TransactionType),
    ),
  ),
  store: v.optional(v.pipe(nameTextSchema(), v.maxLength(120, 'Use at most 120 characters.'))),
  from: v.optional(CalendarDateSchema),
  to: v.optional(CalendarDateSchema),
};

const pageEntries = {
  page: v.optional(
    v.pipe(
      v.string('Enter a page number.'),
      v.regex(/^[1-9][0-9]{0,5}$/, 'Enter a page number.'),
      v.transform(Number),
    ),
  ),
  limit: v.optional(
    v.pipe(
      v.picklist(['5', '10', '25', '50'], 'Choose 5, 10, 25 or 50 entries.'),
      v.transform((value) => Number(value) as TransactionPageSize),
    ),
  ),
};

export const TransactionsQueryFields = v.strictObject({ ...filterEntries, ...pageEntries });

/**
 * GET /members/me/transactions query. Query values arrive as strings and come out as numbers;
 * `from` and `to` are Manila calendar days, both inclusive; `from` after `to` is refused on `from`
 * (both are YYYY-MM-DD, so text order is date order).
 */
export const TransactionsQuerySchema = v.pipe(
  TransactionsQueryFields,
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (input) => input.from === undefined || input.to === undefined || input.from <= input.to,
      DATE_RANGE_MESSAGE,
    ),
    ['from'],
  ),
);
export type TransactionsQueryInput = v.InferInput<typeof TransactionsQuerySchema>;
export type TransactionsQuery = v.InferOutput<typeof TransactionsQuerySchema>;

export const TransactionsCsvQuerySchema = v.pipe(
  v.strictObject(filterEntries),
  TransactionsQuerySchema.pipe[1],
);
export type TransactionsCsvQuery = v.InferOutput<typeof TransactionsCsvQuerySchema>;
export type TransactionsCsvQueryInput = v.InferInput<typeof TransactionsCsvQuerySchema>;

export const TransactionsResponseSchema = v.object({
  data: v.array(TransactionSchema),
  total: v.number(),
  page: v.number(),
  limit: v.number(),
});
export type TransactionsResponse = v.InferOutput<typeof TransactionsResponseSchema>;

export const TransactionStoresResponseSchema = v.object({ data: v.array(v.string()) });
export type TransactionStoresResponse = v.InferOutput<typeof TransactionStoresResponseSchema>;

export const TRANSACTION_NOT_FOUND_MESSAGE = 'This transaction cannot be found.';

/** A transaction's number as the list gives it: at most 15 digits, exact as a JavaScript number. */
export const TransactionParamsSchema = v.object({
  transactionId: v.pipe(
    v.string(TRANSACTION_NOT_FOUND_MESSAGE),
    v.regex(/^[1-9][0-9]{0,14}$/, TRANSACTION_NOT_FOUND_MESSAGE),
  ),
});

/**
 * One transaction of the member's card (docs/decisions/0065-transaction-detail.md): the card by
 * its last four digits only, and a reference number to quote to the hotline.
 */
export const TransactionDetailSchema = v.object({
  ...TransactionSchema.entries,
  referenceNumber: v.pipe(v.string(), v.regex(/^GR-[0-9]{10}-[0-9]$/)),
  card: v.object({
    productLabel: v.string(),
    type: v.string(),
    lastFour: v.pipe(v.string(), v.regex(/^[0-9]{4}$/)),
  }),
});
export type TransactionDetail = v.InferOutput<typeof TransactionDetailSchema>;

export const TransactionDetailResponseSchema = v.object({ data: TransactionDetailSchema });
export type TransactionDetailResponse = v.InferOutput<typeof TransactionDetailResponseSchema>;
