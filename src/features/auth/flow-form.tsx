import type { ReactNode } from 'react';
import { FormFields } from '#src/components/forms/form-fields';
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
