import { ApiError } from './api';

/** For tests: a wrong passcode as the server answers it, its own message and two tries left. */
export const wrongPasscodeError = () =>
  new ApiError(
    {
      errorKey: 'INVALID_CREDENTIALS',
      message: 'Please enter the correct passcode.',
      title: 'Error',
      attemptsRemaining: 2,
    },
    401,
  );
