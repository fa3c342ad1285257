import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from '#contract/errors';
import { ApiError, errorDialogMessage, toApiFailure } from './api';

describe('errorDialogMessage', () => {
  const fromServer = new ApiError(
    404,
    'NOT_FOUND',
    'Sorry, this account cannot be found.',
    'Error',
    'none',
    {},
    undefined,
    true,
  );
  const network = new ApiError(0, 'NETWORK_ERROR', GENERIC_ERROR_MESSAGE);
  const timeout = new ApiError(0, 'TIMEOUT', TIMEOUT_ERROR_MESSAGE);

  it('prefers the server message over a custom error', () => {
    expect(errorDialogMessage(fromServer, 'Custom')).toBe('Sorry, this account cannot be found.');
  });

  it('uses the custom error when the server said nothing', () => {
    expect(errorDialogMessage(network, 'Could not load the page.')).toBe(
      'Could not load the page.',
    );
  });

  it('falls back to the generic message', () => {
    expect(errorDialogMessage(network)).toBe(
      'Oops! Something went wrong. Please try again in a few minutes.',
    );
  });

  it('keeps the timeout message, which asks to check the connection', () => {
    expect(errorDialogMessage(timeout, 'Custom')).toBe(TIMEOUT_ERROR_MESSAGE);
  });
});

describe('toApiFailure', () => {
  it('keeps the server message, the key and the tries left of an envelope', () => {
    const failure = toApiFailure(
      new ApiError(
        401,
        'INVALID_CREDENTIALS',
        'Please enter the correct passcode.',
        'Error',
        'none',
        {},
        undefined,
        true,
        2,
      ),
    );
    expect(failure).toEqual({
      errorKey: 'INVALID_CREDENTIALS',
      message: 'Please enter the correct passcode.',
      title: 'Error',
      attemptsRemaining: 2,
    });
  });

  it('shows the generic message for failures that did not come from the server', () => {
    const failure = toApiFailure(new TypeError('Failed to fetch'));
    expect(failure.errorKey).toBe('NETWORK_ERROR');
    expect(failure.message).toBe('Oops! Something went wrong. Please try again in a few minutes.');
  });
});
