import { createFileRoute, useRouter } from '@tanstack/react-router';
import * as spendingCalls from '#contract/calls/spending';
import { SpendingPage } from '#src/features/account/spending-page';
import { call } from '#src/lib/api';

/** My spending (docs/decisions/0064-my-spending-window.md): its own call, so the account's other pages never wait for it. */
export const Route = createFileRoute('/_member/account/spending')({
  loader: () =>
    call(spendingCalls.getSpending).then(
      (answer) => answer.data,
      () => null,
    ),
  head: () => ({ meta: [{ title: 'My Spending | Go Rewards' }] }),
  component: SpendingRoute,
});

function SpendingRoute() {
  const router = useRouter();
  return (
    <SpendingPage
      spending={Route.useLoaderData()}
      onRetry={() => {
        void router.invalidate({ filter: (match) => match.routeId === Route.id });
      }}
    />
  );
}
