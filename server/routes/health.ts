import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';

const READY_TIMEOUT_MS = 2_000;

/** /healthz: the process answers. /readyz: it can reach its database (for load balancers). */
export function healthRoutes(context: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));
    app.get('/readyz', async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      try {
        await Promise.race([
          context.database.ping(),
          new Promise((_, reject) => setTimeout(() => reject(new Error('database ping timed out')), READY_TIMEOUT_MS).unref()),
        ]);
        return reply.send({ status: 'ready' });
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return reply.code(503).send({ status: 'unavailable' });
      }
    });
  };
}
