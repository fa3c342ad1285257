/**
 * The server's renderer (docs/decisions/0054): the same route tree, loaders and components as the
 * browser, rendered to HTML for one request; the router's dehydrated state goes with it, so the
 * browser hydrates the page without loading its data again. Built by `vite build --ssr` into
 * dist-ssr/ and loaded by the server (server/http/page-render.ts); never part of the browser's
 * bundle.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { createMemoryHistory, HeadContent, RouterContextProvider } from '@tanstack/react-router';
import {
  attachRouterServerSsrUtils,
  getSsrStatus,
  RouterServer,
} from '@tanstack/react-router/ssr/server';
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { createApp } from './app';
import { sanitizeOnServerWith } from './components/content/deferred-cms-html';
import * as sessionsCalls from '#contract/calls/sessions';
import type { RenderedPage, RenderedSession, RenderRequest } from '#contract/page-render';
import { type Call, call, createApiClient, resolveApiClientWith } from './lib/api';
import { pageHref } from './lib/page-href';
import { sanitizeHtml, sanitizeInWindow } from './lib/sanitize';
import { resolveSiteOriginWith } from './lib/site-origin';

// CMS HTML reaches the page sanitised by the same DOMPurify rules as in the browser, in a window
// of jsdom's (DOMPurify's own advice for a server).
sanitizeInWindow(new JSDOM('').window);
sanitizeOnServerWith(sanitizeHtml);

/** The request being rendered: its api client and the site its absolute URLs name. */
const rendering = new AsyncLocalStorage<{ client: { call: Call }; site: string }>();
resolveApiClientWith(() => {
  const current = rendering.getStore();
  if (!current) throw new Error('An api call outside a rendered request.');
  return current.client;
});
resolveSiteOriginWith(() => rendering.getStore()?.site ?? '');

const JSON_LD = /<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/g;
const LEADING_HEAD_ELEMENTS = /^(?:<link [^>]*\/>|<meta [^>]*\/>|<title>[^<]*<\/title>)*/;

/** Routes matched, never loaded: the app's router only to read which parameters a page reads. */
let matcher: ReturnType<typeof createApp>['router'] | null = null;

/** The server's key for a page and the address it renders (server/http/page-render.ts). */
export function pageKey(href: string): string {
  if (!matcher) {
    const app = createApp({ history: createMemoryHistory() });
    app.stop();
    matcher = app.router;
  }
  return pageHref(matcher, href);
}

/**
 * A call whose answer no other visitor may be shown: a 5xx (the database was down, say), a 429
 * (this client's limit), or no answer. Loaders turn most failures into a view of their own (an
 * empty list, not found), so the renderer counts them where they happen.
 */
const unsharable = (status: number) => status >= 500 || status === 429;

export function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const calls = { failed: 0 };
  const counted: typeof fetch = async (input, init) => {
    try {
      const answer = await request.fetch(input, init);
      if (unsharable(answer.status)) calls.failed += 1;
      return answer;
    } catch (error) {
      calls.failed += 1;
      throw error;
    }
  };
  const client = createApiClient({
    baseUrl: request.origin,
    fetch: counted,
    // A 401 while rendering changes nothing: the browser's session machine takes it from here.
    onMemberUnauthorized: () => undefined,
  });
  return rendering.run({ client, site: request.site }, () => render(request, calls));
}

/** Who is signed in, asked as the browser's session machine asks (null: nobody). */
async function sessionOf(signedIn: boolean): Promise<RenderedSession | null> {
  if (!signedIn) return null;
  const answer = await call(sessionsCalls.getSession);
  return answer.member
    ? { member: answer.member, expiresInSeconds: answer.expiresInSeconds }
    : null;
}

async function render(
  { href, signedIn }: RenderRequest,
  calls: { failed: number },
): Promise<RenderedPage> {
  const session = await sessionOf(signedIn);
  const scriptMarker = randomBytes(18).toString('base64url');
  const app = createApp({
    history: createMemoryHistory({ initialEntries: [href] }),
    knownSession: session,
    scriptMarker,
  });
  const { router } = app;
  app.start();
  attachRouterServerSsrUtils({ router, manifest: undefined });
  try {
    await router.load();
    const result = router._serverResult;
    if (result?.type === 'redirect') {
      return {
        kind: 'redirect',
        status: result.redirect.status,
        location: result.redirect.headers.get('location') ?? '/',
      };
    }
    // A loader's deferred parts (offers below the fold, related items) are waited for: the page
    // is rendered whole, and goes with their answers, never with a placeholder.
    const deferred = await Promise.allSettled(
      router.state.matches.flatMap((match): unknown[] => {
        const data: unknown = match.loaderData;
        return data && typeof data === 'object' ? Object.values(data) : [];
      }),
    );
    // A loader that failed, a deferred part of one, or a call either made that failed (a loader
    // shows its own view for it): the page says so, and the server keeps no copy of it
    // (server/http/page-render.ts).
    const failed =
      calls.failed > 0 ||
      router.state.matches.some((match) => match.status === 'error') ||
      deferred.some((part) => part.status === 'rejected');
    await router.serverSsr?.dehydrate();
    const html = renderToString(<RouterServer router={router} />);
    const head = renderToString(
      <RouterContextProvider router={router}>
        <HeadContent />
      </RouterContextProvider>,
    );
    router.serverSsr?.setRenderFinished();
    // Rendered without <html>, React writes the page's head elements ahead of the app: the head
    // render has the title, meta tags and canonical link already, and the image preloads belong
    // in the head too. The JSON-LD stays where the app renders it, in the body, as it hydrates.
    const hoisted = LEADING_HEAD_ELEMENTS.exec(html)?.[0] ?? '';
    const preloads = hoisted.match(/<link [^>]*rel="preload"[^>]*\/>/g) ?? [];
    return {
      kind: 'page',
      status: failed ? Math.max(getSsrStatus(router), 503) : getSsrStatus(router),
      head: head.replace(JSON_LD, '') + preloads.join(''),
      body: html.slice(hoisted.length),
      session,
      scriptMarker,
    };
  } finally {
    router.serverSsr?.cleanup();
    app.stop();
  }
}
