import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { startDevelopmentProvider } from './dev-provider-start';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'gr-social-'));
const production = {
  NODE_ENV: 'production',
  PASSCODE_PEPPER: 'p'.repeat(40),
  HCAPTCHA_SITEKEY: 'site',
  HCAPTCHA_SECRET: 'secret',
  SMS_GATEWAY_URL: 'https://sms.example.ph/send',
  SMTP_URL: 'smtps://mail.example.ph',
  PUBLIC_ORIGIN: 'https://rewards.example.ph',
} as const;

describe('social sign-in configuration', () => {
  it('turns the development provider on by default outside production only', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).devOidc).toEqual({ port: 0 });
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test' }).devOidc).toEqual({ port: 0 });
    expect(
      loadConfig({ DATA_DIR: dataDir(), OIDC_DEV_PROVIDER: 'false', OIDC_DEV_PORT: '4100' })
        .devOidc,
    ).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir(), ...production }).devOidc).toBeNull();
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), ...production, OIDC_DEV_PROVIDER: 'true' }),
    ).toThrow('OIDC_DEV_PROVIDER cannot be turned on in production.');
  });

  it('never starts the development provider in production', async () => {
    const config = loadConfig({ DATA_DIR: dataDir(), ...production });
    const started = await startDevelopmentProvider({ ...config, devOidc: { port: 0 } });
    expect(started.devIssuer).toBeNull();
    expect(started.config.socialProviders).toEqual([]);
  });

  it('reads each provider of OIDC_PROVIDERS from its own variables', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      OIDC_PROVIDERS: 'google, partner-air',
      OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
      OIDC_GOOGLE_CLIENT_ID: 'id-1',
      OIDC_GOOGLE_CLIENT_SECRET: 'secret-1',
      OIDC_PARTNER_AIR_ISSUER: 'https://id.partner-air.example',
      OIDC_PARTNER_AIR_CLIENT_ID: 'id-2',
      OIDC_PARTNER_AIR_CLIENT_SECRET: 'secret-2',
      OIDC_PARTNER_AIR_NAME: 'Partner Air',
    });
    expect(config.socialProviders).toEqual([
      {
        id: 'google',
        name: 'Google',
        issuer: 'https://accounts.google.com',
        clientId: 'id-1',
        clientSecret: 'secret-1',
      },
      {
        id: 'partner-air',
        name: 'Partner Air',
        issuer: 'https://id.partner-air.example',
        clientId: 'id-2',
        clientSecret: 'secret-2',
      },
    ]);
  });

  it('names the missing variable, and refuses the reserved id and http issuers in production', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), OIDC_PROVIDERS: 'apple', OIDC_APPLE_ISSUER: 'https://a' }),
    ).toThrow(/OIDC_APPLE_CLIENT_ID/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), OIDC_PROVIDERS: 'dev' })).toThrow(
      "OIDC_PROVIDERS: 'dev' is not a usable provider id.",
    );
    const http = {
      OIDC_PROVIDERS: 'google',
      OIDC_GOOGLE_ISSUER: 'http://accounts.example',
      OIDC_GOOGLE_CLIENT_ID: 'id',
      OIDC_GOOGLE_CLIENT_SECRET: 'secret',
    };
    expect(loadConfig({ DATA_DIR: dataDir(), ...http }).socialProviders).toHaveLength(1);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...production, ...http })).toThrow(
      'OIDC_GOOGLE_ISSUER must be an https URL.',
    );
  });
});
