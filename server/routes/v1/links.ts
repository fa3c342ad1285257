import type { FastifyPluginAsync } from 'fastify';
import { HANDOFF_LIFETIME_SECONDS } from '#contract/auth';
import { endpoints } from '#contract/endpoints';
import { isSameOriginPath, safeRedirectTarget } from '#contract/redirects';
import type { AppContext } from '../../context';
import { ApiError } from '../../shared/errors';
import { memberSessionOf, requireMember } from '../../http/session';
import { contractRoute } from '../../http/contract-route';
import type { ValibotTypeProvider } from '../../http/valibot';
import { consumeOneTimeToken, issueOneTimeToken } from '../../services/one-time-tokens';

/** The allow-listed host of an https URL, or null (the same rule as `?url=` and `ext_url`). */
function partnerHostOf(url: string, redirectHosts: readonly string[]): string | null {
  const target = safeRedirectTarget(url, redirectHosts);
  if (target === null || isSameOriginPath(target)) return null;
  return new URL(target).hostname.toLowerCase();
}

/**
 * Handoff codes for header links to partner hosts (SECURITY-CHECKLIST SEC-40; decision 0035):
 * kind `link_handoff`, bound to the host, so a partner can never trade one at /auth?token= for a
 * portal session, and a portal handoff code is never accepted here.
 */
export function linkRoutes(context: AppContext): FastifyPluginAsync {
  const { db, clock, config } = context;
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    app.route({
      ...contractRoute(endpoints.mintLinkHandoff),
      preHandler: requireMember(context),
      handler: async (request) => {
        const host = partnerHostOf(request.body.url, config.redirectHosts);
        if (host === null) {
          request.log.info({ event: 'link_handoff.rejected' }, 'link host not allowed');
          throw new ApiError('REDIRECT_NOT_ALLOWED', {
            fields: { url: "That link isn't allowed." },
          });
        }
        const { memberId } = memberSessionOf(request);
        const issued = await issueOneTimeToken(db, 'link_handoff', {
          now: clock(),
          ttlMs: HANDOFF_LIFETIME_SECONDS * 1000,
          memberId,
          subject: host,
        });
        request.log.info({ event: 'link_handoff.minted', host }, 'link handoff code minted');
        return { code: issued.token, host, expiresInSeconds: HANDOFF_LIFETIME_SECONDS };
      },
    });

    app.route({
      ...contractRoute(endpoints.redeemLinkHandoff),
      handler: async (request) => {
        const host = request.body.host.toLowerCase();
        const used = await consumeOneTimeToken(db, 'link_handoff', request.body.code, {
          now: clock(),
          subject: host,
        });
        if (!used?.memberId) {
          request.log.info({ event: 'link_handoff.invalid' }, 'link handoff code refused');
          throw new ApiError('HANDOFF_INVALID');
        }
        request.log.info({ event: 'link_handoff.redeemed', host }, 'link handoff code redeemed');
        return { memberId: used.memberId };
      },
    });
  };
}
