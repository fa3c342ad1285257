import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';

const READY_TIMEOUT_MS = 2_000;

/** /healthz: the process answers. /readyz: it can reach its database (for load balancers). */
export function healthRoutes(context: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/healthz', async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ status: 'ok' }),
    );
    app.get('/readyz', async (request, reply) => {
      let ready = true;
      try {
        await Promise.race([
          context.database.ping(),
          new Promise((_, reject) =>
            setTimeout(
              () => reject(new Error('database ping timed out')),
              READY_TIMEOUT_MS,
            ).unref(),
          ),
        ]);
      } catch (error) {
        ready = false;
        request.log.warn({ err: error }, 'readiness check failed');
      }
      return reply
        .header('cache-control', 'no-store')
        .code(ready ? 200 : 503)
        .send({ status: ready ? 'ready' : 'unavailable' });
    });
  };
}
