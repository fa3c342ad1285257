import {
  createRootRouteWithContext,
  HeadContent,
  Scripts,
  useRouter,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { LoadingPlaceholder } from '#src/components/feedback/loading-placeholder';
import { NotFound } from '#src/components/feedback/not-found';
import { RouteError } from '#src/components/feedback/route-error';
import { LoginOverlay } from '#src/features/auth/login-overlay';
import { AppShell } from '#src/features/shell/app-shell';
import { loadShellData } from '#src/features/shell/shell-data';
import { BRAND, SITE_DESCRIPTION } from '#contract/page-head';
import { NOT_FOUND_TITLE } from '#src/lib/settings';
import type { RouterContext } from '#src/router-context';
import { preload } from 'react-dom';
import displayFont from '@fontsource/inter/files/inter-latin-800-normal.woff2?url';

export const Route = createRootRouteWithContext<RouterContext>()({
  loader: loadShellData,
  staleTime: Infinity,
  shouldReload: false,
  // An unknown path is not found at the root: its title says so, like its page.
  // Every page has a description; a page's own replaces this one.
  head: ({ match }) => ({
    meta: [
      { title: match._notFound ? NOT_FOUND_TITLE : BRAND },
      { name: 'description', content: SITE_DESCRIPTION },
    ],
  }),
  component: RootLayout,
  notFoundComponent: NotFound,
  // Even the shell's own failure keeps a header and footer around the error.
  errorComponent: RootError,
  // Shown if the settings take longer than the router's pending delay (1 s) on a slow network.
  pendingComponent: () => <LoadingPlaceholder variant="line" count={4} />,
});

function RootLayout() {
  // The headings' face (global.css): asked for with the style sheet, not once the page is laid out.
  preload(displayFont, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
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
      {/* The router's state, dehydrated into a page the server rendered. */}
      <Scripts />
    </>
  );
}

/** The shell without its settings, around the error: never a bare error screen. */
const NO_SHELL_DATA = { settings: null, announcement: null, clientConfig: null, error: null };

function RootError(props: ErrorComponentProps) {
  const { dialog, session, loginDialog } = useRouter().options.context;
  return (
    <AppShell data={NO_SHELL_DATA} dialog={dialog} session={session} loginDialog={loginDialog}>
      <RouteError {...props} />
    </AppShell>
  );
}
