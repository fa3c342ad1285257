import { and, count, desc, eq, gt, gte, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  DEFAULT_TRANSACTION_PAGE_SIZE,
  type Transaction,
  type TransactionDetail,
  type TransactionsCsvQuery,
  type TransactionsQuery,
  type TransactionsResponse,
} from '#contract/transactions';
import type { Database } from '../db/client';
import { createReadCache } from '../db/read-cache';
import { cards, transactions } from '../db/schema';
import { manilaDayStart, manilaIso, nextManilaDayStart } from '../shared/manila';
import type { Deps } from './deps';

/**
 * Type 1 earned: earnValue > 0; type 2 redeemed: earnValue < 0 or redeemValue > 0. Values are bound
 * as given or as placeholders (a prepared statement). Types: docs/specification.md#transactions.
 */
function filterOf(
  query: TransactionsCsvQuery,
  values: {
    cardId: string | SQLWrapper;
    store: string | SQLWrapper;
    from: Date | SQLWrapper;
    to: Date | SQLWrapper;
  },
): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(transactions.cardId, values.cardId)];
  if (query.type === 1) conditions.push(gt(transactions.earnValue, '0'));
  if (query.type === 2) {
    conditions.push(or(lt(transactions.earnValue, '0'), gt(transactions.redeemValue, '0')));
  }
  if (query.store) conditions.push(eq(transactions.storeName, values.store));
  if (query.from) conditions.push(gte(transactions.purchaseTime, values.from));
  if (query.to) conditions.push(lt(transactions.purchaseTime, values.to));
  return and(...conditions);
}

function filterWithValues(cardId: string, query: TransactionsCsvQuery): SQL | undefined {
  return filterOf(query, {
    cardId,
    store: query.store ?? '',
    from: query.from ? manilaDayStart(query.from) : new Date(0),
    to: query.to ? nextManilaDayStart(query.to) : new Date(0),
  });
}

type Row = typeof transactions.$inferSelect;

export function toTransaction(row: Row): Transaction {
  return {
    id: String(row.id),
    storeName: row.storeName,
    purchaseTime: manilaIso(row.purchaseTime),
    transactionTotalAmount: Number(row.transactionTotalAmount),
    earnValue: Number(row.earnValue),
    redeemValue: Number(row.redeemValue),
  };
}

/** Kept while nothing is written (decision 0040). */
const pageReads = createReadCache<TransactionsResponse>(1_000);

export function listTransactions(
  deps: Deps<'db'>,
  list: { cardId: string; query: TransactionsQuery },
): Promise<TransactionsResponse> {
  const { db } = deps;
  const { cardId, query } = list;
  const { page, limit, type, store, from, to } = query;
  const key = JSON.stringify([cardId, page, limit, type, store, from, to]);
  return pageReads.read(db, key, () => loadTransactions(db, { cardId, query }));
}

/**
 * Prepared once per database: building it per request took a fifth of the server's time in the API
 * bench.
 */
