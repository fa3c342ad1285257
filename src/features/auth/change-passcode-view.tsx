import { isUnchanged } from '#machines/verified-action/verified-action.machine';
import { isMismatch, MISMATCH_MESSAGE } from '#machines/shared/passcode';
import { PasscodeInput } from '#src/components/fields/passcode-input';
import { StrengthMeter } from '#src/components/fields/strength-meter';
import styles from './auth.module.css';
import { StepError } from './step-parts';
import {
  type StepParts,
  type VerifiedActionActor,
  VerifiedActionView,
} from './verified-action-view';

export const UNCHANGED_MESSAGE = 'Your new passcode must be different from your current passcode.';
export const SUCCESS_TITLE = 'Passcode changed';
export const SUCCESS_MESSAGE =
  'Your passcode has been changed. For your security you will be logged out in a few seconds. Please sign in with your new passcode.';

function ConfirmPasscode({ passcode, context }: Pick<StepParts, 'passcode' | 'context'>) {
  const error = isMismatch(context.newPasscode, context.confirmPasscode)
    ? MISMATCH_MESSAGE
    : isUnchanged(context)
      ? UNCHANGED_MESSAGE
      : null;
  return (
    <PasscodeInput label="Confirm new passcode" {...passcode('confirmPasscode')} error={error} />
  );
}

/**
 * Change passcode (docs/specification.md#change-passcode): 'Edit Passcode' opens step 1
 * (current, new and confirm); step 2 is the SMS code, sent as soon as step 1 passes; step 3 saves
 * the new passcode. Success shows a dialog, then the member is logged out after about 5 seconds.
 */
export function ChangePasscodeView({ actor }: { actor: VerifiedActionActor }) {
  return (
    <VerifiedActionView
      actor={actor}
      intro={
        <p className={styles.lead}>
          Changing your passcode ends every session, on every device. We will send a code to your
          mobile number to confirm it is you.
        </p>
      }
      start={{ label: 'Edit Passcode', variant: 'secondary' }}
      passcodeStep={(parts) => (
        <>
          {parts.username}
          <PasscodeInput
            label="Current passcode"
            autoComplete="current-password"
            {...parts.passcode('passcode')}
            autoFocus
          />
          <PasscodeInput
            label="New passcode"
            {...parts.passcode('newPasscode')}
            describedBy="change-passcode-strength"
          />
          <StrengthMeter
            id="change-passcode-strength"
            passcode={parts.context.newPasscode}
            context={{ birthday: parts.context.birthday, mobile: parts.context.mobile }}
          />
          <ConfirmPasscode {...parts} />
          {parts.toggle}
          <StepError message={parts.context.error} />
          {parts.notice}
          {parts.submit('Continue')}
        </>
      )}
      confirmStep={(parts) => (
        <>
          <p className={styles.lead}>Check your new passcode once more, then save it.</p>
          {parts.username}
          <PasscodeInput label="New passcode" {...parts.passcode('newPasscode')} autoFocus />
          <ConfirmPasscode {...parts} />
          {parts.toggle}
          <StepError message={parts.context.error} />
          {parts.submit('Save')}
        </>
      )}
      success={{ title: SUCCESS_TITLE, body: () => <p>{SUCCESS_MESSAGE}</p> }}
    />
  );
}
