import { createRootRouteWithContext, HeadContent } from '@tanstack/react-router';
import { LoadingPlaceholder } from '../components/feedback/loading-placeholder';
import { NotFound } from '../components/feedback/not-found';
import { LoginOverlay } from '../features/auth/login-overlay';
import { AppShell } from '../features/shell/app-shell';
import { loadShellData } from '../features/shell/shell-data';
import type { RouterContext } from '../router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: loadShellData,
  staleTime: Infinity,
  shouldReload: false,
  head: () => ({ meta: [{ title: 'Go Rewards' }] }),
  component: RootLayout,
  notFoundComponent: NotFound,
  // Shown if the settings take longer than the router's pending delay (1 s) on a slow network.
  pendingComponent: () => <LoadingPlaceholder variant="line" count={4} />,
});

function RootLayout() {
  const data = Route.useLoaderData();
  const { dialog, session, loginDialog } = Route.useRouteContext();
  return (
    <>
      <HeadContent />
      <AppShell
        data={data}
        dialog={dialog}
        session={session}
        loginDialog={loginDialog}
        overlay={<LoginOverlay dialog={loginDialog} session={session} config={data.clientConfig} />}
      />
    </>
  );
}
