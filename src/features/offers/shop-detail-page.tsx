import { RELATED_OFFERS_COUNT } from '#contract/shops';
import type { Shop, ShopsResponse } from '#contract/shops';
import { LoadingPlaceholder } from '#src/components/feedback/loading-placeholder';
import { PageContainer } from '#src/components/layout/page-container';
import { cx } from '#src/components/ui/cx';
import { OfferBlock, OfferHeading, OfferHero, OfferRules } from './offer-hero';
import styles from './offer-pages.module.css';
import { useSettled } from './offer-settled';
import { ShopActionButton } from './shop-action-button';
import type { ShopAccess } from './shop-data';
import { ShopTile } from './offer-tile';

export interface ShopDetailPageProps {
  shop: Shop;
  related: Promise<ShopsResponse | null>;
  access: Promise<ShopAccess | null>;
  onLogin: () => void;
  now?: Date;
}

/**
 * /shop-online/{slug} and /new-this-month/{slug} (docs/specification.md#offer-detail): banner,
 * title, the action button, Description, Mechanics and Terms & Conditions, and the three related
 * 'Featured Offers' beside them.
 */
export function ShopDetailPage({ shop, related, access, onLogin, now }: ShopDetailPageProps) {
  const relatedResult = useSettled(related);
  const accessResult = useSettled(access);
  const relatedShops = relatedResult?.value?.data.slice(0, RELATED_OFFERS_COUNT) ?? [];
  const showAside = relatedResult === null || relatedShops.length > 0;
  return (
    <PageContainer>
      <div className={styles.detail}>
        <OfferHero offer={shop} now={now} />
        <div className={cx(styles.detail, showAside && styles.detailWithAside)}>
          <article className={styles.detailMain}>
            <header className={styles.detailHeader}>
              <OfferHeading
                eyebrow={shop.category_text}
                title={shop.title}
                subtitle={shop.subtitle}
              />
              {shop.action_button && (
                <ShopActionButton
                  action={shop.action_button}
                  access={accessResult?.value ?? null}
                  onLogin={onLogin}
                />
              )}
            </header>
            <OfferBlock id="offer-description" title="Description" text={shop.short_description}>
              <p>{shop.short_description}</p>
            </OfferBlock>
            <OfferRules offer={shop} idPrefix="offer" termsTitle="Terms & Conditions" />
          </article>
          {showAside && (
            <aside className={styles.aside} aria-labelledby="offer-featured">
              <h2 id="offer-featured" className={styles.asideTitle}>
                Featured Offers
              </h2>
              {relatedResult === null ? (
                <LoadingPlaceholder count={RELATED_OFFERS_COUNT} />
              ) : (
                <ul className={cx(styles.list, styles.asideList)}>
                  {relatedShops.map((item) => (
                    <li key={item.id}>
                      <ShopTile shop={item} size="sm" now={now} />
                    </li>
                  ))}
                </ul>
              )}
            </aside>
          )}
        </div>
      </div>
    </PageContainer>
  );
}
