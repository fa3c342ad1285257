import type { PromoSummary } from '#contract/promos';
import { ContentTile, type TileLayout } from '#src/components/content/content-tile';
import { offerTag } from '#src/lib/content-dates';

export function promoHref(promo: Pick<PromoSummary, 'slug' | 'type'>): string {
  return promo.type === 2 ? `/new-this-month/${promo.slug}` : `/promos/${promo.slug}`;
}

export interface PromoTileProps {
  promo: PromoSummary;
  layout?: TileLayout;
  size?: 'sm' | 'md' | 'lg';
  now?: Date | undefined;
}

/** A promo in a list: catalog image, title, short description, NEW or 'Expiring Soon'. */
export function PromoTile({ promo, layout = 'grid', size = 'md', now }: PromoTileProps) {
  return (
    <ContentTile
      href={promoHref(promo)}
      image={promo.catalog_img}
      title={promo.title}
      text={promo.short_description}
      tag={offerTag(promo.promo_start, promo.promo_end, now)}
      layout={layout}
      size={size}
      priority={size === 'lg'}
    />
  );
}
