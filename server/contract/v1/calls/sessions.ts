// The browser's session: who is signed in, refresh and logout.
import type { EndpointDefinition } from '../endpoint-definition';
import {
  EmptyRequestSchema,
  OkResponseSchema,
  RefreshResponseSchema,
  SessionResponseSchema,
} from '../auth';

export const getSession = {
  method: 'GET',
  path: '/auth/session',
  query: EmptyRequestSchema,
  response: SessionResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

export const refresh = {
  method: 'POST',
  path: '/auth/refresh',
  body: EmptyRequestSchema,
  response: RefreshResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

export const logout = {
  method: 'POST',
  path: '/auth/logout',
  body: EmptyRequestSchema,
  response: OkResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;
