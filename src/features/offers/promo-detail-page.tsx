import type { Promo } from '#contract/promos';
import { PromoEnded } from '#src/components/feedback/promo-ended';
import { PageContainer } from '#src/components/layout/page-container';
import { buttonClassName } from '#src/components/ui/button';
import { cx } from '#src/components/ui/cx';
import { SmartLink } from '#src/components/ui/smart-link';
import { formatContentDate } from '#src/lib/content-dates';
import { OfferHeading, OfferHero, OfferRules } from './offer-hero';
import styles from './offer-pages.module.css';

export interface PromoDetailPageProps {
  promo: Promo;
  /** Its raffle has ended: 'PROMO HAS ENDED' instead of the promo. */
  ended: boolean;
  now?: Date;
}

/**
 * /promos/{id} (docs/specification.md#promos): banner, title, 'Promo until', mechanics, terms,
 * and 'Get the App' or the configured action button; 'PROMO HAS ENDED' for an ended raffle promo.
 */
export function PromoDetailPage({ promo, ended, now }: PromoDetailPageProps) {
  if (ended) return <PromoEnded title={promo.title} />;
  const action = promo.action_button;
  return (
    <PageContainer>
      <article className={styles.detail}>
        <OfferHero offer={promo} now={now} />
        <div className={cx(styles.detailMain, styles.detailReadable)}>
          <header className={styles.detailHeader}>
            <OfferHeading
              eyebrow={promo.category_text}
              title={promo.title}
              subtitle={promo.short_description}
            />
            <p className={styles.until}>Promo until {formatContentDate(promo.promo_end)}</p>
            <div className={styles.actions}>
              {action ? (
                <SmartLink href={action.url} newTab className={buttonClassName({ size: 'lg' })}>
                  {action.label}
                </SmartLink>
              ) : (
                <SmartLink href="/get-the-app" className={buttonClassName({ size: 'lg' })}>
                  Get the App
                </SmartLink>
              )}
            </div>
          </header>
          <OfferRules offer={promo} idPrefix="promo" termsTitle="Terms and Conditions" />
        </div>
      </article>
    </PageContainer>
  );
}
