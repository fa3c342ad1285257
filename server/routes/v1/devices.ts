import type { FastifyPluginAsync } from 'fastify';
import * as devicesCalls from '#contract/calls/devices';
import type { AppContext } from '../../context';
import { contractRoute, type ValibotTypeProvider } from '../../http/contract-route';
import { clearSessionCookies, memberSessionOf } from '../../http/session';
import { listMemberSessions, revokeOtherSessions, revokeOwnSession } from '../../services/devices';
import { ApiError } from '../../shared/errors';

/** The session's member only: a session id of another member is "not found", as a missing one. */
export function deviceRoutes(context: AppContext): FastifyPluginAsync {
  const { clock } = context;
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    app.route({
      ...contractRoute(context, devicesCalls.listSessions),
      handler: async (request) => {
        const { memberId, sessionId } = memberSessionOf(request);
        const sessions = await listMemberSessions(context, {
          memberId,
          currentSessionId: sessionId,
          now: clock(),
        });
        return { data: sessions };
      },
    });

    app.route({
      ...contractRoute(context, devicesCalls.revokeSession),
      handler: async (request, reply) => {
        const { memberId, sessionId } = memberSessionOf(request);
        const target = request.params.sessionId;
        if (!(await revokeOwnSession(context, { memberId, sessionId: target, now: clock() }))) {
          throw new ApiError('NOT_FOUND', { message: 'That session has already ended.' });
        }
        request.log.info({ event: 'session.revoked_by_member', memberId }, 'session signed out');
        if (target === sessionId) clearSessionCookies(request, reply);
        return { revoked: 1 };
      },
    });

    app.route({
      ...contractRoute(context, devicesCalls.revokeOtherSessions),
      handler: async (request) => {
        const { memberId, sessionId } = memberSessionOf(request);
        const revoked = await revokeOtherSessions(context, {
          memberId,
          keepSessionId: sessionId,
          now: clock(),
        });
        request.log.info(
          { event: 'session.others_revoked', memberId, revoked },
          'other sessions signed out',
        );
        return { revoked };
      },
    });
  };
}
