import type { GenericSchema } from 'valibot';
import { AnnouncementsQuerySchema, AnnouncementsResponseSchema } from './announcements';
import { AppLinkRequestSchema, AppLinkResponseSchema } from './app-link';
import {
  AccountStatusRequestSchema,
  AccountStatusResponseSchema,
  CaptchaVerifyRequestSchema,
  CaptchaVerifyResponseSchema,
  ClientConfigResponseSchema,
  EmptyRequestSchema,
  ForgotPasscodeRequestSchema,
  ForgotPasscodeResponseSchema,
  HandoffResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  OkResponseSchema,
  RefreshResponseSchema,
  ResetPasscodeRequestSchema,
  SendChallengeRequestSchema,
  SendChallengeResponseSchema,
  SendSmsRequestSchema,
  SendSmsResponseSchema,
  SessionResponseSchema,
  VerifySmsRequestSchema,
  VerifySmsResponseSchema,
} from './auth';
import { DevCaptchaResponseSchema, OutboxQuerySchema, OutboxResponseSchema } from './dev';
import { MemberCardSchema, MemberDetailsSchema } from './members';
import { SettingsQuerySchema, SettingsResponseSchema } from './settings';

/** Every api/v1 endpoint with its schemas. The drift test checks each one is served. */
export interface EndpointDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under /api/v1, Fastify style (`:param`). */
  path: string;
  query?: GenericSchema;
  body?: GenericSchema;
  response: GenericSchema;
  /** 'member' needs the session cookie; 'public' is open (a handler may still ask for one). */
  auth: 'public' | 'member';
  /** Where the path lives; API_PREFIX unless given (the development tools use DEV_PREFIX). */
  base?: string;
}

export const API_PREFIX = '/api/v1';
/** Development stand-ins (outbox, local captcha): served only outside production. */
export const DEV_PREFIX = '/api/dev';

export const endpoints = {
  getSettings: {
    method: 'GET',
    path: '/settings',
    query: SettingsQuerySchema,
    response: SettingsResponseSchema,
    auth: 'public',
  },
  getAnnouncements: {
    method: 'GET',
    path: '/announcements',
    query: AnnouncementsQuerySchema,
    response: AnnouncementsResponseSchema,
    auth: 'public',
  },
  getClientConfig: {
    method: 'GET',
    path: '/client-config',
    query: EmptyRequestSchema,
    response: ClientConfigResponseSchema,
    auth: 'public',
  },
  accountStatus: {
    method: 'POST',
    path: '/auth/status',
    body: AccountStatusRequestSchema,
    response: AccountStatusResponseSchema,
    auth: 'public',
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    body: LoginRequestSchema,
    response: LoginResponseSchema,
    auth: 'public',
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    body: EmptyRequestSchema,
    response: OkResponseSchema,
    auth: 'public',
  },
  refresh: {
    method: 'POST',
    path: '/auth/refresh',
    body: EmptyRequestSchema,
    response: RefreshResponseSchema,
    auth: 'public',
  },
  getSession: {
    method: 'GET',
    path: '/auth/session',
    query: EmptyRequestSchema,
    response: SessionResponseSchema,
    auth: 'member',
  },
  forgotPasscode: {
    method: 'POST',
    path: '/auth/forgot-passcode',
    body: ForgotPasscodeRequestSchema,
    response: ForgotPasscodeResponseSchema,
    auth: 'public',
  },
  sendChallenge: {
    method: 'POST',
    path: '/auth/challenge',
    body: SendChallengeRequestSchema,
    response: SendChallengeResponseSchema,
    auth: 'public',
  },
  sendSms: {
    method: 'POST',
    path: '/sms/send',
    body: SendSmsRequestSchema,
    response: SendSmsResponseSchema,
    auth: 'public',
  },
  verifySms: {
    method: 'POST',
    path: '/sms/verify',
    body: VerifySmsRequestSchema,
    response: VerifySmsResponseSchema,
    auth: 'public',
  },
  resetPasscode: {
    method: 'POST',
    path: '/auth/reset-passcode',
    body: ResetPasscodeRequestSchema,
    response: OkResponseSchema,
    auth: 'public',
  },
  verifyCaptcha: {
    method: 'POST',
    path: '/captcha/verify',
    body: CaptchaVerifyRequestSchema,
    response: CaptchaVerifyResponseSchema,
    auth: 'public',
  },
  sendAppLink: {
    method: 'POST',
    path: '/app-link',
    body: AppLinkRequestSchema,
    response: AppLinkResponseSchema,
    auth: 'public',
  },
  mintHandoff: {
    method: 'POST',
    path: '/auth/handoff',
    body: EmptyRequestSchema,
    response: HandoffResponseSchema,
    auth: 'member',
  },
  getMemberDetails: {
    method: 'GET',
    path: '/members/me',
    query: EmptyRequestSchema,
    response: MemberDetailsSchema,
    auth: 'member',
  },
  getMemberCard: {
    method: 'GET',
    path: '/members/me/card',
    query: EmptyRequestSchema,
    response: MemberCardSchema,
    auth: 'member',
  },
} as const satisfies Record<string, EndpointDefinition>;
export type EndpointName = keyof typeof endpoints;

/** Development-only endpoints (NODE_ENV other than production): 404 in production. */
export const devEndpoints = {
  getOutbox: {
    method: 'GET',
    path: '/outbox',
    query: OutboxQuerySchema,
    response: OutboxResponseSchema,
    auth: 'public',
    base: DEV_PREFIX,
  },
  getDevCaptcha: {
    method: 'POST',
    path: '/captcha',
    body: EmptyRequestSchema,
    response: DevCaptchaResponseSchema,
    auth: 'public',
    base: DEV_PREFIX,
  },
} as const satisfies Record<string, EndpointDefinition>;
