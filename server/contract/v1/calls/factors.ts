// The signed-in member's email factor: list, register, verify, resend.
import type { EndpointDefinition } from '../endpoint-definition';
import { CodeSentSchema, EmptyRequestSchema } from '../auth';
import {
  EmailFactorRequestSchema,
  EmailFactorResendRequestSchema,
  EmailFactorVerifyRequestSchema,
  FactorsResponseSchema,
} from '../factors';
import { MemberDetailsSchema } from '../members';

export const getMemberFactors = {
  method: 'GET',
  path: '/members/me/factors',
  query: EmptyRequestSchema,
  response: FactorsResponseSchema,
  auth: 'member',
} as const satisfies EndpointDefinition;

export const registerEmailFactor = {
  method: 'POST',
  path: '/members/me/factors/email',
  body: EmailFactorRequestSchema,
  response: CodeSentSchema,
  auth: 'member',
} as const satisfies EndpointDefinition;

export const verifyEmailFactor = {
  method: 'POST',
  path: '/members/me/factors/email/verify',
  body: EmailFactorVerifyRequestSchema,
  response: MemberDetailsSchema,
  auth: 'member',
} as const satisfies EndpointDefinition;

export const resendEmailFactor = {
  method: 'POST',
  path: '/members/me/factors/email/resend',
  body: EmailFactorResendRequestSchema,
  response: CodeSentSchema,
  auth: 'member',
} as const satisfies EndpointDefinition;
