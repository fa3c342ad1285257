import * as v from 'valibot';

/** Devices and sessions: the member's own sessions, never another member's. */

export const SessionParamsSchema = v.object({
  sessionId: v.pipe(v.string('Unknown session.'), v.uuid('Unknown session.')),
});

/** Manila time with its offset, as manilaIso writes it. */
export const ManilaTimeSchema = v.pipe(v.string(), v.isoTimestamp());

export const MemberSessionEntrySchema = v.object({
  id: v.pipe(v.string(), v.uuid()),
  /** From the User-Agent: "Chrome 131", or 'Unknown browser'. */
  browser: v.pipe(v.string(), v.maxLength(100)),
  /** "Android 14", "Windows 10", or 'Unknown system'. */
  system: v.pipe(v.string(), v.maxLength(100)),
  signedInAt: ManilaTimeSchema,
  lastActiveAt: ManilaTimeSchema,
  /** The session of the browser asking. */
  current: v.boolean(),
});
export type MemberSessionEntry = v.InferOutput<typeof MemberSessionEntrySchema>;

export const MemberSessionsResponseSchema = v.object({
  data: v.array(MemberSessionEntrySchema),
});
export type MemberSessionsResponse = v.InferOutput<typeof MemberSessionsResponseSchema>;

export const RevokedSessionsResponseSchema = v.object({ revoked: v.number() });
