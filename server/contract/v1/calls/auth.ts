// Sign-in by mobile number and passcode: the account status check and login.
import type { EndpointDefinition } from '../endpoint-definition';
import {
  AccountStatusRequestSchema,
  AccountStatusResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
} from '../auth';

export const accountStatus = {
  method: 'POST',
  path: '/auth/status',
  body: AccountStatusRequestSchema,
  response: AccountStatusResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

export const login = {
  method: 'POST',
  path: '/auth/login',
  body: LoginRequestSchema,
  response: LoginResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;
