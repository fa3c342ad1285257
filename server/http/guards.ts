import type { FastifyInstance } from 'fastify';
import { isJsonContentType } from '#contract/endpoint-definition';
import { ApiError } from '../shared/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * SEC-41: closes the cross-site "simple request" path; checked whatever the path, since the router
 * decodes `/%61pi/`.
 */
export function registerRequestGuards(
  app: FastifyInstance,
  publicOrigin: string | undefined,
): void {
  app.addHook('onRequest', async (request) => {
    // Every origin check, canonical link and redirect needs to know which site was asked for.
    if (!request.headers.host) throw new ApiError('BAD_REQUEST');
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
