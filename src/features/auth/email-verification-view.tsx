import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { emailVerificationMachine } from '#machines/email-verification/email-verification.machine';
import { Button } from '#src/components/ui/button';
import { Dialog } from '#src/components/ui/dialog';
import styles from './auth.module.css';
import { NoticeBox } from './notice-box';
import { type OneTimeCodeActor, OneTimeCodeView } from './one-time-code-view';
import { StepError } from './step-parts';

export type EmailVerificationActor = ActorRefFrom<typeof emailVerificationMachine>;

export const VERIFY_EMAIL_TITLE = 'Verify your email';

/** docs/specification.md#email-verification: the code arrives by email and is typed in a dialog. */
export function EmailVerificationView({
  actor,
  email,
}: {
  actor: EmailVerificationActor;
  email: string;
}) {
  const view = useSelector(actor, (snapshot) => ({
    verified: snapshot.matches('verified'),
    busy: snapshot.hasTag('busy'),
    awaitingCode: snapshot.matches('awaitingCode'),
    sentOnce: snapshot.context.sentOnce,
    error: snapshot.context.error,
    notice: snapshot.context.notice,
    canStart: snapshot.can({ type: 'verification.start', email }),
    codeActor: snapshot.children.oneTimeCode as OneTimeCodeActor | undefined,
  }));

  if (view.verified) {
    return (
      <p className={styles.verified} role="status">
        Email verified
      </p>
    );
  }
  const cancel = () => actor.send({ type: 'verification.cancel' });
  return (
    <div className={styles.form}>
      <Button
        variant="secondary"
        disabled={!view.canStart}
        aria-busy={view.busy}
        onClick={() => actor.send({ type: 'verification.start', email })}
      >
        {view.sentOnce ? 'Resend Verification Email' : 'Send Verification Email'}
      </Button>
      <StepError message={view.error} />
      {view.notice && <NoticeBox notice={view.notice} />}
      <Dialog
        open={view.awaitingCode}
        title={VERIFY_EMAIL_TITLE}
        closeLabel="Close"
        onClose={cancel}
      >
        {view.codeActor && <OneTimeCodeView actor={view.codeActor} />}
      </Dialog>
    </div>
  );
}
