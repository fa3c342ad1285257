import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { ERROR_TITLE } from '#contract/errors';
import type {
  PasscodeField,
  VerifiedActionContext,
  verifiedActionMachine,
} from '#machines/verified-action/verified-action.machine';
import { AccountUsername } from '#src/components/fields/account-username';
import { Button } from '#src/components/ui/button';
import { Dialog } from '#src/components/ui/dialog';
import styles from './auth.module.css';
import { NoticeBox } from './notice-box';
import { type OneTimeCodeActor, OneTimeCodeView } from './one-time-code-view';
import { FlowForm, ShowPasscode } from './step-parts';

export type VerifiedActionActor = ActorRefFrom<typeof verifiedActionMachine>;

type Step = 'closed' | 'passcodes' | 'code' | 'confirm' | 'done';

/** What a flow's own steps are built from. */
export interface StepParts {
  context: VerifiedActionContext;
  /** The action is running (step 3's button is busy). */
  busy: boolean;
  /** A passcode field's value, its change and whether the digits show. */
  passcode: (field: PasscodeField) => {
    value: string;
    onChange: (value: string) => void;
    visible: boolean;
  };
  /** Whose passcode it is, for password managers. */
  username: ReactNode;
  /** 'Show passcode' for every field of the step. */
  toggle: ReactNode;
  /** The SMS window's notice, when the code cannot be sent yet. */
  notice: ReactNode;
  /** The step's submit button, then Cancel. */
  submit: (label: string) => ReactNode;
}

export interface VerifiedActionSteps {
  actor: VerifiedActionActor;
  /** What the action does, above the button that starts it. */
  intro: ReactNode;
  start: { label: string; variant: 'secondary' | 'outline' };
  /** Step 1, inside its form. */
  passcodeStep: (parts: StepParts) => ReactNode;
  /** Step 3, inside its form: what the member confirms before the action runs. */
  confirmStep: (parts: StepParts) => ReactNode;
  success: { title: string; body: (context: VerifiedActionContext) => ReactNode };
}

/**
 * The steps of an action proved with the passcode, then an SMS code (docs/specification.md
 * #change-passcode, #delete-account): the step count, the code step, Cancel, and the dialogs of
 * success and of a lock. Each flow supplies its words and its passcode fields.
 */
export function VerifiedActionView({
  actor,
  intro,
  start,
  passcodeStep,
  confirmStep,
  success,
}: VerifiedActionSteps) {
  const view = useSelector(actor, (snapshot) => {
    const step: Step = snapshot.matches('idle')
      ? 'closed'
      : snapshot.matches('enteringPasscodes') || snapshot.matches('requestingCode')
        ? 'passcodes'
        : snapshot.matches('verifyingCode')
          ? 'code'
          : snapshot.matches('confirming') || snapshot.matches('performing')
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
  const send = (event: Parameters<VerifiedActionActor['send']>[0]) => actor.send(event);
  const steps = 3;
  const stepNumber = { closed: 0, passcodes: 1, code: 2, confirm: 3, done: 0 }[view.step];
  const cancel = (
    <Button variant="ghost" onClick={() => send({ type: 'form.cancel' })}>
      Cancel
    </Button>
  );
  const parts: StepParts = {
    context,
    busy: view.busy,
    passcode: (field) => ({
      value: context[field],
      onChange: (value) => send({ type: 'passcode.change', field, value }),
      visible: context.visible,
    }),
    username: <AccountUsername countryCode={context.countryCode} mobile={context.mobile} />,
    toggle: (
      <ShowPasscode visible={context.visible} onToggle={() => send({ type: 'passcode.toggle' })} />
    ),
    notice: context.notice && <NoticeBox notice={context.notice} />,
    submit: (label) => (
      <>
        <Button type="submit" block disabled={!view.canSubmit} aria-busy={view.busy}>
          {label}
        </Button>
        {cancel}
      </>
    ),
  };
  const submitForm = () => send({ type: 'form.submit' });
  const close = () => send({ type: 'dialog.close' });

  return (
    <div className={styles.form}>
      {view.step === 'closed' && (
        <>
          {intro}
          <Button variant={start.variant} onClick={() => send({ type: 'form.open' })}>
            {start.label}
          </Button>
        </>
      )}
      {stepNumber > 0 && (
        <p className={styles.stepCount}>
          Step {stepNumber} of {steps}
        </p>
      )}
      {view.step === 'passcodes' && (
        <FlowForm onSubmit={submitForm}>{passcodeStep(parts)}</FlowForm>
      )}
      {view.step === 'code' && (
        <>
          {view.codeActor && <OneTimeCodeView actor={view.codeActor} />}
          {cancel}
        </>
      )}
      {view.step === 'confirm' && <FlowForm onSubmit={submitForm}>{confirmStep(parts)}</FlowForm>}
      <Dialog
        open={view.succeeded}
        title={success.title}
        onClose={close}
        actions={<Button onClick={close}>Close</Button>}
      >
        {view.succeeded && success.body(context)}
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
