import './styles/tokens.css';
import './styles/global.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import * as v from 'valibot';
import { RenderedSessionSchema, type RenderedSession } from '#contract/page-render';
import { createApp } from './app';

/** Null: a visitor's page; undefined: not rendered by the server (or marked unreadably). */
function renderedFor(root: HTMLElement): RenderedSession | null | undefined {
  if (root.dataset.rendered === 'visitor') return null;
  if (root.dataset.rendered !== 'member') return undefined;
  try {
    const parsed = v.safeParse(RenderedSessionSchema, JSON.parse(root.dataset.session ?? ''));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');
// The server rendered this page (docs/decisions/0054), for a visitor or for the member it names;
// otherwise the app renders it.
const knownSession = renderedFor(rootElement);
const rendered = knownSession !== undefined;

const { router, start } = createApp({ knownSession });
start();

// The app shell's head tags (index.html's description, or a content page's sharing tags written
// into it by the server) describe the page it sent; the routes' head takes over from here.
for (const tag of document.head.querySelectorAll('[data-page-head]')) tag.remove();

/** Marks #root once the app's first render is on screen: from then on the page answers input. */
function MarkInteractive() {
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-interactive', '');
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <RouterProvider router={router} />
    <MarkInteractive />
  </StrictMode>
);

if (rendered) {
  // A promise chain, not a top-level await: the bundler would split the entry for one.
  void import('./hydrate-page')
    .then(({ hydratePage }) => hydratePage(router))
    .then(() => {
      startTransition(() => {
        hydrateRoot(rootElement, app);
      });
    });
} else {
  createRoot(rootElement).render(app);
}
