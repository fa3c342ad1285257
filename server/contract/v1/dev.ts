import * as v from 'valibot';
import { textSchema } from './fields';

export const OutboxMessageSchema = v.object({
  to: v.string(),
  channel: v.picklist(['sms', 'email']),
  body: v.string(),
  createdAt: v.string(),
});
export type OutboxMessage = v.InferOutput<typeof OutboxMessageSchema>;
export const OutboxQuerySchema = v.strictObject({
  to: v.optional(v.pipe(textSchema(), v.maxLength(100))),
});
export const OutboxResponseSchema = v.array(OutboxMessageSchema);

export const DevCaptchaResponseSchema = v.object({ token: v.string() });

export const AdvanceClockRequestSchema = v.strictObject({
  seconds: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(86_400)),
});
export const AdvanceClockResponseSchema = v.object({ now: v.string() });

/**
 * The browser suite's overload, for this long: saturated Argon2 hashing sheds sign-ins, a saturated
 * database pool every API call and page.
 */
export const SimulateOverloadRequestSchema = v.strictObject({
  seconds: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(60)),
  cause: v.optional(v.picklist(['hashing', 'database']), 'hashing'),
});
export const SimulateOverloadResponseSchema = v.object({ until: v.string() });

/** What a housekeeping run did (tests run it at once instead of waiting for its timer). */
export const HousekeepingResponseSchema = v.object({
  /** False when another process held the run's lock: this one did nothing. */
  ran: v.boolean(),
  accountsAnonymised: v.number(),
  removed: v.object({
    sessions: v.number(),
    challenges: v.number(),
    tokens: v.number(),
    rateLimits: v.number(),
    outbox: v.number(),
  }),
});
