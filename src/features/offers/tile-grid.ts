import { PAGE_SIZES } from '#contract/content';
import contentStyles from '#src/components/content/content.module.css';
import { cx } from '#src/components/ui/cx';

/** Rows a full page fills: 16 promos four to a row, 6 shops three. */
export function tileGridClass(pageSize: number): string {
  return cx(contentStyles.tileGrid, pageSize % 4 !== 0 && contentStyles.tileGridThrees);
}

/** New this month lists shop tiles as /shop-online does. */
export const SHOP_TILE_GRID = tileGridClass(PAGE_SIZES.shops);
