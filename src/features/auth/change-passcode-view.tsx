import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  type changePasscodeMachine,
  isMismatch,
  isUnchanged,
  MISMATCH_MESSAGE,
  SUCCESS_MESSAGE,
  SUCCESS_TITLE,
  UNCHANGED_MESSAGE,
} from '#machines/change-passcode/change-passcode.machine';
import { ERROR_TITLE } from '#contract/errors';
import { PasscodeInput } from '../../components/forms/passcode-input';
import { StrengthMeter } from '../../components/forms/strength-meter';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import styles from './auth.module.css';
import { FlowForm } from './flow-form';
import { NoticeBox } from './notice-box';
import { type OneTimeCodeActor, OneTimeCodeView } from './one-time-code-view';
import { ShowPasscode, StepError } from './step-parts';

export type ChangePasscodeActor = ActorRefFrom<typeof changePasscodeMachine>;

type Step = 'closed' | 'passcodes' | 'code' | 'confirm' | 'done';

/**
 * Change passcode (specification 000, Security and preferences): 'Edit Passcode' opens step 1
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
  const change = (field: 'oldPasscode' | 'newPasscode' | 'confirmPasscode') => (value: string) =>
    send({ type: 'passcode.change', field, value });
  const confirmError = isMismatch(context)
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
          <PasscodeInput
            label="Current passcode"
            autoComplete="current-password"
            value={context.oldPasscode}
            onChange={change('oldPasscode')}
            visible={context.visible}
            autoFocus
          />
          <PasscodeInput
            label="New passcode"
            value={context.newPasscode}
            onChange={change('newPasscode')}
            visible={context.visible}
            describedBy="change-passcode-strength"
          />
          <StrengthMeter
            id="change-passcode-strength"
            passcode={context.newPasscode}
            context={{ birthday: context.birthday, mobile: context.mobile }}
          />
          <PasscodeInput
            label="Confirm new passcode"
            value={context.confirmPasscode}
            onChange={change('confirmPasscode')}
            visible={context.visible}
            error={confirmError}
          />
          {toggle}
          <StepError message={context.error} />
          {context.notice && <NoticeBox notice={context.notice} />}
          <Button type="submit" block disabled={!view.canSubmit} aria-busy={view.busy}>
            Continue
          </Button>
          {cancel}
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
          <PasscodeInput
            label="New passcode"
            value={context.newPasscode}
            onChange={change('newPasscode')}
            visible={context.visible}
            autoFocus
          />
          <PasscodeInput
            label="Confirm new passcode"
            value={context.confirmPasscode}
            onChange={change('confirmPasscode')}
            visible={context.visible}
            error={confirmError}
          />
          {toggle}
          <StepError message={context.error} />
          <Button type="submit" block disabled={!view.canSubmit} aria-busy={view.busy}>
            Save
          </Button>
          {cancel}
        </FlowForm>
      )}
      <Dialog
        open={view.succeeded}
        title={SUCCESS_TITLE}
        onClose={() => send({ type: 'dialog.close' })}
        actions={<Button onClick={() => send({ type: 'dialog.close' })}>Close</Button>}
      >
        <p>{SUCCESS_MESSAGE}</p>
      </Dialog>
      <Dialog
        open={view.signedOut}
        title={ERROR_TITLE}
        onClose={() => send({ type: 'dialog.close' })}
        actions={<Button onClick={() => send({ type: 'dialog.close' })}>Close</Button>}
      >
        {view.signedOut && <p>{context.error}</p>}
      </Dialog>
    </div>
  );
}
