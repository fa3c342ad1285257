import { ApiError } from '../../src/lib/api';

/** The server's envelope for a wrong passcode with two tries left, as the client raises it. */
export const wrongPasscodeError = () =>
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
  );
