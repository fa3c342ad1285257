import type { Image } from '#contract/content';
import { OFFER_TAG_LABELS, type OfferTag } from '#src/lib/content-dates';
import { cx } from '#src/components/ui/cx';
import { SmartLink } from '#src/components/ui/smart-link';
import styles from './content.module.css';

export type TileLayout = 'grid' | 'list';

export interface ContentTileProps {
  /** The page's likely largest image: fetched at once and first, not lazily. */
  priority?: boolean;
  href: string;
  image: Image;
  title: string;
  /** A line above the title: a partner's category, a promo's short description. */
  eyebrow?: string | undefined;
  /** A line under the title: an offer's subtitle or description. */
  text?: string | undefined;
  tag?: OfferTag | null | undefined;
  layout?: TileLayout;
  /** 'lg' for the first featured promo. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** One promo, offer, partner or story in a list: image, texts and its NEW or expiring tag. */
export function ContentTile({
  href,
  image,
  title,
  eyebrow,
  text,
  tag,
  layout = 'grid',
  size = 'md',
  className,
  priority = false,
}: ContentTileProps) {
  return (
    <article
      className={cx(
        styles.tile,
        layout === 'list' && styles.tileList,
        size === 'lg' && styles.tileLarge,
        size === 'sm' && styles.tileSmall,
        className,
      )}
    >
      <div className={styles.tileMedia}>
        <img
          src={image.path}
          alt={image.alt ?? ''}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          width={640}
          height={400}
        />
        {tag && (
          <span className={cx(styles.tag, tag === 'expiring' ? styles.tagExpiring : styles.tagNew)}>
            {OFFER_TAG_LABELS[tag]}
          </span>
        )}
      </div>
      <div className={styles.tileBody}>
        {eyebrow && <p className={styles.tileEyebrow}>{eyebrow}</p>}
        <h3 className={styles.tileTitle}>
          {/* The whole tile is clickable through the title link's stretched hit area. */}
          <SmartLink href={href} className={styles.tileLink}>
            {title}
          </SmartLink>
        </h3>
        {text && <p className={styles.tileText}>{text}</p>}
      </div>
    </article>
  );
}
