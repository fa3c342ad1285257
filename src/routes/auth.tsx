import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { HandoffConfirmPage, HandoffInvalid } from '#src/features/handoff/handoff-confirm-page';

/**
 * Only the server trades the code (GET /auth), with a full page load. The app loaded at /auth with
 * a code means the browser came from elsewhere: the page asks first.
 */
export const Route = createFileRoute('/auth')({
  validateSearch: v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(256))) }),
  beforeLoad: ({ location }) => {
    if (window.location.pathname !== '/auth') window.location.replace(location.href);
  },
  head: () => ({ meta: [{ title: 'Sign in | Go Rewards' }] }),
  component: HandoffRoute,
});

function HandoffRoute() {
  const { token } = Route.useSearch();
  if (token) return <HandoffConfirmPage key={token} token={token} />;
  return (
    <div className="container">
      <HandoffInvalid />
    </div>
  );
}
