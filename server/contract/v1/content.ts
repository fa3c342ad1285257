import * as v from 'valibot';
import { ImagePathSchema, LabelSchema, LinkUrlSchema, textSchema } from './fields';
import { CalendarDateSchema } from './transactions';

export const ImageSchema = v.object({
  path: ImagePathSchema,
  title: v.optional(v.pipe(v.string(), v.maxLength(200))),
  alt: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type Image = v.InferOutput<typeof ImageSchema>;

/** Shown only while today (Asia/Manila) is between both dates; the app applies the window. */
export const BannerSchema = v.object({
  path: ImagePathSchema,
  alt: v.pipe(v.string(), v.maxLength(200)),
  link: v.nullable(LinkUrlSchema),
  start_date: v.nullable(CalendarDateSchema),
  end_date: v.nullable(CalendarDateSchema),
});
export type Banner = v.InferOutput<typeof BannerSchema>;

export const SeoSchema = v.object({
  title: v.optional(v.pipe(v.string(), v.maxLength(200))),
  description: v.optional(v.pipe(v.string(), v.maxLength(500))),
});
export type Seo = v.InferOutput<typeof SeoSchema>;

export const ActionButtonSchema = v.object({ label: LabelSchema, url: LinkUrlSchema });
export type ActionButton = v.InferOutput<typeof ActionButtonSchema>;

export const SectionSchema = v.object({
  title: LabelSchema,
  content: v.string(),
});
export type Section = v.InferOutput<typeof SectionSchema>;

export function listResponseSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({ data: v.array(item), total: v.number() });
}

export const SlugSchema = v.pipe(
  v.string('Not found.'),
  v.maxLength(120, 'Not found.'),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Not found.'),
);

export const typeOneOrTwoSchema = (message: string) =>
  v.pipe(
    v.picklist(['1', '2'], message),
    v.transform((value): 1 | 2 => (value === '1' ? 1 : 2)),
  );

/**
 * The address of an offer of two types, `/<type>/<slug>`, its type under the route's own name
 * (`promoType`, `shopType`): any other type or slug is not found.
 */
export function typedSlugParamsSchema<const TKey extends string>(typeKey: TKey) {
  // A computed key is typed as any string; this one is exactly `typeKey`.
  const typeEntry = { [typeKey]: typeOneOrTwoSchema('Not found.') } as Record<
    TKey,
    ReturnType<typeof typeOneOrTwoSchema>
  >;
  return v.strictObject({ ...typeEntry, slug: SlugSchema });
}

export const IdParamSchema = v.pipe(
  v.string('Not found.'),
  v.regex(/^[1-9][0-9]{0,9}$/, 'Not found.'),
  v.transform(Number),
  v.maxValue(2_147_483_647, 'Not found.'),
);

export const LIMIT_MESSAGE = 'Enter a limit from 1 to 100.';
export const PAGE_MESSAGE = 'Enter a page number from 1.';
export const OFFSET_MESSAGE = 'Enter an offset from 0 to 10000.';
export const KEYWORD_MESSAGE = 'Use at most 100 characters.';
export const CATEGORIES_MESSAGE = 'Categories are category ids separated by commas.';
export const SORT_MESSAGE = 'Choose a sort from the list.';

export const MAX_LIMIT = 100;
/** Deeper than any content list goes (docs/security.md, BAD-08). */
export const MAX_OFFSET = 10_000;

export const LimitQuerySchema = v.pipe(
  v.string(LIMIT_MESSAGE),
  v.regex(/^[1-9][0-9]{0,2}$/, LIMIT_MESSAGE),
  v.transform(Number),
  v.maxValue(MAX_LIMIT, LIMIT_MESSAGE),
);
export const PageQuerySchema = v.pipe(
  v.string(PAGE_MESSAGE),
  v.regex(/^[1-9][0-9]{0,5}$/, PAGE_MESSAGE),
  v.transform(Number),
);
export const OffsetQuerySchema = v.pipe(
  v.string(OFFSET_MESSAGE),
  v.regex(/^(?:0|[1-9][0-9]{0,4})$/, OFFSET_MESSAGE),
  v.transform(Number),
  v.maxValue(MAX_OFFSET, OFFSET_MESSAGE),
);
export const KeywordQuerySchema = v.pipe(
  textSchema({ type: KEYWORD_MESSAGE }),
  v.maxLength(100, KEYWORD_MESSAGE),
  v.trim(),
);
export const CategoriesQuerySchema = v.pipe(
  v.string(CATEGORIES_MESSAGE),
  v.regex(/^[1-9][0-9]{0,5}(?:,[1-9][0-9]{0,5}){0,19}$/, CATEGORIES_MESSAGE),
  v.transform((value) => [...new Set(value.split(',').map(Number))]),
);
export const FeaturedQuerySchema = v.pipe(
  v.literal('1', 'Use featured=1 or leave it out.'),
  v.transform(() => true as const),
);

/** Either spelling is accepted for promos and shops alike and answers the same order. */
export const DATED_SORT_CODES = [
  'title.asc',
  'title.desc',
  'promo_start.desc',
  'promo_end.asc',
  'date_start.desc',
  'date_end.asc',
] as const;
export type DatedSortCode = (typeof DATED_SORT_CODES)[number];
export const DatedSortQuerySchema = v.picklist(DATED_SORT_CODES, SORT_MESSAGE);

export const PROMO_SORT_OPTIONS = [
  { code: 'title.asc', label: 'A-Z' },
  { code: 'title.desc', label: 'Z-A' },
  { code: 'promo_start.desc', label: 'Newest First' },
  { code: 'promo_end.asc', label: 'Expiring Soon' },
] as const satisfies readonly { code: DatedSortCode; label: string }[];
export const SHOP_SORT_OPTIONS = [
  { code: 'title.asc', label: 'A-Z' },
  { code: 'title.desc', label: 'Z-A' },
  { code: 'date_start.desc', label: 'Newest First' },
  { code: 'date_end.asc', label: 'Expiring Soon' },
] as const satisfies readonly { code: DatedSortCode; label: string }[];

export const PARTNER_SORT_CODES = ['title.asc', 'title.desc'] as const;
export type PartnerSortCode = (typeof PARTNER_SORT_CODES)[number];
export const PARTNER_SORT_OPTIONS = [
  { code: 'title.asc', label: 'A-Z' },
  { code: 'title.desc', label: 'Z-A' },
] as const satisfies readonly { code: PartnerSortCode; label: string }[];

export const PAGE_SIZES = {
  promos: 16,
  shops: 6,
  partners: 16,
  stores: 10,
  addresses: 10,
  stories: 12,
} as const;
export const PLACEHOLDER_COUNTS = { lists: 8, newThisMonth: 6, partners: 4 } as const;
export const NEW_AND_EXPIRING_DAYS = 7;
export const CAROUSEL_THRESHOLD = 2;
export const MOBILE_CAROUSEL_BREAKPOINT = 480;
export const BANNER_FADE_MS = 300;
export const OFFERS_COLLAPSE_FADE_MS = 500;

export const NO_RESULT_MESSAGE = 'No Result Found!';
export const COMING_SOON_MESSAGE = 'Coming Soon';
export const NOT_FOUND_TITLE = 'Page Not Found';
