import type { Promo, PromoSummary, PromosResponse } from '#contract/promos';
import type { Shop, ShopSummary, ShopsResponse } from '#contract/shops';
import type { Category } from '#contract/settings';

/** 2026-03-15, noon in Manila: the tests' clock for tags and banner windows. */
export const NOW = new Date('2026-03-15T04:00:00Z');

export function promoSummary(id: number, overrides: Partial<PromoSummary> = {}): PromoSummary {
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    slug: `promo-${String(id)}`,
    type: 1,
    title: `Promo ${String(id)}`,
    short_description: `Short description ${String(id)}`,
    catalog_img: { path: `/images/promos/promo-${String(id)}.svg`, alt: '' },
    promo_start: '2026-01-01',
    promo_end: '2026-12-31',
    category_id: 5,
    category_text: 'Food',
    featured: 0,
    ...overrides,
  };
}

export function promosResponse(count: number, total = count): PromosResponse {
  return {
    data: Array.from({ length: count }, (_, index) => promoSummary(index + 1)),
    total,
  };
}

export function promo(overrides: Partial<Promo> = {}): Promo {
  return {
    ...promoSummary(1),
    banners: [],
    seo: { title: 'Promo 1 | Go Rewards' },
    mechanics: '<p>Buy one, get one.</p><script>window.hacked = true</script>',
    terms: '<ol><li>While stocks last.</li></ol>',
    action_button: null,
    raffle_slug: null,
    ...overrides,
  };
}

export function shopSummary(id: number, overrides: Partial<ShopSummary> = {}): ShopSummary {
  return {
    id,
    slug: `shop-${String(id)}`,
    shop_type: 1,
    title: `Shop ${String(id)}`,
    subtitle: `Subtitle ${String(id)}`,
    short_description: `About shop ${String(id)}`,
    catalog_img: { path: `/images/shops/shop-${String(id)}.svg`, alt: '' },
    category_id: 9,
    category_text: 'Travel',
    gr_exclusive: 0,
    featured: 0,
    date_start: '2026-01-01',
    date_end: '2026-12-31',
    ...overrides,
  };
}

export function shopsResponse(
  count: number,
  overrides: Partial<ShopSummary> = {},
  total = count,
): ShopsResponse {
  return {
    data: Array.from({ length: count }, (_, index) => shopSummary(index + 1, overrides)),
    total,
  };
}

export function shop(overrides: Partial<Shop> = {}): Shop {
  return {
    ...shopSummary(1),
    banners: [],
    seo: {},
    action_button: { label: 'Shop now', url: 'https://shop.example.ph/deal' },
    mechanics: '<p>Earn double points.</p>',
    terms: '<p>Terms apply.</p>',
    ...overrides,
  };
}

export const promoCategories: Category[] = [
  {
    id: 5,
    category_id: 2,
    category: 'Food',
    active_img_path: '/images/categories/food-active.svg',
    default_img_path: '/images/categories/food.svg',
  },
  {
    id: 6,
    category_id: 2,
    category: 'Travel',
    active_img_path: '/images/categories/travel-active.svg',
    default_img_path: '/images/categories/travel.svg',
  },
];

/** A promise that stays pending until the test settles it. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
