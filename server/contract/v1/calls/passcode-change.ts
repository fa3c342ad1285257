// Change passcode for a signed-in member: the SMS challenge and the change.
import type { EndpointDefinition } from '../endpoint-definition';
import { CodeSentSchema, OkResponseSchema } from '../auth';
import { PasscodeChangeChallengeRequestSchema, PasscodeChangeRequestSchema } from '../members';

export const requestPasscodeChange = {
  method: 'POST',
  path: '/members/me/passcode/challenge',
  body: PasscodeChangeChallengeRequestSchema,
  response: CodeSentSchema,
  auth: 'member',
} as const satisfies EndpointDefinition;

export const changePasscode = {
  method: 'POST',
  path: '/members/me/passcode',
  body: PasscodeChangeRequestSchema,
  response: OkResponseSchema,
  auth: 'member',
} as const satisfies EndpointDefinition;
