import { Link } from '@tanstack/react-router';
import type { TransactionDetail } from '#contract/transactions';
import { TRANSACTION_NOT_FOUND_MESSAGE } from '#contract/transactions';
import { buttonClassName } from '#src/components/ui/button';
import { cx } from '#src/components/ui/cx';
import { claimWindow, purchaseDateProblem } from '#contract/claims';
import {
  formatPeso,
  formatPoints,
  formatPurchaseTime,
  formatSignedPoints,
  manilaDate,
} from '#src/lib/format';
import panel from './account.module.css';
import { LoadFailed } from './load-failed';
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
  now = new Date(),
}: {
  /** Null when it could not be loaded. */
  transaction: TransactionDetail | null;
  onRetry: () => void;
  /** For tests: the instant that decides whether the purchase may still be reported. */
  now?: Date;
}) {
  if (transaction === null) {
    return (
      <>
        {backLink}
        <h1 className={panel.pageTitle}>Transaction</h1>
        <section className={panel.panel}>
          <LoadFailed message="This transaction could not be loaded." onRetry={onRetry} />
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
      {!redeemed && <MissingPoints transaction={transaction} now={now} />}
    </>
  );
}

/** A purchase of the last 30 days may be reported (docs/decisions/0067-missing-points-claims.md). */
function MissingPoints({ transaction, now }: { transaction: TransactionDetail; now: Date }) {
  const day = manilaDate(new Date(transaction.purchaseTime));
  const reportable = purchaseDateProblem(day, claimWindow(manilaDate(now))) === null;
  return (
    <section className={panel.panel} aria-labelledby="missing-title">
      <h2 id="missing-title" className={panel.panelTitle}>
        Points missing?
      </h2>
      {reportable ? (
        <>
          <p className={panel.muted}>
            If this purchase did not earn all its points, tell us within 30 days of it.
          </p>
          <Link
            to="/account/claims/new"
            search={{ transaction: Number(transaction.id) }}
            className={buttonClassName({ variant: 'outline' })}
          >
            Report missing points
          </Link>
        </>
      ) : (
        <p className={panel.muted}>
          Missing points can be reported within 30 days of a purchase; this one is older.
        </p>
      )}
    </section>
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
