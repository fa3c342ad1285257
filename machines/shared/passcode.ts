import { ERRORS } from '#contract/errors';
import { PASSCODE_LENGTH } from '#contract/fields';
import { onlyDigits } from './digits';

export { PASSCODE_LENGTH };
export const MISMATCH_MESSAGE = ERRORS.PASSCODE_MISMATCH.message;

export const isFullPasscode = (passcode: string): boolean => passcode.length === PASSCODE_LENGTH;

export const passcodeDigits = (value: string): string => onlyDigits(value, PASSCODE_LENGTH);

/** Both passcodes are complete and differ ('New Passcode Mismatch'). */
export const isMismatch = (passcode: string, confirm: string): boolean =>
  isFullPasscode(passcode) && isFullPasscode(confirm) && passcode !== confirm;
