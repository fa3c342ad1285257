import * as v from 'valibot';
import { SeoSchema } from './content';
import { LabelSchema } from './fields';

export const POLICY_KINDS = ['terms', 'privacy', 'about'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

export const PolicySectionSchema = v.object({
  id: v.number(),
  title: LabelSchema,
  content: v.string(),
});
export type PolicySection = v.InferOutput<typeof PolicySectionSchema>;

export const PolicyParamsSchema = v.strictObject({
  kind: v.picklist(POLICY_KINDS, 'Not found.'),
});
export const PolicyResponseSchema = v.object({
  kind: v.picklist(POLICY_KINDS),
  title: LabelSchema,
  description: v.string(),
  seo: SeoSchema,
  sections: v.array(PolicySectionSchema),
});
export type PolicyResponse = v.InferOutput<typeof PolicyResponseSchema>;
