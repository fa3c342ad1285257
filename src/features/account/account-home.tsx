import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '#machines/session/session.machine';
import { formatPoints } from '../../lib/format';
import styles from './account-home.module.css';

/**
 * /account for a signed-in member: the welcome line and the points balance from the session.
 * The full dashboard (membership details, recent transactions, side menu) is the account area's.
 */
export function AccountHome({ session }: { session: ActorRefFrom<typeof sessionMachine> }) {
  const member = useSelector(session, (snapshot) => snapshot.context.member);
  if (!member) return null;
  return (
    <div className="container">
      <section className={styles.card} aria-labelledby="account-welcome">
        <h1 id="account-welcome" className={styles.title}>
          Welcome, {member.firstName} {member.lastName}
        </h1>
        <p className={styles.points}>
          <span className={styles.label}>Available points</span>
          <strong className={styles.value}>{formatPoints(member.points)}</strong>
        </p>
        <p>
          <Link to="/logout">Logout</Link>
        </p>
      </section>
    </div>
  );
}
