import * as v from 'valibot';
import {
  ActionButtonSchema,
  BannerSchema,
  CategoriesQuerySchema,
  DatedSortQuerySchema,
  FeaturedQuerySchema,
  ImageSchema,
  KeywordQuerySchema,
  LimitQuerySchema,
  listResponseSchema,
  OffsetQuerySchema,
  SeoSchema,
  typedSlugParamsSchema,
  typeOneOrTwoSchema,
} from './content';
import { LabelSchema } from './fields';
import { CalendarDateSchema } from './transactions';

export const PROMO_TYPES = { regular: 1, newThisMonth: 2 } as const;
export type PromoType = (typeof PROMO_TYPES)[keyof typeof PROMO_TYPES];

export const PROMO_ENDED_TITLE = 'PROMO HAS ENDED';

export const PromoSummarySchema = v.object({
  id: v.number(),
  uuid: v.string(),
  slug: v.string(),
  type: v.picklist([1, 2]),
  title: LabelSchema,
  short_description: v.string(),
  catalog_img: ImageSchema,
  promo_start: CalendarDateSchema,
  promo_end: CalendarDateSchema,
  category_id: v.number(),
  category_text: v.string(),
  featured: v.picklist([0, 1]),
});
export type PromoSummary = v.InferOutput<typeof PromoSummarySchema>;

export const PromoSchema = v.object({
  ...PromoSummarySchema.entries,
  banners: v.array(BannerSchema),
  seo: SeoSchema,
  mechanics: v.string(),
  terms: v.string(),
  action_button: v.nullable(ActionButtonSchema),
  raffle_slug: v.nullable(v.string()),
});
export type Promo = v.InferOutput<typeof PromoSchema>;

export const PromosQuerySchema = v.strictObject({
  limit: v.optional(LimitQuerySchema),
  offset: v.optional(OffsetQuerySchema),
  keyword: v.optional(KeywordQuerySchema),
  sort_by: v.optional(DatedSortQuerySchema),
  categories: v.optional(CategoriesQuerySchema),
  type: v.optional(typeOneOrTwoSchema('Use type 1 (regular) or 2 (new this month).')),
  featured: v.optional(FeaturedQuerySchema),
});
export type PromosQuery = v.InferOutput<typeof PromosQuerySchema>;

export const PromosResponseSchema = listResponseSchema(PromoSummarySchema);
export type PromosResponse = v.InferOutput<typeof PromosResponseSchema>;

export const PromoParamsSchema = typedSlugParamsSchema('promoType');
