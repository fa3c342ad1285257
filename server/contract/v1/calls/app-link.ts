// Get the app: a download link by SMS.
import type { EndpointDefinition } from '../endpoint-definition';
import { AppLinkRequestSchema, AppLinkResponseSchema } from '../app-link';

export const sendAppLink = {
  method: 'POST',
  path: '/app-link',
  body: AppLinkRequestSchema,
  response: AppLinkResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;
