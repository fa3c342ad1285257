import type { CodeSent } from '#contract/auth';
import type { Claim, ClaimResponse } from '#contract/claims';
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

/**
 * The messages of docs/decisions/0067-missing-points-claims.md, written out once for the claim
 * suites: never read from the contract the code under test uses.
 */
export const CLAIM_MESSAGES = {
  checkFields: 'Please check required fields.',
  store: 'Enter the store where you made the purchase.',
  purchaseDate: 'Enter the day of the purchase.',
  amount: 'Enter the amount paid, like 1250.50.',
  amountRange: 'Enter an amount from ₱1.00 to ₱1,000,000.00.',
  receipt: 'Enter the receipt number as printed: 4 to 30 letters, digits, dashes or slashes.',
  tooOld: 'Report a purchase made within the last 30 days.',
  inFuture: 'The purchase date cannot be in the future.',
  duplicate: 'This receipt has already been reported.',
  tooMany: 'You have 5 claims still open. You can report another once one of them is settled.',
} as const;

/** A claim as the server answers it: received on 4 December 2026. */
export function claimFixture(overrides: Partial<Claim> = {}): Claim {
  return {
    id: '582dfd15-4a62-415a-9b0a-aea0475a28ae',
    reference: 'MP-582DFD15',
    storeName: 'Suki Grocer - Manila Bay',
    purchaseDate: '2026-12-01',
    amount: 1520.75,
    receiptNumber: 'OR-2026-0001',
    status: 'Received',
    points: null,
    note: null,
    transactionId: null,
    createdAt: '2026-12-04T10:00:00+08:00',
    updatedAt: '2026-12-04T10:00:00+08:00',
    ...overrides,
  };
}

/** The answer to a claim sent: the claim and where its receipt went. */
export const claimAnswer = (receipt: ClaimResponse['receipt']): ClaimResponse => ({
  data: claimFixture(),
  receipt,
});
