import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  BIRTHDAY_MESSAGE,
  FORM_ERROR_MESSAGE,
  isPlausibleBirthday,
  type Raffle,
  type RaffleEntryRequest,
  type Survey,
  type SurveyResponseRequest,
} from '#contract/forms';
import { PROMO_ENDED_TITLE } from '#contract/promos';
import { raffleEntries, raffles, surveyResponses, surveys } from '../db/schema';
import { ApiError } from '../shared/errors';
import { consumeCaptchaPass } from './verification/tokens';
import { hitRateLimit, budgetAddress } from './blocks/rate-limit';
import type { Deps } from './deps';

/**
 * The unique index gives parallel submits one entry and DUPLICATE_ENTRY for the others (SEC-49).
 */
type RaffleRow = typeof raffles.$inferSelect;

export function isRaffleClosed(raffle: RaffleRow, now: Date): boolean {
  return raffle.maintenance || now.getTime() >= raffle.endsAt.getTime();
}

export async function findRaffle(deps: Deps<'db'>, slug: string): Promise<RaffleRow> {
  const [row] = await deps.db.select().from(raffles).where(eq(raffles.slug, slug)).limit(1);
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

export function assertRaffleOpen(raffle: RaffleRow, now: Date): void {
  if (isRaffleClosed(raffle, now)) throw promoEnded();
  if (now.getTime() < raffle.startsAt.getTime()) {
    throw new ApiError('NOT_FOUND', { message: 'This raffle has not started yet.' });
  }
}

/** On the server's clock, so a test that moves the clock moves the range (checklist 8.14). */
export function assertPlausibleBirthday(birthday: string, now: Date): void {
  if (!isPlausibleBirthday(birthday, now)) {
    throw new ApiError('VALIDATION_ERROR', {
      message: FORM_ERROR_MESSAGE,
      fields: { birthday: BIRTHDAY_MESSAGE },
    });
  }
}

export async function storeRaffleEntry(
  deps: Deps<'db'>,
  store: { raffle: RaffleRow; entry: RaffleEntryRequest; now: Date },
): Promise<void> {
  const { raffle, entry, now } = store;
  const inserted = await deps.db
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

export async function findSurvey(deps: Deps<'db'>, surveyId: string): Promise<SurveyRow> {
  const [row] = await deps.db.select().from(surveys).where(eq(surveys.surveyId, surveyId)).limit(1);
  if (!row?.active) throw new ApiError('NOT_FOUND', { message: 'This survey was not found.' });
  return row;
}

export function toSurvey(row: SurveyRow): Survey {
  return { surveyId: row.surveyId, title: row.title, description: row.description };
}

export async function storeSurveyResponse(
  deps: Deps<'db'>,
  store: { survey: SurveyRow; response: SurveyResponseRequest; now: Date },
): Promise<void> {
  const { survey, response, now } = store;
  await deps.db
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

/** POST /raffles/:slug/entries: the captcha pass is used up before anything is stored (SEC-27). */
export async function enterRaffle(
  deps: Deps<'db'>,
  input: { slug: string; entry: RaffleEntryRequest; log: FastifyBaseLogger; now: Date },
): Promise<void> {
  const { log, now } = input;
  assertPlausibleBirthday(input.entry.birthday, now);
  const raffle = await findRaffle(deps, input.slug);
  assertRaffleOpen(raffle, now);
  try {
    await consumeCaptchaPass(deps, { pass: input.entry.recaptcha, now });
  } catch (error) {
    if (error instanceof ApiError && error.key === 'CAPTCHA_INVALID') {
      throw new ApiError('CAPTCHA_INVALID', { fields: { recaptcha: error.message } });
    }
    throw error;
  }
  await storeRaffleEntry(deps, { raffle, entry: input.entry, now });
  log.info({ event: 'raffle.entry', raffle: raffle.slug }, 'raffle entry stored');
}

const SURVEY_RESPONSES_PER_IP = 20;
const SURVEY_WINDOW_MS = 10 * 60 * 1000;

export async function submitSurvey(
  deps: Deps<'db'>,
  input: {
    surveyId: string;
    response: SurveyResponseRequest;
    ip: string;
    log: FastifyBaseLogger;
    now: Date;
  },
): Promise<void> {
  const { log, now } = input;
  const survey = await findSurvey(deps, input.surveyId);
  const limit = await hitRateLimit(deps.db, {
    key: `survey-ip:${budgetAddress(input.ip)}`,
    windowMs: SURVEY_WINDOW_MS,
    limit: SURVEY_RESPONSES_PER_IP,
    now,
  });
  if (!limit.allowed) throw new ApiError('RATE_LIMITED', { retryAfter: limit.retryAfterSeconds });
  await storeSurveyResponse(deps, { survey, response: input.response, now });
  log.info({ event: 'survey.response', survey: survey.surveyId }, 'survey answered');
}
