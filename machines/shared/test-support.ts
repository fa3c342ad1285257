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
