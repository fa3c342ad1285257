import type { CodeSent } from '#contract/auth';
import type { OneTimeCodeInput } from '../one-time-code/one-time-code.machine';

/** The one-time-code step's input from the challenge a flow was sent and the member's number. */
export function codeStepInput(
  challenge: CodeSent | null,
  number: Pick<OneTimeCodeInput, 'countryCode' | 'mobile' | 'autoSubmit'>,
): OneTimeCodeInput {
  if (!challenge) throw new Error('the code step needs a challenge');
  const { refCode, type, maskedTarget, expiresInSeconds } = challenge;
  return { refCode, type, maskedTarget, expiresInSeconds, ...number };
}
