import * as v from 'valibot';
import { ImageSchema, listResponseSchema, SectionSchema, SlugSchema } from './content';
import { LabelSchema, LinkUrlSchema } from './fields';
import { PARTNER_ADDRESS_TYPES, PartnerSummarySchema } from './partners';

export const CARD_TYPES = ['virtual', 'prepaid', 'debit', 'credit'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export function hasCardPartners(type: number): boolean {
  return type === 1 || type === 2;
}

export const HowToApplyStepSchema = v.object({
  icon: v.string(),
  title: LabelSchema,
  content: v.string(),
});

export const CallToActionDataSchema = v.object({
  title: v.string(),
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
  brand: v.string(),
  banner_image: ImageSchema,
  short_description: v.string(),
  benefits: v.array(v.string()),
  apply_url: LinkUrlSchema,
});
export type CardSummary = v.InferOutput<typeof CardSummarySchema>;

export const CardSchema = v.object({
  ...CardSummarySchema.entries,
  lifestyle_image: v.nullable(ImageSchema),
  promotion_image: v.nullable(ImageSchema),
  how_to_apply: v.array(HowToApplyStepSchema),
  call_to_action: v.picklist([0, 1, 2]),
  call_to_action_data: v.nullable(CallToActionDataSchema),
  terms: v.array(SectionSchema),
  privacy: v.array(SectionSchema),
  faqs: v.array(SectionSchema),
});
export type Card = v.InferOutput<typeof CardSchema>;

export const CardsQuerySchema = v.strictObject({
  card_type: v.optional(v.picklist(CARD_TYPES, 'Choose virtual, prepaid, debit or credit.')),
});
export const CardsResponseSchema = listResponseSchema(CardSummarySchema);
export type CardsResponse = v.InferOutput<typeof CardsResponseSchema>;

export const CardParamsSchema = v.strictObject({
  key: v.union([v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/)), SlugSchema], 'Not found.'),
});

export const CardWebviewParamsSchema = v.strictObject({
  key: v.pipe(v.string('Not found.'), v.uuid('Not found.')),
});
/** The app's web view of a card shows its terms and privacy notice under its title. */
export const CardWebviewResponseSchema = v.pick(CardSchema, ['title', 'terms', 'privacy']);
export type CardWebviewResponse = v.InferOutput<typeof CardWebviewResponseSchema>;

export const CardPartnersParamsSchema = v.strictObject({
  key: CardParamsSchema.entries.key,
  kind: v.picklist(PARTNER_ADDRESS_TYPES, 'Not found.'),
});
export const CardPartnerSchema = v.object({
  ...PartnerSummarySchema.entries,
  store_link: v.nullable(LinkUrlSchema),
});
export type CardPartner = v.InferOutput<typeof CardPartnerSchema>;
export const CardPartnersResponseSchema = listResponseSchema(CardPartnerSchema);
export type CardPartnersResponse = v.InferOutput<typeof CardPartnersResponseSchema>;
