import * as v from 'valibot';
import {
  BannerSchema,
  ImageSchema,
  LimitQuerySchema,
  PageQuerySchema,
  SeoSchema,
  SlugSchema,
} from './content';
import { LabelSchema } from './fields';
import { CalendarDateSchema } from './transactions';

export const StorySummarySchema = v.object({
  id: v.number(),
  slug: v.string(),
  title: LabelSchema,
  short_description: v.string(),
  catalog_img: ImageSchema,
  featured: v.picklist([0, 1]),
  published_on: CalendarDateSchema,
});
export type StorySummary = v.InferOutput<typeof StorySummarySchema>;

export const StorySchema = v.object({
  ...StorySummarySchema.entries,
  content: v.string(),
  banners: v.array(BannerSchema),
  seo: SeoSchema,
});
export type Story = v.InferOutput<typeof StorySchema>;

export const StoriesQuerySchema = v.strictObject({
  page: v.optional(PageQuerySchema),
  limit: v.optional(LimitQuerySchema),
});
/**
 * "Response data split by featured" (docs/specification.md#calls): `featured` holds every featured
 * story ('Featured Articles'); `data` and `total` page through the others.
 */
export const StoriesResponseSchema = v.object({
  featured: v.array(StorySummarySchema),
  data: v.array(StorySummarySchema),
  total: v.number(),
});
export type StoriesResponse = v.InferOutput<typeof StoriesResponseSchema>;

export const StoryParamsSchema = v.strictObject({ slug: SlugSchema });
