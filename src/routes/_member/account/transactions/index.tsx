import { createFileRoute, getRouteApi, useRouterState } from '@tanstack/react-router';
import type * as v from 'valibot';
import { ownSearchDeps } from '#src/lib/page-href';
import * as transactionsCalls from '#contract/calls/transactions';
import { call, endpointHref, toApiError } from '#src/lib/api';
import { TransactionsPage } from '#src/features/account/transactions-page';
import {
  filtersQuery,
  transactionsQuery,
  TransactionsSearchSchema,
} from '#src/features/account/transactions-search';

const storesApi = getRouteApi('/_member/account/transactions');

export const Route = createFileRoute('/_member/account/transactions/')({
  validateSearch: TransactionsSearchSchema,
  loaderDeps:
    ownSearchDeps<v.InferOutput<typeof TransactionsSearchSchema>>(TransactionsSearchSchema),
  loader: async ({ deps, context }) => {
    try {
      return await call(transactionsCalls.getTransactions, { query: transactionsQuery(deps) });
    } catch (error) {
      const apiError = toApiError(error);
      // The session ended on the server: the session actor was told (lib/api) and takes the
      // member to login; the route's error view stands in until then.
      if (apiError.status === 401) throw apiError;
      // docs/specification.md#errors: a failed load shows the global error and clears loading.
      context.dialog.send({
        type: 'error.show',
        message: apiError.message,
        action: apiError.action,
      });
      return null;
    }
  },
  head: () => ({ meta: [{ title: 'Transactions | Go Rewards' }] }),
  component: TransactionsRoute,
});

function TransactionsRoute() {
  const search = Route.useSearch();
  const result = Route.useLoaderData();
  const stores = storesApi.useLoaderData();
  const navigate = Route.useNavigate();
  const loading = useRouterState({ select: (state) => state.isLoading });
  return (
    <TransactionsPage
      search={search}
      result={result}
      stores={stores}
      csvHref={endpointHref(transactionsCalls.downloadTransactions, filtersQuery(search))}
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
