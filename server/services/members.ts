import { and, asc, eq, sql } from 'drizzle-orm';
import { ERRORS } from '#contract/errors';
import {
  LOCATION_MESSAGE,
  type MemberCard,
  type MemberDetails,
  type ProfileUpdateRequest,
} from '#contract/members';
import { PH_COUNTRY_CODE } from '#contract/reference';
import { preparedPerDatabase } from '../db/prepared';
import { cards, members, preferenceChanges } from '../db/schema';
import { ApiError } from '../shared/errors';
import type { Deps } from './deps';
import { checkAddressCodes, placeNames } from './locations';
import { voidMemberChallenges } from './verification/otp';

export type MemberRow = typeof members.$inferSelect;
export type CardRow = typeof cards.$inferSelect;

export async function findMemberByMobile(
  deps: Deps<'db'>,
  e164: string,
): Promise<MemberRow | null> {
  const [row] = await deps.db.select().from(members).where(eq(members.mobileE164, e164)).limit(1);
  return row ?? null;
}

const memberById = preparedPerDatabase((db) =>
  db
    .select()
    .from(members)
    .where(eq(members.id, sql.placeholder('id')))
    .limit(1)
    .prepare('member_by_id'),
);

export async function findMemberById(deps: Deps<'db'>, id: string): Promise<MemberRow | null> {
  const [row] = await memberById(deps.db).execute({ id });
  return row ?? null;
}

export async function findMemberWithCard(
  deps: Deps<'db'>,
  memberId: string,
): Promise<{ member: MemberRow; card: typeof cards.$inferSelect } | null> {
  const [member, card] = await Promise.all([
    findMemberById(deps, memberId),
    findCard(deps, memberId),
  ]);
  return member && card ? { member, card } : null;
}

const cardOfMember = preparedPerDatabase((db) =>
  db
    .select()
    .from(cards)
    .where(eq(cards.memberId, sql.placeholder('memberId')))
    .orderBy(asc(cards.applicationDate), asc(cards.id))
    .limit(1)
    .prepare('card_of_member'),
);

export async function findCard(
  deps: Deps<'db'>,
  memberId: string,
): Promise<typeof cards.$inferSelect | null> {
  const [row] = await cardOfMember(deps.db).execute({ memberId });
  return row ?? null;
}

function nationalNumber(member: MemberRow): string {
  const prefix = `+${member.countryCodeNumber}`;
  return member.mobileE164.startsWith(prefix)
    ? member.mobileE164.slice(prefix.length)
    : member.mobileE164;
}

export async function memberDetails(deps: Deps<'db'>, memberId: string): Promise<MemberDetails> {
  const found = await findMemberWithCard(deps, memberId);
  if (!found) throw new ApiError('UNAUTHENTICATED', { code: 302 });
  return toMemberDetails(found.member, found.card.cardNumber);
}

export function toMemberDetails(member: MemberRow, cardNumber: string): MemberDetails {
  return {
    id: member.id,
    cardID: cardNumber,
    firstName: member.firstName,
    middleName: member.middleName,
    lastName: member.lastName,
    birthday: member.birthday,
    gender: member.gender,
    civilStatus: member.civilStatus,
    nationality: member.nationality,
    email: member.email,
    isMailVerified: member.isMailVerified,
    countryCode: member.countryCode,
    countryCodeNumber: member.countryCodeNumber,
    mobileNumber: nationalNumber(member),
    mobilePhoneAlternate: member.mobilePhoneAlternate,
    address: member.address,
    country: member.country,
    province: member.province,
    city: member.city,
    barangay: member.barangay,
    zipCode: member.zipCode,
    ...placeNames(member),
    vehicleOwner: member.vehicleOwner,
    fuelType: member.fuelType,
    carNumber: member.carNumber,
    maxicareId: member.maxicareId,
    maxicareCardLast4Digits: member.maxicareCardLast4Digits,
    image: member.image,
    ciamId: member.ciamId,
    buyingUnitInternalKey: member.buyingUnitInternalKey,
    smsSubscription: member.smsSubscription,
    emailSubscription: member.emailSubscription,
    discountsSubscription: member.discountsSubscription,
    exclusivesSubscription: member.exclusivesSubscription,
    creditScoringSubscription: member.creditScoringSubscription,
  };
}

export function toMemberCard(card: typeof cards.$inferSelect): MemberCard {
  return {
    cardNumber: card.cardNumber,
    productLabel: card.productLabel,
    type: card.type,
    applicationDate: card.applicationDate,
    balance: Number(card.balance),
  };
}

type MemberUpdate = Partial<typeof members.$inferInsert>;

export function sameEmail(a: string | null, b: string | null): boolean {
  return (a ?? '').toLowerCase() === (b ?? '').toLowerCase();
}

/**
 * Strict sections carry no other column, so names and the mobile number are out of reach (SEC-33).
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

/** A changed email's pending codes are voided (SEC-32); a verified one is locked. */
export async function updateProfile(
  deps: Deps<'db'>,
  change: { member: MemberRow; body: ProfileUpdateRequest; now: Date },
): Promise<void> {
  const { member, body, now } = change;
  const update = sectionUpdate(member, body);
  const changesEmail = 'email' in update;
  await deps.db.transaction(async (tx) => {
    const updated = await tx
      .update(members)
      .set({ ...update, updatedAt: now })
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
    if (changesEmail) {
      await voidMemberChallenges(tx, { memberId: member.id, now, purpose: 'email' });
    }
  });
}

export async function updatePreferences(
  deps: Deps<'db'>,
  change: {
    memberId: string;
    preferences: Pick<
      MemberRow,
      | 'smsSubscription'
      | 'emailSubscription'
      | 'discountsSubscription'
      | 'exclusivesSubscription'
      | 'creditScoringSubscription'
    >;
    now: Date;
  },
): Promise<void> {
  const { memberId, preferences, now } = change;
  // The consent history keeps every choice made, with its time (Data Privacy Act of 2012).
  await deps.db.transaction(async (tx) => {
    await tx
      .update(members)
      .set({ ...preferences, updatedAt: now })
      .where(eq(members.id, memberId));
    await tx.insert(preferenceChanges).values({ memberId, changedAt: now, ...preferences });
  });
}
