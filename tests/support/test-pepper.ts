/** A pepper for tests only; production reads PASSCODE_PEPPER from the environment. */
export const TEST_PEPPER = 'test-pepper-not-a-secret-0123456789abcdef';
