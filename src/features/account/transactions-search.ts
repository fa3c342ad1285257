import * as v from 'valibot';
import {
  CalendarDateSchema,
  DEFAULT_TRANSACTION_PAGE_SIZE,
  TRANSACTION_PAGE_SIZES,
  type TransactionPageSize,
} from '#contract/transactions';

/**
 * The transactions page's filters live in the URL (ARCHITECTURE.md: the URL owns URL-shaped
 * state). A value that does not make sense is dropped to its default instead of failing the page.
 */
const fallback = <T>(schema: v.GenericSchema<unknown, T>) =>
  v.optional(v.fallback(v.optional(schema), undefined));

export const TransactionsSearchSchema = v.object({
  // The router reads `?type=1` as the number 1.
  type: fallback(v.picklist([1, 2])),
  store: fallback(v.pipe(v.string(), v.maxLength(120))),
  from: fallback(CalendarDateSchema),
  to: fallback(CalendarDateSchema),
  page: fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))),
  limit: fallback(v.picklist(TRANSACTION_PAGE_SIZES)),
});
export type TransactionsSearch = v.InferOutput<typeof TransactionsSearchSchema>;

export const pageSizeOf = (search: TransactionsSearch): TransactionPageSize =>
  search.limit ?? DEFAULT_TRANSACTION_PAGE_SIZE;

/** The API's query for these filters (strings, as a query is). */
export function transactionsQuery(search: TransactionsSearch) {
  return {
    ...(search.type ? { type: String(search.type) as '1' | '2' } : {}),
    ...(search.store ? { store: search.store } : {}),
    ...(search.from ? { from: search.from } : {}),
    ...(search.to ? { to: search.to } : {}),
    page: String(search.page ?? 1),
    limit: String(pageSizeOf(search)) as '5' | '10' | '25' | '50',
  };
}

/** 'YYYY/MM/DD' as the member types it → 'YYYY-MM-DD', or null when it is not a real date. */
export function parseDisplayDate(text: string): string | null {
  const match = /^\s*(\d{4})[/-](\d{1,2})[/-](\d{1,2})\s*$/.exec(text);
  if (!match) return null;
  const iso = `${match[1] ?? ''}-${(match[2] ?? '').padStart(2, '0')}-${(match[3] ?? '').padStart(2, '0')}`;
  return v.is(CalendarDateSchema, iso) ? iso : null;
}

/** 'YYYY-MM-DD' → 'YYYY/MM/DD' (the specification's date format). */
export const displayDate = (iso: string | undefined) => (iso ? iso.replaceAll('-', '/') : '');
