// The signed-in member's details, card, profile and preferences.
import type { EndpointDefinition } from '../endpoint-definition';
import { EmptyRequestSchema } from '../auth';
import {
  MemberCardSchema,
  MemberDetailsSchema,
  PreferencesRequestSchema,
  ProfileUpdateRequestSchema,
} from '../members';

export const getMemberDetails = {
  method: 'GET',
  path: '/members/me',
  query: EmptyRequestSchema,
  response: MemberDetailsSchema,
  auth: 'member',
} as const satisfies EndpointDefinition;

export const getMemberCard = {
  method: 'GET',
  path: '/members/me/card',
  query: EmptyRequestSchema,
  response: MemberCardSchema,
  auth: 'member',
} as const satisfies EndpointDefinition;

export const updateMemberDetails = {
  method: 'POST',
  path: '/members/me',
  body: ProfileUpdateRequestSchema,
  response: MemberDetailsSchema,
  auth: 'member',
} as const satisfies EndpointDefinition;

export const updatePreferences = {
  method: 'POST',
  path: '/members/me/preferences',
  body: PreferencesRequestSchema,
  response: MemberDetailsSchema,
  auth: 'member',
} as const satisfies EndpointDefinition;
