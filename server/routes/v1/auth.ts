import type { FastifyPluginAsync } from 'fastify';
import { HANDOFF_LIFETIME_SECONDS } from '#contract/auth';
import { endpoints } from '#contract/endpoints';
import { safeRedirectTarget } from '#contract/redirects';
import type { AppContext } from '../../context';
import { ApiError } from '../../shared/errors';
import { requireMobile } from '../../http/mobile';
import {
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  clearSessionCookies,
  memberSessionOf,
  readMemberSession,
  replaceBrowserSession,
  requireMember,
  setSessionCookies,
} from '../../http/session';
import { contractRoute } from '../../http/contract-route';
import type { ValibotTypeProvider } from '../../http/valibot';
import { signIn, statusAnswerOf } from '../../services/login';
import { findMemberByMobile } from '../../services/members';
import { exchangeHandoffCode, mintHandoffCode, previewHandoffCode } from '../../services/handoff';
import { revokeSessionByTokens, rotateSession } from '../../services/sessions';
import { claimNumberBudget, hitStatusLimitForNumber } from '../../services/status-limits';

const secondsUntil = (at: Date, now: Date) =>
  Math.max(0, Math.floor((at.getTime() - now.getTime()) / 1000));

/** Account status, login, logout, refresh, the session, handoff mint (sessions and lockout). */
export function authRoutes(context: AppContext): FastifyPluginAsync {
  const { db, clock, config } = context;
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    app.route({
      ...contractRoute(endpoints.accountStatus),
      handler: async (request) => {
        const now = clock();
        // An invalid number reveals nothing, so only real lookups count against the limits.
        const e164 = requireMobile(request.body.countryCode, request.body.mobile, 'mobile');
        await claimNumberBudget(db, request.ip, e164, now, config.authNumbersPerIp);
        await hitStatusLimitForNumber(db, e164, now);
        const member = await findMemberByMobile(db, e164);
        return statusAnswerOf(member, now);
      },
    });

    app.route({
      ...contractRoute(endpoints.login),
      handler: async (request, reply) => {
        const { ext_url: extUrl } = request.body;
        if (extUrl !== undefined && !safeRedirectTarget(extUrl, config.redirectHosts)) {
          request.log.info({ event: 'redirect.rejected' }, 'ext_url not allowed');
          throw new ApiError('REDIRECT_NOT_ALLOWED', {
            fields: { ext_url: "That link isn't allowed." },
          });
        }
        const e164 = requireMobile(request.body.country_code, request.body.number, 'number');
        const session = await signIn(
          context,
          { mobileE164: e164, passcode: request.body.passcode, ip: request.ip },
          clock(),
          request.log,
        );
        await replaceBrowserSession(context, request, reply, session);
        return {
          status: 'ACTIVE' as const,
          expiresInSeconds: secondsUntil(session.expiresAt, clock()),
        };
      },
    });

    app.route({
      ...contractRoute(endpoints.logout),
      handler: async (request, reply) => {
        const revoked = await revokeSessionByTokens(
          db,
          { token: request.cookies[ACCESS_COOKIE], refreshToken: request.cookies[REFRESH_COOKIE] },
          clock(),
        );
        if (revoked) request.log.info({ event: 'logout' }, 'session revoked');
        clearSessionCookies(request, reply);
        return { success: true as const };
      },
    });

    app.route({
      ...contractRoute(endpoints.refresh),
      handler: async (request, reply) => {
        const presented = request.cookies[REFRESH_COOKIE];
        if (!presented) throw new ApiError('UNAUTHENTICATED', { code: 302 });
        const now = clock();
        const outcome = await rotateSession(db, presented, now);
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
      ...contractRoute(endpoints.getSession),
      // Asked on every page load: a visitor or an ended session is an answer, not a 401.
      handler: async (request) => {
        const session = await readMemberSession(context, request);
        if (!session || session === 'expired') return { member: null, expiresInSeconds: null };
        // The member and card came with the session (one query per request).
        const { member, card, expiresAt } = session;
        return {
          member: {
            firstName: member.firstName,
            lastName: member.lastName,
            points: card ? Number(card.balance) : 0,
          },
          expiresInSeconds: secondsUntil(expiresAt, clock()),
        };
      },
    });

    app.route({
      ...contractRoute(endpoints.mintHandoff),
      preHandler: requireMember(context),
      handler: async (request) => {
        const { memberId, sessionId } = memberSessionOf(request);
        const issued = await mintHandoffCode(db, { memberId, sessionId }, clock());
        request.log.info({ event: 'handoff.minted' }, 'handoff code minted');
        return { code: issued.token, expiresInSeconds: HANDOFF_LIFETIME_SECONDS };
      },
    });

    // The "Continue as …?" page after an arrival from elsewhere at /auth?token= (issue 18,
    // item 3): both are POSTs, so the request guard admits them from the portal's origin only.
    app.route({
      ...contractRoute(endpoints.previewHandoff),
      handler: async (request) => {
        const preview = await previewHandoffCode(db, request.body.token, clock());
        if (!preview) {
          request.log.info({ event: 'handoff.invalid' }, 'handoff code refused');
          throw new ApiError('HANDOFF_INVALID');
        }
        return preview;
      },
    });

    app.route({
      ...contractRoute(endpoints.exchangeHandoff),
      handler: async (request, reply) => {
        const session = await exchangeHandoffCode(db, request.body.token, clock());
        if (!session) {
          request.log.info({ event: 'handoff.invalid' }, 'handoff code refused');
          throw new ApiError('HANDOFF_INVALID');
        }
        await replaceBrowserSession(context, request, reply, session);
        request.log.info({ event: 'handoff.success' }, 'handoff code exchanged for a session');
        return { expiresInSeconds: secondsUntil(session.expiresAt, clock()) };
      },
    });
  };
}
