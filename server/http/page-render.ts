import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import { tooManyRequestsMessage } from '#contract/errors';
import {
  ACCEPT_COOKIES,
  type PageKey,
  type PageRenderer,
  type RenderedSession,
  type RenderPage,
  WIDE_SCREEN_MEDIA,
} from '#contract/page-render';
import { LRUCache } from 'lru-cache';
import { contentGeneration } from '../db/content-generation';
import { manilaDay } from '../shared/manila';
import { pickEncoding } from './content-cache';
import { focusClearanceScript } from '#contract/focus-clearance';
import { earlyTapsScript } from './early-taps';
import { sendBusyPage } from './overload';
import type { RenderBudget } from './render-budget';
import { ACCESS_COOKIE } from './session';

/** The server-rendering build (`vite build --ssr`), when there is one beside the app's build. */
export async function loadPageRenderer(entryFile: string): Promise<PageRenderer | null> {
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as Partial<PageRenderer>;
  if (typeof entry.renderPage !== 'function' || typeof entry.pageKey !== 'function')
    throw new Error(`${entryFile} does not export renderPage and pageKey.`);
  return { renderPage: entry.renderPage, pageKey: entry.pageKey };
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

/** index.html's own description: a rendered page has its route's. */
const DEFAULT_DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/;

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
/** The longest a rendered page waits for its first picture before its scripts are asked for. */
export const SCRIPTS_AT_THE_LATEST_MS = 5000;

/**
 * Asks for the app's entry script as soon as the page's first picture (its largest paint, marked
 * `fetchpriority="high"`, or on a wide screen `data-lead`: a banner a phone draws last) has
 * arrived, at once on a page without one, and at the load event or after
 * SCRIPTS_AT_THE_LATEST_MS at the latest: on a slow link the scripts never take the
 * bandwidth of that picture, and the app takes the page (and the taps kept meanwhile) as soon as
 * it can (decision 0060). A script that fails to load lets the kept taps go
 * (server/http/early-taps.ts). The entry's imports are found by the browser as it reads it:
 * inserting index.html's 16 module preloads as well held a slow phone's main thread for 75 ms.
 */
function scriptLoader(entry: string): string {
  const src = JSON.stringify(entry).replace(/</g, '\\u003c');
  return (
    '<script>(function(u){var done=!1;function go(){if(done)return;done=!0;' +
    'var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=u;' +
    's.onerror=function(){window.__earlyTaps&&window.__earlyTaps.fail()};' +
    'document.head.append(s)}' +
    `var w=matchMedia(${JSON.stringify(WIDE_SCREEN_MEDIA)}).matches;` +
    'var i=document.querySelector("#root img[fetchpriority=high]"+(w?",#root img[data-lead]":""));' +
    'if(!i||i.complete)go();else{i.addEventListener("load",go);i.addEventListener("error",go)}' +
    'addEventListener("load",go,{once:!0});' +
    `setTimeout(go,${String(SCRIPTS_AT_THE_LATEST_MS)})})(${src})</script>`
  );
}

const HEAD_START = /<meta charset="UTF-8" \/>/;

/**
 * index.html's entry script moved into the loader of rendered pages, its module preloads gone,
 * and the script that keeps early taps first in the head: before the style sheet, whose loading
 * would hold an inline script back.
 */
function deferScripts(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  if (!HEAD_START.test(html)) throw new Error('index.html has no <meta charset="UTF-8" />.');
  return html
    .replace(
      HEAD_START,
      (meta) =>
        `${meta}<script>${earlyTapsScript(ACCEPT_COOKIES)};${focusClearanceScript()}</script>`,
    )
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', `${scriptLoader(entry)}</body>`);
}

/**
 * index.html made ready for rendered pages: the rendered head in place of the default title and
 * description, the app in #root, marked so the browser hydrates it, its scripts asked for once
 * the page has loaded, and no preload of calls the page already holds.
 */
export function renderTemplate(indexHtml: string): PageTemplate {
  if (!indexHtml.includes(ROOT)) throw new Error('index.html has no empty #root element.');
  const [before, after] = deferScripts(indexHtml)
    .replace(FETCH_PRELOADS, '')
    .replace(HEAD_COMMENTS, '')
    .replace(DEFAULT_DESCRIPTION, '')
    .replace(TITLE, '<!--app-head-->')
    .split(ROOT) as [string, string];
  const [headStart, headEnd] = before.split('<!--app-head-->') as [string, string];
  return (head, body, session) =>
    `${headStart}${head}${headEnd}<div id="root" ${rootAttributes(session)}>${body}</div>${after}`;
}

/** Scripts that run: not a file's, and not data (a page's JSON-LD runs nothing). */
const INLINE_SCRIPT =
  /<script(?![^>]*\b(?:src=|type="application\/ld\+json"))([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * The Content-Security-Policy sources of a page's inline scripts: the hash of each, so the page
 * stays the same for every visitor (and cacheable) with no nonce to reuse. With `marker`, only
 * the scripts whose tag carries it: those the renderer wrote, never one that came in content.
 */
export function inlineScriptHashes(html: string, marker?: string): string[] {
  const hashes = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '']) => marker === undefined || attributes.includes(marker))
    .map(([, , text = '']) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  return [...new Set(hashes)];
}

function allowScripts(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  return policy.replace(/(^|;)(\s*script-src [^;]*)/, `$1$2 ${hashes.join(' ')}`);
}

/** A visitor's page: a CDN may keep it a minute and serve it stale while it fetches a new one. */
export const VISITOR_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';
/** What a signed-in member sees is theirs alone: never kept by a browser's or a proxy's cache. */
export const MEMBER_PAGE_CACHE = 'private, no-store';
export const PAGE_CACHE_ENTRIES = 300;
/** As the content answers' cache: an edit made outside this process shows within the minute. */
export const PAGE_CACHE_TTL_MS = 60_000;

/** A page as sent: its HTML compressed once, as the content answers are (decision 0027). */
interface SentPage {
  status: number;
  html: string;
  hashes: string[];
  br: Buffer;
  gzip: Buffer;
}

function sentPage(status: number, html: string, hashes: string[]): SentPage {
  return {
    status,
    html,
    hashes,
    br: brotliCompressSync(html, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      },
    }),
    gzip: gzipSync(html),
  };
}

