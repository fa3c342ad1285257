import { formatPoints, formatPurchaseTime, groupCardNumber } from '#src/lib/format';
import type { OfflineCard } from '#src/lib/offline-card';
import styles from './account.module.css';
import { MembershipQr } from './membership-qr';

export const OFFLINE_TITLE = 'Your Go Rewards card';

/**
 * What the portal shows with no connection: the membership card kept on this
 * device, for the cashier to scan, with the points as they were when it was kept.
 */
export function OfflineCardView({ card }: { card: OfflineCard | null }) {
  return (
    <main id="main" className={styles.offline}>
      <h1 className={styles.pageTitle}>{OFFLINE_TITLE}</h1>
      {card ? (
        <>
          <p className={styles.muted}>
            You are offline. This is the card kept on this device when you last opened your account.
          </p>
          <section
            className={`${styles.card} ${styles.offlineCard}`}
            aria-labelledby="offline-card-title"
          >
            <div>
              <h2 id="offline-card-title" className={styles.cardLabel}>
                Digital membership card
              </h2>
              <p className={styles.cardNumber}>{groupCardNumber(card.cardNumber)}</p>
              <p className={styles.cardLabel}>
                {card.firstName} {card.lastName}
              </p>
            </div>
            <MembershipQr cardNumber={card.cardNumber} size={160} />
          </section>
          <p className={styles.offlinePoints}>
            {formatPoints(card.points)} points as of {formatPurchaseTime(card.asOf)}
          </p>
        </>
      ) : (
        <p className={styles.muted}>
          You are offline, and no card is kept on this device. Open your account when you are back
          online: your card is then kept here for the next time.
        </p>
      )}
      <p>
        <a href="/account">Try again</a>
      </p>
    </main>
  );
}
