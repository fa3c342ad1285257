import type { ReactNode } from 'react';
import { Form } from '#src/components/fields/form';
import { Button } from '#src/components/ui/button';
import styles from './account.module.css';

/**
 * A profile section's form: its fields, then Save and Cancel, shown only once a value changed
 * (docs/specification.md#profile), the section's own message, and 'Saved' after a save.
 */
export function SectionFrame({
  children,
  changed,
  busy,
  error,
  justSaved,
  onSubmit,
  onCancel,
}: {
  children: ReactNode;
  changed: boolean;
  busy: boolean;
  error: string | null;
  justSaved: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  return (
    <Form className={styles.sectionForm} onSubmit={onSubmit}>
      {children}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {justSaved && !changed && (
        <p className={styles.saved} role="status">
          Saved
        </p>
      )}
      {changed && (
        <div className={styles.actions}>
          <Button type="submit" aria-busy={busy} disabled={busy}>
            Save
          </Button>
          <Button variant="ghost" disabled={busy} onClick={onCancel}>
            Cancel
          </Button>
        </div>
      )}
    </Form>
  );
}
