import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../context';

/** /api/dev: the outbox and the development captcha, never registered in production. */
export function devRoutes(_context: AppContext): FastifyPluginAsync {
  return async () => undefined;
}
