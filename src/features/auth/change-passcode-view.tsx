import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  type changePasscodeMachine,
  isUnchanged,
  SUCCESS_MESSAGE,
  SUCCESS_TITLE,
  UNCHANGED_MESSAGE,
} from '#machines/change-passcode/change-passcode.machine';
import { isMismatch, MISMATCH_MESSAGE } from '#machines/shared/passcode';
import { ERROR_TITLE } from '#contract/errors';
import { AccountUsername } from '#src/components/forms/account-username';
import { PasscodeInput } from '#src/components/forms/passcode-input';
import { StrengthMeter } from '#src/components/forms/strength-meter';
import { Button } from '#src/components/ui/button';
import { Dialog } from '#src/components/ui/dialog';
import styles from './auth.module.css';
import { FlowForm } from './flow-form';
import { NoticeBox } from './notice-box';
import { type OneTimeCodeActor, OneTimeCodeView } from './one-time-code-view';
import { ShowPasscode, StepError } from './step-parts';

export type ChangePasscodeActor = ActorRefFrom<typeof changePasscodeMachine>;

type Step = 'closed' | 'passcodes' | 'code' | 'confirm' | 'done';

/**
 * Change passcode (docs/specification.md#change-passcode): 'Edit Passcode' opens step 1
 * (current, new and confirm); step 2 is the SMS code, sent as soon as step 1 passes; step 3 saves
 * the new passcode. Success shows a dialog, then the member is logged out after about 5 seconds.
 */
export function ChangePasscodeView({ actor }: { actor: ChangePasscodeActor }) {
  const view = useSelector(actor, (snapshot) => {
    const step: Step = snapshot.matches('idle')
      ? 'closed'
      : snapshot.matches('enteringPasscodes') || snapshot.matches('requestingCode')
        ? 'passcodes'
        : snapshot.matches('verifyingCode')
          ? 'code'
          : snapshot.matches('confirming') || snapshot.matches('saving')
            ? 'confirm'
            : 'done';
    return {
      step,
      context: snapshot.context,
      busy: snapshot.hasTag('busy'),
      canSubmit: snapshot.can({ type: 'form.submit' }),
      succeeded: snapshot.matches('succeeded'),
      signedOut: snapshot.matches('signedOut'),
      codeActor: snapshot.children.oneTimeCode as OneTimeCodeActor | undefined,
    };
  });
  const { context } = view;
  const send = (event: Parameters<ChangePasscodeActor['send']>[0]) => actor.send(event);
  const passcode = (field: 'oldPasscode' | 'newPasscode' | 'confirmPasscode') => ({
    value: context[field],
    onChange: (value: string) => send({ type: 'passcode.change', field, value }),
    visible: context.visible,
  });
  const confirmError = isMismatch(context.newPasscode, context.confirmPasscode)
    ? MISMATCH_MESSAGE
    : isUnchanged(context)
      ? UNCHANGED_MESSAGE
      : null;
  const stepNumber = { closed: 0, passcodes: 1, code: 2, confirm: 3, done: 0 }[view.step];
  const cancel = (
    <Button variant="ghost" onClick={() => send({ type: 'form.cancel' })}>
      Cancel
    </Button>
  );
  const username = <AccountUsername countryCode={context.countryCode} mobile={context.mobile} />;
  const confirm = (
    <PasscodeInput
      label="Confirm new passcode"
      {...passcode('confirmPasscode')}
      error={confirmError}
    />
  );
  const submit = (label: string) => (
    <>
      <Button type="submit" block disabled={!view.canSubmit} aria-busy={view.busy}>
        {label}
      </Button>
      {cancel}
    </>
  );
  const close = () => send({ type: 'dialog.close' });
  const toggle = (
    <ShowPasscode visible={context.visible} onToggle={() => send({ type: 'passcode.toggle' })} />
  );

  return (
    <div className={styles.form}>
      {view.step === 'closed' && (
        <>
          <p className={styles.lead}>
            Changing your passcode ends every session, on every device. We will send a code to your
            mobile number to confirm it is you.
          </p>
          <Button variant="secondary" onClick={() => send({ type: 'form.open' })}>
            Edit Passcode
          </Button>
        </>
      )}
      {stepNumber > 0 && <p className={styles.stepCount}>Step {stepNumber} of 3</p>}
      {view.step === 'passcodes' && (
        <FlowForm onSubmit={() => send({ type: 'form.submit' })}>
          {username}
          <PasscodeInput
            label="Current passcode"
            autoComplete="current-password"
            {...passcode('oldPasscode')}
            autoFocus
          />
          <PasscodeInput
            label="New passcode"
            {...passcode('newPasscode')}
            describedBy="change-passcode-strength"
          />
          <StrengthMeter
            id="change-passcode-strength"
            passcode={context.newPasscode}
            context={{ birthday: context.birthday, mobile: context.mobile }}
          />
          {confirm}
          {toggle}
          <StepError message={context.error} />
          {context.notice && <NoticeBox notice={context.notice} />}
          {submit('Continue')}
        </FlowForm>
      )}
      {view.step === 'code' && view.codeActor && (
        <>
          <OneTimeCodeView actor={view.codeActor} />
          {cancel}
        </>
      )}
      {view.step === 'confirm' && (
        <FlowForm onSubmit={() => send({ type: 'form.submit' })}>
          <p className={styles.lead}>Check your new passcode once more, then save it.</p>
          {username}
          <PasscodeInput label="New passcode" {...passcode('newPasscode')} autoFocus />
          {confirm}
          {toggle}
          <StepError message={context.error} />
          {submit('Save')}
        </FlowForm>
      )}
      <Dialog
        open={view.succeeded}
        title={SUCCESS_TITLE}
        onClose={close}
        actions={<Button onClick={close}>Close</Button>}
      >
        <p>{SUCCESS_MESSAGE}</p>
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
