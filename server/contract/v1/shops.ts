import * as v from 'valibot';
import {
  ActionButtonSchema,
  BannerSchema,
  CategoriesQuerySchema,
  DatedSortQuerySchema,
  FeaturedQuerySchema,
  IdParamSchema,
  ImageSchema,
  KeywordQuerySchema,
  LimitQuerySchema,
  listResponseSchema,
  PageQuerySchema,
  SeoSchema,
  SlugSchema,
  typeOneOrTwoSchema,
} from './content';
import { LabelSchema } from './fields';
import { CalendarDateSchema } from './transactions';

/**
 * Shop-online offers and new-this-month offers (specification 001: Shop online list, Shop page,
 * New This Month, Shop or new-this-month detail; sections 3 and 7). shop_type 1 is shop online,
 * 2 new this month.
 */
export const SHOP_TYPES = { shopOnline: 1, newThisMonth: 2 } as const;
export type ShopType = (typeof SHOP_TYPES)[keyof typeof SHOP_TYPES];

export const ShopSummarySchema = v.object({
  id: v.number(),
  slug: v.string(),
  shop_type: v.picklist([1, 2]),
  title: LabelSchema,
  subtitle: v.string(),
  short_description: v.string(),
  catalog_img: ImageSchema,
  category_id: v.number(),
  category_text: v.string(),
  /** 1: a 'Go Rewards Exclusives' offer. */
  gr_exclusive: v.picklist([0, 1]),
  featured: v.picklist([0, 1]),
  /** Manila calendar days, both inclusive. */
  date_start: CalendarDateSchema,
  date_end: CalendarDateSchema,
});
export type ShopSummary = v.InferOutput<typeof ShopSummarySchema>;

export const ShopSchema = v.object({
  ...ShopSummarySchema.entries,
  banners: v.array(BannerSchema),
  seo: SeoSchema,
  /** The button opens this url in a new tab for a signed-in member whose card is loaded. */
  action_button: v.nullable(ActionButtonSchema),
  /** CMS HTML. */
  mechanics: v.string(),
  /** CMS HTML. */
  terms: v.string(),
});
export type Shop = v.InferOutput<typeof ShopSchema>;

/** `filter`: which list; shop_online (the default) or new_this_month. */
export const SHOP_FILTERS = { shop_online: 1, new_this_month: 2 } as const satisfies Record<
  string,
  ShopType
>;

/**
 * GET /shops. Lists hold offers running today (Asia/Manila). `limit` defaults to 6, `page` to 1,
 * `sort` to newest first; `exclusive=1` keeps only Go Rewards Exclusives, `exclusive=0` the rest;
 * `featured=1` only featured offers.
 */
export const ShopsQuerySchema = v.strictObject({
  filter: v.optional(
    v.pipe(
      v.picklist(['shop_online', 'new_this_month'], 'Use filter shop_online or new_this_month.'),
      v.transform((value) => SHOP_FILTERS[value]),
    ),
  ),
  sort: v.optional(DatedSortQuerySchema),
  keyword: v.optional(KeywordQuerySchema),
  categories: v.optional(CategoriesQuerySchema),
  page: v.optional(PageQuerySchema),
  limit: v.optional(LimitQuerySchema),
  exclusive: v.optional(
    v.pipe(
      v.picklist(['0', '1'], 'Use exclusive=0 or exclusive=1.'),
      v.transform((value) => (value === '1' ? 1 : 0)),
    ),
  ),
  featured: v.optional(FeaturedQuerySchema),
});
export type ShopsQuery = v.InferOutput<typeof ShopsQuerySchema>;

export const ShopsResponseSchema = listResponseSchema(ShopSummarySchema);
export type ShopsResponse = v.InferOutput<typeof ShopsResponseSchema>;

/** GET /shops/:shopType/:slug. */
export const ShopParamsSchema = v.strictObject({
  shopType: typeOneOrTwoSchema('Not found.'),
  slug: SlugSchema,
});

/**
 * GET /shops/featured/:categoryId/:slug: three running offers of the same category and shop type
 * as the offer named by slug (slugs are unique across both types), never that offer itself ('Featured Offers' sidebar).
 */
export const RelatedShopsParamsSchema = v.strictObject({
  categoryId: IdParamSchema,
  slug: SlugSchema,
});
export const RelatedShopsQuerySchema = v.strictObject({});
export const RELATED_OFFERS_COUNT = 3;
