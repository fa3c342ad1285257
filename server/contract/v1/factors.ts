import * as v from 'valibot';
import { OpaqueTokenSchema, OtpSchema } from './fields';
import { EmailSchema } from './members';

export const FactorSchema = v.object({
  id: v.string(),
  type: v.literal('email'),
  email: v.string(),
  verified: v.boolean(),
});
export type Factor = v.InferOutput<typeof FactorSchema>;

export const FactorsResponseSchema = v.object({ data: v.array(FactorSchema) });
export type FactorsResponse = v.InferOutput<typeof FactorsResponseSchema>;

export const EmailFactorRequestSchema = v.strictObject({ email: EmailSchema });
export type EmailFactorRequest = v.InferOutput<typeof EmailFactorRequestSchema>;

export const EmailFactorVerifyRequestSchema = v.strictObject({
  refCode: OpaqueTokenSchema,
  code: OtpSchema,
});
export type EmailFactorVerifyRequest = v.InferOutput<typeof EmailFactorVerifyRequestSchema>;

/** Resend after the 300 s have run out: a new code and a new refCode. */
export const EmailFactorResendRequestSchema = v.strictObject({ refCode: OpaqueTokenSchema });
export type EmailFactorResendRequest = v.InferOutput<typeof EmailFactorResendRequestSchema>;

/** One verification email per member per 5 minutes (PLEASE_RESEND_LATER inside it). */
export const EMAIL_WINDOW_SECONDS = 300;
