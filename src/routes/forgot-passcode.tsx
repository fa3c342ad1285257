import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasscodePage } from '#src/features/auth/forgot-passcode-page';
import { loadClientConfig } from '#src/lib/reference-data';

export const Route = createFileRoute('/forgot-passcode')({
  loader: () => loadClientConfig(),
  head: () => ({ meta: [{ title: 'Forgot Passcode | Go Rewards' }] }),
  component: ForgotPasscodeRoute,
});

function ForgotPasscodeRoute() {
  return <ForgotPasscodePage config={Route.useLoaderData()} />;
}
