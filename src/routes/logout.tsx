import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LogoutPage } from '#src/features/session/logout-page';

/**
 * /logout logs out at once; /logout?confirm=1, where the server sends a page load that came from
 * another site, asks "Log out?" first.
 */
export const Route = createFileRoute('/logout')({
  // The router reads `?confirm=1` as the number 1; any value asks.
  validateSearch: v.object({
    confirm: v.optional(v.union([v.number(), v.boolean(), v.pipe(v.string(), v.maxLength(8))])),
  }),
  head: () => ({ meta: [{ title: 'Logging out | Go Rewards' }] }),
  component: LogoutRoute,
});

function LogoutRoute() {
  const { session } = Route.useRouteContext();
  const { confirm } = Route.useSearch();
  return <LogoutPage session={session} confirm={confirm !== undefined} />;
}
