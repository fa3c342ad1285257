import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { CHALLENGE_TYPES } from '#contract/auth';
import {
  MAX_FAILED_CHECKS,
  type oneTimeCodeMachine,
} from '#machines/one-time-code/one-time-code.machine';
import { Countdown } from '#src/components/fields/countdown';
import { DigitBoxes } from '#src/components/fields/digit-boxes';
import { Button } from '#src/components/ui/button';
import styles from './auth.module.css';
import { FlowForm, StepError } from './step-parts';
import { NoticeBox } from './notice-box';

export type OneTimeCodeActor = ActorRefFrom<typeof oneTimeCodeMachine>;

/** Said once by screen readers when the timer reaches 00:00 (the visible timer just goes). */
export const CODE_EXPIRED_ANNOUNCEMENT = 'The code has expired. Use Resend Code to get a new one.';

/** docs/specification.md#one-time-codes: a wrong code shows no message, only the counter. */
export function OneTimeCodeView({ actor }: { actor: OneTimeCodeActor }) {
  const errorId = useId();
  const attemptsId = useId();
  const view = useSelector(actor, (snapshot) => ({
    code: snapshot.context.code,
    type: snapshot.context.type,
    maskedTarget: snapshot.context.maskedTarget,
    error: snapshot.context.error,
    notice: snapshot.context.notice,
    failedChecks: snapshot.context.failedChecks,
    run: snapshot.context.timerRun,
    seconds: snapshot.context.expiresInSeconds,
    expired: !snapshot.matches({ active: { timer: 'running' } }),
    verifying: snapshot.matches({ active: { entry: 'verifying' } }),
    resending: snapshot.matches({ active: { timer: 'resending' } }),
    canSubmit: snapshot.can({ type: 'code.submit' }),
    canResend: snapshot.can({ type: 'code.resend' }),
  }));

  return (
    <FlowForm onSubmit={() => actor.send({ type: 'code.submit' })}>
      <p className={styles.lead}>
        Enter the 6-digit code we sent to{' '}
        {view.type === CHALLENGE_TYPES.sms ? 'your mobile number' : 'your email address'}{' '}
        <strong className={styles.target}>{view.maskedTarget}</strong>.
      </p>
      <DigitBoxes
        label="Verification code"
        value={view.code}
        onChange={(value) => actor.send({ type: 'code.change', value })}
        oneTimeCode
        autoFocus
        disabled={view.verifying}
        invalid={view.error !== null}
        describedBy={
          [view.error ? errorId : null, view.failedChecks > 0 ? attemptsId : null]
            .filter(Boolean)
            .join(' ') || undefined
        }
      />
      {view.failedChecks > 0 && (
        <p id={attemptsId} className={styles.attempts} role="status">
          Attempts: {view.failedChecks} of {MAX_FAILED_CHECKS + 1}
        </p>
      )}
      <StepError id={errorId} message={view.error} />
      {view.notice && <NoticeBox notice={view.notice} />}
      {view.expired ? (
        <p className={styles.timer}>
          Didn&apos;t get the code?{' '}
          <Button
            variant="ghost"
            size="sm"
            disabled={!view.canResend}
            aria-busy={view.resending}
            onClick={() => actor.send({ type: 'code.resend' })}
          >
            Resend Code
          </Button>
        </p>
      ) : (
        <Countdown key={view.run} seconds={view.seconds} />
      )}
      <p className="visually-hidden" role="status">
        {view.expired && !view.resending ? CODE_EXPIRED_ANNOUNCEMENT : ''}
      </p>
      <Button type="submit" block disabled={!view.canSubmit} aria-busy={view.verifying}>
        Continue
      </Button>
    </FlowForm>
  );
}
