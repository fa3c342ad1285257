import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { HandoffConfirmPage, HandoffInvalid } from '../features/handoff/handoff-confirm-page';

/**
 * /auth?token=: the server trades the single-use handoff code for a session (GET /auth) when the
 * browser comes from one of the portal's own pages. Reached by a navigation inside the app, this
 * hands the request to the server with a full page load, so client code never trades the code.
 * If the app itself was loaded at /auth with a code, the browser came from elsewhere and the
 * server completed nothing (issue 18, item 3): the page names the account and asks first.
 * Without a code, the link is shown as no longer valid.
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
