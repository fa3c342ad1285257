import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';

/** GET /auth?token=: the single-use handoff code exchange (outside /api). */
export function handoffRoutes(_context: AppContext): FastifyPluginAsync {
  return async () => undefined;
}
