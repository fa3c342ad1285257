import { useId } from 'react';
import { buttonClassName } from '#src/components/ui/button';
import { ArrowRightIcon } from '#src/components/ui/icons';
import { SmartLink } from '#src/components/ui/smart-link';
import styles from './content.module.css';

export interface ContentNotFoundProps {
  /** The section's name: 'Promos', 'ShopOnline', 'New This Month', 'Partners'… */
  title: string;
  /** Where 'Back to …' goes, and its label. */
  backHref: string;
  backLabel: string;
}

/** A missing promo, offer, partner, card or story (docs/specification.md#not-found). */
export function ContentNotFound({ title, backHref, backLabel }: ContentNotFoundProps) {
  const headingId = useId();
  return (
    <section className={styles.notFound} aria-labelledby={headingId}>
      <p className={styles.notFoundSection}>{title}</p>
      <h1 id={headingId} className={styles.notFoundTitle}>
        Page Not Found
      </h1>
      <p className={styles.notFoundText}>
        This item is no longer available, or the link may be out of date.
      </p>
      <SmartLink href={backHref} className={buttonClassName()}>
        {backLabel}
        <ArrowRightIcon />
      </SmartLink>
    </section>
  );
}
