import type { FastifyInstance } from 'fastify';
import { isJsonContentType } from '#contract/endpoint-definition';
import { ApiError } from '../shared/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing calls accept only JSON from the portal's own origin (DECISIONS.md, Sessions;
 * SECURITY-CHECKLIST SEC-41): this closes the cross-site "simple request" path that form posts
 * and text/plain bodies would otherwise open. Every request but GET, HEAD and OPTIONS is checked,
 * whatever its path: the raw URL is not what the router matches (it decodes `/%61pi/` to
 * `/api/`), and the server takes no form posts anywhere (the development OpenID Connect provider
 * listens on a port of its own).
 */
export function registerRequestGuards(
  app: FastifyInstance,
  publicOrigin: string | undefined,
): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw new ApiError('FORBIDDEN_ORIGIN');
    const origin = request.headers.origin;
    if (origin !== undefined) {
      const allowed = publicOrigin ?? `${request.protocol}://${request.host}`;
      if (origin !== allowed) throw new ApiError('FORBIDDEN_ORIGIN');
    }
    const type = request.headers['content-type'] ?? '';
    if (!isJsonContentType(type)) throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
  });
}
