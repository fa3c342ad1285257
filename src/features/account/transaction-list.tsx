import { Link } from '@tanstack/react-router';
import type { Transaction } from '#contract/transactions';
import { cx } from '#src/components/ui/cx';
import { formatSignedPoints, formatTransactionDay } from '#src/lib/format';
import styles from './account.module.css';

/** Type 2 (redeemed): a negative earn or a positive redeem (docs/specification.md#transactions). */
export function isRedeemed(transaction: Transaction): boolean {
  return transaction.earnValue < 0 || transaction.redeemValue > 0;
}

export function pointsMoved(transaction: Transaction): number {
  if (!isRedeemed(transaction)) return transaction.earnValue;
  return transaction.redeemValue > 0 ? -transaction.redeemValue : transaction.earnValue;
}

/** docs/specification.md#transactions; each row opens its detail (docs/decisions/0065-transaction-detail.md). */
export function TransactionList({
  transactions,
  now,
}: {
  transactions: readonly Transaction[];
  now?: Date;
}) {
  return (
    <ul className={styles.list}>
      {transactions.map((transaction) => {
        const redeemed = isRedeemed(transaction);
        return (
          <li key={transaction.id} className={styles.listItem}>
            <p className={styles.store}>
              <Link
                to="/account/transactions/$transactionId"
                params={{ transactionId: transaction.id }}
                className={styles.rowLink}
              >
                {transaction.storeName}
              </Link>
            </p>
            <p className={cx(styles.pts, redeemed ? styles.redeemed : styles.earned)}>
              {formatSignedPoints(pointsMoved(transaction))}
            </p>
            <p className={styles.when}>
              {formatTransactionDay(transaction.purchaseTime, now)} ·{' '}
              {redeemed ? 'Redeemed' : 'Earned'}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
