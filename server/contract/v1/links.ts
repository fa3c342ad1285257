import * as v from 'valibot';
import { OpaqueTokenSchema, textSchema } from './fields';

/**
 * Header links to partner sites (specification 001, Header; DECISIONS.md, Sessions and redirects;
 * SECURITY-CHECKLIST SEC-40). A signed-in member's link to an allow-listed host carries
 * `?session=CODE`, where CODE is a handoff code minted at click time for that host only: single
 * use, at most 60 seconds old, hashed at rest, and never the session or refresh token. The partner
 * redeems it once, server to server, for the member's id.
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
