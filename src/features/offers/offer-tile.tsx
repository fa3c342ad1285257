import type { PromoSummary } from '#contract/promos';
import type { ShopSummary } from '#contract/shops';
import { ContentTile, type ContentTileProps } from '#src/components/content/content-tile';
import { offerTag } from '#src/lib/content-dates';
import { shopHref } from './shop-data';

export type TilePlacement = Pick<ContentTileProps, 'layout' | 'size'> & { now?: Date | undefined };

function OfferTile({
  now,
  period: [start, end],
  ...tile
}: TilePlacement & Omit<ContentTileProps, 'tag'> & { period: [string, string] }) {
  return <ContentTile {...tile} tag={offerTag(start, end, now)} />;
}

/** A promo in a list: catalog image, title, short description, NEW or 'Expiring Soon'. */
export function PromoTile({ promo, ...placement }: TilePlacement & { promo: PromoSummary }) {
  return (
    <OfferTile
      {...placement}
      href={promo.type === 2 ? `/new-this-month/${promo.slug}` : `/promos/${promo.slug}`}
      image={promo.catalog_img}
      title={promo.title}
      text={promo.short_description}
      period={[promo.promo_start, promo.promo_end]}
      priority={placement.size === 'lg'}
    />
  );
}

/** An offer in a list: its image, title and subtitle (docs/specification.md#shop-online). */
export function ShopTile({ shop, ...placement }: TilePlacement & { shop: ShopSummary }) {
  return (
    <OfferTile
      {...placement}
      href={shopHref(shop)}
      image={shop.catalog_img}
      title={shop.title}
      eyebrow={shop.category_text}
      text={shop.subtitle}
      period={[shop.date_start, shop.date_end]}
    />
  );
}
