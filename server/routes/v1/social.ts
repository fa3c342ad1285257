import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as socialCalls from '#contract/calls/social';
import { API_PREFIX } from '#contract/endpoints';
import { safeRedirectTarget } from '#contract/redirects';
import { SOCIAL_ATTEMPT_LIFETIME_SECONDS, SOCIAL_CALLBACK_PATH } from '#contract/social';
import { createOidcClient, type OidcClient } from '../../adapters/oidc-client';
import type { AppContext } from '../../context';
import { contractRoute, type ValibotTypeProvider } from '../../http/contract-route';
import { ApiError } from '../../shared/errors';
import { cookieOptions, replaceBrowserSession } from '../../http/session';
import { completeSocialSignIn, limitSocialCalls, startSocialSignIn } from '../../services/social';

export const SOCIAL_ATTEMPT_COOKIE = 'socialAttempt';
const SOCIAL_COOKIE_PATH = `${API_PREFIX}/auth/social`;

function clearAttemptCookie(request: FastifyRequest, reply: FastifyReply) {
  void reply.clearCookie(SOCIAL_ATTEMPT_COOKIE, cookieOptions(request, SOCIAL_COOKIE_PATH));
}

function targetOf(
  body: { page?: string | undefined; ext_url?: string | undefined },
  allowedHosts: readonly string[],
): string | null {
  const fields: Record<string, string> = {};
  for (const name of ['ext_url', 'page'] as const) {
    const value = body[name];
    if (value !== undefined && !safeRedirectTarget(value, allowedHosts)) {
      fields[name] = "That link isn't allowed.";
    }
  }
  if (Object.keys(fields).length) throw new ApiError('REDIRECT_NOT_ALLOWED', { fields });
  const target = body.ext_url ?? body.page;
  return target === undefined ? null : safeRedirectTarget(target, allowedHosts);
}

export function socialRoutes(context: AppContext): FastifyPluginAsync {
  const { clock, config } = context;
  const clients = new Map<string, OidcClient>(
    config.socialProviders.map((provider) => [
      provider.id,
      createOidcClient(provider, { production: config.env === 'production' }),
    ]),
  );
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    app.route({
      ...contractRoute(context, socialCalls.startSocialLogin),
      handler: async (request, reply) => {
        await limitSocialCalls(context, { ip: request.ip, call: 'start' });
        const client = clients.get(request.body.provider);
        if (!client) throw new ApiError('SOCIAL_PROVIDER_UNAVAILABLE');
        const target = targetOf(request.body, config.redirectHosts);
        // The provider sends the browser back to the origin the member is on (or the configured
        // public one); the redirect URI is kept with the attempt for the code exchange.
        const origin = config.publicOrigin ?? `${request.protocol}://${request.host}`;
        let started: Awaited<ReturnType<typeof startSocialSignIn>>;
        try {
          started = await startSocialSignIn(context, {
            provider: request.body.provider,
            client,
            redirectUri: `${origin}${SOCIAL_CALLBACK_PATH}`,
            target,
            now: clock(),
          });
        } catch (error) {
          if (error instanceof ApiError) throw error;
          request.log.warn(
            { event: 'social.provider_unreachable', provider: request.body.provider },
            'provider discovery failed',
          );
          throw new ApiError('SERVICE_UNAVAILABLE');
        }
        void reply.setCookie(SOCIAL_ATTEMPT_COOKIE, started.attemptToken, {
          ...cookieOptions(request, SOCIAL_COOKIE_PATH),
          maxAge: SOCIAL_ATTEMPT_LIFETIME_SECONDS,
        });
        request.log.info(
          { event: 'social.start', provider: request.body.provider },
          'social sign-in started',
        );
        return { authorizationUrl: started.authorizationUrl };
      },
    });

    app.route({
      ...contractRoute(context, socialCalls.socialLoginStatus),
      handler: async (request, reply) => {
        await limitSocialCalls(context, { ip: request.ip, call: 'status' });
        const attemptToken = request.cookies[SOCIAL_ATTEMPT_COOKIE];
        let session: Awaited<ReturnType<typeof completeSocialSignIn>>;
        try {
          session = await completeSocialSignIn(context, {
            attemptToken,
            data: request.body.data,
            clientFor: (id) => clients.get(id),
            now: clock(),
            log: request.log,
          });
        } catch (error) {
          const unreadable =
            error instanceof ApiError && error.key === 'SOCIAL_RESPONSE_UNREADABLE';
          if (attemptToken && !unreadable) clearAttemptCookie(request, reply);
          throw error;
        }
        clearAttemptCookie(request, reply);
        await replaceBrowserSession(context, { request, reply, session, signIn: true });
        return {
          signup_status: 'COMPLETE' as const,
          redirect: session.target,
          expiresInSeconds: Math.max(
            0,
            Math.floor((session.expiresAt.getTime() - clock().getTime()) / 1000),
          ),
        };
      },
    });
  };
}
