// The signed-in member's data, as one file.
import type { EndpointDefinition } from '../endpoint-definition';
import { EmptyRequestSchema } from '../auth';
import { MemberDataExportSchema } from '../data-export';

export const exportMemberData = {
  method: 'GET',
  path: '/members/me/export',
  query: EmptyRequestSchema,
  response: MemberDataExportSchema,
  auth: 'member',
} as const satisfies EndpointDefinition;
