import { useId } from 'react';
import { PROMO_ENDED_TITLE } from '#contract/promos';
import { buttonClassName } from '#src/components/ui/button';
import { SmartLink } from '#src/components/ui/smart-link';
import styles from './promo-ended.module.css';

export interface PromoEndedProps {
  title: string;
}

/** docs/specification.md#raffle-survey. */
export function PromoEnded({ title }: PromoEndedProps) {
  const headingId = useId();
  return (
    <section className={styles.ended} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {PROMO_ENDED_TITLE}
      </h1>
      <p className={styles.text}>{title} is no longer open for registration.</p>
      <SmartLink href="/promos" className={buttonClassName()}>
        See current promos
      </SmartLink>
    </section>
  );
}
