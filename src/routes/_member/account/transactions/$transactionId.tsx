import { createFileRoute, notFound, useRouter } from '@tanstack/react-router';
import * as transactionsCalls from '#contract/calls/transactions';
import type { TransactionDetail } from '#contract/transactions';
import {
  TransactionDetailPage,
  TransactionNotFound,
} from '#src/features/account/transaction-detail';
import { call, toApiError } from '#src/lib/api';

/** A transaction's own page (docs/decisions/0065-transaction-detail.md). */
export const Route = createFileRoute('/_member/account/transactions/$transactionId')({
  loader: async ({ params }): Promise<TransactionDetail | null> => {
    try {
      const answer = await call(transactionsCalls.getTransaction, {
        params: { transactionId: params.transactionId },
      });
      return answer.data;
    } catch (error) {
      const apiError = toApiError(error);
      // The session ended: the session actor takes the member to login (lib/api).
      if (apiError.status === 401) throw apiError;
      // Not the member's, not a transaction number, or none: the same page for all three.
      if (apiError.status === 404 || apiError.status === 400) throw notFound();
      return null;
    }
  },
  head: ({ loaderData }) => ({
    meta: [{ title: `${loaderData?.storeName ?? 'Transaction'} | Go Rewards` }],
  }),
  notFoundComponent: TransactionNotFound,
  component: TransactionRoute,
});

function TransactionRoute() {
  const router = useRouter();
  return (
    <TransactionDetailPage
      transaction={Route.useLoaderData()}
      onRetry={() => {
        void router.invalidate({ filter: (match) => match.routeId === Route.id });
      }}
    />
  );
}
