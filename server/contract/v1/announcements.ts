import * as v from 'valibot';
import { CmsHtmlSchema, LabelSchema, LinkUrlSchema } from './fields';

/** Announcement: body (HTML), action_button (label, url). docs/specification.md#entities. */
export const AnnouncementSchema = v.object({
  id: v.number(),
  body: CmsHtmlSchema,
  action_button: v.nullable(v.object({ label: LabelSchema, url: LinkUrlSchema })),
});
export type Announcement = v.InferOutput<typeof AnnouncementSchema>;

export const AnnouncementsQuerySchema = v.strictObject({});

/** List responses carry data and total. */
export const AnnouncementsResponseSchema = v.object({
  data: v.array(AnnouncementSchema),
  total: v.number(),
});
export type AnnouncementsResponse = v.InferOutput<typeof AnnouncementsResponseSchema>;
