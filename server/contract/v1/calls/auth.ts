// Sign-in, passcode recovery and change, one-time codes, the captcha pass and email verification.
import type { EndpointDefinition } from '../endpoint-definition';
import {
  AccountStatusRequestSchema,
  AccountStatusResponseSchema,
  CaptchaVerifyRequestSchema,
  CaptchaVerifyResponseSchema,
  CodeSentSchema,
  EmptyRequestSchema,
  ForgotPasscodeRequestSchema,
  ForgotPasscodeResponseSchema,
  HandoffCodeRequestSchema,
  HandoffExchangeResponseSchema,
  HandoffPreviewResponseSchema,
  HandoffResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  OkResponseSchema,
  ResetPasscodeRequestSchema,
  SendChallengeRequestSchema,
  SendChallengeResponseSchema,
  SendSmsRequestSchema,
  SendSmsResponseSchema,
  VerifySmsRequestSchema,
  VerifySmsResponseSchema,
} from '../auth';
import {
  EmailFactorRequestSchema,
  EmailFactorResendRequestSchema,
  EmailFactorVerifyRequestSchema,
  FactorsResponseSchema,
} from '../factors';
import {
  SocialStartRequestSchema,
  SocialStartResponseSchema,
  SocialStatusRequestSchema,
  SocialStatusResponseSchema,
} from '../social';
import {
  MemberDetailsSchema,
  PasscodeChangeChallengeRequestSchema,
  PasscodeChangeRequestSchema,
} from '../members';

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

export const startSocialLogin = {
  method: 'POST',
  path: '/auth/social/start',
  body: SocialStartRequestSchema,
  response: SocialStartResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

/** The specification's social login status call (section 7): `data` in, `signup_status` out. */
export const socialLoginStatus = {
  method: 'POST',
  path: '/auth/social/status',
  body: SocialStatusRequestSchema,
  response: SocialStatusResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

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

export const verifyCaptcha = {
  method: 'POST',
  path: '/captcha/verify',
  body: CaptchaVerifyRequestSchema,
  response: CaptchaVerifyResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

export const mintHandoff = {
  method: 'POST',
  path: '/auth/handoff',
  body: EmptyRequestSchema,
  response: HandoffResponseSchema,
  auth: 'member',
} as const satisfies EndpointDefinition;

/** Whose a handoff code is, without using it (the "Continue as …?" page). */
export const previewHandoff = {
  method: 'POST',
  path: '/auth/handoff/preview',
  body: HandoffCodeRequestSchema,
  response: HandoffPreviewResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

/** Trades a handoff code for a session, replacing the browser's: the page's Continue button. */
export const exchangeHandoff = {
  method: 'POST',
  path: '/auth/handoff/exchange',
  body: HandoffCodeRequestSchema,
  response: HandoffExchangeResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

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
