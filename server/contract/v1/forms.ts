import * as v from 'valibot';
import { CaptchaTokenSchema, CmsHtmlSchema, ImagePathSchema, nameTextSchema } from './fields';
import { EmailSchema, isZipInRange } from './members';
import { isCalendarDate } from './transactions';

export const FORM_ERROR_MESSAGE = 'Please check required fields.';
export const RAFFLE_COUNTRY_CODE = 178;
export const SURVEY_SUCCESS_MESSAGE = 'Form Submitted';

/** SEC-34, to the letter. */
export const NAME_MESSAGE =
  'Name can only contain letters, spaces, apostrophes, hyphens and periods.';
export const MEMBERSHIP_NUMBER_MESSAGE = 'Enter the 16-digit membership number starting with 8.';
export const FORM_REQUIRED_MESSAGE = 'This field is required.';
export const BIRTHDAY_MESSAGE = 'Enter a valid birthday.';
export const RAFFLE_MOBILE_MESSAGE = 'Enter a 10-digit mobile number starting with 9.';
export const RAFFLE_ZIP_MESSAGE = 'Enter a zip code from 0400 to 9811.';
export const CONSENT_MESSAGE = 'Please give your consent to join.';

const NAME_PATTERN = /^[\p{L}\p{M}' .’-]*$/u;

function nameSchema(max: number) {
  return v.pipe(
    nameTextSchema({ type: FORM_REQUIRED_MESSAGE, invalid: NAME_MESSAGE }),
    v.trim(),
    v.nonEmpty(FORM_REQUIRED_MESSAGE),
    v.maxLength(max, `Use at most ${String(max)} characters.`),
    v.regex(NAME_PATTERN, NAME_MESSAGE),
    v.check((value) => /\p{L}/u.test(value), NAME_MESSAGE),
  );
}

function optionalNameSchema(max: number) {
  return v.optional(
    v.pipe(
      nameTextSchema({ type: NAME_MESSAGE, invalid: NAME_MESSAGE }),
      v.trim(),
      v.maxLength(max, `Use at most ${String(max)} characters.`),
      v.regex(NAME_PATTERN, NAME_MESSAGE),
    ),
  );
}

export const MembershipNumberSchema = v.pipe(
  v.string(MEMBERSHIP_NUMBER_MESSAGE),
  v.regex(/^8[0-9]{15}$/, MEMBERSHIP_NUMBER_MESSAGE),
);

const PlaceNameSchema = v.pipe(
  nameTextSchema({ type: FORM_REQUIRED_MESSAGE, invalid: FORM_REQUIRED_MESSAGE }),
  v.trim(),
  v.nonEmpty(FORM_REQUIRED_MESSAGE),
  v.maxLength(120, 'Use at most 120 characters.'),
  v.regex(/^[^<>]*$/u, FORM_REQUIRED_MESSAGE),
);

export const RaffleBirthdaySchema = v.pipe(
  v.string(BIRTHDAY_MESSAGE),
  v.regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2} 00:00:00$/, BIRTHDAY_MESSAGE),
  v.check((value) => isCalendarDate(value.slice(0, 10)), BIRTHDAY_MESSAGE),
);

/** docs/security.md, BAD-14. */
export const MAX_AGE_YEARS = 120;

/** `now` is the device's clock in the app, the server's clock (movable in tests) on the server. */
export function isPlausibleBirthday(birthday: string, now: Date): boolean {
  const value = birthday.slice(0, 10);
  if (!isCalendarDate(value)) return false;
  const at = Date.parse(`${value}T00:00:00Z`);
  const oldest = Date.UTC(
    now.getUTCFullYear() - MAX_AGE_YEARS,
    now.getUTCMonth(),
    now.getUTCDate(),
  );
  return at < now.getTime() && at >= oldest;
}

export const RaffleEntryRequestSchema = v.strictObject({
  grNumber: MembershipNumberSchema,
  firstName: nameSchema(50),
  middleName: optionalNameSchema(50),
  lastName: nameSchema(50),
  suffix: optionalNameSchema(10),
  birthday: RaffleBirthdaySchema,
  mobile: v.pipe(v.string(RAFFLE_MOBILE_MESSAGE), v.regex(/^639[0-9]{9}$/, RAFFLE_MOBILE_MESSAGE)),
  email: EmailSchema,
  street: v.pipe(
    nameTextSchema({ type: FORM_REQUIRED_MESSAGE, invalid: 'Please provide complete address' }),
    v.trim(),
    v.nonEmpty(FORM_REQUIRED_MESSAGE),
    v.maxLength(250, 'Use at most 250 characters.'),
    v.regex(/^[^<>]*$/u, 'Please provide complete address'),
  ),
  barangay: PlaceNameSchema,
  city: PlaceNameSchema,
  province: PlaceNameSchema,
  region: PlaceNameSchema,
  zipCode: v.pipe(
    v.string(RAFFLE_ZIP_MESSAGE),
    v.check((value) => isZipInRange(value), RAFFLE_ZIP_MESSAGE),
  ),
  country: v.literal(RAFFLE_COUNTRY_CODE),
  consent: v.literal(true, CONSENT_MESSAGE),
  recaptcha: CaptchaTokenSchema,
});
export type RaffleEntryRequest = v.InferOutput<typeof RaffleEntryRequestSchema>;
export type RaffleEntryRequestInput = v.InferInput<typeof RaffleEntryRequestSchema>;

export const RaffleEntryFormSchema = v.pipe(
  RaffleEntryRequestSchema,
  v.forward(
    v.partialCheck(
      [['birthday']],
      (input) => isPlausibleBirthday(input.birthday, new Date()),
      BIRTHDAY_MESSAGE,
    ),
    ['birthday'],
  ),
);

export const RaffleEntryResponseSchema = v.object({ data: v.object({ success: v.literal(true) }) });

export const RaffleSlugSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Unknown raffle.'),
  v.maxLength(80, 'Unknown raffle.'),
);
export const RaffleParamsSchema = v.strictObject({ slug: RaffleSlugSchema });

export const RaffleSchema = v.object({
  slug: v.string(),
  title: v.string(),
  bannerImage: ImagePathSchema,
  description: CmsHtmlSchema,
  startDate: v.string(),
  endDate: v.string(),
  maintenance: v.boolean(),
  ended: v.boolean(),
});
export type Raffle = v.InferOutput<typeof RaffleSchema>;

export const SurveyIdSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{1,15}$/, 'Unknown survey.'),
);
export const SurveyParamsSchema = v.strictObject({ surveyId: SurveyIdSchema });

export const SurveySchema = v.object({
  surveyId: v.string(),
  title: v.string(),
  description: v.string(),
});
export type Survey = v.InferOutput<typeof SurveySchema>;

export const SurveyResponseRequestSchema = v.strictObject({
  grNumber: MembershipNumberSchema,
  firstName: nameSchema(50),
  lastName: nameSchema(50),
});
export type SurveyResponseRequest = v.InferOutput<typeof SurveyResponseRequestSchema>;
export const SurveyResponseResponseSchema = v.object({ success: v.literal(true) });
