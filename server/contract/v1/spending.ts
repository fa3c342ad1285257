import * as v from 'valibot';

/**
 * The signed-in member's spending towards the Black Card: "spend at least P100,000 within 12
 * months" (docs/specification.md, Black card). The 12 months are calendar months in Manila, this
 * one and the 11 before it (docs/decisions/0064-my-spending-window.md).
 */
export const BLACK_CARD_GOAL = 100_000;

/** A card of this type is a Black Card. */
export const BLACK_CARD_TYPE = 'Black';

export const SpendingMonthSchema = v.object({
  /** YYYY-MM, a Manila calendar month. */
  month: v.pipe(v.string(), v.regex(/^[0-9]{4}-[0-9]{2}$/)),
  /** The month's `transactionTotalAmount`, summed. */
  total: v.number(),
});
export type SpendingMonth = v.InferOutput<typeof SpendingMonthSchema>;

export const SpendingSchema = v.object({
  /** Twelve months, the oldest first, this month last; a month without purchases is 0. */
  months: v.array(SpendingMonthSchema),
  total: v.number(),
  goal: v.number(),
  /** What is left to reach the goal, 0 once it is reached. */
  remaining: v.number(),
  /** The window's first day and its last (the end of this month: "by when"), YYYY-MM-DD. */
  from: v.string(),
  until: v.string(),
  /** The member's card is a Black Card already. */
  blackCard: v.boolean(),
});
export type Spending = v.InferOutput<typeof SpendingSchema>;

export const SpendingResponseSchema = v.object({ data: SpendingSchema });
