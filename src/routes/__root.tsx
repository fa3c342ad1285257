import { createRootRouteWithContext, HeadContent } from '@tanstack/react-router';
import { LoadingPlaceholder } from '../components/feedback/loading-placeholder';
import { NotFound } from '../components/feedback/not-found';
import { LoginOverlay } from '../features/auth/login-overlay';
import { AppShell } from '../features/shell/app-shell';
import { loadShellData } from '../features/shell/shell-data';
import { NOT_FOUND_TITLE } from '../lib/settings';
import type { RouterContext } from '../router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: loadShellData,
  staleTime: Infinity,
  shouldReload: false,
  // An unknown path is not found at the root: its title says so, like its page.
  head: ({ match }) => ({
    meta: [{ title: match._notFound ? NOT_FOUND_TITLE : 'Go Rewards' }],
  }),
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
