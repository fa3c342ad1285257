import { Link } from '@tanstack/react-router';
import type { Claim, ClaimStatus } from '#contract/claims';
import { buttonClassName } from '#src/components/ui/button';
import { cx } from '#src/components/ui/cx';
import { formatDay, formatPeso, formatPoints } from '#src/lib/format';
import panel from './account.module.css';
import { LoadFailed } from './load-failed';
import styles from './claims.module.css';

const STATUS_CLASS: Record<ClaimStatus, string | undefined> = {
  Received: styles.open,
  'In review': styles.open,
  Credited: styles.credited,
  Declined: styles.declined,
};

const reportLink = (
  <Link to="/account/claims/new" className={buttonClassName({ variant: 'primary' })}>
    Report missing points
  </Link>
);

/** What became of a claim: its points once credited, the operator's reason once declined. */
function outcome(claim: Claim): string | null {
  if (claim.status === 'Credited' && claim.points !== null)
    return `${formatPoints(claim.points)} points credited to your card.`;
  if (claim.status === 'Declined') return claim.note ?? null;
  return null;
}

/** The member's missing-points claims, newest first (docs/decisions/0067-missing-points-claims.md). */
export function ClaimsPage({
  claims,
  onRetry,
}: {
  /** Null when they could not be loaded. */
  claims: readonly Claim[] | null;
  onRetry: () => void;
}) {
  return (
    <>
      <h1 className={panel.pageTitle}>Missing points</h1>
      <section className={panel.panel} aria-labelledby="claims-title">
        <h2 id="claims-title" className={panel.panelTitle}>
          Your claims
        </h2>
        {claims === null ? (
          <>
            <LoadFailed message="Your claims could not be loaded." onRetry={onRetry} />
          </>
        ) : claims.length === 0 ? (
          <p className={panel.muted}>
            You have not reported any missing points. If a purchase of the last 30 days did not earn
            its points, report it here.
          </p>
        ) : (
          <ul className={styles.claims} aria-labelledby="claims-title">
            {claims.map((claim) => {
              const said = outcome(claim);
              return (
                <li key={claim.id} className={styles.claim}>
                  <p className={styles.store}>{claim.storeName}</p>
                  <span className={cx(styles.status, STATUS_CLASS[claim.status])}>
                    {claim.status}
                  </span>
                  <p className={styles.details}>
                    {claim.reference} · {formatDay(claim.purchaseDate)} · {formatPeso(claim.amount)}{' '}
                    · Receipt {claim.receiptNumber}
                  </p>
                  {said && (
                    <p className={styles.outcome}>
                      {said}{' '}
                      {claim.status === 'Credited' && claim.transactionId !== null && (
                        <Link
                          to="/account/transactions/$transactionId"
                          params={{ transactionId: claim.transactionId }}
                        >
                          See the transaction
                        </Link>
                      )}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <div className={styles.actions}>{reportLink}</div>
      </section>
    </>
  );
}
