import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { waitFor } from 'xstate';
import type { sessionMachine } from '#machines/session/session.machine';
import { Button } from '#src/components/ui/button';
import styles from '#src/components/feedback/status-card.module.css';

/**
 * docs/specification.md#sessions. `confirm` (the server's answer to a load from another site)
 * asks first, so a link elsewhere cannot sign the member out.
 */
export function LogoutPage({
  session,
  confirm = false,
}: {
  session: ActorRefFrom<typeof sessionMachine>;
  confirm?: boolean;
}) {
  const navigate = useNavigate();
  const [agreed, setAgreed] = useState(!confirm);
  useEffect(() => {
    if (!agreed) return undefined;
    const abandon = new AbortController();
    const abandoned = () => abandon.signal.aborted;
    void (async () => {
      try {
        await waitFor(session, (state) => state.can({ type: 'session.logout' }));
        if (abandoned()) return;
        session.send({ type: 'session.logout' });
        await waitFor(session, (state) => state.matches('anonymous'));
      } catch {
        // The session actor stopped (the app is going away): nothing left to wait for.
        return;
      }
      if (!abandoned()) void navigate({ to: '/', replace: true });
    })();
    return () => abandon.abort();
  }, [session, navigate, agreed]);
  if (!agreed) {
    return (
      <div className={styles.page}>
        <section className={styles.card} aria-labelledby="logout-title">
          <h1 id="logout-title" className={styles.title}>
            Log out?
          </h1>
          <div className={styles.actions}>
            <Button onClick={() => setAgreed(true)}>Log out</Button>
            <Link to="/">Stay signed in</Link>
          </div>
        </section>
      </div>
    );
  }
  return (
    <div className="container">
      <p role="status">Logging you out…</p>
    </div>
  );
}
