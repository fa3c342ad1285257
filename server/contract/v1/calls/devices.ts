// The signed-in member's sessions: the list, and signing one or all the others out.
import type { EndpointDefinition } from '../endpoint-definition';
import { EmptyRequestSchema } from '../auth';
import {
  MemberSessionsResponseSchema,
  RevokedSessionsResponseSchema,
  SessionParamsSchema,
} from '../devices';

export const listSessions = {
  method: 'GET',
  path: '/members/me/sessions',
  query: EmptyRequestSchema,
  response: MemberSessionsResponseSchema,
  auth: 'member',
} as const satisfies EndpointDefinition;

export const revokeSession = {
  method: 'POST',
  path: '/members/me/sessions/:sessionId/revoke',
  params: SessionParamsSchema,
  body: EmptyRequestSchema,
  response: RevokedSessionsResponseSchema,
  auth: 'member',
} as const satisfies EndpointDefinition;

export const revokeOtherSessions = {
  method: 'POST',
  path: '/members/me/sessions/revoke-others',
  body: EmptyRequestSchema,
  response: RevokedSessionsResponseSchema,
  auth: 'member',
} as const satisfies EndpointDefinition;
