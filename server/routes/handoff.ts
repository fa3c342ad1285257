import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HANDOFF_FAILURE_PATH, HANDOFF_SUCCESS_PATH, LOGOUT_CONFIRM_PATH } from '#contract/auth';
import type { AppContext } from '../context';
import { isSameOriginArrival } from '../http/arrival';
import { replaceBrowserSession } from '../http/session';
import { exchangeHandoffCode, previewHandoffCode } from '../services/handoff';

export interface PageRouteOptions {
  /** Sends the app's index.html (absent when the server runs without the built app). */
  appShell?: ((request: FastifyRequest, reply: FastifyReply) => FastifyReply) | undefined;
}

/**
 * The two pages the server decides before the app: GET /auth?token= and GET /logout (outside
 * /api; DECISIONS.md, Sessions and redirects; SECURITY-CHECKLIST SEC-39).
 *
 * /auth?token= takes only a code minted by POST /api/v1/auth/handoff (≤ 60 s, hashed at rest, used
 * once), never a session token. Arriving from the portal's own pages, a valid code buys a session
 * (capped where its minting session is, replacing the one this browser held) and the browser goes
 * to /account without the code in the URL: the only GET that changes state. Arriving from anywhere
 * else, it completes nothing (login CSRF, issue 18, item 3): a valid code gets the app, which
 * names the account ("Continue as Maria Clara?") and trades the code by a same-origin POST only
 * if the person agrees. A code that is no good sets no cookie and sends the browser to
 * /login?handoff=invalid, where the app shows HANDOFF_INVALID's message
 * (docs/decisions/0012-handoff-failure-redirect.md).
 *
 * /logout from anywhere but the portal's own pages (issue 18, item 4) is sent to
 * /logout?confirm=1, where the app asks "Log out?" first; from the portal it gets the app, which
 * logs out at once. The app's own links to /logout never reach the server.
 */
export function handoffRoutes(
  context: AppContext,
  options: PageRouteOptions = {},
): FastifyPluginAsync {
  const { db, clock, config } = context;
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
          if (!(await previewHandoffCode(db, code, now))) {
            request.log.info({ event: 'handoff.invalid' }, 'handoff code refused');
            return reply.redirect(HANDOFF_FAILURE_PATH, 302);
          }
          request.log.info(
            { event: 'handoff.confirm' },
            'handoff from elsewhere: the app asks first',
          );
          return sendApp(request, reply);
        }
        const session = await exchangeHandoffCode(db, code, now);
        if (!session) {
          request.log.info({ event: 'handoff.invalid' }, 'handoff code refused');
          return reply.redirect(HANDOFF_FAILURE_PATH, 302);
        }
        // The session this browser held ends: the code's session replaces it (issue 18, item 2).
        await replaceBrowserSession(context, request, reply, session);
        request.log.info({ event: 'handoff.success' }, 'handoff code exchanged for a session');
        return reply.redirect(HANDOFF_SUCCESS_PATH, 302);
      },
    );

    app.get('/logout', async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      if (query.confirm === undefined && !isSameOriginArrival(request, config.publicOrigin)) {
        request.log.info({ event: 'logout.confirm' }, 'logout from elsewhere: the app asks first');
        return reply.header('cache-control', 'no-store').redirect(LOGOUT_CONFIRM_PATH, 302);
      }
      return sendApp(request, reply);
    });
  };
}
