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

export const LogoSchema = v.object({
  path: v.string(),
  alt: v.string(),
  link: v.nullable(LinkUrlSchema),
});

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
  description: v.string(),
  mechanics: v.string(),
  terms: v.string(),
  banners: v.array(BannerSchema),
  seo: SeoSchema,
  visit_link: v.nullable(LinkUrlSchema),
  store_buid: v.nullable(v.string()),
  store_link: v.nullable(LinkUrlSchema),
});
export type Partner = v.InferOutput<typeof PartnerSchema>;

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

export const PartnerIdParamsSchema = v.strictObject({ id: IdParamSchema });
export const PartnerSlugParamsSchema = v.strictObject({ slug: SlugSchema });

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

const BuidSchema = v.pipe(
  v.string('Give the partner’s buid.'),
  v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'Give the partner’s buid.'),
);

export const PartnerStoresQuerySchema = v.strictObject({
  buid: BuidSchema,
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

export const LoadingPartnerSchema = v.object({
  ...PartnerSummarySchema.entries,
  about: v.string(),
  how_to_load: v.string(),
});
export type LoadingPartner = v.InferOutput<typeof LoadingPartnerSchema>;

export const LoadingPartnerParamsSchema = v.strictObject({ slug: SlugSchema });

/** Stores near me (docs/decisions/0066-stores-near-me.md). */
export const NEARBY_RADIUS_KM = 100;
export const NEARBY_DEFAULT_LIMIT = 10;
export const NEARBY_MAX_LIMIT = 50;
export const LOCATION_MESSAGE = 'Share your location, or choose a region.';

function coordinateSchema(limit: number, name: 'latitude' | 'longitude') {
  const message = `Give a ${name} from -${String(limit)} to ${String(limit)}.`;
  return v.pipe(
    v.string(message),
    v.regex(/^-?[0-9]{1,3}(?:\.[0-9]{1,8})?$/, message),
    v.transform(Number),
    v.minValue(-limit, message),
    v.maxValue(limit, message),
  );
}

/**
 * A location (both coordinates), a region, or both (the location's stores in that region); neither
 * answers only the regions. `buid` keeps to one partner's stores.
 */
export const NearbyStoresQuerySchema = v.pipe(
  v.strictObject({
    latitude: v.optional(coordinateSchema(90, 'latitude')),
    longitude: v.optional(coordinateSchema(180, 'longitude')),
    region: v.optional(
      v.pipe(nameTextSchema({ type: REGION_MESSAGE }), v.trim(), v.maxLength(80, REGION_MESSAGE)),
    ),
    buid: v.optional(BuidSchema),
    limit: v.optional(
      v.pipe(
        v.string(`Give a limit from 1 to ${String(NEARBY_MAX_LIMIT)}.`),
        v.regex(/^[1-9][0-9]?$/, `Give a limit from 1 to ${String(NEARBY_MAX_LIMIT)}.`),
        v.transform(Number),
        v.maxValue(NEARBY_MAX_LIMIT, `Give a limit from 1 to ${String(NEARBY_MAX_LIMIT)}.`),
      ),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['latitude'], ['longitude']],
      (input) => input.latitude !== undefined || input.longitude === undefined,
      LOCATION_MESSAGE,
    ),
    ['latitude'],
  ),
  v.forward(
    v.partialCheck(
      [['latitude'], ['longitude']],
      (input) => input.longitude !== undefined || input.latitude === undefined,
      LOCATION_MESSAGE,
    ),
    ['longitude'],
  ),
);
export type NearbyStoresQueryInput = v.InferInput<typeof NearbyStoresQuerySchema>;
export type NearbyStoresQuery = v.InferOutput<typeof NearbyStoresQuerySchema>;

export const NearbyStoreSchema = v.object({
  ...StoreSchema.entries,
  /** Kilometres from the member; null for a region's stores. */
  distanceKm: v.nullable(v.number()),
  partner: v.object({ slug: v.string(), title: v.string() }),
});
export type NearbyStore = v.InferOutput<typeof NearbyStoreSchema>;

export const NearbyStoresResponseSchema = v.object({
  stores: v.array(NearbyStoreSchema),
  /** The regions with stores (of the partner, given `buid`), for the fallback. */
  regions: v.array(v.string()),
  radiusKm: v.number(),
});
export type NearbyStoresResponse = v.InferOutput<typeof NearbyStoresResponseSchema>;
