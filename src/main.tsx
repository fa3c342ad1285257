import './styles/tokens.css';
import './styles/global.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition, useEffect } from 'react';
import * as v from 'valibot';
import { RenderedSessionSchema, type RenderedSession } from '#contract/page-render';
import { createApp } from './app';
import { stayingImport } from './lib/leaving-page';
import type * as EarlyTapsModule from './lib/early-taps';

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

/** Ends the task: a slow phone's main thread is never held long in one go (Lighthouse's TBT). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

/**
 * What carries out the taps a rendered page kept before the app ran (decision 0060): asked for
 * only when there are some, as soon as the app starts, so it has come by the time React has. This
 * module's imports wait while the page is being left (lib/leaving-page.ts): a leave that does not
 * happen leaves the app to start.
 */
let replayer: Promise<typeof EarlyTapsModule> | null = null;
const loadReplayer = () => (replayer ??= stayingImport(() => import('./lib/early-taps'))());

/**
 * Marks #root once the app's first render is on screen: from then on the page answers input, and
 * the taps the page kept meanwhile are carried out.
 */
function MarkInteractive() {
  useEffect(() => {
    document.getElementById('root')?.setAttribute('data-interactive', '');
    const early = window.__earlyTaps;
    if (early && early.pending().length > 0)
      void loadReplayer().then(({ replayEarlyTaps }) => replayEarlyTaps(early));
    else early?.take();
  }, []);
  return null;
}

async function startApp(rootElement: HTMLElement): Promise<void> {
  // The server rendered this page (docs/decisions/0054), for a visitor or for the member it
  // names; otherwise the app renders it. A rendered page is on screen already, so its start is
  // cut into tasks: the scripts' evaluation, the app's machines and router, React's renderer (the
  // largest module, evaluated on its own), the router's state, then React's hydration (itself
  // in slices, as a transition).
  const knownSession = renderedFor(rootElement);
  const rendered = knownSession !== undefined;
  if (window.__earlyTaps && window.__earlyTaps.pending().length > 0) void loadReplayer();
  if (rendered) await nextTask();

  const { router, start } = createApp({ knownSession });
  start();

  // The app shell's head tags (index.html's description, or a content page's sharing tags
  // written into it by the server) describe the page it sent; the routes' head takes over.
  for (const tag of document.head.querySelectorAll('[data-page-head]')) tag.remove();

  const app = (
    <StrictMode>
      <RouterProvider router={router} />
      <MarkInteractive />
    </StrictMode>
  );
  await nextTask();
  const { createRoot, hydrateRoot } = await stayingImport(() => import('react-dom/client'))();
  if (!rendered) {
    createRoot(rootElement).render(app);
    return;
  }
  const { hydratePage } = await stayingImport(() => import('./hydrate-page'))();
  await nextTask();
  await hydratePage(router);
  await nextTask();
  startTransition(() => {
    hydrateRoot(rootElement, app);
  });
}

/**
 * The service worker (docs/decisions/0058) after the page has loaded and settled: it never competes
 * with the first view for the network or the main thread.
 */
function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    setTimeout(() => {
      navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    }, 1000);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

registerServiceWorker();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');
void startApp(rootElement);
