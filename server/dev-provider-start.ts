import { SOCIAL_CALLBACK_PATH } from '#contract/social';
import type { AppConfig } from './config';

export interface StartedProviders {
  config: AppConfig;
  devIssuer: string | null;
  close: () => Promise<void>;
}

/**
 * Starts the development OpenID Connect provider when the configuration asks for it, which it
 * never does in production (config.ts refuses OIDC_DEV_PROVIDER there). oidc-provider is loaded
 * only then, so a production process never even imports it.
 */
export async function startDevelopmentProvider(config: AppConfig): Promise<StartedProviders> {
  if (!config.devOidc || config.env === 'production') {
    return { config, devIssuer: null, close: () => Promise.resolve() };
  }
  const { startDevOidcProvider } = await import('./adapters/dev-oidc-provider');
  const origins = config.publicOrigin
    ? [config.publicOrigin]
    : [`http://localhost:${String(config.port)}`, `http://127.0.0.1:${String(config.port)}`];
  const started = await startDevOidcProvider({
    port: config.devOidc.port,
    redirectUris: origins.map((origin) => `${origin}${SOCIAL_CALLBACK_PATH}`),
  });
  return {
    config: { ...config, socialProviders: [...config.socialProviders, started.provider] },
    devIssuer: started.issuer,
    close: started.close,
  };
}
