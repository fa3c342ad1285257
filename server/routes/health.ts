import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';

const READY_TIMEOUT_MS = 2_000;

/**
 * /healthz: the process answers (liveness: restart it when this fails). /readyz: it can reach its
 * database and every migration of this build is applied (readiness: send it traffic).
 */
export function healthRoutes(
  context: AppContext,
  /** The event loop lags past the overload bound (start-up's loading, or saturation). */
  lagging: () => boolean = () => false,
): FastifyPluginAsync {
  return async (app) => {
    app.get('/healthz', async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ status: 'ok' }),
    );
    app.get('/readyz', async (request, reply) => {
      let ready = !lagging();
      try {
        await Promise.race([
          context.database.migrationsCurrent().then((current) => {
            if (!current) throw new Error('migrations not applied');
          }),
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
