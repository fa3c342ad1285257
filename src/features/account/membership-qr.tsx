import QRCode from 'react-qr-code';
import styles from './account.module.css';

/** The membership number as a QR code for the cashier's scanner, named for screen readers. */
export function MembershipQr({ cardNumber, size }: { cardNumber: string; size: number }) {
  return (
    <div className={styles.qr} role="img" aria-label={`QR code of membership number ${cardNumber}`}>
      <QRCode value={cardNumber} size={size} aria-hidden="true" />
    </div>
  );
}
