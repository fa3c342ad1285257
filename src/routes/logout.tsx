import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '../features/session/logout-page';

export const Route = createFileRoute('/logout')({
  head: () => ({ meta: [{ title: 'Logging out | Go Rewards' }] }),
  component: LogoutRoute,
});

function LogoutRoute() {
  const { session } = Route.useRouteContext();
  return <LogoutPage session={session} />;
}
