import { DELETION_GRACE_DAYS } from '#contract/account-deletion';
import { PasscodeInput } from '#src/components/fields/passcode-input';
import { formatDay } from '#src/lib/format';
import styles from './auth.module.css';
import { StepError } from './step-parts';
import { type VerifiedActionActor, VerifiedActionView } from './verified-action-view';

export const SCHEDULED_TITLE = 'Account deletion scheduled';

/**
 * Delete my account (docs/specification.md#delete-account): what it does and the grace period
 * first, then 1. the passcode, 2. the SMS code (sent as soon as step 1 passes), 3. a last 'Delete
 * my account': the right code alone sets nothing.
 */
export function AccountDeletionView({ actor }: { actor: VerifiedActionActor }) {
  return (
    <VerifiedActionView
      actor={actor}
      intro={
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
        </>
      }
      start={{ label: 'Delete my account', variant: 'outline' }}
      passcodeStep={(parts) => (
        <>
          <p className={styles.lead}>
            Enter your passcode. We will then send a code to your mobile number.
          </p>
          {parts.username}
          <PasscodeInput
            label="Passcode"
            autoComplete="current-password"
            {...parts.passcode('passcode')}
            error={parts.context.error}
            autoFocus
          />
          {parts.toggle}
          {parts.notice}
          {parts.submit('Continue')}
        </>
      )}
      confirmStep={(parts) => (
        <>
          <p className={styles.lead}>
            Your code is right. Delete your account now? It is deleted {DELETION_GRACE_DAYS} days
            from today; until then you can sign in and keep it.
          </p>
          {parts.busy && (
            <p className={styles.lead} role="status">
              Setting the date of your account&apos;s deletion…
            </p>
          )}
          <StepError message={parts.context.error} />
          {parts.submit('Delete my account')}
        </>
      )}
      success={{
        title: SCHEDULED_TITLE,
        body: ({ deletionDueAt }) =>
          deletionDueAt && (
            <>
              <p>
                Your account will be deleted on {formatDay(deletionDueAt)}. You have been signed out
                on every device.
              </p>
              <p>To keep your account, sign in before then and choose Keep my account.</p>
            </>
          ),
      }}
    />
  );
}
