import type { CodeSent } from '#contract/auth';
import type { ApiFailure } from '#contract/errors';
import type { MemberDetails } from '#contract/members';

/** Test helpers for machines: invoked calls fail the way the app makes them fail. */
export function failure(
  errorKey: string,
  message: string = errorKey,
  extra: Partial<ApiFailure> = {},
): ApiFailure {
  return { errorKey, message, title: 'Error', ...extra };
}

/** The app rejects invoked calls with the contract's ApiFailure, a plain object. */
export function rejectWith(value: ApiFailure): Promise<never> {
  // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- as the app does
  return Promise.reject(value);
}

/** A code sent by SMS, as the server answers it. */
export function codeSent(maskedTarget = '0917 *** 0001'): CodeSent {
  return {
    next: 'code',
    refCode: 'ref-code-0000000001',
    type: 1,
    maskedTarget,
    expiresInSeconds: 300,
  };
}

/** A member's details as the server answers them (demo member 2, before any change). */
export function memberFixture(overrides: Partial<MemberDetails> = {}): MemberDetails {
  return {
    id: 'b8d6f2a0-0000-4000-8000-000000000002',
    cardID: '8800123400000029',
    firstName: 'Juan',
    middleName: null,
    lastName: 'Dela Cruz',
    birthday: '1998-11-02',
    gender: 1,
    civilStatus: 1,
    nationality: 'Filipino',
    email: 'juan.delacruz@example.ph',
    isMailVerified: false,
    countryCode: 'PH',
    countryCodeNumber: '63',
    mobileNumber: '9170000002',
    mobilePhoneAlternate: null,
    address: null,
    country: 'PH',
    province: null,
    city: null,
    barangay: null,
    zipCode: null,
    provinceName: null,
    cityName: null,
    barangayName: null,
    region: null,
    vehicleOwner: 2,
    fuelType: 0,
    carNumber: 0,
    maxicareId: null,
    maxicareCardLast4Digits: null,
    image: null,
    ciamId: 'c1a7d2b0-0000-4000-8000-000000000002',
    buyingUnitInternalKey: null,
    smsSubscription: true,
    emailSubscription: false,
    discountsSubscription: false,
    exclusivesSubscription: false,
    creditScoringSubscription: false,
    ...overrides,
  };
}
