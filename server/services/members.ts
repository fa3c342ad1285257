import { asc, eq, sql } from 'drizzle-orm';
import type { MemberCard, MemberDetails } from '#contract/members';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { cards, members } from '../db/schema';
import { placeNames } from './locations';

export type MemberRow = typeof members.$inferSelect;
export type CardRow = typeof cards.$inferSelect;

export async function findMemberByMobile(db: Database, e164: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.mobileE164, e164)).limit(1);
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

export async function findMemberById(db: Database, id: string): Promise<MemberRow | null> {
  const [row] = await memberById(db).execute({ id });
  return row ?? null;
}

/** The member and card of a signed-in session; a member without a card counts as signed out. */
export async function findMemberWithCard(
  db: Database,
  memberId: string,
): Promise<{ member: MemberRow; card: typeof cards.$inferSelect } | null> {
  const [member, card] = await Promise.all([findMemberById(db, memberId), findCard(db, memberId)]);
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

/** The member's card (the first issued, should a member ever hold more than one). */
export async function findCard(
  db: Database,
  memberId: string,
): Promise<typeof cards.$inferSelect | null> {
  const [row] = await cardOfMember(db).execute({ memberId });
  return row ?? null;
}

/** National digits of an E.164 number ('+639170000001' → '9170000001'). */
function nationalNumber(member: MemberRow): string {
  const prefix = `+${member.countryCodeNumber}`;
  return member.mobileE164.startsWith(prefix)
    ? member.mobileE164.slice(prefix.length)
    : member.mobileE164;
}

/** Member details for the contract: never the passcode hash, counters or lock state. */
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
    // Display names of the PSGC codes, and the barangay's region.
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

/** The balance is numeric(14,2) in the database: a JSON number with two decimals at most. */
export function toMemberCard(card: typeof cards.$inferSelect): MemberCard {
  return {
    cardNumber: card.cardNumber,
    productLabel: card.productLabel,
    type: card.type,
    applicationDate: card.applicationDate,
    balance: Number(card.balance),
  };
}
