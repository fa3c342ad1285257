// The calls every page makes as it starts: settings, announcements and the client configuration.
import type { EndpointDefinition } from '../endpoint-definition';
import { AnnouncementsQuerySchema, AnnouncementsResponseSchema } from '../announcements';
import { ClientConfigResponseSchema, EmptyRequestSchema } from '../auth';
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
