// What a page costs the browser: each /assets/ script and style sheet Chromium fetches for a route,
// at its gzip size (level 9, as the build precompresses it).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export const distDir = path.resolve(import.meta.dirname, '../../dist');

/** The budget for `/` (at first 120 KB, raised for the server-rendered page's hydration). */
export const TARGETS = {
  initialJs: 130,
  lazyChunk: 30,
  css: 20,
} as const;

/**
 * What `npm test` holds pages to while the 130 KB target is not met: the last measured figures plus
 * a little room. Lower them as the bundle shrinks; each raise is explained in this file's history.
 */
export const JS_CEILINGS = { home: 173, otherRoutes: 184 } as const;

export const gzipSize = (file: string): number =>
  gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;

export const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;

export interface Asset {
  file: string;
  gzip: number;
}

export interface RouteCost {
  path: string;
  js: Asset[];
  css: Asset[];
  jsTotal: number;
  cssTotal: number;
  /**
   * Fetched after rendering, until the network is quiet: work deferred to the first interaction.
   */
  deferredJs: Asset[];
}

const sum = (entries: Asset[]) => entries.reduce((total, entry) => total + entry.gzip, 0);

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
  // A page the server rendered is ready before its scripts are: count them once the app has it.
  await page.locator('#root[data-interactive]').waitFor({ state: 'attached' });
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
