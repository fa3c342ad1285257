// The signed-in member's details, card, preferences, transactions and the app link.
import type { EndpointDefinition } from '../endpoint-definition';
import { AppLinkRequestSchema, AppLinkResponseSchema } from '../app-link';
import { EmptyRequestSchema } from '../auth';
import {
  MemberCardSchema,
  MemberDetailsSchema,
  PreferencesRequestSchema,
  ProfileUpdateRequestSchema,
} from '../members';
import {
  TransactionStoresResponseSchema,
  TransactionsCsvQuerySchema,
  TransactionsQuerySchema,
  TransactionsResponseSchema,
} from '../transactions';

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

export const sendAppLink = {
  method: 'POST',
  path: '/app-link',
  body: AppLinkRequestSchema,
  response: AppLinkResponseSchema,
  auth: 'public',
} as const satisfies EndpointDefinition;

export const getTransactions = {
  method: 'GET',
  path: '/members/me/transactions',
  query: TransactionsQuerySchema,
  response: TransactionsResponseSchema,
  auth: 'member',
} as const satisfies EndpointDefinition;

/** The filtered transactions as a CSV file (same filters, no paging). */
export const downloadTransactions = {
  method: 'GET',
  path: '/members/me/transactions.csv',
  query: TransactionsCsvQuerySchema,
  response: TransactionsResponseSchema,
  auth: 'member',
  format: 'csv',
} as const satisfies EndpointDefinition;

export const getTransactionStores = {
  method: 'GET',
  path: '/members/me/transactions/stores',
  query: EmptyRequestSchema,
  response: TransactionStoresResponseSchema,
  auth: 'member',
} as const satisfies EndpointDefinition;
