import { createFileRoute, Link } from '@tanstack/react-router';
import * as v from 'valibot';
import { ERRORS } from '#contract/errors';

/**
 * /auth?token=: the server exchanges the single-use handoff code for a session (GET /auth, never
 * the app). Reached by a navigation inside the app, this hands the request to the server with a
 * full page load, so client code never handles the code. If the app itself was loaded at /auth,
 * the server did not take the request, and the link is shown as no longer valid.
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
  return (
    <div className="container">
      <p role="alert">{ERRORS.HANDOFF_INVALID.message}</p>
      <p>
        <Link to="/login">Login</Link>
      </p>
    </div>
  );
}
