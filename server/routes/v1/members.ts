import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';

/** The signed-in member's details and card. */
export function memberRoutes(_context: AppContext): FastifyPluginAsync {
  return async () => undefined;
}
