import type { ReactNode } from 'react';
import styles from './content.module.css';

export interface FeaturedOffersProps<TItem> {
  items: readonly TItem[];
  /** Renders one tile; `size` follows the layout's slot. */
  renderItem: (item: TItem, size: 'lg' | 'md' | 'sm') => ReactNode;
  itemKey: (item: TItem) => string | number;
}

/**
 * docs/specification.md#promos: "first promo large, the next 2 in one column, the next 2 in
 * another, the rest as small tiles".
 */
export function FeaturedOffers<TItem>({ items, renderItem, itemKey }: FeaturedOffersProps<TItem>) {
  const [first, ...others] = items;
  if (first === undefined) return null;
  const columnOne = others.slice(0, 2);
  const columnTwo = others.slice(2, 4);
  const rest = others.slice(4);
  return (
    <div className={styles.featured} data-testid="featured-offers">
      <div className={styles.featuredTop}>
        <div className={styles.featuredLarge} data-slot="large">
          {renderItem(first, 'lg')}
        </div>
        {columnOne.length > 0 && (
          <div className={styles.featuredColumn} data-slot="column">
            {columnOne.map((item) => (
              <div key={itemKey(item)}>{renderItem(item, 'md')}</div>
            ))}
          </div>
        )}
        {columnTwo.length > 0 && (
          <div className={styles.featuredColumn} data-slot="column">
            {columnTwo.map((item) => (
              <div key={itemKey(item)}>{renderItem(item, 'md')}</div>
            ))}
          </div>
        )}
      </div>
      {rest.length > 0 && (
        <div className={styles.featuredSmall} data-slot="small">
          {rest.map((item) => (
            <div key={itemKey(item)}>{renderItem(item, 'sm')}</div>
          ))}
        </div>
      )}
    </div>
  );
}
