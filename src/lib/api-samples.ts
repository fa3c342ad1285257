import { ApiError } from './api';

/** For tests: a wrong passcode as the server answers it, its own message and two tries left. */
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
