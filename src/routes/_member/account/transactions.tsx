import { createFileRoute } from '@tanstack/react-router';
import * as transactionsCalls from '#contract/calls/transactions';
import { call } from '#src/lib/api';

/**
 * The member's stores for the Store filter, apart from the list so a new filter or page does not
 * ask again: kept for the session (never stale, never collected); a change of session clears it
 * with the rest of the router's cache (lib/session-change), so the next member never sees them.
 */
export const Route = createFileRoute('/_member/account/transactions')({
  staleTime: Infinity,
  gcTime: Infinity,
  // A list that cannot load leaves the filter with no stores; the page still works.
  loader: () =>
    call(transactionsCalls.getTransactionStores).then(
      (answer) => answer.data,
      (): string[] => [],
    ),
});
