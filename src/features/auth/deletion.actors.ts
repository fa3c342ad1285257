import * as accountDeletionCalls from '#contract/calls/account-deletion';
import { keepAccountMachine } from '#machines/keep-account/keep-account.machine';
import { apiActor } from '#src/lib/api';

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
