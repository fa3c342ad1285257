import * as v from 'valibot';
import { ManilaTimeSchema } from './devices';
import { PasscodeSchema } from './fields';
import { verifiedActionRequestSchema } from './auth';

/**
 * "Delete my account" (the Data Privacy Act of 2012): the passcode, then an SMS
 * code, then the deletion is scheduled for the end of a grace period. Signing in during it offers
 * to keep the account; after it the personal data is removed or anonymised.
 */
export const DELETION_GRACE_DAYS = 30;

export const DeletionCodeRequestSchema = v.strictObject({ passcode: PasscodeSchema });
export type DeletionCodeRequest = v.InferOutput<typeof DeletionCodeRequestSchema>;

export const DeletionRequestSchema = verifiedActionRequestSchema(DeletionCodeRequestSchema);
export type DeletionRequest = v.InferOutput<typeof DeletionRequestSchema>;

export const DeletionScheduledSchema = v.object({
  /** The end of the grace period, in Manila time. */
  deletionDueAt: ManilaTimeSchema,
});
export type DeletionScheduled = v.InferOutput<typeof DeletionScheduledSchema>;
