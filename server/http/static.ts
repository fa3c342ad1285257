import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The server writes robots and the sitemap; the build's manifest is the build's. */
const IGNORED = ['robots.txt', 'sitemap.xml', '.vite/**'];

const isIgnored = (relative: string) =>
  relative === 'robots.txt' ||
  relative === 'sitemap.xml' ||
  relative.startsWith(`.vite${path.sep}`);

/** The files the static server answers, as request paths (`/assets/index-1a2b.js`). */
export function staticPaths(staticDir: string): Set<string> {
  if (!existsSync(staticDir)) return new Set();
  return new Set(
    readdirSync(staticDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(staticDir, path.join(entry.parentPath, entry.name)))
      .filter((relative) => !isIgnored(relative))
      .map((relative) => `/${relative.split(path.sep).join('/')}`),
  );
}

export async function registerStatic(app: FastifyInstance, staticDir: string): Promise<boolean> {
  const indexFile = path.join(staticDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: false,
    index: false,
    // The server writes these (server/routes/seo.ts); a copy left in an old build must not clash.
    // The build's manifest (.vite/) is for the build only.
    globIgnore: IGNORED,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const relative = path.relative(staticDir, filePath);
      // The worker and the pages are checked on every load: a deployment reaches the next visit.
      const cacheControl = relative.startsWith(`assets${path.sep}`)
        ? IMMUTABLE
        : relative.endsWith('.html') || relative === 'sw.js'
          ? 'no-cache'
          : 'public, max-age=3600';
      void reply.header('cache-control', cacheControl);
    },
  });
  return true;
}

export function sendAppShell(_request: FastifyRequest, reply: FastifyReply, status = 200) {
  return reply.code(status).header('cache-control', 'no-cache').sendFile('index.html');
}
