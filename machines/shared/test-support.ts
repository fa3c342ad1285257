import type { CodeSent } from '#contract/auth';
import type { ApiFailure } from '#contract/errors';

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
