import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Registry } from 'prom-client';
import { ERRORS } from '#contract/errors';
import { ApiError } from '../shared/errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * GET /metrics for Prometheus, behind a bearer token (METRICS_TOKEN): counters of sign-ins and
 * codes are for the operator, not the public. Without a token configured there is no such page.
 */
export function metricsRoutes(registry: Registry, token: string | undefined): FastifyPluginAsync {
  return async (app) => {
    app.get('/metrics', async (request, reply) => {
      if (!token) throw new ApiError('NOT_FOUND');
      const presented = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      // Digests of equal length, so the comparison takes the same time whatever was sent.
      if (!timingSafeEqual(digest(presented), digest(token))) {
        void reply.header('www-authenticate', 'Bearer');
        throw new ApiError('UNAUTHENTICATED', {
          message: 'A valid metrics token is required.',
          status: ERRORS.UNAUTHENTICATED.status,
        });
      }
      return reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    });
  };
}
