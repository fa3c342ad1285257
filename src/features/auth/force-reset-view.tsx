import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ClientConfig } from '#contract/auth';
import type { forceResetMachine } from '#machines/force-reset/force-reset.machine';
import { Captcha } from '#src/components/captcha/captcha';
import { Button } from '#src/components/ui/button';
import styles from './auth.module.css';
import { FlowForm, StepError, stepView } from './step-parts';
import { NoticeBox } from './notice-box';

/**
 * 'Set your Passcode' (docs/specification.md#force-reset): the passcode has expired or the account
 * was migrated, so the member proves the number with an SMS code and chooses a new passcode.
 */
export function ForceResetView({
  actor,
  captcha,
  onCancel,
}: {
  actor: ActorRefFrom<typeof forceResetMachine>;
  captcha: ClientConfig['captcha'];
  onCancel: () => void;
}) {
  const view = useSelector(actor, stepView);
  const { context } = view;
  return (
    <FlowForm onSubmit={() => actor.send({ type: 'form.submit' })}>
      <p className={styles.lead}>
        For your security, please set a new 6-digit passcode. We&apos;ll send a verification code by
        SMS to your registered mobile number.
      </p>
      <Captcha
        key={context.captchaKey}
        config={captcha}
        onChange={(token) => actor.send({ type: 'captcha.change', token })}
      />
      <StepError message={context.error} />
      {context.notice && <NoticeBox notice={context.notice} />}
      <Button type="submit" block disabled={!view.canSubmit} aria-busy={view.busy}>
        Continue
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </FlowForm>
  );
}
