import * as v from 'valibot';
import { ClaimSchema } from './claims';
import { ManilaTimeSchema } from './devices';
import { MemberCardSchema, MemberDetailsSchema, PreferencesRequestSchema } from './members';
import { TransactionSchema } from './transactions';

/**
 * "Download my data" (the Data Privacy Act of 2012, Republic Act No. 10173):
 * what the programme holds about the signed-in member, as one JSON file.
 */
export const DATA_EXPORT_NOTICE =
  'Your personal data held by Go Rewards, as you have the right to obtain it under the Data Privacy Act of 2012 (Republic Act No. 10173).';

export const ConsentChangeSchema = v.object({
  changedAt: ManilaTimeSchema,
  ...PreferencesRequestSchema.entries,
});

export const ExportedSessionSchema = v.object({
  browser: v.string(),
  system: v.string(),
  signedInAt: ManilaTimeSchema,
  lastActiveAt: ManilaTimeSchema,
  /** When it was signed out or ended early; null while it lasts or when it simply expired. */
  endedAt: v.nullable(ManilaTimeSchema),
});

export const MemberDataExportSchema = v.object({
  notice: v.string(),
  exportedAt: ManilaTimeSchema,
  profile: MemberDetailsSchema,
  card: MemberCardSchema,
  preferences: v.object({
    current: PreferencesRequestSchema,
    /** Every change, oldest first, each with the five choices after it. */
    history: v.array(ConsentChangeSchema),
  }),
  sessions: v.array(ExportedSessionSchema),
  transactions: v.array(TransactionSchema),
  /** Missing-points claims, newest first (docs/decisions/0067-missing-points-claims.md). */
  claims: v.array(ClaimSchema),
});
export type MemberDataExport = v.InferOutput<typeof MemberDataExportSchema>;
