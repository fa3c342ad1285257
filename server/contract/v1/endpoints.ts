import type { GenericSchema } from 'valibot';
import { AnnouncementsQuerySchema, AnnouncementsResponseSchema } from './announcements';
import { SettingsQuerySchema, SettingsResponseSchema } from './settings';

/** Every api/v1 endpoint with its schemas. The drift test checks each one is served. */
export interface EndpointDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under /api/v1, Fastify style (`:param`). */
  path: string;
  query?: GenericSchema;
  body?: GenericSchema;
  response: GenericSchema;
  auth: 'public' | 'member';
}

export const API_PREFIX = '/api/v1';

export const endpoints = {
  getSettings: {
    method: 'GET',
    path: '/settings',
    query: SettingsQuerySchema,
    response: SettingsResponseSchema,
    auth: 'public',
  },
  getAnnouncements: {
    method: 'GET',
    path: '/announcements',
    query: AnnouncementsQuerySchema,
    response: AnnouncementsResponseSchema,
    auth: 'public',
  },
} as const satisfies Record<string, EndpointDefinition>;
export type EndpointName = keyof typeof endpoints;
