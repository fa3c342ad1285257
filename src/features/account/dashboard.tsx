import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { MemberCard, MemberDetails } from '#contract/members';
import type { Transaction } from '#contract/transactions';
import { buttonClassName } from '#src/components/ui/button';
import { Button } from '#src/components/ui/button';
import { Dialog } from '#src/components/ui/dialog';
import { formatPoints, groupCardNumber } from '#src/lib/format';
import { keepOfflineCard } from '#src/lib/offline-card';
import styles from './account.module.css';
import { DigitalCard } from './digital-card';
import { MembershipQr } from './membership-qr';
import { TransactionList } from './transaction-list';

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          navigator.clipboard.writeText(text).then(
            () => setCopied('copied'),
            () => setCopied('failed'),
          );
        }}
      >
        Copy
      </Button>
      <span role="status" className={styles.note}>
        {copied === 'copied' ? 'Copied' : copied === 'failed' ? 'Could not copy' : ''}
      </span>
    </>
  );
}

/** The card at the counter: the whole screen, the QR code large enough for any scanner. */
function ShowMyCard({ cardNumber, holder }: { cardNumber: string; holder: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Show my card
      </Button>
      <Dialog
        open={open}
        title="My card"
        className={styles.fullCard}
        onClose={() => setOpen(false)}
        actions={
          <Button block onClick={() => setOpen(false)}>
            Close
          </Button>
        }
      >
        <div className={styles.fullCardBody}>
          <MembershipQr cardNumber={cardNumber} size={240} />
          <p className={styles.cardNumber}>{groupCardNumber(cardNumber)}</p>
          <p>{holder}</p>
        </div>
      </Dialog>
    </>
  );
}

/** docs/specification.md#dashboard; the card first, as a member at the counter needs it. */
export function Dashboard({
  member,
  card,
  recent,
}: {
  member: MemberDetails;
  card: MemberCard;
  recent: readonly Transaction[] | null;
}) {
  const since = card.applicationDate.slice(0, 4);
  const { firstName, lastName } = member;
  const { cardNumber, balance } = card;
  const holder = `${member.firstName} ${member.lastName} · ${card.productLabel} ${card.type}`;
  // Kept for offline use once a service worker runs here: it deletes the card at logout.
  useEffect(() => {
    if (!('serviceWorker' in navigator) || !('caches' in window)) return;
    void navigator.serviceWorker.ready
      .then(() =>
        keepOfflineCard({
          firstName,
          lastName,
          cardNumber,
          points: balance,
          asOf: new Date().toISOString(),
        }),
      )
      .catch(() => undefined);
  }, [firstName, lastName, cardNumber, balance]);
  return (
    <>
      <h1 className={styles.pageTitle}>
        Welcome, {member.firstName} {member.lastName}
      </h1>
      {!member.isMailVerified && (
        <div className={styles.prompt}>
          <p>
            Please verify your email address to keep your account secure.{' '}
            <Link to="/account/profile">Verify it in your profile</Link>
          </p>
        </div>
      )}
      <DigitalCard
        titleId="digital-card-title"
        className={styles.card}
        cardNumber={card.cardNumber}
        holder={holder}
        qrSize={96}
      >
        <ShowMyCard cardNumber={card.cardNumber} holder={holder} />
      </DigitalCard>
      <div className={styles.grid2}>
        <section className={styles.panel} aria-labelledby="points-title">
          <h2 id="points-title" className={styles.panelTitle}>
            Available points
          </h2>
          <p className={styles.points}>{formatPoints(card.balance)}</p>
          <Link to="/account/profile" className={buttonClassName({ variant: 'secondary' })}>
            Edit Profile
          </Link>
        </section>
        <section className={styles.panel} aria-labelledby="membership-title">
          <h2 id="membership-title" className={styles.panelTitle}>
            Membership
          </h2>
          <dl className={styles.facts}>
            <div>
              <dt>Membership number</dt>
              <dd>
                <span>{groupCardNumber(card.cardNumber)}</span>
                <CopyButton text={card.cardNumber} />
              </dd>
            </div>
            <div>
              <dt>Membership since</dt>
              <dd>{since}</dd>
            </div>
            <div>
              <dt>Membership type</dt>
              <dd>
                {card.productLabel} {card.type}
              </dd>
            </div>
          </dl>
          <p>
            <Link to="/account/spending">My spending</Link> towards the Black Card
          </p>
        </section>
      </div>
      <section className={styles.panel} aria-labelledby="recent-title">
        <h2 id="recent-title" className={styles.panelTitle}>
          Recent transactions
        </h2>
        {recent === null ? (
          <p className={styles.muted}>Your transactions could not be loaded.</p>
        ) : recent.length === 0 ? (
          <p className={styles.muted}>No transactions yet.</p>
        ) : (
          <TransactionList transactions={recent} />
        )}
        <Link to="/account/transactions">View all transactions</Link>
      </section>
    </>
  );
}
