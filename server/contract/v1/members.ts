import * as v from 'valibot';
import { nameTextSchema, PasscodeSchema, textSchema } from './fields';
import { CountrySchema, NationalitySchema, PH_COUNTRY_CODE } from './reference';
import { verifiedActionRequestSchema } from './auth';

export const MemberDetailsSchema = v.object({
  id: v.string(),
  cardID: v.string(),
  firstName: v.string(),
  middleName: v.nullable(v.string()),
  lastName: v.string(),
  birthday: v.nullable(v.string()),
  gender: v.nullable(v.number()),
  civilStatus: v.nullable(v.number()),
  nationality: v.nullable(v.string()),
  email: v.nullable(v.string()),
  isMailVerified: v.boolean(),
  countryCode: v.string(),
  countryCodeNumber: v.string(),
  mobileNumber: v.string(),
  mobilePhoneAlternate: v.nullable(v.string()),
  address: v.nullable(v.string()),
  country: v.nullable(v.string()),
  province: v.nullable(v.string()),
  city: v.nullable(v.string()),
  barangay: v.nullable(v.string()),
  zipCode: v.nullable(v.string()),
  provinceName: v.nullable(v.string()),
  cityName: v.nullable(v.string()),
  barangayName: v.nullable(v.string()),
  region: v.nullable(v.string()),
  vehicleOwner: v.nullable(v.number()),
  fuelType: v.number(),
  carNumber: v.number(),
  maxicareId: v.nullable(v.string()),
  maxicareCardLast4Digits: v.nullable(v.string()),
  image: v.nullable(v.string()),
  ciamId: v.string(),
  buyingUnitInternalKey: v.nullable(v.string()),
  smsSubscription: v.boolean(),
  emailSubscription: v.boolean(),
  discountsSubscription: v.boolean(),
  exclusivesSubscription: v.boolean(),
  creditScoringSubscription: v.boolean(),
});
export type MemberDetails = v.InferOutput<typeof MemberDetailsSchema>;

export const MemberCardSchema = v.object({
  cardNumber: v.pipe(v.string(), v.regex(/^8[0-9]{15}$/)),
  productLabel: v.string(),
  type: v.string(),
  applicationDate: v.string(),
  balance: v.number(),
});
export type MemberCard = v.InferOutput<typeof MemberCardSchema>;

export const REQUIRED_MESSAGE = 'This field is required.';
export const ZIP_MESSAGE = 'Must contain 4 digits';
export const ZIP_RANGE_MESSAGE = 'Enter a zip code from 0400 to 9811.';
export const ADDRESS_MESSAGE = 'Please provide complete address';
export const EMAIL_MESSAGE = 'Please enter a valid email address.';
export const FUEL_TYPE_MESSAGE = 'Please choose a fuel type.';
export const CAR_NUMBER_MESSAGE = 'Enter how many cars you own.';
export const LOCATION_MESSAGE = 'Please choose from the list.';
export const ALTERNATE_MOBILE_MESSAGE = 'Digits only, up to 15.';
export const MAXICARE_ID_MESSAGE = 'Up to 10 letters and numbers.';

export const ZIP_MIN = 400;
export const ZIP_MAX = 9811;
export function isZipInRange(zipCode: string): boolean {
  const value = Number(zipCode);
  return /^[0-9]{4}$/.test(zipCode) && value >= ZIP_MIN && value <= ZIP_MAX;
}

export const PSGC_CODE_PATTERN = /^[0-9]{10}$/;

export const EmailSchema = v.pipe(
  textSchema({ type: EMAIL_MESSAGE, invalid: EMAIL_MESSAGE }),
  v.trim(),
  v.maxLength(255, EMAIL_MESSAGE),
  v.email(EMAIL_MESSAGE),
);

export const PersonalSectionSchema = v.strictObject({
  section: v.literal('personal'),
  civilStatus: v.picklist([1, 2, 3, 4], REQUIRED_MESSAGE),
  gender: v.picklist([1, 2], REQUIRED_MESSAGE),
  nationality: NationalitySchema,
});

export const ContactSectionSchema = v.strictObject({
  section: v.literal('contact'),
  mobilePhoneAlternate: v.pipe(
    v.string(ALTERNATE_MOBILE_MESSAGE),
    v.regex(/^[0-9]{0,15}$/, ALTERNATE_MOBILE_MESSAGE),
  ),
  email: v.nullable(EmailSchema),
});

const PlaceCodeSchema = v.pipe(
  textSchema({ type: REQUIRED_MESSAGE, invalid: LOCATION_MESSAGE }),
  v.maxLength(10, LOCATION_MESSAGE),
);
const AddressFieldsSchema = v.strictObject({
  section: v.literal('address'),
  country: CountrySchema,
  province: PlaceCodeSchema,
  city: PlaceCodeSchema,
  barangay: PlaceCodeSchema,
  zipCode: v.pipe(
    textSchema({ type: ZIP_MESSAGE, invalid: ZIP_MESSAGE }),
    v.maxLength(10, ZIP_MESSAGE),
  ),
  address: v.pipe(
    nameTextSchema({ type: ADDRESS_MESSAGE, invalid: ADDRESS_MESSAGE }),
    v.trim(),
    v.maxLength(250, 'Use at most 250 characters.'),
  ),
});

