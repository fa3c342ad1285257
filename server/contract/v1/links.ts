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
  /** The header link's https URL; its host must be in REDIRECT_HOSTS. */
  url: v.pipe(textSchema(), v.minLength(1), v.maxLength(2048)),
});
export type LinkHandoffRequest = v.InferOutput<typeof LinkHandoffRequestSchema>;

export const LinkHandoffResponseSchema = v.object({
  code: OpaqueTokenSchema,
  /** The host the code is bound to (lower case). */
  host: v.string(),
  expiresInSeconds: v.number(),
});
export type LinkHandoffResponse = v.InferOutput<typeof LinkHandoffResponseSchema>;

export const LinkHandoffRedeemRequestSchema = v.strictObject({
  code: OpaqueTokenSchema,
  /** The partner's own host: a code redeems only for the host it was minted for. */
  host: v.pipe(textSchema(), v.minLength(1), v.maxLength(253)),
});
export type LinkHandoffRedeemRequest = v.InferOutput<typeof LinkHandoffRedeemRequestSchema>;

/** Only the member's opaque id: the partner learns who arrived, nothing more. */
export const LinkHandoffRedeemResponseSchema = v.object({ memberId: v.string() });
export type LinkHandoffRedeemResponse = v.InferOutput<typeof LinkHandoffRedeemResponseSchema>;
