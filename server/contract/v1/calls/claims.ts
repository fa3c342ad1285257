// Missing-points claims of the signed-in member: report one, list them.
import type { EndpointDefinition } from '../endpoint-definition';
import { EmptyRequestSchema } from '../auth';
import { ClaimRequestSchema, ClaimResponseSchema, ClaimsResponseSchema } from '../claims';

export const submitClaim = {
  method: 'POST',
  path: '/members/me/claims',
  body: ClaimRequestSchema,
  response: ClaimResponseSchema,
  auth: 'member',
} as const satisfies EndpointDefinition;

export const listClaims = {
  method: 'GET',
  path: '/members/me/claims',
  query: EmptyRequestSchema,
  response: ClaimsResponseSchema,
  auth: 'member',
} as const satisfies EndpointDefinition;
