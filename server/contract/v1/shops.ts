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
  typedSlugParamsSchema,
} from './content';
import { LabelSchema } from './fields';
import { CalendarDateSchema } from './transactions';

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
  gr_exclusive: v.picklist([0, 1]),
  featured: v.picklist([0, 1]),
  date_start: CalendarDateSchema,
  date_end: CalendarDateSchema,
});
export type ShopSummary = v.InferOutput<typeof ShopSummarySchema>;

export const ShopSchema = v.object({
  ...ShopSummarySchema.entries,
  banners: v.array(BannerSchema),
  seo: SeoSchema,
  action_button: v.nullable(ActionButtonSchema),
  mechanics: v.string(),
  terms: v.string(),
});
export type Shop = v.InferOutput<typeof ShopSchema>;

export const SHOP_FILTERS = { shop_online: 1, new_this_month: 2 } as const satisfies Record<
  string,
  ShopType
>;

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

export const ShopParamsSchema = typedSlugParamsSchema('shopType');

export const RelatedShopsParamsSchema = v.strictObject({
  categoryId: IdParamSchema,
  slug: SlugSchema,
});
export const RelatedShopsQuerySchema = v.strictObject({});
export const RELATED_OFFERS_COUNT = 3;
