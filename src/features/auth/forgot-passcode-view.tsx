import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { CHALLENGE_TYPES, type ClientConfig } from '#contract/auth';
import {
  type forgotPasscodeMachine,
  SUCCESS_TITLE,
} from '#machines/forgot-passcode/forgot-passcode.machine';
import { isMismatch, MISMATCH_MESSAGE } from '#machines/shared/passcode';
import { Captcha } from '#src/components/captcha/captcha';
import { MobileField } from '#src/components/fields/mobile-field';
import { AccountUsername } from '#src/components/fields/account-username';
import { PasscodeInput } from '#src/components/fields/passcode-input';
import { StrengthMeter } from '#src/components/fields/strength-meter';
import { Button } from '#src/components/ui/button';
import styles from './auth.module.css';
import { FlowForm, mobileFieldProps, ShowPasscode, StepError, stepView } from './step-parts';
import { NoticeBox } from './notice-box';
import { type OneTimeCodeActor, OneTimeCodeView } from './one-time-code-view';
import { SocialChoices } from './social-choices';

export type ForgotPasscodeActor = ActorRefFrom<typeof forgotPasscodeMachine>;
type ForgotPasscodeSnapshot = SnapshotFrom<typeof forgotPasscodeMachine>;

export const FORGOT_TITLE = 'Forgot Passcode';
export const CHOOSE_TITLE = 'Verify your account';
export const CODE_TITLE = 'Verification';
export const NEW_PASSCODE_TITLE = 'Create New Passcode';

/** The title of each step, as the specification words it. */
export function forgotPasscodeTitle(snapshot: ForgotPasscodeSnapshot): string {
  if (snapshot.matches('choosingChannel') || snapshot.matches('sendingToChannel'))
    return CHOOSE_TITLE;
  if (snapshot.matches('verifyingCode')) return CODE_TITLE;
  if (snapshot.matches('creatingPasscode') || snapshot.matches('savingPasscode'))
    return NEW_PASSCODE_TITLE;
  if (snapshot.matches('succeeded') || snapshot.matches('finished')) return SUCCESS_TITLE;
  return FORGOT_TITLE;
}

interface StepProps {
  actor: ForgotPasscodeActor;
}

function MobileStep({ actor, captcha }: StepProps & { captcha: ClientConfig['captcha'] }) {
  const view = useSelector(actor, stepView);
  const { context } = view;
  return (
    <FlowForm onSubmit={() => actor.send({ type: 'form.submit' })}>
      <p className={styles.lead}>
        Enter your registered mobile number and we&apos;ll send you a code to reset your passcode.
      </p>
      <MobileField {...mobileFieldProps(context, (event) => actor.send(event))} autoFocus />
      {context.notice && <NoticeBox notice={context.notice} />}
      <Captcha
        key={context.captchaKey}
        config={captcha}
        onChange={(token) => actor.send({ type: 'captcha.change', token })}
      />
      <Button type="submit" block disabled={!view.canSubmit} aria-busy={view.busy}>
        Continue
      </Button>
      <p className={styles.links}>
        Not yet a member? <Link to="/get-the-app">Sign up here</Link>
      </p>
      <SocialChoices />
    </FlowForm>
  );
}

function ChannelStep({ actor }: StepProps) {
  const view = useSelector(actor, (snapshot) => ({
    channels: snapshot.context.channels,
    busy: snapshot.hasTag('busy'),
  }));
  return (
    <div className={styles.form}>
      <p className={styles.lead}>Where should we send your verification code?</p>
      <ul role="list" className={styles.choiceList}>
        {view.channels.map((channel) => (
          <li key={channel.type}>
            <Button
              variant="outline"
              block
              disabled={view.busy}
              onClick={() => actor.send({ type: 'channel.select', channel: channel.type })}
            >
              {channel.type === CHALLENGE_TYPES.sms ? 'Send by SMS to ' : 'Send by email to '}
              {channel.maskedTarget}
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="ghost" onClick={() => actor.send({ type: 'mobile.edit' })}>
        Use another number
      </Button>
    </div>
  );
}

function PasscodeStep({ actor }: StepProps) {
  const view = useSelector(actor, stepView);
  const { context } = view;
  return (
    <FlowForm onSubmit={() => actor.send({ type: 'form.submit' })}>
      <p className={styles.lead}>Choose a new 6-digit passcode that is hard to guess.</p>
      <AccountUsername countryCode={context.countryCode} mobile={context.mobile} />
      <PasscodeInput
        label="New passcode"
        value={context.passcode}
        onChange={(value) => actor.send({ type: 'passcode.change', value })}
        visible={context.passcodeVisible}
        describedBy="new-passcode-strength"
        autoFocus
      />
      <StrengthMeter
        id="new-passcode-strength"
        passcode={context.passcode}
        context={{ mobile: context.mobile }}
      />
      <PasscodeInput
        label="Confirm new passcode"
        value={context.confirmPasscode}
        onChange={(value) => actor.send({ type: 'confirm.change', value })}
        visible={context.passcodeVisible}
        error={isMismatch(context.passcode, context.confirmPasscode) ? MISMATCH_MESSAGE : null}
      />
      <ShowPasscode
        visible={context.passcodeVisible}
        onToggle={() => actor.send({ type: 'passcode.toggle' })}
      />
      <StepError message={context.error} />
      <Button type="submit" block disabled={!view.canSubmit} aria-busy={view.busy}>
        Save
      </Button>
    </FlowForm>
  );
}

function DoneStep({ onSignIn }: { onSignIn: () => void }) {
  return (
    <div className={styles.form}>
      <p className={styles.lead} role="status">
        Your passcode has been reset. You can now sign in with your new passcode.
      </p>
      <Button block onClick={onSignIn}>
        Sign in
      </Button>
    </div>
  );
}

/** Used on /forgot-passcode and inside the login modal; the caller shows the title. */
export function ForgotPasscodeView({
  actor,
  captcha,
}: StepProps & { captcha: ClientConfig['captcha'] }) {
  const step = useSelector(actor, (snapshot) => {
    if (snapshot.matches('choosingChannel') || snapshot.matches('sendingToChannel'))
      return 'channel';
    if (snapshot.matches('verifyingCode')) return 'code';
    if (snapshot.matches('creatingPasscode') || snapshot.matches('savingPasscode'))
      return 'passcode';
    if (snapshot.matches('succeeded') || snapshot.matches('finished')) return 'done';
    return 'mobile';
  });
  const codeActor = useSelector(
    actor,
    (snapshot) => snapshot.children.oneTimeCode as OneTimeCodeActor | undefined,
  );

  switch (step) {
    case 'channel':
      return <ChannelStep actor={actor} />;
    case 'code':
      return codeActor ? (
        <div className={styles.form}>
          <OneTimeCodeView actor={codeActor} />
          <Button variant="ghost" onClick={() => actor.send({ type: 'mobile.edit' })}>
            Use another number
          </Button>
        </div>
      ) : null;
    case 'passcode':
      return <PasscodeStep actor={actor} />;
    case 'done':
      return <DoneStep onSignIn={() => actor.send({ type: 'signin.select' })} />;
    default:
      return <MobileStep actor={actor} captcha={captcha} />;
  }
}
