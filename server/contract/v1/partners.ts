import * as v from 'valibot';
import {
  BannerSchema,
  CategoriesQuerySchema,
  FeaturedQuerySchema,
  IdParamSchema,
  ImageSchema,
  KeywordQuerySchema,
  LimitQuerySchema,
  listResponseSchema,
  OffsetQuerySchema,
  PageQuerySchema,
  PARTNER_SORT_CODES,
  SeoSchema,
  SlugSchema,
  SORT_MESSAGE,
} from './content';
import { LabelSchema, LinkUrlSchema, nameTextSchema } from './fields';

/**
 * Partners, their stores and addresses, and loading partners (specification 001: Partners list,
 * Partner detail, Card partner pages; sections 3 and 7).
 */

/** The partner's logo: JSON with path, alt and link. */
export const LogoSchema = v.object({
  path: v.string(),
  alt: v.string(),
  link: v.nullable(LinkUrlSchema),
});

/**
 * Partner `type`: 1 has branches (a card's where-to-buy view searches its addresses), 2 sells
 * online (the where-to-buy tile opens `store_link` in a new tab).
 */
export const PARTNER_TYPES = { branches: 1, online: 2 } as const;

export const PartnerSummarySchema = v.object({
  id: v.number(),
  slug: v.string(),
  title: LabelSchema,
  category_id: v.number(),
  category_text: v.string(),
  catalog_img: ImageSchema,
  logo: LogoSchema,
  featured: v.picklist([0, 1]),
  type: v.picklist([1, 2]),
});
export type PartnerSummary = v.InferOutput<typeof PartnerSummarySchema>;

export const PartnerSchema = v.object({
  ...PartnerSummarySchema.entries,
  /** CMS HTML. */
  description: v.string(),
  /** CMS HTML. */
  mechanics: v.string(),
  /** CMS HTML. */
  terms: v.string(),
  banners: v.array(BannerSchema),
  seo: SeoSchema,
  visit_link: v.nullable(LinkUrlSchema),
  /** The business unit id its stores are filed under (GET /partner-stores?buid=). */
  store_buid: v.nullable(v.string()),
  store_link: v.nullable(LinkUrlSchema),
});
export type Partner = v.InferOutput<typeof PartnerSchema>;

/** GET /partners: `limit` defaults to 16, `page` to 1, `sort_by` to A-Z. */
export const PartnersQuerySchema = v.strictObject({
  page: v.optional(PageQuerySchema),
  limit: v.optional(LimitQuerySchema),
  keyword: v.optional(KeywordQuerySchema),
  sort_by: v.optional(v.picklist(PARTNER_SORT_CODES, SORT_MESSAGE)),
  categories: v.optional(CategoriesQuerySchema),
  featured: v.optional(FeaturedQuerySchema),
});
export type PartnersQuery = v.InferOutput<typeof PartnersQuerySchema>;
export const PartnersResponseSchema = listResponseSchema(PartnerSummarySchema);
export type PartnersResponse = v.InferOutput<typeof PartnersResponseSchema>;

/** GET /partners/:id and GET /partners/slug/:slug. */
export const PartnerIdParamsSchema = v.strictObject({ id: IdParamSchema });
export const PartnerSlugParamsSchema = v.strictObject({ slug: SlugSchema });

/** Store: region, branch, address, name, latitude, longitude. */
export const StoreSchema = v.object({
  id: v.number(),
  name: v.string(),
  branch: v.string(),
  address: v.string(),
  region: v.string(),
  latitude: v.number(),
  longitude: v.number(),
});
export type Store = v.InferOutput<typeof StoreSchema>;

export const REGION_MESSAGE = 'Choose a region from the list.';

/**
 * GET /partner-stores: the stores of one business unit, sorted by name, 10 to a page by default.
 * `regions` lists every region the unit has stores in, for the region dropdown.
 */
export const PartnerStoresQuerySchema = v.strictObject({
  buid: v.pipe(
    v.string('Give the partner’s buid.'),
    v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'Give the partner’s buid.'),
  ),
  limit: v.optional(LimitQuerySchema),
  offset: v.optional(OffsetQuerySchema),
  sort: v.optional(v.literal('name', SORT_MESSAGE)),
  region: v.optional(
    v.pipe(nameTextSchema({ type: REGION_MESSAGE }), v.trim(), v.maxLength(80, REGION_MESSAGE)),
  ),
});
export type PartnerStoresQuery = v.InferOutput<typeof PartnerStoresQuerySchema>;
export const PartnerStoresResponseSchema = v.object({
  storeList: v.object({ stores: v.array(StoreSchema), total: v.number() }),
  regions: v.array(v.string()),
});
export type PartnerStoresResponse = v.InferOutput<typeof PartnerStoresResponseSchema>;

/** Addresses of a card's distribution or loading partner (where to buy, where to load). */
export const PARTNER_ADDRESS_TYPES = ['distribution', 'loading'] as const;
export type PartnerAddressType = (typeof PARTNER_ADDRESS_TYPES)[number];

export const PartnerAddressSchema = v.object({
  id: v.number(),
  name: v.string(),
  address: v.string(),
  region: v.string(),
  latitude: v.number(),
  longitude: v.number(),
});
export type PartnerAddress = v.InferOutput<typeof PartnerAddressSchema>;

/**
 * GET /partner-addresses: `id` is the partner's id; the keyword matches name, address or region;
 * `page` or `offset` (not both), 10 to a page by default.
 */
export const PartnerAddressesQuerySchema = v.pipe(
  v.strictObject({
    id: IdParamSchema,
    type: v.picklist(PARTNER_ADDRESS_TYPES, 'Use type distribution or loading.'),
    limit: v.optional(LimitQuerySchema),
    page: v.optional(PageQuerySchema),
    offset: v.optional(OffsetQuerySchema),
    keyword: v.optional(KeywordQuerySchema),
  }),
  v.forward(
    v.check(
      (query) => query.page === undefined || query.offset === undefined,
      'Give page or offset, not both.',
    ),
    ['offset'],
  ),
);
export type PartnerAddressesQuery = v.InferOutput<typeof PartnerAddressesQuerySchema>;
export const PartnerAddressesResponseSchema = listResponseSchema(PartnerAddressSchema);
export type PartnerAddressesResponse = v.InferOutput<typeof PartnerAddressesResponseSchema>;

/** A loading partner: where members top up a prepaid card. */
export const LoadingPartnerSchema = v.object({
  ...PartnerSummarySchema.entries,
  /** CMS HTML: the partner's 'About'. */
  about: v.string(),
  /** CMS HTML: the 'How to Load' steps. */
  how_to_load: v.string(),
});
export type LoadingPartner = v.InferOutput<typeof LoadingPartnerSchema>;

/** GET /loading-partners/:slug. */
export const LoadingPartnerParamsSchema = v.strictObject({ slug: SlugSchema });
