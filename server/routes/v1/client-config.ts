import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '#contract/endpoints';
import type { AppContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import type { ValibotTypeProvider } from '../../http/valibot';

/** What the app needs to know about this deployment before any sign-in. */
export function clientConfigRoutes(context: AppContext): FastifyPluginAsync {
  const { config } = context;
  return async (instance) => {
    const app = instance.withTypeProvider<ValibotTypeProvider>();
    app.route({
      ...contractRoute(endpoints.getClientConfig),
      handler: async () => ({
        migrationFlag: config.migrationFlag,
        supportEmail: config.supportEmail,
        helpCenterUrl: config.helpCenterUrl,
        captcha: config.hcaptcha
          ? { provider: 'hcaptcha' as const, siteKey: config.hcaptcha.siteKey }
          : { provider: 'development' as const },
        devTools: config.env !== 'production',
        redirectHosts: config.redirectHosts,
      }),
    });
  };
}
