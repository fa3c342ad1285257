import './styles/tokens.css';
import './styles/global.css';
import { RouterProvider } from '@tanstack/react-router';
import { hydrate } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApp } from './app';
import { settleHydrated } from './features/offers/offer-settled';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');
// The server rendered this page for a visitor (docs/decisions/0054); otherwise the app renders it.
const rendered = rootElement.dataset.rendered === 'visitor';

const { router, start } = createApp({ knownVisitor: rendered });
start();

// The server's head tags describe the page it sent; the routes' head takes over from here.
for (const tag of document.head.querySelectorAll('[data-page-head]')) tag.remove();

const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

if (rendered) {
  // The router takes the state the server dehydrated into the page (no loader runs again), and
  // the loaders' deferred parts are settled before React compares the page with its own render.
  await hydrate(router).finally(() => window.$_TSR?.h());
  await settleHydrated(
    router.state.matches.flatMap((match): unknown[] => {
      const data: unknown = match.loaderData;
      return data && typeof data === 'object' ? Object.values(data) : [];
    }),
  );
  hydrateRoot(rootElement, app);
} else {
  createRoot(rootElement).render(app);
}
