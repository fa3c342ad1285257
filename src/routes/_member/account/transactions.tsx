import { createFileRoute } from '@tanstack/react-router';
import * as transactionsCalls from '#contract/calls/transactions';
import { call } from '#src/lib/api';

/**
 * Apart from the list so a new filter or page does not ask again: kept for the session; a change
 * of session clears it with the router's cache (lib/session-change).
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
