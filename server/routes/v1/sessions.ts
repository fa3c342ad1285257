import type { FastifyPluginAsync } from 'fastify';
import * as sessionsCalls from '#contract/calls/sessions';
import type { AppContext } from '../../context';
import { contractRoute, type ValibotTypeProvider } from '../../http/contract-route';
import {
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  clearSessionCookies,
  readMemberSession,
  setSessionCookies,
} from '../../http/session';
import { revokeSessionByTokens, rotateSession, secondsUntil } from '../../services/sessions';
import { ApiError } from '../../shared/errors';
import { manilaIso } from '../../shared/manila';

export function sessionRoutes(context: AppContext): FastifyPluginAsync {
  const { clock } = context;
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    app.route({
      ...contractRoute(context, sessionsCalls.getSession),
      // Asked on every page load: a visitor or an ended session is an answer, not a 401.
      handler: async (request) => {
        const session = await readMemberSession(context, request);
        if (!session || session === 'expired') return { member: null, expiresInSeconds: null };
        const { member, card, expiresAt } = session;
        return {
          member: {
            firstName: member.firstName,
            lastName: member.lastName,
            points: card ? Number(card.balance) : 0,
            deletionDueAt: member.deletionDueAt ? manilaIso(member.deletionDueAt) : null,
          },
          expiresInSeconds: secondsUntil(expiresAt, clock()),
        };
      },
    });

    app.route({
      ...contractRoute(context, sessionsCalls.refresh),
      handler: async (request, reply) => {
        const presented = request.cookies[REFRESH_COOKIE];
        if (!presented) throw new ApiError('UNAUTHENTICATED', { code: 302 });
        const now = clock();
        const outcome = await rotateSession(context, { refreshToken: presented, now });
        switch (outcome.state) {
          case 'rotated':
            setSessionCookies(request, reply, outcome);
            return { expiresInSeconds: secondsUntil(outcome.expiresAt, now) };
          case 'grace':
            // The cookies the winning refresh set are already in this browser's jar.
            return { expiresInSeconds: secondsUntil(outcome.expiresAt, now) };
          case 'expired':
            clearSessionCookies(request, reply);
            throw new ApiError('SESSION_EXPIRED', { code: 302 });
          case 'reused':
            request.log.warn({ event: 'refresh.reuse' }, 'refresh token reused: session revoked');
            clearSessionCookies(request, reply);
            throw new ApiError('UNAUTHENTICATED', { code: 302 });
          case 'invalid':
            clearSessionCookies(request, reply);
            throw new ApiError('UNAUTHENTICATED', { code: 302 });
        }
      },
    });

    app.route({
      ...contractRoute(context, sessionsCalls.logout),
      handler: async (request, reply) => {
        const revoked = await revokeSessionByTokens(context, {
          tokens: {
            token: request.cookies[ACCESS_COOKIE],
            refreshToken: request.cookies[REFRESH_COOKIE],
          },
          now: clock(),
        });
        if (revoked) request.log.info({ event: 'logout' }, 'session revoked');
        clearSessionCookies(request, reply);
        return { success: true as const };
      },
    });
  };
}
