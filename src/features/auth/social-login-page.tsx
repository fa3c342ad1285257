import { Link, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '#machines/session/session.machine';
import { inspect } from '#src/lib/inspection';
import styles from './auth.module.css';
import { AuthCard } from './auth-card';
import { socialSignInFlow } from './auth.actors';
import { followAfterSignIn } from './follow-redirect';
import type { SocialSignInActor } from './social-choices';
import { LOGIN_TITLE } from './titles';

export function SocialLoginView({ actor }: { actor: SocialSignInActor }) {
  const view = useSelector(actor, (snapshot) => ({
    busy: snapshot.hasTag('busy'),
    signedIn: snapshot.matches('signedIn'),
    error:
      snapshot.matches('notFound') || snapshot.matches('failed') ? snapshot.context.error : null,
  }));
  return (
    <AuthCard titleId="social-login-title" title={LOGIN_TITLE} busy={view.busy}>
      {view.busy && (
        <p className={styles.lead} role="status">
          Signing you in…
        </p>
      )}
      {view.signedIn && (
        <p className={styles.lead} role="status">
          Signed in. Taking you there…
        </p>
      )}
      {view.error && (
        <>
          <p className={styles.error} role="alert">
            {view.error}
          </p>
          <p>
            <Link to="/login">Back to login</Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}

/**
 * SOCIAL_CALLBACK_PATH. The query (it holds the one-time code) is read once and taken out of the
 * address bar and history.
 */
export function SocialLoginPage({ session }: { session: ActorRefFrom<typeof sessionMachine> }) {
  const navigate = useNavigate();
  const [data] = useState(() => {
    const answer = window.location.search.slice(1);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    return answer;
  });
  const [machine] = useState(() =>
    socialSignInFlow({
      onLeave: (url) => window.location.assign(url),
      onSignedIn: () => session.send({ type: 'login.succeeded' }),
      onFollow: (target) =>
        followAfterSignIn(session, target, (href) => void navigate({ href, replace: true })),
      onReturn: () => void navigate({ to: '/login', replace: true }),
    }),
  );
  const actor = useActorRef(machine, { input: { mode: 'callback', data }, inspect });
  return <SocialLoginView actor={actor} />;
}
