import * as accountDeletionCalls from '#contract/calls/account-deletion';
import * as passcodeChangeCalls from '#contract/calls/passcode-change';
import { verifiedActionMachine } from '#machines/verified-action/verified-action.machine';
import { apiActor } from '#src/lib/api';
import { oneTimeCodeFlow } from './auth.actors';

/**
 * The verified actions of the account area, each with its own two calls; the server ends every
 * session of the member once the action is done, and `endSession` forgets it here and leaves.
 */

/** Change passcode (Security and preferences). */
export function changePasscodeFlow(endSession: () => void) {
  return verifiedActionMachine.provide({
    actors: {
      requestCode: apiActor(passcodeChangeCalls.requestPasscodeChange, (input) => ({
        body: {
          oldPasscode: input.passcode,
          newPasscode: input.newPasscode,
          confirmPasscode: input.confirmPasscode,
        },
      })),
      perform: apiActor(
        passcodeChangeCalls.changePasscode,
        (input) => ({
          body: {
            oldPasscode: input.passcode,
            newPasscode: input.newPasscode,
            confirmPasscode: input.confirmPasscode,
            refCode: input.refCode,
            member_token: input.member_token,
          },
        }),
        () => ({}),
      ),
      oneTimeCode: oneTimeCodeFlow,
    },
    actions: { endSession },
  });
}

/** Delete my account (Settings): its answer is the date of the deletion. */
export function accountDeletionFlow(endSession: () => void) {
  return verifiedActionMachine.provide({
    actors: {
      requestCode: apiActor(accountDeletionCalls.requestDeletionCode, (input) => ({
        body: { passcode: input.passcode },
      })),
      perform: apiActor(accountDeletionCalls.scheduleDeletion, (input) => ({
        body: {
          passcode: input.passcode,
          refCode: input.refCode,
          member_token: input.member_token,
        },
      })),
      oneTimeCode: oneTimeCodeFlow,
    },
    actions: { endSession },
  });
}
