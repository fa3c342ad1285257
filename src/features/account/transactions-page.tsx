import { Link } from '@tanstack/react-router';
import type { Transaction } from '#contract/transactions';
import { DATE_RANGE_MESSAGE, TRANSACTION_PAGE_SIZES } from '#contract/transactions';
import { SelectField } from '#src/components/fields/select-field';
import { Pagination } from '#src/components/pagination/pagination';
import { buttonClassName } from '#src/components/ui/button';
import { cx } from '#src/components/ui/cx';
import { formatPeso, formatPoints, formatPurchaseTime } from '#src/lib/format';
import styles from './account.module.css';
import { TransactionList } from './transaction-list';
import { DateFilter } from './date-filter';
import { pageSizeOf, type TransactionsSearch } from './transactions-search';

export interface TransactionsPageProps {
  search: TransactionsSearch;
  /** Null when the list could not load (the global error says why). */
  result: { data: Transaction[]; total: number } | null;
  stores: string[];
  csvHref: string;
  loading: boolean;
  /** A filter changed: the page goes back to 1 (docs/specification.md#transactions). */
  onFilter: (next: Partial<TransactionsSearch>) => void;
  onPage: (page: number) => void;
}

export function showingText(page: number, limit: number, total: number): string {
  if (total === 0) return 'Showing 0 to 0 of 0 entries';
  const first = (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return `Showing ${String(first)} to ${String(last)} of ${String(total)} entries`;
}

/** A start after the end is normal mid-edit: said at the field, the last list kept. */
const rangeConflict = (from: string | undefined, to: string | undefined) =>
  from !== undefined && to !== undefined && from > to ? DATE_RANGE_MESSAGE : null;

/** Filtered and paginated on the server (docs/specification.md#transactions). */
export function TransactionsPage({
  search,
  result,
  stores,
  csvHref,
  loading,
  onFilter,
  onPage,
}: TransactionsPageProps) {
  const limit = pageSizeOf(search);
  const page = search.page ?? 1;
  return (
    <>
      <h1 className={styles.pageTitle}>Transactions</h1>
      <section className={styles.panel} aria-labelledby="filters-title">
        <h2 id="filters-title" className="visually-hidden">
          Filters
        </h2>
        <div className={styles.filters}>
          <SelectField
            label="Type"
            value={search.type ? String(search.type) : '0'}
            options={[
              { value: '0', label: 'All' },
              { value: '1', label: 'Earned' },
              { value: '2', label: 'Redeemed' },
            ]}
            onChange={(next) =>
              onFilter({ type: next === '0' ? undefined : (Number(next) as 1 | 2) })
            }
          />
          <SelectField
            label="Store"
            value={search.store ?? ''}
            placeholder="All stores"
            options={stores.map((store) => ({ value: store, label: store }))}
            onChange={(next) => onFilter({ store: next === '' ? undefined : next })}
          />
          <DateFilter
            label="Start date"
            value={search.from}
            conflict={(from) => rangeConflict(from, search.to)}
            onApply={(from) => onFilter({ from })}
          />
          <DateFilter
            label="End date"
            value={search.to}
            conflict={(to) => rangeConflict(search.from, to)}
            onApply={(to) => onFilter({ to })}
          />
          <SelectField
            label="Show"
            value={String(limit)}
            options={TRANSACTION_PAGE_SIZES.map((size) => ({
              value: String(size),
              label: `${String(size)} entries`,
            }))}
            onChange={(next) => onFilter({ limit: Number(next) as 5 | 10 | 25 | 50 })}
          />
        </div>
      </section>
      <section className={styles.panel} aria-labelledby="list-title" aria-busy={loading}>
        <h2 id="list-title" className="visually-hidden">
          Transactions
        </h2>
        {result === null ? (
          <p className={styles.muted}>Your transactions could not be loaded.</p>
        ) : result.data.length === 0 ? (
          <p className={styles.muted}>No transactions match these filters.</p>
        ) : (
          <>
            {/* With large text the table can be wider than the panel: it scrolls in its own
                box, which the keyboard can reach (WCAG 1.4.10, 2.1.1). */}
            <div
              className={cx(styles.wide, styles.tableWrap)}
              role="region"
              aria-label="Points transactions"
              tabIndex={0}
            >
              <table className={styles.table}>
                <caption className="visually-hidden">Points transactions</caption>
                <thead>
                  <tr>
                    <th scope="col">Store</th>
                    <th scope="col">Purchase time</th>
                    <th scope="col" className={styles.num}>
                      Amount
                    </th>
                    <th scope="col" className={styles.num}>
                      Earned points
                    </th>
                    <th scope="col" className={styles.num}>
                      Redeemed points
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {result.data.map((transaction) => (
                    <tr key={transaction.id} className={styles.row}>
                      <td>
                        <Link
                          to="/account/transactions/$transactionId"
                          params={{ transactionId: transaction.id }}
                          className={styles.rowLink}
                        >
                          {transaction.storeName}
                        </Link>
                      </td>
                      <td>{formatPurchaseTime(transaction.purchaseTime)}</td>
                      <td className={styles.num}>
                        {formatPeso(transaction.transactionTotalAmount)}
                      </td>
                      <td className={styles.num}>{formatPoints(transaction.earnValue)}</td>
                      <td className={styles.num}>{formatPoints(transaction.redeemValue)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <div className={styles.narrow}>
              <TransactionList transactions={result.data} />
            </div>
          </>
        )}
        <div className={styles.pager}>
          <p className={styles.note} role="status">
            {result ? showingText(page, limit, result.total) : ''}
          </p>
          <a className={buttonClassName({ variant: 'ghost', size: 'sm' })} href={csvHref} download>
            Download CSV
          </a>
        </div>
        {result && (
          <Pagination
            page={page}
            total={result.total}
            limit={limit}
            onPageChange={onPage}
            label="Transactions pages"
          />
        )}
      </section>
      <section className={styles.panel} aria-labelledby="missing-title">
        <h2 id="missing-title" className={styles.panelTitle}>
          Points missing?
        </h2>
        <p className={styles.muted}>
          If a purchase of the last 30 days did not earn its points, tell us and we will look into
          it.
        </p>
        <div className={styles.actions}>
          <Link to="/account/claims/new" className={buttonClassName({ variant: 'outline' })}>
            Report missing points
          </Link>
          <Link to="/account/claims" className={buttonClassName({ variant: 'ghost' })}>
            See your claims
          </Link>
        </div>
      </section>
    </>
  );
}
