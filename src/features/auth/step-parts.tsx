import type { ReactNode } from 'react';
import { FormFields } from '#src/components/fields/form-fields';
import styles from './auth.module.css';

/**
 * A step's form: the browser's own validation is off (the machine decides what may be sent and
 * the view shows the specification's messages), and submitting sends one event to the machine.
 */
export function FlowForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <FormFields>{children}</FormFields>
    </form>
  );
}

/** 'Show passcode': one checkbox that shows or hides every passcode field of the step. */
export function ShowPasscode({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
  return (
    <label className={styles.toggle}>
      <input type="checkbox" checked={visible} onChange={onToggle} />
      Show passcode
    </label>
  );
}

/** The step's message, announced when it appears; `id` ties it to the field it explains. */
export function StepError({ message, id }: { message: string | null; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {message}
    </p>
  );
}

interface StepSnapshot<Context> {
  context: Context;
  hasTag(tag: 'busy'): boolean;
  can(event: { type: 'form.submit' }): boolean;
}

/** For useSelector: the step's context, and whether it is busy and may be sent. */
export const stepView = <Context,>(snapshot: StepSnapshot<Context>) => ({
  context: snapshot.context,
  busy: snapshot.hasTag('busy'),
  canSubmit: snapshot.can({ type: 'form.submit' }),
});

type MobileEvent =
  { type: 'country.change'; countryCode: string } | { type: 'mobile.change'; value: string };

/** MobileField's props for a step whose context holds the number and the step's message. */
export const mobileFieldProps = (
  context: { countryCode: string; mobile: string; error: string | null },
  send: (event: MobileEvent) => void,
) => ({
  countryCode: context.countryCode,
  onCountryChange: (countryCode: string) => send({ type: 'country.change', countryCode }),
  value: context.mobile,
  onChange: (value: string) => send({ type: 'mobile.change', value }),
  error: context.error,
});
