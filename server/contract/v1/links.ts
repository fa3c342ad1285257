import * as v from 'valibot';
import { OpaqueTokenSchema, textSchema } from './fields';

/**
 * SEC-40: `?session=CODE`, a single-use code minted at click time for that host only, redeemed
 * server to server.
 */
export const LINK_SESSION_PARAM = 'session';

export const LinkHandoffRequestSchema = v.strictObject({
  url: v.pipe(textSchema(), v.minLength(1), v.maxLength(2048)),
});
export type LinkHandoffRequest = v.InferOutput<typeof LinkHandoffRequestSchema>;

export const LinkHandoffResponseSchema = v.object({
  code: OpaqueTokenSchema,
  host: v.string(),
  expiresInSeconds: v.number(),
});
export type LinkHandoffResponse = v.InferOutput<typeof LinkHandoffResponseSchema>;

export const LinkHandoffRedeemRequestSchema = v.strictObject({
  code: OpaqueTokenSchema,
  host: v.pipe(textSchema(), v.minLength(1), v.maxLength(253)),
});
export type LinkHandoffRedeemRequest = v.InferOutput<typeof LinkHandoffRedeemRequestSchema>;

export const LinkHandoffRedeemResponseSchema = v.object({ memberId: v.string() });
export type LinkHandoffRedeemResponse = v.InferOutput<typeof LinkHandoffRedeemResponseSchema>;