type AddressFields = v.InferOutput<typeof AddressFieldsSchema>;
type Place = 'province' | 'city' | 'barangay';

function phPlaceChecks(place: Place) {
  const check = (message: string, isValid: (code: string) => boolean) =>
    v.forward(
      v.partialCheck<
        AddressFields,
        [['country'], [Place]],
        Pick<AddressFields, 'country' | Place>,
        string
      >(
        [['country'], [place]],
        (input) => input.country !== PH_COUNTRY_CODE || isValid(input[place]),
        message,
      ),
      [place],
    );
  return [
    check(REQUIRED_MESSAGE, (code) => code !== ''),
    check(LOCATION_MESSAGE, (code) => code === '' || PSGC_CODE_PATTERN.test(code)),
  ] as const;
}

export const AddressSectionSchema = v.pipe(
  AddressFieldsSchema,
  ...phPlaceChecks('province'),
  ...phPlaceChecks('city'),
  ...phPlaceChecks('barangay'),
  v.forward(
    v.partialCheck(
      [['country'], ['zipCode']],
      (input) => input.country !== PH_COUNTRY_CODE || /^[0-9]{4}$/.test(input.zipCode),
      ZIP_MESSAGE,
    ),
    ['zipCode'],
  ),
  v.forward(
    v.partialCheck(
      [['country'], ['zipCode']],
      (input) =>
        input.country !== PH_COUNTRY_CODE ||
        !/^[0-9]{4}$/.test(input.zipCode) ||
        isZipInRange(input.zipCode),
      ZIP_RANGE_MESSAGE,
    ),
    ['zipCode'],
  ),
  v.forward(
    v.partialCheck([['address']], (input) => input.address.length > 3, ADDRESS_MESSAGE),
    ['address'],
  ),
);

export const CarSectionSchema = v.pipe(
  v.strictObject({
    section: v.literal('car'),
    vehicleOwner: v.picklist([1, 2], REQUIRED_MESSAGE),
    fuelType: v.picklist([0, 1, 2], FUEL_TYPE_MESSAGE),
    carNumber: v.pipe(
      v.number(CAR_NUMBER_MESSAGE),
      v.integer(CAR_NUMBER_MESSAGE),
      v.minValue(0, CAR_NUMBER_MESSAGE),
      v.maxValue(99, 'Enter at most 2 digits.'),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['vehicleOwner'], ['fuelType']],
      (input) => input.vehicleOwner !== 1 || input.fuelType !== 0,
      FUEL_TYPE_MESSAGE,
    ),
    ['fuelType'],
  ),
  v.forward(
    v.partialCheck(
      [['vehicleOwner'], ['carNumber']],
      (input) => input.vehicleOwner !== 1 || input.carNumber >= 1,
      CAR_NUMBER_MESSAGE,
    ),
    ['carNumber'],
  ),
);

export const MaxicareSectionSchema = v.strictObject({
  section: v.literal('maxicare'),
  maxicareId: v.pipe(
    v.string(REQUIRED_MESSAGE),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.regex(/^[A-Za-z0-9]{1,10}$/, MAXICARE_ID_MESSAGE),
  ),
  maxicareCardLast4Digits: v.pipe(v.string(ZIP_MESSAGE), v.regex(/^[0-9]{4}$/, ZIP_MESSAGE)),
});

export const ProfileUpdateRequestSchema = v.variant('section', [
  PersonalSectionSchema,
  ContactSectionSchema,
  AddressSectionSchema,
  CarSectionSchema,
  MaxicareSectionSchema,
]);
export type ProfileUpdateRequest = v.InferOutput<typeof ProfileUpdateRequestSchema>;
export type ProfileSection = ProfileUpdateRequest['section'];

export const PreferencesRequestSchema = v.strictObject({
  smsSubscription: v.boolean(),
  emailSubscription: v.boolean(),
  discountsSubscription: v.boolean(),
  exclusivesSubscription: v.boolean(),
  creditScoringSubscription: v.boolean(),
});
export type PreferencesRequest = v.InferOutput<typeof PreferencesRequestSchema>;

export const PasscodeChangeChallengeRequestSchema = v.strictObject({
  oldPasscode: PasscodeSchema,
  newPasscode: PasscodeSchema,
  confirmPasscode: PasscodeSchema,
});
export type PasscodeChangeChallengeRequest = v.InferOutput<
  typeof PasscodeChangeChallengeRequestSchema
>;

export const PasscodeChangeRequestSchema = verifiedActionRequestSchema(
  PasscodeChangeChallengeRequestSchema,
);
export type PasscodeChangeRequest = v.InferOutput<typeof PasscodeChangeRequestSchema>;
