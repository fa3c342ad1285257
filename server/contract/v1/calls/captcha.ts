// The captcha check that gives a one-use captcha pass.
import type { EndpointDefinition } from '../endpoint-definition';
import { CaptchaVerifyRequestSchema, CaptchaVerifyResponseSchema } from '../auth';

export const verifyCaptcha = {
  method: 'POST',
  path: '/captcha/verify',
  body: CaptchaVerifyRequestSchema,
  response: CaptchaVerifyResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;
