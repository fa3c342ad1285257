import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function registerStatic(app: FastifyInstance, staticDir: string): Promise<boolean> {
  const indexFile = path.join(staticDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: false,
    index: false,
    // The server writes these (server/routes/seo.ts); a copy left in an old build must not clash.
    // The build's manifest (.vite/) is for the build only.
    globIgnore: ['robots.txt', 'sitemap.xml', '.vite/**'],
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
