import './styles/tokens.css';
import './styles/global.css';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { globalDialogMachine } from '#machines/global-dialog/global-dialog.machine';
import { loginDialogMachine } from '#machines/login-dialog/login-dialog.machine';
import { sessionFlow } from './features/session/session-flow';
import { inspect } from './lib/inspection';
import { routeTree } from './routeTree.gen';

const dialog = createActor(
  globalDialogMachine.provide({
    actions: {
      redirectToLogin: () => {
        void router.navigate({ to: '/login' });
      },
    },
  }),
  { inspect },
);

/** One session for the whole app; a change of session re-runs the route guards and loaders. */
const session = createActor(
  sessionFlow(() => {
    // The shell's settings do not depend on who is signed in; the routes below it may.
    void router.invalidate({ filter: (match) => match.routeId !== '__root__' });
  }),
  { inspect },
);

// Development builds report every actor to the statechart viewer (/dev/statecharts); production
// passes undefined.
const loginDialog = createActor(loginDialogMachine, { inspect });

const router = createRouter({
  routeTree,
  context: { dialog, session, loginDialog },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

dialog.start();
loginDialog.start();
session.start();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');
createRoot(rootElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
