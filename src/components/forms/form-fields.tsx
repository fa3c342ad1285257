import type { ReactNode } from 'react';
import { useHydrating } from '../../lib/hydration';
import styles from './forms.module.css';

/**
 * A form's fields take no input until the app runs them: typed into the page the server sent, a
 * value would never reach the form's machine. Without JavaScript they stay disabled and say why
 * (issue 21, item 7). The fieldset adds no box and no group of its own.
 */
export function FormFields({ children }: { children: ReactNode }) {
  const hydrating = useHydrating();
  return (
    <fieldset role="none" className={styles.fields} disabled={hydrating}>
      <noscript>
        <p className={styles.needsScript}>This form needs JavaScript turned on in your browser.</p>
      </noscript>
      {children}
    </fieldset>
  );
}
