import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';

/** Account status, login, logout, refresh, handoff mint (sessions and lockout). */
export function authRoutes(_context: AppContext): FastifyPluginAsync {
  return async () => undefined;
}
