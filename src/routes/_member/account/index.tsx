import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { Dashboard } from '#src/features/account/dashboard';
import { loadRecentTransactions } from '#src/features/account/account-data';

const account = getRouteApi('/_member/account');

export const Route = createFileRoute('/_member/account/')({
  loader: async () => {
    try {
      return { recent: (await loadRecentTransactions()).data };
    } catch {
      return { recent: null };
    }
  },
  head: () => ({ meta: [{ title: 'My Account | Go Rewards' }] }),
  component: DashboardRoute,
});

function DashboardRoute() {
  const { member, card } = account.useLoaderData();
  const { recent } = Route.useLoaderData();
  return <Dashboard member={member} card={card} recent={recent} />;
}
