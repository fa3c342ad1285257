import { createFileRoute } from '@tanstack/react-router';
import { SocialLoginPage } from '#src/features/auth/social-login-page';

/** Where a social sign-in provider sends the browser back (SOCIAL_CALLBACK_PATH). */
export const Route = createFileRoute('/social-login')({
  head: () => ({ meta: [{ title: 'Login | Go Rewards' }] }),
  component: SocialLoginRoute,
});

function SocialLoginRoute() {
  const { session } = Route.useRouteContext();
  return <SocialLoginPage session={session} />;
}
