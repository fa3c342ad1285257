import { Link } from '@tanstack/react-router';
import type { TransactionDetail } from '#contract/transactions';
import { TRANSACTION_NOT_FOUND_MESSAGE } from '#contract/transactions';
import { buttonClassName } from '#src/components/ui/button';
import { cx } from '#src/components/ui/cx';
import { formatPeso, formatPoints, formatPurchaseTime, formatSignedPoints } from '#src/lib/format';
import panel from './account.module.css';
import styles from './transaction-detail.module.css';
import { isRedeemed, pointsMoved } from './transaction-list';

/** A redeeming row gives its points as a redeem value or as a negative earn (docs/specification.md#transactions). */
export function pointsRedeemed(transaction: TransactionDetail): number {
  return transaction.redeemValue > 0
    ? transaction.redeemValue
    : Math.max(-transaction.earnValue, 0);
}

function cardName({ productLabel, type }: TransactionDetail['card']): string {
  return productLabel.endsWith(type) ? productLabel : `${productLabel} ${type}`;
}

const backLink = (
  <Link to="/account/transactions" className={styles.back}>
    All transactions
  </Link>
);

/** One transaction of the member's card (docs/decisions/0065-transaction-detail.md). */
export function TransactionDetailPage({
  transaction,
  onRetry,
}: {
  /** Null when it could not be loaded. */
  transaction: TransactionDetail | null;
  onRetry: () => void;
}) {
  if (transaction === null) {
    return (
      <>
        {backLink}
        <h1 className={panel.pageTitle}>Transaction</h1>
        <section className={panel.panel}>
          <p className={panel.muted} role="alert">
            This transaction could not be loaded.
          </p>
          <button
            type="button"
            className={buttonClassName({ variant: 'secondary' })}
            onClick={onRetry}
          >
            Try again
          </button>
        </section>
      </>
    );
  }
  const redeemed = isRedeemed(transaction);
  return (
    <>
      {backLink}
      <h1 className={panel.pageTitle}>{transaction.storeName}</h1>
      <section className={panel.panel} aria-labelledby="transaction-points">
        <p
          id="transaction-points"
          className={cx(styles.points, redeemed ? panel.redeemed : panel.earned)}
        >
          {formatSignedPoints(pointsMoved(transaction))}{' '}
          <span className={styles.kind}>{redeemed ? 'Redeemed' : 'Earned'}</span>
        </p>
        <dl className={styles.facts}>
          <div>
            <dt>Date and time</dt>
            <dd>{formatPurchaseTime(transaction.purchaseTime)}</dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd>{formatPeso(transaction.transactionTotalAmount)}</dd>
          </div>
          <div>
            <dt>Points earned</dt>
            <dd>{formatPoints(Math.max(transaction.earnValue, 0))}</dd>
          </div>
          <div>
            <dt>Points redeemed</dt>
            <dd>{formatPoints(pointsRedeemed(transaction))}</dd>
          </div>
          <div>
            <dt>Card used</dt>
            <dd>
              {cardName(transaction.card)} ending in {transaction.card.lastFour}
            </dd>
          </div>
          <div>
            <dt>Reference number</dt>
            <dd className={styles.reference}>{transaction.referenceNumber}</dd>
          </div>
        </dl>
      </section>
    </>
  );
}

/** Another member's transaction, or one that does not exist: the same words for both. */
export function TransactionNotFound() {
  return (
    <>
      {backLink}
      <h1 className={panel.pageTitle}>Transaction</h1>
      <section className={panel.panel}>
        <p>{TRANSACTION_NOT_FOUND_MESSAGE}</p>
      </section>
    </>
  );
}
