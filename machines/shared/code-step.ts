import type { CodeSent } from '#contract/auth';
import { oneTimeCodeMachine, type OneTimeCodeInput } from '../one-time-code/one-time-code.machine';
import { stubActor } from './stubs';

/**
 * The actors of a flow that sends a one-time code and then runs the code step: `requestCode`,
 * which the app provides, and the one-time-code machine as the step itself.
 */
export function codeStepActors<TSent, TRequest>() {
  return {
    requestCode: stubActor<TSent, TRequest>('requestCode'),
    oneTimeCode: oneTimeCodeMachine,
  };
}

/** The challenge a flow was sent: read only in the states that a sent challenge leads to. */
export function sentChallenge(challenge: CodeSent | null): CodeSent {
  if (!challenge) throw new Error('the code step needs a challenge');
  return challenge;
}

/** The one-time-code step's input from the challenge a flow was sent and the member's number. */
export function codeStepInput(
  challenge: CodeSent | null,
  number: Pick<OneTimeCodeInput, 'countryCode' | 'mobile' | 'autoSubmit'>,
): OneTimeCodeInput {
  const { refCode, type, maskedTarget, expiresInSeconds } = sentChallenge(challenge);
  return { refCode, type, maskedTarget, expiresInSeconds, ...number };
}

/** What the code step reads from the flow that sent the code (an email code has no number). */
export interface CodeStepContext {
  challenge: CodeSent | null;
  countryCode?: string;
  mobile?: string;
}

/**
 * The code step of every flow that sends a one-time code (docs/specification.md#one-time-codes):
 * the one-time-code child, started with the challenge the flow was sent and the member's number.
 * `autoSubmit`: the sixth digit submits (the account flows). `onDone` says where a verified code,
 * and a fifth wrong one, lead in this flow.
 */
export function codeStep<const TDone>(autoSubmit: boolean, onDone: TDone) {
  return {
    id: 'oneTimeCode',
    src: 'oneTimeCode',
    input: ({ context }: { context: CodeStepContext }) =>
      codeStepInput(context.challenge, {
        countryCode: context.countryCode ?? 'PH',
        mobile: context.mobile ?? '',
        autoSubmit,
      }),
    onDone,
  } as const;
}
