// Delete my account: the SMS code, the scheduled deletion, and keeping the account in the grace period.
import type { EndpointDefinition } from '../endpoint-definition';
import { CodeSentSchema, EmptyRequestSchema, OkResponseSchema } from '../auth';
import {
  DeletionCodeRequestSchema,
  DeletionRequestSchema,
  DeletionScheduledSchema,
} from '../account-deletion';

export const requestDeletionCode = {
  method: 'POST',
  path: '/members/me/deletion/challenge',
  body: DeletionCodeRequestSchema,
  response: CodeSentSchema,
  auth: 'member',
} as const satisfies EndpointDefinition;

export const scheduleDeletion = {
  method: 'POST',
  path: '/members/me/deletion',
  body: DeletionRequestSchema,
  response: DeletionScheduledSchema,
  auth: 'member',
} as const satisfies EndpointDefinition;

/** The one member call a member whose deletion is scheduled may make. */
export const keepAccount = {
  method: 'POST',
  path: '/members/me/deletion/cancel',
  body: EmptyRequestSchema,
  response: OkResponseSchema,
  auth: 'member',
  duringDeletion: true,
} as const satisfies EndpointDefinition;
