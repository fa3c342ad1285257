import { generateKeyPair, type KeyObject, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';
import { DEV_SOCIAL_PROVIDER_ID, type SocialProviderConfig } from '../config';
import { DEV_IDENTITIES } from './dev-identities';
import { escapeMarkup } from '../shared/escape-markup';

/**
 * A real provider on loopback, so the social buttons work end to end offline; never in production
 * (decision 0036).
 */

export const DEV_PROVIDER_NAME = 'Development ID';

export interface DevOidcProvider {
  provider: SocialProviderConfig;
  issuer: string;
  close: () => Promise<void>;
}

const INTERACTION_PATH = /^\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|abort))?$/;
const BODY_LIMIT_BYTES = 4096;

function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > BODY_LIMIT_BYTES) reject(new Error('form too large'));
    });
    request.on('end', () => resolve(new URLSearchParams(body)));
    request.on('error', reject);
  });
}

function signInPage(uid: string, clientName: string): string {
  const choices = DEV_IDENTITIES.map(
    (identity) =>
      `<li><button type="submit" name="identity" value="${escapeMarkup(identity.subject)}">${escapeMarkup(identity.name)}</button> <small>${escapeMarkup(identity.email)}${identity.linkedMobile ? ` (linked to ${identity.linkedMobile})` : ' (not linked to any member)'}</small></li>`,
  ).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${DEV_PROVIDER_NAME}: sign in</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}li{margin:.75rem 0}button{font:inherit;padding:.4rem .8rem}</style>
</head><body>
<h1>${DEV_PROVIDER_NAME}</h1>
<p>A local development provider: pick a test identity to sign in to ${escapeMarkup(clientName)}. No password is asked.</p>
<form method="post" action="/interaction/${uid}/login"><ul>${choices}</ul></form>
<form method="post" action="/interaction/${uid}/abort"><button type="submit">Cancel</button></form>
</body></html>`;
}

export async function startDevOidcProvider(options: {
  port: number;
  redirectUris: string[];
}): Promise<DevOidcProvider> {
  let handle: (request: IncomingMessage, response: ServerResponse) => void = (_, response) => {
    response.statusCode = 503;
    response.end();
  };
  const server: Server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${String(port)}`;

  const { privateKey } = await new Promise<{ privateKey: KeyObject }>((resolve, reject) => {
    // P-256 rather than RSA: made in a millisecond, so the portal's start-up stays fast.
    generateKeyPair('ec', { namedCurve: 'P-256' }, (error, _publicKey, key) => {
      if (error) reject(error);
      else resolve({ privateKey: key });
    });
  });
  const clientId = 'go-rewards-portal';
  const clientSecret = randomBytes(24).toString('base64url');
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        client_name: 'Go Rewards',
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'dev', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    findAccount: (_ctx, id) => {
      const identity = DEV_IDENTITIES.find((candidate) => candidate.subject === id);
      if (!identity) return undefined;
      return {
        accountId: identity.subject,
        claims: () => ({
          sub: identity.subject,
          name: identity.name,
          email: identity.email,
          email_verified: true,
        }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();
  const formAction = ["'self'", ...new Set(options.redirectUris.map((uri) => new URL(uri).origin))];

  const interaction = async (
    request: IncomingMessage,
    response: ServerResponse,
    uid: string,
    action: string | undefined,
  ) => {
    response.setHeader(
      'content-security-policy',
      // Chromium checks form-action on the redirects after a submit: the portal's callback too.
      `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction.join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
    );
    response.setHeader('cache-control', 'no-store');
    const details = await provider.interactionDetails(request, response);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    if (action === undefined && request.method === 'GET') {
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.end(signInPage(uid, 'Go Rewards'));
      return;
    }
    if (request.method !== 'POST') {
      response.statusCode = 405;
      response.end();
      return;
    }
    if (action === 'abort') {
      await provider.interactionFinished(
        request,
        response,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const form = await readForm(request);
    const identity = DEV_IDENTITIES.find((candidate) => candidate.subject === form.get('identity'));
    if (!identity) {
      response.statusCode = 400;
      response.end('Unknown identity');
      return;
    }
    const grant = new provider.Grant({
      accountId: identity.subject,
      clientId: String(details.params.client_id),
    });
    const scope = details.params.scope;
    grant.addOIDCScope(typeof scope === 'string' ? scope : 'openid');
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: identity.subject }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  };

  handle = (request, response) => {
    const match = INTERACTION_PATH.exec(new URL(request.url ?? '/', issuer).pathname);
    if (!match?.[1]) {
      void callback(request, response);
      return;
    }
    interaction(request, response, match[1], match[2]).catch(() => {
      if (!response.headersSent) response.statusCode = 400;
      response.end('This sign-in has expired. Go back to the portal and try again.');
    });
  };

  return {
    issuer,
    provider: {
      id: DEV_SOCIAL_PROVIDER_ID,
      name: DEV_PROVIDER_NAME,
      issuer,
      clientId,
      clientSecret,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
