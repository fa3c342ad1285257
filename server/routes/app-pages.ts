import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchAppPage } from '#contract/app-paths';
import type { AppContext } from '../context';
import { sendAppShell } from '../http/static';
import { createAppPageChecks } from '../services/app-pages';

/** 404 where the app shows 'Page Not Found', so a crawler sees what the member sees. */
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
