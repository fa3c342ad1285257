import * as v from 'valibot';
import { ImagePathSchema, LabelSchema, LinkUrlSchema, textSchema } from './fields';
import { CalendarDateSchema } from './transactions';

/**
 * Pieces every content resource shares (specification 001, sections 3, 7 and 9; DECISIONS.md,
 * Content): images, banners, SEO fields, action buttons, list answers and the paging, keyword and
 * category parameters. Query values arrive as strings; the schemas turn them into numbers.
 */

/** An image as the CMS stores it: JSON with a path, and a title or alt text. */
export const ImageSchema = v.object({
  path: ImagePathSchema,
  title: v.optional(v.pipe(v.string(), v.maxLength(200))),
  alt: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type Image = v.InferOutput<typeof ImageSchema>;

/**
 * A main, regular or offers banner. It shows only when today (Asia/Manila) is between both dates,
 * inclusive, and both are set (section 4); the app applies the window, the server sends all.
 */
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

/** A configured action button: its label and where it goes. */
export const ActionButtonSchema = v.object({ label: LabelSchema, url: LinkUrlSchema });
export type ActionButton = v.InferOutput<typeof ActionButtonSchema>;

/** A titled block of CMS HTML: policy sections, card terms, privacy notes and FAQs. */
export const SectionSchema = v.object({
  title: LabelSchema,
  /** CMS HTML: the app sanitises it before it reaches the page. */
  content: v.string(),
});
export type Section = v.InferOutput<typeof SectionSchema>;

/** Lists answer `data` and `total` (section 3, Pagination params). */
export function listResponseSchema<TItem extends v.GenericSchema>(item: TItem) {
  return v.object({ data: v.array(item), total: v.number() });
}

/** A path parameter that names content: lowercase words joined by hyphens. */
export const SlugSchema = v.pipe(
  v.string('Not found.'),
  v.maxLength(120, 'Not found.'),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Not found.'),
);

/** A promo's or offer's type, 1 or 2, sent as text. */
export const typeOneOrTwoSchema = (message: string) =>
  v.pipe(
    v.picklist(['1', '2'], message),
    v.transform((value): 1 | 2 => (value === '1' ? 1 : 2)),
  );

/** A numeric id in a path or query (1 to 2^31-1). */
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

/** Largest page a client may ask for; the pages use the specification's sizes (section 9). */
export const MAX_LIMIT = 100;
/** Deeper than any content list goes (SECURITY-CHECKLIST 8.8). */
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
/** Keyword search: trimmed; an empty keyword means no search. */
export const KeywordQuerySchema = v.pipe(
  textSchema({ type: KEYWORD_MESSAGE }),
  v.maxLength(100, KEYWORD_MESSAGE),
  v.trim(),
);
/** `categories=3,5`: the ids (the categories' `id`) of the settings' categories, at most 20. */
export const CategoriesQuerySchema = v.pipe(
  v.string(CATEGORIES_MESSAGE),
  v.regex(/^[1-9][0-9]{0,5}(?:,[1-9][0-9]{0,5}){0,19}$/, CATEGORIES_MESSAGE),
  v.transform((value) => [...new Set(value.split(',').map(Number))]),
);
/** `featured=1`: only featured items. */
export const FeaturedQuerySchema = v.pipe(
  v.literal('1', 'Use featured=1 or leave it out.'),
  v.transform(() => true as const),
);

/**
 * Sort codes (DECISIONS.md, Content): promos use promo_start.desc (newest) and promo_end.asc
 * (expiring soon), shops use date_start.desc and date_end.asc; the server accepts either spelling
 * for both and answers the same order.
 */
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

/** The sort menu of promo, shop and offer lists, in the specification's order. */
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

/** Partners have no dates: A-Z and Z-A. */
export const PARTNER_SORT_CODES = ['title.asc', 'title.desc'] as const;
export type PartnerSortCode = (typeof PARTNER_SORT_CODES)[number];
export const PARTNER_SORT_OPTIONS = [
  { code: 'title.asc', label: 'A-Z' },
  { code: 'title.desc', label: 'Z-A' },
] as const satisfies readonly { code: PartnerSortCode; label: string }[];

/** Section 9: page sizes and placeholders. */
export const PAGE_SIZES = {
  promos: 16,
  shops: 6,
  partners: 16,
  stores: 10,
  addresses: 10,
  stories: 12,
} as const;
export const PLACEHOLDER_COUNTS = { lists: 8, newThisMonth: 6, partners: 4 } as const;
/** A promo is new within 7 days of its start and expiring within 7 days of its end (section 4). */
export const NEW_AND_EXPIRING_DAYS = 7;
/** More than this many exclusives or cards in a group turn into a carousel. */
export const CAROUSEL_THRESHOLD = 2;
export const MOBILE_CAROUSEL_BREAKPOINT = 480;
export const BANNER_FADE_MS = 300;
export const OFFERS_COLLAPSE_FADE_MS = 500;

/** Section 8: empty lists and missing items. */
export const NO_RESULT_MESSAGE = 'No Result Found!';
export const COMING_SOON_MESSAGE = 'Coming Soon';
export const NOT_FOUND_TITLE = 'Page Not Found';
