import { describe, expect, it } from 'vitest';
import { errorKeyIn, failureOf, hasErrorKey, hasFieldErrors } from './failure';

const refused = {
  errorKey: 'CAPTCHA_INVALID',
  message: 'Please complete the captcha again.',
  title: 'Error',
};

describe('a failed call as a machine reads it', () => {
  it('keeps a failure in the contract shape, and gives anything else the generic message', () => {
    expect(failureOf({ event: { error: refused } })).toEqual(refused);
    expect(failureOf({ event: { error: new Error('a bug in an actor') } })).toEqual({
      errorKey: 'UNKNOWN',
      message: 'Oops! Something went wrong. Please try again in a few minutes.',
      title: 'Error',
    });
  });

  it('matches a failure with any one of several error keys', () => {
    const keys = ['ACCOUNT_LOCKED', 'CAPTCHA_INVALID'] as const;
    expect(errorKeyIn(keys)(undefined, refused)).toBe(true);
    expect(hasErrorKey(undefined, { failure: refused, keys })).toBe(true);
    expect(hasErrorKey(undefined, { failure: refused, keys: ['ACCOUNT_LOCKED'] })).toBe(false);
  });

  it('reads field errors only where the failure names a field', () => {
    expect(hasFieldErrors(undefined, { ...refused, fields: { recaptcha: refused.message } })).toBe(
      true,
    );
    expect(hasFieldErrors(undefined, { ...refused, fields: {} })).toBe(false);
    expect(hasFieldErrors(undefined, refused)).toBe(false);
  });
});
