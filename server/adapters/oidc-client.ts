import * as client from 'openid-client';
import type { SocialProviderConfig } from '../config';

const PROVIDER_TIMEOUT_SECONDS = 5;
export const SOCIAL_SCOPE = 'openid email profile';

export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcClient {
  authorizationUrl: (redirectUri: string) => Promise<{ url: string; pending: PendingSignIn }>;
  exchange: (
    callbackUrl: URL,
    pending: PendingSignIn,
  ) => Promise<{ subject: string; email: string | null; emailVerified: boolean }>;
}

/** A loopback http issuer only outside production. */
function allowsHttp(issuer: URL, production: boolean): boolean {
  return (
    !production &&
    issuer.protocol === 'http:' &&
    ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname)
  );
}

export function createOidcClient(
  provider: SocialProviderConfig,
  options: { production: boolean },
): OidcClient {
  const issuer = new URL(provider.issuer);
  let discovered: Promise<client.Configuration> | null = null;
  // Discovery happens on first use, so start-up never waits on a provider; a failure is retried.
  const configuration = () => {
    discovered ??= client
      .discovery(
        issuer,
        provider.clientId,
        undefined,
        client.ClientSecretBasic(provider.clientSecret),
        {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          ...(allowsHttp(issuer, options.production)
            ? // Deprecated only to stand out: this is the loopback development provider.
              // eslint-disable-next-line @typescript-eslint/no-deprecated
              { execute: [client.allowInsecureRequests] }
            : {}),
        },
      )
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };

  return {
    authorizationUrl: async (redirectUri) => {
      const config = await configuration();
      const pending: PendingSignIn = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SOCIAL_SCOPE,
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
      });
      return { url: url.href, pending };
    },
    exchange: async (callbackUrl, pending) => {
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims?.sub) throw new Error('the ID token has no subject');
      return {
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : null,
        emailVerified: claims.email_verified === true,
      };
    },
  };
}
