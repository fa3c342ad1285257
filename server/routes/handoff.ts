import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HANDOFF_FAILURE_PATH, HANDOFF_SUCCESS_PATH, LOGOUT_CONFIRM_PATH } from '#contract/auth';
import type { AppContext } from '../context';
import { isArrivalFromElsewhere, isSameOriginArrival } from '../http/arrival';
import { replaceBrowserSession } from '../http/session';
import { exchangeHandoffCode, previewHandoffCode } from '../services/handoff';

export interface PageRouteOptions {
  appShell?: ((request: FastifyRequest, reply: FastifyReply) => FastifyReply) | undefined;
}

/**
 * SEC-39: a code or a logout arriving from another site completes nothing until
 * the person agrees in the app (login CSRF).
 */
export function handoffRoutes(
  context: AppContext,
  options: PageRouteOptions = {},
): FastifyPluginAsync {
  const { clock, config } = context;
  const { appShell } = options;
  const sendApp = (request: FastifyRequest, reply: FastifyReply) =>
    appShell ? appShell(request, reply) : reply.callNotFound();

  return async (app) => {
    app.get(
      '/auth',
      {
        // The app shell's own cache header is replaced: an answer for a code is never kept.
        onSend: async (_request, reply, payload) => {
          void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
          return payload;
        },
      },
      async (request, reply) => {
        const query = request.query as Record<string, unknown>;
        const code = typeof query.token === 'string' ? query.token : '';
        const now = clock();
        if (!isSameOriginArrival(request, config.publicOrigin)) {
          if (!(await previewHandoffCode(context, { code, now }))) {
            request.log.info({ event: 'handoff.invalid' }, 'handoff code refused');
            return reply.redirect(HANDOFF_FAILURE_PATH, 302);
          }
          request.log.info(
            { event: 'handoff.confirm' },
            'handoff from elsewhere: the app asks first',
          );
          return sendApp(request, reply);
        }
        const session = await exchangeHandoffCode(context, { code, now });
        if (!session) {
          request.log.info({ event: 'handoff.invalid' }, 'handoff code refused');
          return reply.redirect(HANDOFF_FAILURE_PATH, 302);
        }
        // The session this browser held ends: the code's session replaces it.
        await replaceBrowserSession(context, { request, reply, session, signIn: false });
        request.log.info({ event: 'handoff.success' }, 'handoff code exchanged for a session');
        return reply.redirect(HANDOFF_SUCCESS_PATH, 302);
      },
    );

    app.get('/logout', async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      // Specification: /logout logs out and goes home. Only an arrival from another site, which
      // a member did not ask for, is asked first (docs/decisions/0041).
      if (query.confirm === undefined && isArrivalFromElsewhere(request, config.publicOrigin)) {
        request.log.info({ event: 'logout.confirm' }, 'logout from elsewhere: the app asks first');
        return reply.header('cache-control', 'no-store').redirect(LOGOUT_CONFIRM_PATH, 302);
      }
      return sendApp(request, reply);
    });
  };
}
