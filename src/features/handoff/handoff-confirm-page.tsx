import { Link, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { HANDOFF_SUCCESS_PATH } from '#contract/auth';
import { ERRORS } from '#contract/errors';
import type { handoffConfirmMachine } from '#machines/handoff-confirm/handoff-confirm.machine';
import { Button } from '#src/components/ui/button';
import { inspect } from '#src/lib/inspection';
import { handoffConfirmFlow } from './handoff.actors';
import styles from '#src/components/feedback/status-card.module.css';

export type HandoffConfirmActor = ActorRefFrom<typeof handoffConfirmMachine>;

export function HandoffConfirmView({ actor }: { actor: HandoffConfirmActor }) {
  const view = useSelector(actor, (snapshot) => ({
    busy: snapshot.hasTag('busy'),
    asking: snapshot.matches('confirming') || snapshot.matches('exchanging'),
    canContinue: snapshot.can({ type: 'handoff.continue' }),
    canDecline: snapshot.can({ type: 'handoff.decline' }),
    canRetry: snapshot.can({ type: 'preview.retry' }),
    previewing: snapshot.matches('previewing'),
    signedIn: snapshot.matches('signedIn'),
    invalid: snapshot.matches('invalid'),
    name: snapshot.context.name,
    error: snapshot.context.error,
  }));
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="handoff-title" aria-busy={view.busy}>
        {view.asking && view.name !== null ? (
          <>
            <h1 id="handoff-title" className={styles.title}>
              Continue as {view.name}?
            </h1>
            <p className={styles.lead}>
              This link signs this browser in as {view.name}. Continue only if you opened it
              yourself; otherwise choose Cancel and nothing changes.
            </p>
            {view.error && (
              <p className={styles.error} role="alert">
                {view.error}
              </p>
            )}
            <div className={styles.actions}>
              <Button
                onClick={() => actor.send({ type: 'handoff.continue' })}
                disabled={!view.canContinue}
              >
                Continue
              </Button>
              <Button
                variant="outline"
                onClick={() => actor.send({ type: 'handoff.decline' })}
                disabled={!view.canDecline}
              >
                Cancel
              </Button>
            </div>
          </>
        ) : (
          <h1 id="handoff-title" className={styles.title}>
            Sign in
          </h1>
        )}
        {view.previewing && (
          <p className={styles.lead} role="status">
            Checking your sign-in link…
          </p>
        )}
        {view.signedIn && (
          <p className={styles.lead} role="status">
            Signed in. Taking you to your account…
          </p>
        )}
        {view.canRetry && (
          <>
            <p className={styles.error} role="alert">
              {view.error}
            </p>
            <div className={styles.actions}>
              <Button onClick={() => actor.send({ type: 'preview.retry' })}>Try again</Button>
            </div>
          </>
        )}
        {view.invalid && <HandoffInvalid />}
      </section>
    </div>
  );
}

export function HandoffInvalid() {
  return (
    <>
      <p role="alert">{ERRORS.HANDOFF_INVALID.message}</p>
      <p>
        <Link to="/login">Login</Link>
      </p>
    </>
  );
}

/** The browser did not come from the portal's pages, so the person is asked. */
export function HandoffConfirmPage({ token }: { token: string }) {
  const navigate = useNavigate();
  const [machine] = useState(() =>
    handoffConfirmFlow({
      onSignedIn: () => window.location.assign(HANDOFF_SUCCESS_PATH),
      onDecline: () => void navigate({ to: '/', replace: true }),
    }),
  );
  const actor = useActorRef(machine, { input: { token }, inspect });
  return <HandoffConfirmView actor={actor} />;
}
