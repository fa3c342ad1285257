import * as v from 'valibot';
import { OpaqueTokenSchema } from './fields';

/**
 * What a passed one-time code step hands to the action it guards: the code's reference and the
 * member token its check answered. Forgot passcode carries them as they are; a verified action
 * (change passcode, Delete my account) sends them after its own challenge's fields.
 */
export const CodeProofEntries = {
  refCode: OpaqueTokenSchema,
  member_token: OpaqueTokenSchema,
};

/**
 * A verified action's second request: the body of its challenge again (the passcode is checked
 * once more), then the proof of the code. A new protected action names its challenge, nothing more.
 */
export function verifiedActionRequestSchema<const TEntries extends v.ObjectEntries>(
  challenge: v.StrictObjectSchema<TEntries, undefined>,
) {
  return v.strictObject({ ...challenge.entries, ...CodeProofEntries });
}
