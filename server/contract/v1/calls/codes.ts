// One-time codes by SMS or email: forgot passcode, the force-reset challenge, send, verify and reset.
import type { EndpointDefinition } from '../endpoint-definition';
import {
  ForgotPasscodeRequestSchema,
  ForgotPasscodeResponseSchema,
  OkResponseSchema,
  ResetPasscodeRequestSchema,
  SendChallengeRequestSchema,
  SendChallengeResponseSchema,
  SendSmsRequestSchema,
  SendSmsResponseSchema,
  VerifySmsRequestSchema,
  VerifySmsResponseSchema,
} from '../auth';

export const forgotPasscode = {
  method: 'POST',
  path: '/auth/forgot-passcode',
  body: ForgotPasscodeRequestSchema,
  response: ForgotPasscodeResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

export const sendChallenge = {
  method: 'POST',
  path: '/auth/challenge',
  body: SendChallengeRequestSchema,
  response: SendChallengeResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

export const sendSms = {
  method: 'POST',
  path: '/sms/send',
  body: SendSmsRequestSchema,
  response: SendSmsResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

export const verifySms = {
  method: 'POST',
  path: '/sms/verify',
  body: VerifySmsRequestSchema,
  response: VerifySmsResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

export const resetPasscode = {
  method: 'POST',
  path: '/auth/reset-passcode',
  body: ResetPasscodeRequestSchema,
  response: OkResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;
