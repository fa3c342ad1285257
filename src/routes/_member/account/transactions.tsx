import { createFileRoute, useRouterState } from '@tanstack/react-router';
import * as membersCalls from '#contract/calls/members';
import { call, errorDialogMessage, toApiError } from '#src/lib/api';
import { memberCache } from '#src/lib/member-cache';
import { TransactionsPage } from '#src/features/account/transactions-page';
import {
  transactionsQuery,
  TransactionsSearchSchema,
} from '#src/features/account/transactions-search';

/**
 * Stores change rarely: one list per visit, kept in a member cache, which a change of session
 * drops (the next member never sees this member's stores).
 */
const stores = memberCache<string[]>();

export const Route = createFileRoute('/_member/account/transactions')({
  validateSearch: TransactionsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ deps, context }) => {
    // A list that cannot load leaves the filter with no stores; the page still works.
    const storesPending = stores
      .get(async () => (await call(membersCalls.getTransactionStores)).data)
      .catch((): string[] => []);
    try {
      const [result, storeNames] = await Promise.all([
        call(membersCalls.getTransactions, { query: transactionsQuery(deps) }),
        storesPending,
      ]);
      return { result, stores: storeNames };
    } catch (error) {
      const apiError = toApiError(error);
      // The session ended on the server: the session actor was told (lib/api) and takes the
      // member to login; the route's error view stands in until then.
      if (apiError.status === 401) throw apiError;
      // Specification 000, section 8: a failed load shows the global error and clears loading.
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
