import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { waitFor } from 'xstate';
import type { sessionMachine } from '#machines/session/session.machine';

/**
 * /logout: ends the session on the server (the session machine's logout revokes it and clears
 * the cookies, even when this tab already thought it was signed out), then goes home
 * (specification 000, section 2).
 */
export function LogoutPage({ session }: { session: ActorRefFrom<typeof sessionMachine> }) {
  const navigate = useNavigate();
  useEffect(() => {
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
  }, [session, navigate]);
  return (
    <div className="container">
      <p role="status">Logging you out…</p>
    </div>
  );
}
