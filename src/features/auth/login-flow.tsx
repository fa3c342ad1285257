import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useId, type MouseEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ClientConfig } from '#contract/auth';
import { LOCKED_UNTIL_RESET_LINE } from '#contract/errors';
import {
  FORCE_RESET_TITLE,
  type forceResetMachine,
} from '#machines/force-reset/force-reset.machine';
import type { loginMachine } from '#machines/login/login.machine';
import { AccountUsername } from '#src/components/fields/account-username';
import { DigitBoxes } from '#src/components/fields/digit-boxes';
import { MobileField } from '#src/components/fields/mobile-field';
import { Button } from '#src/components/ui/button';
import { SmartLink } from '#src/components/ui/smart-link';
import styles from './auth.module.css';
import { NoticeBox } from './notice-box';
import { FlowForm, mobileFieldProps, ShowPasscode, StepError, stepView } from './step-parts';
import { ForceResetView } from './force-reset-view';
import {
  type ForgotPasscodeActor,
  ForgotPasscodeView,
  forgotPasscodeTitle,
} from './forgot-passcode-view';
import { SocialSignIn } from './social-choices';
import { LOGIN_TITLE } from './titles';

export type LoginActor = ActorRefFrom<typeof loginMachine>;
type ForceResetActor = ActorRefFrom<typeof forceResetMachine>;

export { LOGIN_TITLE };

export function useLoginTitle(actor: LoginActor): string {
  const own = useSelector(actor, (snapshot) => {
    if (snapshot.matches('forceReset')) return FORCE_RESET_TITLE;
    if (snapshot.matches('resettingPasscode')) return null;
    return LOGIN_TITLE;
  });
  const forgot = useSelector(
    actor,
    (snapshot) => snapshot.children.forgotPasscode as ForgotPasscodeActor | undefined,
  );
  const forgotTitle = useSelector(forgot, (snapshot) =>
    snapshot ? forgotPasscodeTitle(snapshot) : null,
  );
  return own ?? forgotTitle ?? LOGIN_TITLE;
}

interface StepProps {
  actor: LoginActor;
  config: ClientConfig;
}

function MobileStep({ actor, config }: StepProps) {
  const view = useSelector(actor, stepView);
  const { context } = view;
  const target = useSelector(actor, (snapshot) => ({
    page: snapshot.context.redirectTarget,
    extUrl: snapshot.context.extUrl,
  }));
  return (
    <FlowForm onSubmit={() => actor.send({ type: 'form.submit' })}>
      <p className={styles.lead}>Sign in with your registered mobile number.</p>
      <MobileField
        {...mobileFieldProps(context, (event) => actor.send(event))}
        errorDetail={
          context.resetRequired ? (
            <>
              {LOCKED_UNTIL_RESET_LINE}{' '}
              <Link to="/forgot-passcode" onClick={forgotInFlow(actor)}>
                Forgot passcode
              </Link>
            </>
          ) : null
        }
        disabled={view.busy}
        autoFocus
      />
      {context.notice ? <NoticeBox notice={context.notice} /> : null}
      <Button type="submit" block disabled={!view.canSubmit} aria-busy={view.busy}>
        Continue
      </Button>
      {/* The second line of a lock only a reset opens has the Forgot passcode link already. */}
      <AuthLinks
        actor={actor}
        helpCenterUrl={config.helpCenterUrl}
        offersReset={!context.resetRequired}
      />
      <SocialSignIn choices={config.socialChoices} page={target.page} extUrl={target.extUrl} />
    </FlowForm>
  );
}

function PasscodeStep({ actor, config }: StepProps) {
  const errorId = useId();
  const view = useSelector(actor, stepView);
  const { context } = view;
  return (
    <FlowForm onSubmit={() => actor.send({ type: 'form.submit' })}>
      <p className={styles.lead}>
        Enter the 6-digit passcode for <strong className={styles.target}>{context.mobile}</strong>.
      </p>
      <AccountUsername countryCode={context.countryCode} mobile={context.mobile} />
      <DigitBoxes
        label="Passcode"
        value={context.passcode}
        onChange={(value) => actor.send({ type: 'passcode.change', value })}
        masked={!context.passcodeVisible}
        passcodeAutoComplete="current-password"
        autoFocus
        disabled={view.busy}
        invalid={context.error !== null}
        describedBy={context.error ? errorId : undefined}
      />
      <ShowPasscode
        visible={context.passcodeVisible}
        onToggle={() => actor.send({ type: 'passcode.toggle' })}
      />
      <StepError id={errorId} message={context.error} />
      <Button type="submit" block disabled={!view.canSubmit} aria-busy={view.busy}>
        Continue
      </Button>
      <Button variant="ghost" onClick={() => actor.send({ type: 'mobile.edit' })}>
        Use another number
      </Button>
      <AuthLinks actor={actor} helpCenterUrl={config.helpCenterUrl} />
    </FlowForm>
  );
}

/** A real link (a new tab gets the page); a plain click stays in this flow with the number. */
const forgotInFlow = (actor: LoginActor) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  actor.send({ type: 'passcode.forgot' });
};

/** docs/specification.md#sign-in: links. */
function AuthLinks({
  actor,
  helpCenterUrl,
  offersReset = true,
}: {
  actor: LoginActor;
  helpCenterUrl: string;
  offersReset?: boolean;
}) {
  return (
    <p className={styles.links}>
      {offersReset ? (
        <>
          <Link to="/forgot-passcode" onClick={forgotInFlow(actor)}>
            Forgot passcode?
          </Link>
          <span aria-hidden="true"> · </span>
        </>
      ) : null}
      <Link to="/get-the-app">Sign up</Link>
      <span aria-hidden="true"> · </span>
      <SmartLink href={helpCenterUrl}>Help Center</SmartLink>
    </p>
  );
}

/** docs/specification.md#sign-in. The caller shows the title (useLoginTitle), reacts to the end. */
export function LoginFlow({ actor, config }: StepProps) {
  const step = useSelector(actor, (snapshot) => {
    if (snapshot.matches('enteringPasscode') || snapshot.matches('signingIn')) return 'passcode';
    if (snapshot.matches('forceReset')) return 'forceReset';
    if (snapshot.matches('resettingPasscode')) return 'resetting';
    if (snapshot.status === 'done') return 'done';
    return 'mobile';
  });
  const forceReset = useSelector(
    actor,
    (snapshot) => snapshot.children.forceReset as ForceResetActor | undefined,
  );
  const forgot = useSelector(
    actor,
    (snapshot) => snapshot.children.forgotPasscode as ForgotPasscodeActor | undefined,
  );
  const cancel = () => actor.send({ type: 'reset.cancel' });

  switch (step) {
    case 'passcode':
      return <PasscodeStep actor={actor} config={config} />;
    case 'forceReset':
      return forceReset ? (
        <ForceResetView actor={forceReset} captcha={config.captcha} onCancel={cancel} />
      ) : null;
    case 'resetting':
      return forgot ? (
        <div className={styles.form}>
          <ForgotPasscodeView actor={forgot} captcha={config.captcha} />
          <Button variant="ghost" onClick={cancel}>
            Back to login
          </Button>
        </div>
      ) : null;
    case 'done':
      return (
        <p className={styles.lead} role="status">
          Signed in. Taking you there…
        </p>
      );
    default:
      return <MobileStep actor={actor} config={config} />;
  }
}
