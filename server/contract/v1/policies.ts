import * as v from 'valibot';
import { SeoSchema } from './content';
import { LabelSchema } from './fields';

/**
 * Terms, privacy and about pages (specification 001: Policy pages; section 3: "Policy, terms and
 * about lists: title, content, active. About: title, description").
 */
export const POLICY_KINDS = ['terms', 'privacy', 'about'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

export const PolicySectionSchema = v.object({
  id: v.number(),
  title: LabelSchema,
  /** CMS HTML. */
  content: v.string(),
});
export type PolicySection = v.InferOutput<typeof PolicySectionSchema>;

/** GET /policies/:kind: the page's title, its lead, and its active sections in order. */
export const PolicyParamsSchema = v.strictObject({
  kind: v.picklist(POLICY_KINDS, 'Not found.'),
});
export const PolicyResponseSchema = v.object({
  kind: v.picklist(POLICY_KINDS),
  title: LabelSchema,
  /** CMS HTML: the lead paragraph (the about page's description). */
  description: v.string(),
  seo: SeoSchema,
  /** Only active sections, in order. */
  sections: v.array(PolicySectionSchema),
});
export type PolicyResponse = v.InferOutput<typeof PolicyResponseSchema>;
