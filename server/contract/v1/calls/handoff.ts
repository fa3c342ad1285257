// Handoff codes: minted for a signed-in member, previewed and exchanged at /auth?token=.
import type { EndpointDefinition } from '../endpoint-definition';
import {
  EmptyRequestSchema,
  HandoffCodeRequestSchema,
  HandoffExchangeResponseSchema,
  HandoffPreviewResponseSchema,
  HandoffResponseSchema,
} from '../auth';

export const mintHandoff = {
  method: 'POST',
  path: '/auth/handoff',
  body: EmptyRequestSchema,
  response: HandoffResponseSchema,
  auth: 'member',
} as const satisfies EndpointDefinition;

/** Whose a handoff code is, without using it (the "Continue as …?" page). */
export const previewHandoff = {
  method: 'POST',
  path: '/auth/handoff/preview',
  body: HandoffCodeRequestSchema,
  response: HandoffPreviewResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

/** Trades a handoff code for a session, replacing the browser's: the page's Continue button. */
export const exchangeHandoff = {
  method: 'POST',
  path: '/auth/handoff/exchange',
  body: HandoffCodeRequestSchema,
  response: HandoffExchangeResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;
