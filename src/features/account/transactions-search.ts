import * as v from 'valibot';
import {
  DEFAULT_TRANSACTION_PAGE_SIZE,
  TransactionsQueryFields,
  type TransactionPageSize,
  type TransactionsCsvQueryInput,
  type TransactionsQueryInput,
} from '#contract/transactions';
import { orDefault } from '#src/lib/url-search';

/**
 * The router reads `?type=1` as the number 1, so a value is read as the text the API takes; one
 * that makes no sense is dropped to its default.
 */
const fromUrl = <T>(field: v.GenericSchema<string, T>) =>
  orDefault(v.pipe(v.union([v.string(), v.number()]), v.transform(String), field));

const fields = TransactionsQueryFields.entries;

export const TransactionsSearchSchema = v.object({
  type: fromUrl(fields.type.wrapped),
  store: fromUrl(fields.store.wrapped),
  from: fromUrl(fields.from.wrapped),
  to: fromUrl(fields.to.wrapped),
  page: fromUrl(fields.page.wrapped),
  limit: fromUrl(fields.limit.wrapped),
} satisfies Record<keyof typeof fields, v.GenericSchema>);
export type TransactionsSearch = v.InferOutput<typeof TransactionsSearchSchema>;

export const pageSizeOf = (search: TransactionsSearch): TransactionPageSize =>
  search.limit ?? DEFAULT_TRANSACTION_PAGE_SIZE;

export function filtersQuery(search: TransactionsSearch): TransactionsCsvQueryInput {
  return {
    ...(search.type ? { type: String(search.type) as '1' | '2' } : {}),
    ...(search.store ? { store: search.store } : {}),
    ...(search.from ? { from: search.from } : {}),
    ...(search.to ? { to: search.to } : {}),
  };
}

export function transactionsQuery(search: TransactionsSearch): TransactionsQueryInput {
  return {
    ...filtersQuery(search),
    page: String(search.page ?? 1),
    limit: String(pageSizeOf(search)) as '5' | '10' | '25' | '50',
  };
}

/** The specification's date format. */
export const displayDate = (iso: string | undefined) => (iso ? iso.replaceAll('-', '/') : '');
