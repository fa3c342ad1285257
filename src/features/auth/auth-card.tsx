import type { ReactNode } from 'react';
import styles from './auth.module.css';

export function AuthCard({
  titleId,
  title,
  busy,
  children,
}: {
  titleId: string;
  title: ReactNode;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={titleId} aria-busy={busy}>
        <h1 id={titleId} className={styles.pageTitle}>
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
