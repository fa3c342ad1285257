import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { keepAccountMachine } from '#machines/keep-account/keep-account.machine';
import { Button, buttonClassName } from '#src/components/ui/button';
import { formatDay } from '#src/lib/format';
import { inspect } from '#src/lib/inspection';
import { AuthCard } from './auth-card';
import styles from './auth.module.css';
import { keepAccountFlow } from './deletion.actors';
import { StepError } from './step-parts';

export const KEEP_ACCOUNT_TITLE = 'Keep your account?';

type KeepAccountActor = ActorRefFrom<typeof keepAccountMachine>;

/** A sign-in during the grace period lands here: keep the account, or leave. */
export function KeepAccountPage({
  firstName,
  deletionDueAt,
  onKept,
}: {
  firstName: string;
  deletionDueAt: string;
  onKept: () => void;
}) {
  const [machine] = useState(() => keepAccountFlow(onKept));
  const actor = useActorRef(machine, { inspect });
  return <KeepAccountView actor={actor} firstName={firstName} deletionDueAt={deletionDueAt} />;
}

export function KeepAccountView({
  actor,
  firstName,
  deletionDueAt,
}: {
  actor: KeepAccountActor;
  firstName: string;
  deletionDueAt: string;
}) {
  const view = useSelector(actor, (snapshot) => ({
    busy: snapshot.hasTag('busy'),
    error: snapshot.context.error,
    canKeep: snapshot.can({ type: 'account.keep' }),
  }));
  return (
    <AuthCard titleId="keep-account-title" title={KEEP_ACCOUNT_TITLE} busy={view.busy}>
      <div className={styles.form}>
        <p className={styles.lead}>
          Hi {firstName}, your account is set to be deleted on {formatDay(deletionDueAt)}. Until
          then it is on hold: your card and points cannot be used.
        </p>
        <p className={styles.lead}>
          Keep your account to use it again. Nothing is deleted: your card, points and preferences
          stay as they are.
        </p>
        <StepError message={view.error} />
        <Button
          block
          disabled={!view.canKeep}
          aria-busy={view.busy}
          onClick={() => actor.send({ type: 'account.keep' })}
        >
          Keep my account
        </Button>
        <Link to="/logout" className={buttonClassName({ variant: 'ghost' })}>
          Sign out
        </Link>
      </div>
    </AuthCard>
  );
}