interface CachedPage extends SentPage {
  storedAt: number;
  generation: number;
  day: string;
}

export interface PageAnswererOptions {
  render: RenderPage;
  /** The page's cache key and the address it is rendered at; the request's own without it. */
  pageKey?: PageKey;
  /** Uncached renders per client; unbounded without it. */
  budget?: RenderBudget;
  /** A render refused by the budget. */
  onRefused?: () => void;
  template: PageTemplate;
  clock: () => Date;
  maxEntries?: number;
  ttlMs?: number;
}

export interface PageAnswerer {
  /**
   * Answers the page asked for, for a visitor or the member signed in; a loader's redirect
   * answers as one. `site` (the origin the page's absolute links use) is part of the visitor
   * cache's key.
   */
  send(request: FastifyRequest, reply: FastifyReply, site: string): Promise<FastifyReply>;
  readonly size: number;
}

/**
 * Renders pages, and keeps a visitor's page per URL, content generation and
 * Manila day for a minute in process: a visitor's page depends on nothing else (their cookies
 * other than the session's, their language and browser do not reach what is rendered).
 */
export function createPageAnswerer(options: PageAnswererOptions): PageAnswerer {
  const ttlMs = options.ttlMs ?? PAGE_CACHE_TTL_MS;
  const pages = new LRUCache<string, CachedPage>({ max: options.maxEntries ?? PAGE_CACHE_ENTRIES });
  // index.html's own scripts (the first one keeps early taps; the loader asks for the app).
  const templateScripts = inlineScriptHashes(options.template('', '', null));
  const fresh = (page: CachedPage, now: Date) => {
    const age = now.getTime() - page.storedAt;
    return (
      page.generation === contentGeneration() &&
      page.day === manilaDay(now) &&
      age >= 0 &&
      age < ttlMs
    );
  };
  const answer = (request: FastifyRequest, reply: FastifyReply, page: SentPage) => {
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string')
      void reply.header('content-security-policy', allowScripts(policy, page.hashes));
    void reply.code(page.status).type('text/html; charset=utf-8');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (encoding) return reply.header('content-encoding', encoding).send(page[encoding]);
    return reply.send(page.html);
  };

  return {
    get size() {
      return pages.size;
    },
    async send(request, reply, site) {
      const signedIn = carriesSession(request);
      void reply.header('cache-control', signedIn ? MEMBER_PAGE_CACHE : VISITOR_PAGE_CACHE);
      void reply.header('vary', 'Cookie, Accept-Encoding');
      const now = options.clock();
      const href = options.pageKey?.(request.url) ?? request.url;
      const key = `${site} ${href}`;
      const kept = signedIn ? undefined : pages.get(key);
      if (kept && fresh(kept, now)) return answer(request, reply, kept);

      const wait = options.budget?.take(request.ip, now) ?? null;
      if (wait !== null) {
        options.onRefused?.();
        request.log.warn({ event: 'render.refused', retryAfter: wait }, 'render budget spent');
        return sendBusyPage(reply, {
          status: 429,
          retryAfterSeconds: wait,
          message: tooManyRequestsMessage(wait),
        });
      }
      const rendered = await options.render({
        href,
        origin: INTERNAL_ORIGIN,
        site,
        fetch: inProcessFetch(request),
        signedIn,
      });
      if (rendered.kind === 'redirect')
        return reply.code(rendered.status).header('location', rendered.location).send();
      const marker = ` nonce="${rendered.scriptMarker}"`;
      const hashes = [
        ...new Set([
          ...templateScripts,
          ...inlineScriptHashes(`${rendered.head}${rendered.body}`, marker),
        ]),
      ];
      const html = options.template(
        rendered.head.replaceAll(marker, ''),
        rendered.body.replaceAll(marker, ''),
        rendered.session,
      );
      const page = sentPage(rendered.status, html, hashes);
      // A loader failed (the database was down, say): the next visit renders again.
      if (page.status >= 500) {
        void reply.header('cache-control', 'no-store');
        return answer(request, reply, page);
      }
      // Never a member's page, and never one rendered for a session that turned out to be over.
      if (!signedIn)
        pages.set(key, {
          ...page,
          storedAt: now.getTime(),
          generation: contentGeneration(),
          day: manilaDay(now),
        });
      return answer(request, reply, page);
    },
  };
}
