// The calls every page makes as it starts: settings, announcements, client configuration and the session.
import type { EndpointDefinition } from '../endpoint-definition';
import { AnnouncementsQuerySchema, AnnouncementsResponseSchema } from '../announcements';
import {
  ClientConfigResponseSchema,
  EmptyRequestSchema,
  OkResponseSchema,
  RefreshResponseSchema,
  SessionResponseSchema,
} from '../auth';
import { SettingsQuerySchema, SettingsResponseSchema } from '../settings';

export const getSettings = {
  method: 'GET',
  path: '/settings',
  query: SettingsQuerySchema,
  response: SettingsResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

export const getAnnouncements = {
  method: 'GET',
  path: '/announcements',
  query: AnnouncementsQuerySchema,
  response: AnnouncementsResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

export const getClientConfig = {
  method: 'GET',
  path: '/client-config',
  query: EmptyRequestSchema,
  response: ClientConfigResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

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
