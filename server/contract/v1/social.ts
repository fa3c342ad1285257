import * as v from 'valibot';
import { textSchema } from './fields';

export const SOCIAL_CALLBACK_PATH = '/social-login';
export const UNPARSEABLE_OAUTH_MESSAGE = 'Unable to parse OAuth flow response';
export const SOCIAL_ATTEMPT_LIFETIME_SECONDS = 600;

export const SocialProviderIdSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z][a-z0-9-]{1,31}$/, 'Unknown sign-in provider.'),
);

export const SocialChoiceSchema = v.object({
  id: SocialProviderIdSchema,
  name: v.string(),
  enabled: v.boolean(),
});
export type SocialChoice = v.InferOutput<typeof SocialChoiceSchema>;

const TargetSchema = v.pipe(textSchema(), v.maxLength(2048));

export const SocialStartRequestSchema = v.strictObject({
  provider: SocialProviderIdSchema,
  page: v.optional(TargetSchema),
  ext_url: v.optional(TargetSchema),
});
export type SocialStartRequest = v.InferOutput<typeof SocialStartRequestSchema>;
export const SocialStartResponseSchema = v.object({
  authorizationUrl: v.pipe(v.string(), v.url()),
});
export type SocialStartResponse = v.InferOutput<typeof SocialStartResponseSchema>;

export const SocialStatusRequestSchema = v.strictObject({
  data: v.pipe(textSchema(), v.minLength(1), v.maxLength(4096)),
});
export type SocialStatusRequest = v.InferOutput<typeof SocialStatusRequestSchema>;
export const SocialStatusResponseSchema = v.object({
  signup_status: v.literal('COMPLETE'),
  redirect: v.nullable(v.string()),
  expiresInSeconds: v.number(),
});
export type SocialStatusResponse = v.InferOutput<typeof SocialStatusResponseSchema>;
