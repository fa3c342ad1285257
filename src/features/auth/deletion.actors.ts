import * as accountDeletionCalls from '#contract/calls/account-deletion';
import { accountDeletionMachine } from '#machines/account-deletion/account-deletion.machine';
import { keepAccountMachine } from '#machines/keep-account/keep-account.machine';
import { apiActor } from '#src/lib/api-actor';
import { oneTimeCodeFlow } from './auth.actors';

/** Delete my account (Settings); `endSession` forgets the ended session and leaves. */
export function accountDeletionFlow(endSession: () => void) {
  return accountDeletionMachine.provide({
    actors: {
      requestCode: apiActor(accountDeletionCalls.requestDeletionCode),
      // The server ends every session of the member.
      scheduleDeletion: apiActor(accountDeletionCalls.scheduleDeletion),
      oneTimeCode: oneTimeCodeFlow,
    },
    actions: { endSession },
  });
}

/** Keep my account, after a sign-in during the grace period; `accountKept` opens the account. */
export function keepAccountFlow(accountKept: () => void) {
  return keepAccountMachine.provide({
    actors: {
      keepAccount: apiActor(
        accountDeletionCalls.keepAccount,
        () => ({ body: {} }),
        () => undefined,
      ),
    },
    actions: { accountKept },
  });
}
