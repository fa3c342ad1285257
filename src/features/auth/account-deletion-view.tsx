import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { DELETION_GRACE_DAYS } from '#contract/account-deletion';
import { ERROR_TITLE } from '#contract/errors';
import type { accountDeletionMachine } from '#machines/account-deletion/account-deletion.machine';
import { AccountUsername } from '#src/components/forms/account-username';
import { PasscodeInput } from '#src/components/forms/passcode-input';
import { Button } from '#src/components/ui/button';
import { Dialog } from '#src/components/ui/dialog';
import { formatDay } from '#src/lib/format';
import styles from './auth.module.css';
import { FlowForm } from './flow-form';
import { NoticeBox } from './notice-box';
import { type OneTimeCodeActor, OneTimeCodeView } from './one-time-code-view';
import { ShowPasscode } from './step-parts';

export type AccountDeletionActor = ActorRefFrom<typeof accountDeletionMachine>;

export const SCHEDULED_TITLE = 'Account deletion scheduled';

type Step = 'closed' | 'passcode' | 'code' | 'done';

/**
 * Delete my account (docs/specification.md#delete-account): what it does and the grace period first, then 1. the
 * passcode, 2. the SMS code (sent as soon as step 1 passes; the deletion is set once it is right).
 */
export function AccountDeletionView({ actor }: { actor: AccountDeletionActor }) {
  const view = useSelector(actor, (snapshot) => {
    const step: Step = snapshot.matches('idle')
      ? 'closed'
      : snapshot.matches('enteringPasscode') || snapshot.matches('requestingCode')
        ? 'passcode'
        : snapshot.matches('verifyingCode') || snapshot.matches('scheduling')
          ? 'code'
          : 'done';
    return {
      step,
      context: snapshot.context,
      busy: snapshot.hasTag('busy'),
      canSubmit: snapshot.can({ type: 'form.submit' }),
      scheduled: snapshot.matches('scheduled'),
      signedOut: snapshot.matches('signedOut'),
      codeActor: snapshot.children.oneTimeCode as OneTimeCodeActor | undefined,
    };
  });
  const { context } = view;
  const send = (event: Parameters<AccountDeletionActor['send']>[0]) => actor.send(event);
  const stepNumber = { closed: 0, passcode: 1, code: 2, done: 0 }[view.step];
  const cancel = (
    <Button variant="ghost" onClick={() => send({ type: 'form.cancel' })}>
      Cancel
    </Button>
  );
  const close = () => send({ type: 'dialog.close' });

  return (
    <div className={styles.form}>
      {view.step === 'closed' && (
        <>
          <p className={styles.lead}>
            Deleting your account closes your card: your points can no longer be used, and your
            profile, preferences, sign-ins and form entries are removed. We keep your points
            transactions without your name, for the programme&apos;s books.
          </p>
          <p className={styles.lead}>
            Your account is deleted {DELETION_GRACE_DAYS} days after you confirm. Until then you can
            change your mind: sign in and choose Keep my account.
          </p>
          <Button variant="outline" onClick={() => send({ type: 'form.open' })}>
            Delete my account
          </Button>
        </>
      )}
      {stepNumber > 0 && <p className={styles.stepCount}>Step {stepNumber} of 2</p>}
      {view.step === 'passcode' && (
        <FlowForm onSubmit={() => send({ type: 'form.submit' })}>
          <p className={styles.lead}>
            Enter your passcode. We will then send a code to your mobile number.
          </p>
          <AccountUsername countryCode={context.countryCode} mobile={context.mobile} />
          <PasscodeInput
            label="Passcode"
            autoComplete="current-password"
            value={context.passcode}
            onChange={(value) => send({ type: 'passcode.change', value })}
            visible={context.visible}
            error={context.error}
            autoFocus
          />
          <ShowPasscode
            visible={context.visible}
            onToggle={() => send({ type: 'passcode.toggle' })}
          />
          {context.notice && <NoticeBox notice={context.notice} />}
          <Button type="submit" block disabled={!view.canSubmit} aria-busy={view.busy}>
            Continue
          </Button>
          {cancel}
        </FlowForm>
      )}
      {view.step === 'code' && (
        <>
          {view.codeActor && <OneTimeCodeView actor={view.codeActor} />}
          {view.busy && (
            <p className={styles.lead} role="status">
              Setting the date of your account&apos;s deletion…
            </p>
          )}
          {!view.busy && cancel}
        </>
      )}
      <Dialog
        open={view.scheduled}
        title={SCHEDULED_TITLE}
        onClose={close}
        actions={<Button onClick={close}>Close</Button>}
      >
        {view.scheduled && context.deletionDueAt && (
          <>
            <p>
              Your account will be deleted on {formatDay(context.deletionDueAt)}. You have been
              signed out on every device.
            </p>
            <p>To keep your account, sign in before then and choose Keep my account.</p>
          </>
        )}
      </Dialog>
      <Dialog
        open={view.signedOut}
        title={ERROR_TITLE}
        onClose={close}
        actions={<Button onClick={close}>Close</Button>}
      >
        {view.signedOut && <p>{context.error}</p>}
      </Dialog>
    </div>
  );
}
