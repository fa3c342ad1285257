import './styles/tokens.css';
import './styles/global.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApp } from './app';

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
  // A promise chain, not a top-level await: the bundler would split the entry for one.
  void import('./hydrate-page')
    .then(({ hydratePage }) => hydratePage(router))
    .then(() => hydrateRoot(rootElement, app));
} else {
  createRoot(rootElement).render(app);
}
