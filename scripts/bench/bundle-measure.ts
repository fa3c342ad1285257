// What a page costs the browser: the scripts and style sheets Chromium fetches from /assets/ while
// a route loads, each counted at its gzip size (level 9, as the build precompresses it). Shared by
// the bundle bench (npm run bench:bundle) and the budget check in the browser tests.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export const distDir = path.resolve(import.meta.dirname, '../../dist');

/** Issue 7's targets, in KB of gzip. */
export const TARGETS = {
  /** JavaScript loaded by `/` before interaction. */
  initialJs: 120,
  /** Each lazily loaded chunk (a route, a modal, a data file). */
  lazyChunk: 30,
  /** Every style sheet a route loads. */
  css: 20,
} as const;

/**
 * What `npm test` holds pages to while the 120 KB target is not met: the figures of the last
 * reduction (`/` 157.7 KB, the other bench routes up to 175.2 KB with the sanitiser their CMS HTML
 * needs) plus a little room. Lower them as the bundle shrinks. Raised once, by 2 KB, for issue 9's
 * keyboard and focus handling that every page carries (the modal focus trap and focus return, the
 * digit boxes and their announcements): `/` measured 159.1 KB. Raised again, by 1 KB, for issue
 * 18's failure handling that every page carries (the route error view inside the shell, the
 * session's end on a member call's 401, the member caches dropped on a change of session): `/`
 * measured 161.3 KB. The other routes' ceiling raised by 1 KB for issue 19's session fixes (a check
 * that cannot reach the server no longer repeats an old expiry; `unavailable` cleared), 27 bytes
 * that took promo detail from 179.0 to 179.1 KB. Issue 21 (server rendering) is where the first
 * page gets lighter.
 */
export const JS_CEILINGS = { home: 162, otherRoutes: 180 } as const;

export const gzipSize = (file: string): number =>
  gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;

export const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

export interface Asset {
  file: string;
  gzip: number;
}

export interface RouteCost {
  path: string;
  /** Scripts fetched by the time the route has rendered: what the member waits for. */
  js: Asset[];
  css: Asset[];
  jsTotal: number;
  cssTotal: number;
  /** Scripts fetched after that, until the network is quiet (work deferred to the first interaction). */
  deferredJs: Asset[];
}

const sum = (entries: Asset[]) => entries.reduce((total, entry) => total + entry.gzip, 0);

/**
 * Opens `route` and records every /assets/ script and style sheet it fetches until the route has
 * rendered (`ready`); then, apart, what follows until the network has been quiet for half a
 * second (the CMS HTML sanitiser, which waits for the visitor's first interaction).
 */
export async function measureRoute(
  page: Page,
  route: string,
  ready: (page: Page) => Promise<void>,
): Promise<RouteCost> {
  const files: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && /\.(js|css)$/.test(pathname))
      files.push(pathname.slice(1));
  });
  await page.goto(route, { waitUntil: 'load' });
  await ready(page);
  const rendered = new Set(files);
  await page.waitForLoadState('networkidle');
  const asset = (file: string): Asset => ({ file, gzip: gzipSize(file) });
  const first = [...rendered].map(asset);
  const js = first.filter((entry) => entry.file.endsWith('.js'));
  const css = first.filter((entry) => entry.file.endsWith('.css'));
  const deferredJs = [...new Set(files)]
    .filter((file) => !rendered.has(file) && file.endsWith('.js'))
    .map(asset);
  return { path: route, js, css, jsTotal: sum(js), cssTotal: sum(css), deferredJs };
}

/** Every script of the build that index.html does not load: routes, modals, data files. */
export function lazyChunks(): { file: string; gzip: number }[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const initial = new Set([...html.matchAll(/assets\/[^"']+\.js/g)].map((match) => match[0]));
  const dir = path.join(distDir, 'assets');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js') && !initial.has(`assets/${name}`))
    .map((name) => ({ file: `assets/${name}`, gzip: gzipSize(`assets/${name}`) }))
    .sort((a, b) => b.gzip - a.gzip);
}
