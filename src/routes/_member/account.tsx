import { createFileRoute } from '@tanstack/react-router';
import { AccountHome } from '../../features/account/account-home';

export const Route = createFileRoute('/_member/account')({
  head: () => ({ meta: [{ title: 'My Account | Go Rewards' }] }),
  component: AccountRoute,
});

function AccountRoute() {
  const { session } = Route.useRouteContext();
  return <AccountHome session={session} />;
}
