import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Vite puts content-hashed files under /assets: safe to cache for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function registerStatic(app: FastifyInstance, staticDir: string): Promise<boolean> {
  const indexFile = path.join(staticDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const relative = path.relative(staticDir, filePath);
      const cacheControl = relative.startsWith(`assets${path.sep}`)
        ? IMMUTABLE
        : relative === 'index.html'
          ? 'no-cache'
          : 'public, max-age=3600';
      void reply.header('cache-control', cacheControl);
    },
  });
  return true;
}

/** Any other GET is a route of the single-page app, which shows its own 'Page Not Found'. */
export function sendAppShell(request: FastifyRequest, reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}
