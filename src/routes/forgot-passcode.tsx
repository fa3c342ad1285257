import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasscodePage } from '../features/auth/forgot-passcode-page';
import { loadClientConfig } from '../lib/reference-data';

export const Route = createFileRoute('/forgot-passcode')({
  loader: () => loadClientConfig(),
  head: () => ({ meta: [{ title: 'Forgot Passcode | Go Rewards' }] }),
  component: ForgotPasscodeRoute,
});

function ForgotPasscodeRoute() {
  return <ForgotPasscodePage config={Route.useLoaderData()} />;
}
