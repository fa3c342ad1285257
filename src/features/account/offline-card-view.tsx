import { formatPoints, formatPurchaseTime } from '#src/lib/format';
import type { OfflineCard } from '#src/lib/offline-card';
import styles from './account.module.css';
import { DigitalCard } from './digital-card';

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
          <DigitalCard
            titleId="offline-card-title"
            className={`${styles.card} ${styles.offlineCard}`}
            cardNumber={card.cardNumber}
            holder={`${card.firstName} ${card.lastName}`}
            qrSize={160}
          />
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
