import type { FastifyPluginAsync } from 'fastify';
import { HANDOFF_FAILURE_PATH, HANDOFF_SUCCESS_PATH } from '#contract/auth';
import type { AppContext } from '../context';
import { replaceBrowserSession } from '../http/session';
import { exchangeHandoffCode } from '../services/handoff';

/**
 * GET /auth?token=: the single-use handoff code exchange (outside /api; DECISIONS.md, Sessions and
 * redirects; SECURITY-CHECKLIST SEC-39). Only a code minted by POST /api/v1/auth/handoff (≤ 60 s,
 * hashed at rest, used once) is taken, never a session token; a valid one mints a fresh session
 * and redirects to /account without the code in the URL. Anything else sets no cookie and sends
 * the browser to /login?handoff=invalid, where the app shows HANDOFF_INVALID's message
 * (docs/decisions/0012-handoff-failure-redirect.md). The only GET that changes state.
 */
export function handoffRoutes(context: AppContext): FastifyPluginAsync {
  const { db, clock } = context;
  return async (app) => {
    app.get('/auth', async (request, reply) => {
      void reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      const query = request.query as Record<string, unknown>;
      const code = typeof query.token === 'string' ? query.token : '';
      const session = await exchangeHandoffCode(db, code, clock());
      if (!session) {
        request.log.info({ event: 'handoff.invalid' }, 'handoff code refused');
        return reply.redirect(HANDOFF_FAILURE_PATH, 302);
      }
      // The session this browser held ends: the code's session replaces it (issue 18, item 2).
      await replaceBrowserSession(context, request, reply, session);
      request.log.info({ event: 'handoff.success' }, 'handoff code exchanged for a session');
      return reply.redirect(HANDOFF_SUCCESS_PATH, 302);
    });
  };
}
