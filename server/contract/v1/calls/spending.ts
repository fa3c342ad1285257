// The signed-in member's spending over the last 12 months, towards the Black Card.
import type { EndpointDefinition } from '../endpoint-definition';
import { EmptyRequestSchema } from '../auth';
import { SpendingResponseSchema } from '../spending';

export const getSpending = {
  method: 'GET',
  path: '/members/me/spending',
  query: EmptyRequestSchema,
  response: SpendingResponseSchema,
  auth: 'member',
} as const satisfies EndpointDefinition;
