import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import type { RenderedSession, RenderPage } from '#contract/page-render';
import { ACCESS_COOKIE } from './session';

/** The server-rendering build (`vite build --ssr`), when there is one beside the app's build. */
export async function loadPageRenderer(entryFile: string): Promise<RenderPage | null> {
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as { renderPage?: RenderPage };
  if (typeof entry.renderPage !== 'function')
    throw new Error(`${entryFile} does not export renderPage.`);
  return entry.renderPage;
}

/** The request carries the session cookie (set and cleared with the refresh cookie). */
function carriesSession(request: FastifyRequest): boolean {
  return Boolean(request.cookies[ACCESS_COOKIE]);
}

/** The api calls the app makes while rendered, answered by this server in-process. */
const INTERNAL_ORIGIN = 'http://page-render.internal';

/** The headers of the visitor's request an api call carries on (never a forwarded address). */
const PASSED_HEADERS = ['cookie', 'user-agent', 'accept-language'] as const;

function inProcessFetch(request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const outgoing = new Request(input, init);
    const url = new URL(outgoing.url);
    const headers: Record<string, string> = { accept: 'application/json' };
    for (const name of PASSED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const contentType = outgoing.headers.get('content-type');
    if (contentType) headers['content-type'] = contentType;
    const body = outgoing.body ? Buffer.from(await outgoing.arrayBuffer()) : undefined;
    const options: InjectOptions = {
      method: outgoing.method,
      url: `${url.pathname}${url.search}`,
      headers,
      // Per-address limits count the visitor, not the server.
      remoteAddress: request.ip,
      ...(body ? { payload: body } : {}),
    };
    const answer = await request.server.inject(options);
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined || name === 'set-cookie') continue;
      answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: answerHeaders,
    });
  };
}

const TITLE = /<title>[^<]*<\/title>/;
const FETCH_PRELOADS = /\s*<link rel="preload" href="[^"]*" as="fetch"[^>]*>/g;
const ROOT = '<div id="root"></div>';
/** index.html's notes on the preloads dropped here. */
const HEAD_COMMENTS = /\s*<!--[\s\S]*?-->/g;

const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
};

/** Marks #root for the browser: hydrate it, and for whom it was rendered. */
function rootAttributes(session: RenderedSession | null): string {
  if (!session) return 'data-rendered="visitor"';
  const json = JSON.stringify(session).replace(
    /[&"<>]/g,
    (char) => ATTRIBUTE_ESCAPES[char] ?? char,
  );
  return `data-rendered="member" data-session="${json}"`;
}

export type PageTemplate = (head: string, body: string, session: RenderedSession | null) => string;

/**
 * index.html made ready for rendered pages: the rendered head in place of the default title, the
 * app in #root, marked so the browser hydrates it, and no preload of calls the page already holds.
 */
export function renderTemplate(indexHtml: string): PageTemplate {
  if (!indexHtml.includes(ROOT)) throw new Error('index.html has no empty #root element.');
  const [before, after] = indexHtml
    .replace(FETCH_PRELOADS, '')
    .replace(HEAD_COMMENTS, '')
    .replace(TITLE, '<!--app-head-->')
    .split(ROOT) as [string, string];
  const [headStart, headEnd] = before.split('<!--app-head-->') as [string, string];
  return (head, body, session) =>
    `${headStart}${head}${headEnd}<div id="root" ${rootAttributes(session)}>${body}</div>${after}`;
}

/** The policy of this answer: its inline scripts (the router's state) run by their nonce only. */
function allowNonce(reply: FastifyReply, nonce: string): void {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy !== 'string') return;
  void reply.header(
    'content-security-policy',
    policy.replace(/(^|;)(\s*script-src [^;]*)/, `$1$2 'nonce-${nonce}'`),
  );
}

export interface RenderedAnswer {
  render: RenderPage;
  page: PageTemplate;
}

/** Renders the page asked for, for a visitor or the member signed in, and answers it; a loader's redirect answers as one. */
export async function sendRenderedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  { render, page }: RenderedAnswer,
  headExtra: (html: string) => string = (html) => html,
): Promise<FastifyReply> {
  const nonce = randomBytes(16).toString('base64');
  const signedIn = carriesSession(request);
  const rendered = await render({
    href: request.url,
    origin: INTERNAL_ORIGIN,
    fetch: inProcessFetch(request),
    nonce,
    signedIn,
  });
  // What a signed-in member sees is theirs alone: never kept by a browser's or a proxy's cache.
  void reply.header('cache-control', signedIn ? 'private, no-store' : 'no-cache');
  void reply.header('vary', 'Cookie');
  if (rendered.kind === 'redirect')
    return reply.code(rendered.status).header('location', rendered.location).send();
  allowNonce(reply, nonce);
  return reply
    .code(rendered.status)
    .type('text/html; charset=utf-8')
    .send(headExtra(page(rendered.head, rendered.body, rendered.session)));
}
