import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '#contract/endpoints';
import { KNOWN_SOCIAL_CHOICES, type AppConfig } from '../../config';
import type { AppContext } from '../../context';
import { contractRoute } from '../../http/contract-route';
import type { ValibotTypeProvider } from '../../http/valibot';

/**
 * The specification's four choices always (disabled unless configured), then any other
 * configured provider, the development one included.
 */
function socialChoices(config: AppConfig) {
  const configured = new Map(config.socialProviders.map((provider) => [provider.id, provider]));
  const known = KNOWN_SOCIAL_CHOICES.map((choice) => ({
    id: choice.id,
    name: configured.get(choice.id)?.name ?? choice.name,
    enabled: configured.has(choice.id),
  }));
  const others = config.socialProviders
    .filter((provider) => !KNOWN_SOCIAL_CHOICES.some((choice) => choice.id === provider.id))
    .map((provider) => ({ id: provider.id, name: provider.name, enabled: true }));
  return [...known, ...others];
}

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
        socialChoices: socialChoices(config),
      }),
    });
  };
}
