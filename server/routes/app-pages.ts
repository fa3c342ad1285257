import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchAppPage } from '#contract/app-paths';
import type { AppContext } from '../context';
import { sendAppShell } from '../http/static';
import { createAppPageChecks } from '../services/app-pages';

/**
 * Every GET outside /api that no other route answers: the app, with 200 when one of its pages
 * has the path (and, for a content page, the item exists), 404 otherwise (issue 18, item 17), so
 * a crawler or a link checker sees what the member sees: 'Page Not Found'.
 */
export function appPages(context: AppContext) {
  const checks = createAppPageChecks(context.db, {
    devTools: context.config.env !== 'production',
    clock: context.clock,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const page = matchAppPage(request.url.split('?')[0] ?? '/');
    let exists = page !== null;
    if (page) {
      try {
        exists = await checks.exists(page);
      } catch (error) {
        request.log.warn({ err: error }, 'app page check failed');
      }
    }
    return sendAppShell(request, reply, exists ? 200 : 404);
  };
}
