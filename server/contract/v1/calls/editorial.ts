// Stories and policy pages.
import type { EndpointDefinition } from '../endpoint-definition';
import { EmptyRequestSchema } from '../auth';
import { PolicyParamsSchema, PolicyResponseSchema } from '../policies';
import {
  StoriesQuerySchema,
  StoriesResponseSchema,
  StoryParamsSchema,
  StorySchema,
} from '../stories';

export const getStories = {
  method: 'GET',
  path: '/stories',
  query: StoriesQuerySchema,
  response: StoriesResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

export const getStory = {
  method: 'GET',
  path: '/stories/:slug',
  params: StoryParamsSchema,
  query: EmptyRequestSchema,
  response: StorySchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

export const getPolicy = {
  method: 'GET',
  path: '/policies/:kind',
  params: PolicyParamsSchema,
  query: EmptyRequestSchema,
  response: PolicyResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;
