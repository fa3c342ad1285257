import { type ReactNode, useState } from 'react';
import { ChevronDownIcon } from './icons';
import styles from './accordion.module.css';

/** On the native <details>, which keyboards and screen readers know without scripting. */
export function Accordion({
  title,
  summary,
  defaultOpen = false,
  children,
}: {
  title: string;
  summary?: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  // Open as first shown, then wherever the member puts it (a later `defaultOpen` changes nothing).
  const [open, setOpen] = useState(defaultOpen);
  return (
    <details
      className={styles.accordion}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className={styles.summary}>
        <span className={styles.title}>{title}</span>
        {summary !== undefined && <span className={styles.status}>{summary}</span>}
        <ChevronDownIcon className={styles.chevron} />
      </summary>
      <div className={styles.body}>{children}</div>
    </details>
  );
}
