import { useId, type ReactNode } from 'react';
import { ChevronRightIcon } from '#src/components/ui/icons';
import { cx } from '#src/components/ui/cx';
import styles from './offer-pages.module.css';

export interface OfferCollapseProps {
  title: string;
  expanded: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/**
 * A section whose heading opens and closes it (docs/specification.md#promos: "The offers section
 * can be collapsed and expanded with a 500 ms fade"). The fade is CSS, and none for people who
 * prefer reduced motion; the closed offers are inert, so the keyboard skips them.
 */
export function OfferCollapse({ title, expanded, onToggle, children }: OfferCollapseProps) {
  const regionId = useId();
  return (
    <section className={styles.section} aria-labelledby={`${regionId}-title`}>
      <div className={styles.sectionHeader}>
        <h2 id={`${regionId}-title`} className={styles.sectionTitle}>
          <button
            type="button"
            className={styles.sectionToggle}
            aria-expanded={expanded}
            aria-controls={regionId}
            onClick={onToggle}
          >
            {title}
            <ChevronRightIcon className={styles.toggleIcon} />
            <span className={styles.toggleHint} aria-hidden="true">
              {expanded ? 'Hide' : 'Show'}
            </span>
          </button>
        </h2>
      </div>
      <div
        id={regionId}
        className={cx(styles.collapse, !expanded && styles.collapsed)}
        data-state={expanded ? 'expanded' : 'collapsed'}
        inert={!expanded}
      >
        <div className={styles.collapseInner}>{children}</div>
      </div>
    </section>
  );
}
