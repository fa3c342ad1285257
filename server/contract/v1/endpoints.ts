import { DEV_PREFIX, type EndpointDefinition } from './endpoint-definition';
import * as shellCalls from './calls/shell';
import * as sessionsCalls from './calls/sessions';
import * as authCalls from './calls/auth';
import * as socialCalls from './calls/social';
import * as captchaCalls from './calls/captcha';
import * as codesCalls from './calls/codes';
import * as handoffCalls from './calls/handoff';
import * as membersCalls from './calls/members';
import * as devicesCalls from './calls/devices';
import * as dataExportCalls from './calls/data-export';
import * as accountDeletionCalls from './calls/account-deletion';
import * as factorsCalls from './calls/factors';
import * as passcodeChangeCalls from './calls/passcode-change';
import * as transactionsCalls from './calls/transactions';
import * as spendingCalls from './calls/spending';
import * as claimsCalls from './calls/claims';
import * as appLinkCalls from './calls/app-link';
import * as locationsCalls from './calls/locations';
import * as formsCalls from './calls/forms';
import * as offersCalls from './calls/offers';
import * as partnersCalls from './calls/partners';
import * as cardsCalls from './calls/cards';
import * as editorialCalls from './calls/editorial';
import * as linksCalls from './calls/links';
import { EmptyRequestSchema } from './auth';
import {
  AdvanceClockRequestSchema,
  AdvanceClockResponseSchema,
  HousekeepingResponseSchema,
  SimulateOverloadRequestSchema,
  SimulateOverloadResponseSchema,
  DevCaptchaResponseSchema,
  OutboxQuerySchema,
  OutboxResponseSchema,
} from './dev';

export { API_PREFIX, DEV_PREFIX, type EndpointDefinition } from './endpoint-definition';

/** The app imports each call from `calls/` instead, so a page carries only the schemas it uses. */
export const endpoints = {
  ...shellCalls,
  ...sessionsCalls,
  ...authCalls,
  ...socialCalls,
  ...captchaCalls,
  ...codesCalls,
  ...handoffCalls,
  ...membersCalls,
  ...devicesCalls,
  ...dataExportCalls,
  ...accountDeletionCalls,
  ...factorsCalls,
  ...passcodeChangeCalls,
  ...transactionsCalls,
  ...spendingCalls,
  ...claimsCalls,
  ...appLinkCalls,
  ...locationsCalls,
  ...formsCalls,
  ...offersCalls,
  ...partnersCalls,
  ...cardsCalls,
  ...editorialCalls,
  ...linksCalls,
} as const satisfies Record<string, EndpointDefinition>;
export type EndpointName = keyof typeof endpoints;

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

export const testEndpoints = {
  advanceClock: {
    method: 'POST',
    path: '/clock',
    body: AdvanceClockRequestSchema,
    response: AdvanceClockResponseSchema,
    auth: 'public',
    base: DEV_PREFIX,
  },
  runHousekeeping: {
    method: 'POST',
    path: '/housekeeping',
    body: EmptyRequestSchema,
    response: HousekeepingResponseSchema,
    auth: 'public',
    base: DEV_PREFIX,
  },
  simulateOverload: {
    method: 'POST',
    path: '/overload',
    body: SimulateOverloadRequestSchema,
    response: SimulateOverloadResponseSchema,
    auth: 'public',
    base: DEV_PREFIX,
  },
} as const satisfies Record<string, EndpointDefinition>;