function preparePage(db: Database, { shape, query }: { shape: string; query: TransactionsQuery }) {
  return db
    .select({ row: transactions, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(transactions)
    .where(
      filterOf(query, {
        cardId: sql.placeholder('cardId'),
        store: sql.placeholder('store'),
        from: sql.placeholder('from'),
        to: sql.placeholder('to'),
      }),
    )
    .orderBy(desc(transactions.purchaseTime), desc(transactions.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`transactions_page_${shape}`);
}
type PageStatement = ReturnType<typeof preparePage>;
const pageStatements = new WeakMap<Database, Map<string, PageStatement>>();

function pageStatement(db: Database, query: TransactionsQuery): PageStatement {
  const shape = `${String(query.type ?? 0)}${query.store ? 's' : ''}${query.from ? 'f' : ''}${query.to ? 't' : ''}`;
  let statements = pageStatements.get(db);
  if (!statements) {
    statements = new Map();
    pageStatements.set(db, statements);
  }
  let statement = statements.get(shape);
  if (!statement) {
    statement = preparePage(db, { shape, query });
    statements.set(shape, statement);
  }
  return statement;
}

async function loadTransactions(
  db: Database,
  { cardId, query }: { cardId: string; query: TransactionsQuery },
): Promise<TransactionsResponse> {
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_TRANSACTION_PAGE_SIZE;
  // The window runs before the limit; only a page past the end needs a second query for the count.
  const rows = await pageStatement(db, query).execute({
    cardId,
    store: query.store,
    from: query.from ? manilaDayStart(query.from).toISOString() : undefined,
    to: query.to ? nextManilaDayStart(query.to).toISOString() : undefined,
    limit,
    offset: (page - 1) * limit,
  });
  const total =
    rows[0]?.total ??
    (page > 1
      ? ((
          await db
            .select({ total: count() })
            .from(transactions)
            .where(filterWithValues(cardId, query))
        )[0]?.total ?? 0)
      : 0);
  return { data: rows.map(({ row }) => toTransaction(row)), total, page, limit };
}

/**
 * "GR-", the transaction's number in 10 digits and a Luhn check digit: a member quoting it to the
 * hotline who mistypes one digit is caught (docs/decisions/0065-transaction-detail.md).
 */
export function referenceNumber(id: number): string {
  const digits = String(id).padStart(10, '0');
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    // From the right, every other digit doubled, starting with the last.
    const digit = Number(digits[digits.length - 1 - index]) * (index % 2 === 0 ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  }
  return `GR-${digits}-${String((10 - (sum % 10)) % 10)}`;
}

/** One transaction, only if it is the given card's: another card's is as absent as none. */
export async function findTransaction(
  deps: Deps<'db'>,
  { cardId, transactionId }: { cardId: string; transactionId: string },
): Promise<TransactionDetail | null> {
  const [found] = await deps.db
    .select({ row: transactions, card: cards })
    .from(transactions)
    .innerJoin(cards, eq(cards.id, transactions.cardId))
    .where(and(eq(transactions.id, Number(transactionId)), eq(transactions.cardId, cardId)))
    .limit(1);
  if (!found) return null;
  return {
    ...toTransaction(found.row),
    referenceNumber: referenceNumber(found.row.id),
    card: {
      productLabel: found.card.productLabel,
      type: found.card.type,
      lastFour: found.card.cardNumber.slice(-4),
    },
  };
}

export const CSV_MAX_ROWS = 10_000;

export async function allTransactions(
  deps: Deps<'db'>,
  list: { cardId: string; query: TransactionsCsvQuery },
): Promise<Transaction[]> {
  const { cardId, query } = list;
  const rows = await deps.db
    .select()
    .from(transactions)
    .where(filterWithValues(cardId, query))
    .orderBy(desc(transactions.purchaseTime), desc(transactions.id))
    .limit(CSV_MAX_ROWS);
  return rows.map(toTransaction);
}

/** Sorted here, so the order does not depend on the database's collation. */
export async function transactionStores(deps: Deps<'db'>, cardId: string): Promise<string[]> {
  const rows = await deps.db
    .selectDistinct({ storeName: transactions.storeName })
    .from(transactions)
    .where(eq(transactions.cardId, cardId));
  return rows.map((row) => row.storeName).sort(byStoreName);
}

export const byStoreName = (a: string, b: string) =>
  a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);

/** OWASP CSV Injection; full-width ＝＋－＠ too, which East Asian input methods make. */
const FORMULA_START = /^(?:[\t\r\n]|\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u;

export function csvCell(value: string | number): string {
  let text = typeof value === 'number' ? value.toFixed(2) : value;
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export const CSV_HEADER = ['Store', 'Purchase time', 'Amount', 'Earned points', 'Redeemed points'];

/** RFC 4180, with a BOM so spreadsheets read UTF-8 (ñ). */
export function transactionsCsv(rows: readonly Transaction[]): string {
  const lines = [CSV_HEADER.map(csvCell).join(',')];
  for (const row of rows) {
    lines.push(
      [
        csvCell(row.storeName),
        csvCell(row.purchaseTime),
        csvCell(row.transactionTotalAmount),
        csvCell(row.earnValue),
        csvCell(row.redeemValue),
      ].join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
