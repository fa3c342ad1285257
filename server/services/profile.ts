import { and, eq } from 'drizzle-orm';
import { ERRORS } from '#contract/errors';
import { LOCATION_MESSAGE, type ProfileUpdateRequest } from '#contract/members';
import { PH_COUNTRY_CODE } from '#contract/reference';
import type { Database } from '../db/client';
import { members } from '../db/schema';
import { ApiError } from '../shared/errors';
import { checkAddressCodes } from './locations';
import type { MemberRow } from './members';
import { voidMemberChallenges } from './otp';

type MemberUpdate = Partial<typeof members.$inferInsert>;

/** Two spellings of one address (the domain part is case-insensitive; most mailboxes are too). */
export function sameEmail(a: string | null, b: string | null): boolean {
  return (a ?? '').toLowerCase() === (b ?? '').toLowerCase();
}

/**
 * The columns one profile section writes, or the 4xx it is refused with (nothing is stored then).
 * Names, birth date, mobile number and every other column are out of reach: the contract's strict
 * sections do not carry them (SEC-33).
 */
function sectionUpdate(member: MemberRow, body: ProfileUpdateRequest): MemberUpdate {
  switch (body.section) {
    case 'personal':
      return {
        civilStatus: body.civilStatus,
        gender: body.gender,
        nationality: body.nationality,
      };
    case 'contact': {
      const email = body.email === null || body.email === '' ? null : body.email;
      const update: MemberUpdate = { mobilePhoneAlternate: body.mobilePhoneAlternate || null };
      if (sameEmail(email, member.email)) return update;
      if (member.isMailVerified && member.email) {
        throw new ApiError('EMAIL_LOCKED', { fields: { email: ERRORS.EMAIL_LOCKED.message } });
      }
      return { ...update, email, isMailVerified: false };
    }
    case 'address': {
      if (body.country !== PH_COUNTRY_CODE) {
        return {
          country: body.country,
          province: null,
          city: null,
          barangay: null,
          region: null,
          zipCode: null,
          address: body.address,
        };
      }
      const check = checkAddressCodes(body, LOCATION_MESSAGE);
      if (!check.ok) {
        throw new ApiError('VALIDATION_ERROR', {
          message: Object.values(check.fields)[0] ?? LOCATION_MESSAGE,
          fields: check.fields,
        });
      }
      return {
        country: body.country,
        province: body.province,
        city: body.city,
        barangay: body.barangay,
        region: check.regionCode,
        zipCode: body.zipCode,
        address: body.address,
      };
    }
    case 'car':
      // Owning no car is stored as fuel type 0 and 0 cars (DECISIONS.md, Account area).
      return body.vehicleOwner === 2
        ? { vehicleOwner: 2, fuelType: 0, carNumber: 0 }
        : { vehicleOwner: 1, fuelType: body.fuelType, carNumber: body.carNumber };
    case 'maxicare':
      return {
        maxicareId: body.maxicareId,
        maxicareCardLast4Digits: body.maxicareCardLast4Digits,
      };
  }
}

/**
 * Saves one profile section of the session's member. A changed (unverified) email stays
 * unverified and its pending codes are voided (SEC-32); a verified one is locked.
 */
export async function updateProfile(
  db: Database,
  member: MemberRow,
  body: ProfileUpdateRequest,
  now: Date,
): Promise<void> {
  const update = sectionUpdate(member, body);
  const changesEmail = 'email' in update;
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(members)
      .set({ ...update, updatedAt: now })
      // An email verified meanwhile (another tab) is not overwritten.
      .where(
        and(
          eq(members.id, member.id),
          changesEmail ? eq(members.isMailVerified, false) : undefined,
        ),
      )
      .returning({ id: members.id });
    if (!updated.length) {
      throw new ApiError('EMAIL_LOCKED', { fields: { email: ERRORS.EMAIL_LOCKED.message } });
    }
    if (changesEmail) await voidMemberChallenges(tx, member.id, now, 'email');
  });
}

/** Settings: the five subscriptions, as sent. */
export async function updatePreferences(
  db: Database,
  memberId: string,
  preferences: Pick<
    MemberRow,
    | 'smsSubscription'
    | 'emailSubscription'
    | 'discountsSubscription'
    | 'exclusivesSubscription'
    | 'creditScoringSubscription'
  >,
  now: Date,
): Promise<void> {
  await db
    .update(members)
    .set({ ...preferences, updatedAt: now })
    .where(eq(members.id, memberId));
}
