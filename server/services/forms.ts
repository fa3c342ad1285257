import { eq } from 'drizzle-orm';
import {
  BIRTHDAY_MESSAGE,
  FORM_ERROR_MESSAGE,
  isPlausibleBirthday,
  PROMO_ENDED_TITLE,
  type Raffle,
  type RaffleEntryRequest,
  type Survey,
  type SurveyResponseRequest,
} from '#contract/forms';
import type { Database } from '../db/client';
import { raffleEntries, raffles, surveyResponses, surveys } from '../db/schema';
import { ApiError } from '../shared/errors';

/**
 * The raffle registration form and the survey e-form (specification 000). An entry is unique per
 * raffle and membership number: the unique index decides, so parallel submits give one entry and
 * DUPLICATE_ENTRY for the others (SEC-49). Ended or under maintenance: PROMO_ENDED.
 */
type RaffleRow = typeof raffles.$inferSelect;

export function isRaffleClosed(raffle: RaffleRow, now: Date): boolean {
  return raffle.maintenance || now.getTime() >= raffle.endsAt.getTime();
}

export async function findRaffle(db: Database, slug: string): Promise<RaffleRow> {
  const [row] = await db.select().from(raffles).where(eq(raffles.slug, slug)).limit(1);
  if (!row) throw new ApiError('NOT_FOUND', { message: 'This raffle was not found.' });
  return row;
}

export function toRaffle(row: RaffleRow, now: Date): Raffle {
  return {
    slug: row.slug,
    title: row.title,
    bannerImage: row.bannerImage,
    description: row.description,
    startDate: row.startsAt.toISOString(),
    endDate: row.endsAt.toISOString(),
    maintenance: row.maintenance,
    ended: now.getTime() >= row.endsAt.getTime(),
  };
}

export function promoEnded(): ApiError {
  return new ApiError('PROMO_ENDED', { title: PROMO_ENDED_TITLE });
}

/** A raffle that has not started yet takes no entries either (the page is not linked before). */
export function assertRaffleOpen(raffle: RaffleRow, now: Date): void {
  if (isRaffleClosed(raffle, now)) throw promoEnded();
  if (now.getTime() < raffle.startsAt.getTime()) {
    throw new ApiError('NOT_FOUND', { message: 'This raffle has not started yet.' });
  }
}

/**
 * The contract checks the birthday's form; its range is checked here on the server's clock, so a
 * test that moves the clock moves the range with it (SECURITY-CHECKLIST 8.14).
 */
export function assertPlausibleBirthday(birthday: string, now: Date): void {
  if (!isPlausibleBirthday(birthday, now)) {
    throw new ApiError('VALIDATION_ERROR', {
      message: FORM_ERROR_MESSAGE,
      fields: { birthday: BIRTHDAY_MESSAGE },
    });
  }
}

/** Stores the entry, or DUPLICATE_ENTRY when this membership number already joined. */
export async function storeRaffleEntry(
  db: Database,
  raffle: RaffleRow,
  entry: RaffleEntryRequest,
  now: Date,
): Promise<void> {
  const inserted = await db
    .insert(raffleEntries)
    .values({
      raffleId: raffle.id,
      grNumber: entry.grNumber,
      firstName: entry.firstName,
      middleName: entry.middleName || null,
      lastName: entry.lastName,
      suffix: entry.suffix || null,
      birthday: entry.birthday.slice(0, 10),
      mobile: entry.mobile,
      email: entry.email,
      street: entry.street,
      barangay: entry.barangay,
      city: entry.city,
      province: entry.province,
      region: entry.region,
      zipCode: entry.zipCode,
      country: entry.country,
      consent: entry.consent,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [raffleEntries.raffleId, raffleEntries.grNumber] })
    .returning({ id: raffleEntries.id });
  if (!inserted.length) throw new ApiError('DUPLICATE_ENTRY');
}

type SurveyRow = typeof surveys.$inferSelect;

export async function findSurvey(db: Database, surveyId: string): Promise<SurveyRow> {
  const [row] = await db.select().from(surveys).where(eq(surveys.surveyId, surveyId)).limit(1);
  if (!row?.active) throw new ApiError('NOT_FOUND', { message: 'This survey was not found.' });
  return row;
}

export function toSurvey(row: SurveyRow): Survey {
  return { surveyId: row.surveyId, title: row.title, description: row.description };
}

/** The first response of a membership number counts; a repeat is answered the same way. */
export async function storeSurveyResponse(
  db: Database,
  survey: SurveyRow,
  response: SurveyResponseRequest,
  now: Date,
): Promise<void> {
  await db
    .insert(surveyResponses)
    .values({
      surveyId: survey.surveyId,
      grNumber: response.grNumber,
      firstName: response.firstName,
      lastName: response.lastName,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [surveyResponses.surveyId, surveyResponses.grNumber] });
}
