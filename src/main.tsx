import './styles/tokens.css';
import './styles/global.css';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createActor } from 'xstate';
import { globalDialogMachine } from '#machines/global-dialog/global-dialog.machine';
import { routeTree } from './routeTree.gen';

const dialog = createActor(
  globalDialogMachine.provide({
    actions: {
      redirectToLogin: () => {
        // The sign-in issue adds the typed /login route; until then navigate by href.
        void router.navigate({ href: '/login' });
      },
    },
  }),
);

const router = createRouter({
  routeTree,
  context: { dialog },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

dialog.start();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');
createRoot(rootElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
