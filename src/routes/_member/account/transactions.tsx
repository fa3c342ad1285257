import { createFileRoute, useRouterState } from '@tanstack/react-router';
import * as membersCalls from '#contract/calls/members';
import { call, errorDialogMessage, toApiError } from '../../../lib/api';
import { TransactionsPage } from '../../../features/account/transactions-page';
import {
  transactionsQuery,
  TransactionsSearchSchema,
} from '../../../features/account/transactions-search';

/** Stores change rarely: one list per visit to the page. */
let storesPending: Promise<string[]> | null = null;

export const Route = createFileRoute('/_member/account/transactions')({
  validateSearch: TransactionsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context }) => {
    storesPending ??= call(membersCalls.getTransactionStores).then(
      (answer) => answer.data,
      () => {
        storesPending = null;
        return [];
      },
    );
    try {
      const [result, stores] = await Promise.all([
        call(membersCalls.getTransactions, { query: transactionsQuery(deps) }),
        storesPending,
      ]);
      return { result, stores };
    } catch (error) {
      // Specification 000, section 8: a failed load shows the global error and clears loading.
      const apiError = toApiError(error);
      context.dialog.send({
        type: 'error.show',
        message: errorDialogMessage(apiError),
        action: apiError.action,
      });
      return { result: null, stores: await storesPending };
    }
  },
  head: () => ({ meta: [{ title: 'Transactions | Go Rewards' }] }),
  component: TransactionsRoute,
});

function TransactionsRoute() {
  const search = Route.useSearch();
  const { result, stores } = Route.useLoaderData();
  const navigate = Route.useNavigate();
  const loading = useRouterState({ select: (state) => state.isLoading });
  return (
    <TransactionsPage
      search={search}
      result={result}
      stores={stores}
      loading={loading}
      onFilter={(next) => {
        void navigate({ search: (previous) => ({ ...previous, ...next, page: undefined }) });
      }}
      onPage={(page) => {
        void navigate({ search: (previous) => ({ ...previous, page }) });
      }}
    />
  );
}
