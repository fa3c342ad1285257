import type { ReactNode } from 'react';
import { groupCardNumber } from '#src/lib/format';
import styles from './account.module.css';
import { MembershipQr } from './membership-qr';

export interface DigitalCardProps {
  /** The heading's id: the dashboard and the offline page each name their own. */
  titleId: string;
  className: string | undefined;
  cardNumber: string;
  holder: string;
  qrSize: number;
  /** Under the holder: the dashboard's Show my card. */
  children?: ReactNode;
}

/** The membership card for the cashier to scan: its number, its holder and its QR code. */
export function DigitalCard({
  titleId,
  className,
  cardNumber,
  holder,
  qrSize,
  children,
}: DigitalCardProps) {
  return (
    <section className={className} aria-labelledby={titleId}>
      <div>
        <h2 id={titleId} className={styles.cardLabel}>
          Digital membership card
        </h2>
        <p className={styles.cardNumber}>{groupCardNumber(cardNumber)}</p>
        <p className={styles.cardLabel}>{holder}</p>
        {children}
      </div>
      <MembershipQr cardNumber={cardNumber} size={qrSize} />
    </section>
  );
}
