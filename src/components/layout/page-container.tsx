import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '#src/components/ui/cx';
import styles from './layout.module.css';

export interface PageContainerProps extends HTMLAttributes<HTMLDivElement> {
  children: ReactNode;
  /** 'narrow' for reading pages (policy, story), 'default' for listings. */
  width?: 'default' | 'narrow';
  /** Vertical breathing room above and below the page content. */
  padded?: boolean;
}

/** The centred, max-width column every page sits in. */
export function PageContainer({
  children,
  width = 'default',
  padded = true,
  className,
  ...rest
}: PageContainerProps) {
  return (
    <div
      {...rest}
      className={cx(
        'container',
        width === 'narrow' && styles.narrow,
        padded && styles.padded,
        className,
      )}
    >
      {children}
    </div>
  );
}
