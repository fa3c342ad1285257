// Social sign-in over OpenID Connect.
import type { EndpointDefinition } from '../endpoint-definition';
import {
  SocialStartRequestSchema,
  SocialStartResponseSchema,
  SocialStatusRequestSchema,
  SocialStatusResponseSchema,
} from '../social';

export const startSocialLogin = {
  method: 'POST',
  path: '/auth/social/start',
  body: SocialStartRequestSchema,
  response: SocialStartResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

/** The social login status call (docs/specification.md#calls): `data` in, `signup_status` out. */
export const socialLoginStatus = {
  method: 'POST',
  path: '/auth/social/status',
  body: SocialStatusRequestSchema,
  response: SocialStatusResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;
