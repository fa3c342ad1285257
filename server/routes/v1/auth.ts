import type { FastifyPluginAsync } from 'fastify';
import { requireMobile, contractRoute, type ValibotTypeProvider } from '../../http/contract-route';
import * as authCalls from '#contract/calls/auth';
import { safeRedirectTarget } from '#contract/redirects';
import type { AppContext } from '../../context';
import { replaceBrowserSession } from '../../http/session';
import { accountStatus, signIn } from '../../services/auth';
import { secondsUntil } from '../../services/sessions';
import { ApiError } from '../../shared/errors';

/** Sign-in by mobile number and passcode: the account status check and login. */
export function authRoutes(context: AppContext): FastifyPluginAsync {
  const { clock, config } = context;
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();

    app.route({
      ...contractRoute(context, authCalls.accountStatus),
      handler: async (request) => {
        const e164 = requireMobile(request.body.countryCode, request.body.mobile, 'mobile');
        return accountStatus(context, { e164, ip: request.ip, now: clock() });
      },
    });

    app.route({
      ...contractRoute(context, authCalls.login, { hashesPasscode: true }),
      handler: async (request, reply) => {
        const { ext_url: extUrl } = request.body;
        if (extUrl !== undefined && !safeRedirectTarget(extUrl, config.redirectHosts)) {
          request.log.info({ event: 'redirect.rejected' }, 'ext_url not allowed');
          throw new ApiError('REDIRECT_NOT_ALLOWED', {
            fields: { ext_url: "That link isn't allowed." },
          });
        }
        const e164 = requireMobile(request.body.country_code, request.body.number, 'number');
        const session = await signIn(context, {
          mobileE164: e164,
          passcode: request.body.passcode,
          ip: request.ip,
          now: clock(),
          log: request.log,
        });
        await replaceBrowserSession(context, { request, reply, session, signIn: true });
        return {
          status: 'ACTIVE' as const,
          expiresInSeconds: secondsUntil(session.expiresAt, clock()),
        };
      },
    });
  };
}
