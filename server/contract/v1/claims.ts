import * as v from 'valibot';
import { nameTextSchema, textSchema } from './fields';
import { isCalendarDate, TRANSACTION_NOT_FOUND_MESSAGE } from './transactions';

/**
 * Missing-points claims (docs/decisions/0067-missing-points-claims.md): a member reports a
 * purchase whose points did not arrive; an operator moves the claim through its statuses.
 */
export const CLAIM_STATUSES = ['Received', 'In review', 'Credited', 'Declined'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
/** Open until credited or declined. */
export const OPEN_CLAIM_STATUSES: readonly ClaimStatus[] = ['Received', 'In review'];
export const MAX_OPEN_CLAIMS = 5;
export const CLAIM_WINDOW_DAYS = 30;
export const MAX_CLAIM_AMOUNT = 1_000_000;

export const PURCHASE_DATE_MESSAGE = 'Enter the day of the purchase.';
export const STORE_MESSAGE = 'Enter the store where you made the purchase.';
export const AMOUNT_MESSAGE = 'Enter the amount paid, like 1250.50.';
export const AMOUNT_RANGE_MESSAGE = 'Enter an amount from ₱1.00 to ₱1,000,000.00.';
export const RECEIPT_MESSAGE =
  'Enter the receipt number as printed: 4 to 30 letters, digits, dashes or slashes.';
export const PURCHASE_TOO_OLD_MESSAGE = 'Report a purchase made within the last 30 days.';
export const PURCHASE_IN_FUTURE_MESSAGE = 'The purchase date cannot be in the future.';
export const DUPLICATE_RECEIPT_MESSAGE = 'This receipt has already been reported.';
export const TOO_MANY_OPEN_CLAIMS_MESSAGE =
  'You have 5 claims still open. You can report another once one of them is settled.';

export const ClaimRequestSchema = v.strictObject({
  storeName: v.pipe(
    nameTextSchema({ type: STORE_MESSAGE }),
    v.trim(),
    v.minLength(2, STORE_MESSAGE),
    v.maxLength(120, 'Use at most 120 characters.'),
  ),
  purchaseDate: v.pipe(
    v.string(PURCHASE_DATE_MESSAGE),
    v.regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, PURCHASE_DATE_MESSAGE),
    v.check(isCalendarDate, PURCHASE_DATE_MESSAGE),
  ),
  amount: v.pipe(
    textSchema({ type: AMOUNT_MESSAGE }),
    v.trim(),
    v.regex(/^[0-9]{1,7}(?:\.[0-9]{1,2})?$/, AMOUNT_MESSAGE),
    v.transform(Number),
    v.minValue(1, AMOUNT_RANGE_MESSAGE),
    v.maxValue(MAX_CLAIM_AMOUNT, AMOUNT_RANGE_MESSAGE),
  ),
  receiptNumber: v.pipe(
    textSchema({ type: RECEIPT_MESSAGE }),
    v.trim(),
    v.regex(/^[A-Za-z0-9][A-Za-z0-9/-]{3,29}$/, RECEIPT_MESSAGE),
    // Receipts print in capitals; "or-123" and "OR-123" are the same receipt.
    v.toUpperCase(),
  ),
  /** The transaction the claim is about, when reported from its page. */
  transactionId: v.optional(
    v.pipe(
      v.string(TRANSACTION_NOT_FOUND_MESSAGE),
      v.regex(/^[1-9][0-9]{0,14}$/, TRANSACTION_NOT_FOUND_MESSAGE),
    ),
  ),
});
export type ClaimRequestInput = v.InferInput<typeof ClaimRequestSchema>;
export type ClaimRequest = v.InferOutput<typeof ClaimRequestSchema>;

export const ClaimSchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  /** What the member quotes: "MP-" and 8 characters. */
  reference: v.pipe(v.string(), v.regex(/^MP-[0-9A-F]{8}$/)),
  storeName: v.string(),
  purchaseDate: v.string(),
  amount: v.number(),
  receiptNumber: v.string(),
  status: v.picklist(CLAIM_STATUSES),
  /** The points credited; null until then. */
  points: v.nullable(v.number()),
  /** Why it was declined; null otherwise. */
  note: v.nullable(v.string()),
  transactionId: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Claim = v.InferOutput<typeof ClaimSchema>;

/** The Manila days a purchase may be reported on, both included. */
export const ClaimWindowSchema = v.object({
  from: v.pipe(v.string(), v.isoDate()),
  until: v.pipe(v.string(), v.isoDate()),
});
export type ClaimWindow = v.InferOutput<typeof ClaimWindowSchema>;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** From 30 days before today to today (Manila days). */
export const claimWindow = (today: string): ClaimWindow => ({
  from: addDays(today, -CLAIM_WINDOW_DAYS),
  until: today,
});

/** Why a purchase day falls outside the window, or null when it may be reported. */
export function purchaseDateProblem(day: string, window: ClaimWindow): string | null {
  if (day > window.until) return PURCHASE_IN_FUTURE_MESSAGE;
  if (day < window.from) return PURCHASE_TOO_OLD_MESSAGE;
  return null;
}

/** Where the receipt notice went: null when it could not be sent (the claim stands). */
export const ReceiptChannelSchema = v.nullable(v.picklist(['email', 'sms']));
export type ReceiptChannel = v.InferOutput<typeof ReceiptChannelSchema>;

export const ClaimResponseSchema = v.object({ data: ClaimSchema, receipt: ReceiptChannelSchema });
export type ClaimResponse = v.InferOutput<typeof ClaimResponseSchema>;
export const ClaimsResponseSchema = v.object({
  data: v.array(ClaimSchema),
  window: ClaimWindowSchema,
});
export type ClaimsResponse = v.InferOutput<typeof ClaimsResponseSchema>;
