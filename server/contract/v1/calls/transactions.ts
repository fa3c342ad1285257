// The signed-in member's transactions: a page, the CSV download and the stores filter.
import type { EndpointDefinition } from '../endpoint-definition';
import { EmptyRequestSchema } from '../auth';
import {
  TransactionDetailResponseSchema,
  TransactionParamsSchema,
  TransactionStoresResponseSchema,
  TransactionsCsvQuerySchema,
  TransactionsQuerySchema,
  TransactionsResponseSchema,
} from '../transactions';

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

/** One transaction of the session's card; another card's is answered as not found. */
export const getTransaction = {
  method: 'GET',
  path: '/members/me/transactions/:transactionId',
  params: TransactionParamsSchema,
  query: EmptyRequestSchema,
  response: TransactionDetailResponseSchema,
  auth: 'member',
} as const satisfies EndpointDefinition;
