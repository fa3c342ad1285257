import * as v from 'valibot';
import { textSchema } from './fields';

/**
 * Social sign-in over OpenID Connect (specification 000, Login and sections 7-8;
 * docs/decisions/0036-social-sign-in.md). The app asks the server to start a sign-in with a
 * configured provider and follows the authorization URL it gets back; the provider sends the
 * browser to SOCIAL_CALLBACK_PATH, whose query string the app posts as the status call's `data`.
 */

/** Where a provider sends the browser back: an app page, which makes the status call. */
export const SOCIAL_CALLBACK_PATH = '/social-login';
/** The specification's text that is ignored rather than shown (section 8). */
export const UNPARSEABLE_OAUTH_MESSAGE = 'Unable to parse OAuth flow response';
/** A started sign-in must come back within this long, and only once. */
export const SOCIAL_ATTEMPT_LIFETIME_SECONDS = 600;

export const SocialProviderIdSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z][a-z0-9-]{1,31}$/, 'Unknown sign-in provider.'),
);

/** One sign-in choice: the specification's four are always listed, enabled when configured. */
export const SocialChoiceSchema = v.object({
  id: SocialProviderIdSchema,
  name: v.string(),
  enabled: v.boolean(),
});
export type SocialChoice = v.InferOutput<typeof SocialChoiceSchema>;

const TargetSchema = v.pipe(textSchema(), v.maxLength(2048));

export const SocialStartRequestSchema = v.strictObject({
  provider: SocialProviderIdSchema,
  /** The `page` query of the login page or modal: a portal path. */
  page: v.optional(TargetSchema),
  /** The `url` query, sent as the login's ext_url (an allow-listed https URL or a path). */
  ext_url: v.optional(TargetSchema),
});
export type SocialStartRequest = v.InferOutput<typeof SocialStartRequestSchema>;
export const SocialStartResponseSchema = v.object({
  authorizationUrl: v.pipe(v.string(), v.url()),
});
export type SocialStartResponse = v.InferOutput<typeof SocialStartResponseSchema>;

/** The social login status call: `data` is the query string the provider sent back. */
export const SocialStatusRequestSchema = v.strictObject({
  data: v.pipe(textSchema(), v.minLength(1), v.maxLength(4096)),
});
export type SocialStatusRequest = v.InferOutput<typeof SocialStatusRequestSchema>;
/** COMPLETE sets the session cookies as a passcode login does; the body carries no secret. */
export const SocialStatusResponseSchema = v.object({
  signup_status: v.literal('COMPLETE'),
  /** The validated `url` or `page` the sign-in was started with; null means /account. */
  redirect: v.nullable(v.string()),
  expiresInSeconds: v.number(),
});
export type SocialStatusResponse = v.InferOutput<typeof SocialStatusResponseSchema>;
