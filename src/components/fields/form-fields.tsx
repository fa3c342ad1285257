import type { ReactNode } from 'react';
import { useHydrating } from '#src/lib/hydration';
import styles from './fields.module.css';

/**
 * Without JavaScript a form's fields stay disabled and say why (docs/decisions/0054): they could not
 * be sent. With it, the page's first script turns them on at once (`data-needs-script`), and what
 * is typed before the app runs reaches the form's machine when it does (decision 0060). The
 * fieldset adds no box and no group of its own.
 */
export function FormFields({ children }: { children: ReactNode }) {
  const hydrating = useHydrating();
  return (
    <fieldset role="none" className={styles.fields} disabled={hydrating} data-needs-script="">
      <noscript>
        <p className={styles.needsScript}>This form needs JavaScript turned on in your browser.</p>
      </noscript>
      {children}
    </fieldset>
  );
}
