import { createFileRoute, redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import { LoginPage } from '#src/features/auth/login-page';
import { loadClientConfig } from '#src/lib/reference-data';
import { LoginSearchSchema, redirectTargetFrom } from '#src/lib/redirect';

export const Route = createFileRoute('/login')({
  validateSearch: LoginSearchSchema,
  beforeLoad: async ({ context, search }) => {
    const [snapshot, config] = await Promise.all([
      waitFor(context.session, (state) => !state.hasTag('pending')),
      loadClientConfig(),
    ]);
    const redirectTarget = redirectTargetFrom(search, config.redirectHosts);
    // A member who is already signed in goes straight on.
    if (snapshot.matches('authenticated') && redirectTarget?.startsWith('/') !== false) {
      throw redirect({ href: redirectTarget ?? '/account' });
    }
    return { config, redirectTarget };
  },
  head: () => ({ meta: [{ title: 'Login | Go Rewards' }] }),
  component: LoginRoute,
});

function LoginRoute() {
  const { session, config, redirectTarget } = Route.useRouteContext();
  const search = Route.useSearch();
  return (
    <LoginPage
      session={session}
      config={config}
      redirectTarget={redirectTarget}
      extUrl={redirectTargetFrom({ url: search.ext_url }, config.redirectHosts)}
      handoffInvalid={search.handoff === 'invalid'}
    />
  );
}
