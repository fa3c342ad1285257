import type { ShopSummary } from '#contract/shops';
import { ContentTile, type TileLayout } from '#src/components/content/content-tile';
import { offerTag } from '#src/lib/content-dates';
import { shopHref } from './shop-data';

export interface ShopTileProps {
  shop: ShopSummary;
  layout?: TileLayout;
  size?: 'sm' | 'md' | 'lg';
  now?: Date | undefined;
}

/** An offer in a list: its image, title and subtitle (specification 001, Shop online list). */
export function ShopTile({ shop, layout = 'grid', size = 'md', now }: ShopTileProps) {
  return (
    <ContentTile
      href={shopHref(shop)}
      image={shop.catalog_img}
      title={shop.title}
      eyebrow={shop.category_text}
      text={shop.subtitle}
      tag={offerTag(shop.date_start, shop.date_end, now)}
      layout={layout}
      size={size}
    />
  );
}
