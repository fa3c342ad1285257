import * as v from 'valibot';

/** Member details (specification 000, section 3). Never the passcode or its hash. */
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

/** Member card: applicationDate, type, balance (plus the membership number and product label). */
export const MemberCardSchema = v.object({
  cardNumber: v.pipe(v.string(), v.regex(/^8[0-9]{15}$/)),
  productLabel: v.string(),
  type: v.string(),
  applicationDate: v.string(),
  balance: v.number(),
});
export type MemberCard = v.InferOutput<typeof MemberCardSchema>;
