import * as v from 'valibot';
import { ImageSchema, listResponseSchema, SectionSchema, SlugSchema } from './content';
import { LabelSchema, LinkUrlSchema } from './fields';
import { PARTNER_ADDRESS_TYPES, PartnerSummarySchema } from './partners';

/**
 * Card products (specification 001: Cards page, Card inner page, Card partner pages; sections 3
 * and 7). Card `type` 1 and 2 are sold through distribution partners (the call to action links
 * to {slug}/partners/distribution); 3 and 4 link to the configured url and have no partner pages.
 */
export const CARD_TYPES = ['virtual', 'prepaid', 'debit', 'credit'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** Cards with partner pages (types 1 and 2); the others show not-found there. */
export function hasCardPartners(type: number): boolean {
  return type === 1 || type === 2;
}

export const HowToApplyStepSchema = v.object({
  icon: v.string(),
  title: LabelSchema,
  /** CMS HTML. */
  content: v.string(),
});

export const CallToActionDataSchema = v.object({
  title: v.string(),
  /** CMS HTML. */
  content: v.string(),
  banner: v.object({ path: v.string() }),
  visit_link: v.object({ url: LinkUrlSchema, label: LabelSchema }),
});

export const CardSummarySchema = v.object({
  id: v.number(),
  uuid: v.string(),
  slug: v.string(),
  title: LabelSchema,
  type: v.picklist([1, 2, 3, 4]),
  card_type: v.picklist(CARD_TYPES),
  /** The issuer's code: a cards URL hash may name it to preselect (section 2, Cards page). */
  brand: v.string(),
  banner_image: ImageSchema,
  /** CMS HTML. */
  short_description: v.string(),
  /** Each benefit is CMS HTML. */
  benefits: v.array(v.string()),
  /** 'Apply Now' goes here: {slug}/partners/distribution for types 1-2, the configured url else. */
  apply_url: LinkUrlSchema,
});
export type CardSummary = v.InferOutput<typeof CardSummarySchema>;

export const CardSchema = v.object({
  ...CardSummarySchema.entries,
  lifestyle_image: v.nullable(ImageSchema),
  promotion_image: v.nullable(ImageSchema),
  how_to_apply: v.array(HowToApplyStepSchema),
  /** 0: no block, 1: a full-width block, 2: a side-by-side block. */
  call_to_action: v.picklist([0, 1, 2]),
  call_to_action_data: v.nullable(CallToActionDataSchema),
  terms: v.array(SectionSchema),
  privacy: v.array(SectionSchema),
  faqs: v.array(SectionSchema),
});
export type Card = v.InferOutput<typeof CardSchema>;

/** GET /cards: every card, in the CMS's order; `card_type` narrows to one kind. */
export const CardsQuerySchema = v.strictObject({
  card_type: v.optional(v.picklist(CARD_TYPES, 'Choose virtual, prepaid, debit or credit.')),
});
export const CardsResponseSchema = listResponseSchema(CardSummarySchema);
export type CardsResponse = v.InferOutput<typeof CardsResponseSchema>;

/** GET /cards/:key: `key` is the card's slug or its numeric id. */
export const CardParamsSchema = v.strictObject({
  key: v.union([v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/)), SlugSchema], 'Not found.'),
});

/**
 * GET /cards/:key/webview_data, where `key` is the card's uuid: its terms and privacy, for the
 * card terms and privacy pages (the path parameter shares the name of GET /cards/:key's).
 */
export const CardWebviewParamsSchema = v.strictObject({
  key: v.pipe(v.string('Not found.'), v.uuid('Not found.')),
});
export const CardWebviewResponseSchema = v.object({
  title: LabelSchema,
  terms: v.array(SectionSchema),
  privacy: v.array(SectionSchema),
});
export type CardWebviewResponse = v.InferOutput<typeof CardWebviewResponseSchema>;

/** GET /cards/:key/partners/:kind: where to buy (distribution) or where to load (loading). */
export const CardPartnersParamsSchema = v.strictObject({
  key: CardParamsSchema.entries.key,
  kind: v.picklist(PARTNER_ADDRESS_TYPES, 'Not found.'),
});
export const CardPartnerSchema = v.object({
  ...PartnerSummarySchema.entries,
  /** Online distribution partners (type 2) open this in a new tab. */
  store_link: v.nullable(LinkUrlSchema),
});
export type CardPartner = v.InferOutput<typeof CardPartnerSchema>;
export const CardPartnersResponseSchema = listResponseSchema(CardPartnerSchema);
export type CardPartnersResponse = v.InferOutput<typeof CardPartnersResponseSchema>;
