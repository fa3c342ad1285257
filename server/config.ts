import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';

const PortSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,5}$/, 'PORT must be a number'),
  v.transform(Number),
  v.integer(),
  v.minValue(0),
  v.maxValue(65_535),
);

const CountSchema = (name: string) =>
  v.pipe(
    v.string(),
    v.regex(/^[1-9]\d{0,6}$/, `${name} must be a whole number from 1 to 9999999`),
    v.transform(Number),
  );

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(PortSchema, '3000'),
  HOST: v.optional(v.string(), 'localhost'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')),
  ),
  DATA_DIR: v.optional(v.string(), '.data'),
  PASSCODE_PEPPER: v.optional(
    v.pipe(v.string(), v.minLength(32, 'PASSCODE_PEPPER must be at least 32 characters')),
  ),
  PUBLIC_ORIGIN: v.optional(v.pipe(v.string(), v.url())),
  LOG_LEVEL: v.optional(
    v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
  ),
  STATIC_DIR: v.optional(v.string(), 'dist'),
  /**
   * A visitor's page rendered on the server (decision 0054). Off until the browser suite's tests
   * that stub a page's first calls in the browser load it by navigating inside the app.
   */
  SERVER_RENDERING: v.optional(v.picklist(['on', 'off']), 'on'),
  SUPPORT_EMAIL: v.optional(v.pipe(v.string(), v.email()), 'support@gorewards.com.ph'),
  HELP_CENTER_URL: v.optional(v.pipe(v.string(), v.url()), 'https://help.gorewards.com.ph'),
  /** STAGED accounts count as MIGRATED while this is on (docs/specification.md#account-status). */
  MIGRATION_FLAG: v.optional(v.picklist(['true', 'false']), 'true'),
  REDIRECT_HOSTS: v.optional(v.string(), ''),
  HCAPTCHA_SITEKEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  HCAPTCHA_SECRET: v.optional(v.pipe(v.string(), v.minLength(1))),
  HCAPTCHA_VERIFY_URL: v.optional(
    v.pipe(v.string(), v.url()),
    'https://api.hcaptcha.com/siteverify',
  ),
  SMS_GATEWAY_URL: v.optional(v.pipe(v.string(), v.url())),
  SMS_GATEWAY_TOKEN: v.optional(v.string()),
  /** SMS pumping ceilings (decision 0042). */
  SMS_PER_HOUR: v.optional(CountSchema('SMS_PER_HOUR'), '500'),
  /** Per 10 minutes, status check and login together (decision 0042). */
  AUTH_NUMBERS_PER_IP: v.optional(CountSchema('AUTH_NUMBERS_PER_IP'), '100'),
  SMS_PER_IP_PER_HOUR: v.optional(CountSchema('SMS_PER_IP_PER_HOUR'), '20'),
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'SMTP_URL must be smtp:// or smtps://')),
  ),
  EMAIL_FROM: v.optional(v.string(), 'Go Rewards <no-reply@gorewards.com.ph>'),
  /** Each id reads OIDC_<ID>_ISSUER, _CLIENT_ID, _CLIENT_SECRET and _NAME. */
  OIDC_PROVIDERS: v.optional(v.string(), ''),
  OIDC_DEV_PROVIDER: v.optional(v.picklist(['true', 'false'])),
  OIDC_DEV_PORT: v.optional(PortSchema, '0'),
  /** GET /metrics answers only with this bearer token; unset, it answers 404 (docs/operations.md). */
  METRICS_TOKEN: v.optional(
    v.pipe(v.string(), v.minLength(32, 'METRICS_TOKEN must be at least 32 characters')),
  ),
  /** The overload guard: past any of these, requests are answered 503 with Retry-After. */
  MAX_EVENT_LOOP_DELAY_MS: v.optional(CountSchema('MAX_EVENT_LOOP_DELAY_MS'), '1000'),
  MAX_HASHES_IN_FLIGHT: v.optional(CountSchema('MAX_HASHES_IN_FLIGHT'), '16'),
  MAX_POOL_WAITING: v.optional(CountSchema('MAX_POOL_WAITING'), '30'),
  /** Pages rendered a minute for one client (an IPv4 address, an IPv6 /64) past the page cache. */
  RENDERS_PER_MINUTE: v.optional(CountSchema('RENDERS_PER_MINUTE'), '120'),
  /** Unset trusts no proxy, so the socket's address keys the rate limits (SEC-06). */
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^(false|true|\d{1,2}|[0-9a-fA-F.:/]+(,\s*[0-9a-fA-F.:/]+)*)$/,
        'TRUST_PROXY must be false, true, a hop count or a list of addresses',
      ),
    ),
    'false',
  ),
});

export interface SocialProviderConfig {
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export const KNOWN_SOCIAL_CHOICES: readonly { id: string; name: string }[] = [
  { id: 'google', name: 'Google' },
  { id: 'facebook', name: 'Facebook' },
  { id: 'apple', name: 'Apple' },
  { id: 'airline', name: 'Fly with Go Rewards' },
];
/** The development provider's id: reserved, so no real provider can take its seeded links. */
export const DEV_SOCIAL_PROVIDER_ID = 'dev';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  passcodePepper: Buffer;
  publicOrigin: string | undefined;
  logLevel: string;
  staticDir: string;
  serverRendering: boolean;
  supportEmail: string;
  helpCenterUrl: string;
  migrationFlag: boolean;
  redirectHosts: string[];
  hcaptcha: { siteKey: string; secret: string; verifyUrl: string } | null;
  smsGateway: { url: string; token: string | undefined } | null;
  smsPerHour: number;
  authNumbersPerIp: number;
  smsPerIpPerHour: number;
  smtp: { url: string; from: string } | null;
  emailFrom: string;
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  socialProviders: SocialProviderConfig[];
  devOidc: { port: number } | null;
  metricsToken: string | undefined;
  overload: OverloadLimits;
  rendersPerMinute: number;
}

export interface OverloadLimits {
  /** The event loop's delay (p. 99 of the last second) past which every request is shed. */
  maxEventLoopDelayMs: number;
  /** Argon2 checks running and queued past which sign-ins and passcode changes are shed. */
  maxHashesInFlight: number;
  /** Queries waiting for a PostgreSQL connection past which database calls are shed. */
  maxPoolWaiting: number;
}

function parseTrustProxy(value: string): AppConfig['trustProxy'] {
  if (value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((entry) => entry.trim());
}

/**
 * Kept outside the database (SEC-10); a development machine gets one generated into the git-ignored
 * data folder.
 */
function resolvePepper(env: AppConfig['env'], given: string | undefined, dataDir: string): Buffer {
  if (given) return Buffer.from(given, 'utf8');
  if (env === 'production') throw new Error('PASSCODE_PEPPER must be set in production.');
  const file = path.join(dataDir, 'pepper');
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'utf8');
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const pepper = randomBytes(32).toString('base64url');
    writeFileSync(file, pepper, { mode: 0o600 });
    return Buffer.from(pepper, 'utf8');
  }
}

const envName = (id: string, part: string) =>
  `OIDC_${id.toUpperCase().replaceAll('-', '_')}_${part}`;

function parseSocialProviders(
  ids: string,
  source: NodeJS.ProcessEnv,
  production: boolean,
): SocialProviderConfig[] {
  const wanted = ids
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter(Boolean);
  return wanted.map((id) => {
    if (!/^[a-z][a-z0-9-]{1,31}$/.test(id) || id === DEV_SOCIAL_PROVIDER_ID) {
      throw new Error(`OIDC_PROVIDERS: '${id}' is not a usable provider id.`);
    }
    const read = (part: string) => {
      const value = source[envName(id, part)]?.trim();
      return value ? value : undefined;
    };
    const issuer = read('ISSUER');
    const clientId = read('CLIENT_ID');
    const clientSecret = read('CLIENT_SECRET');
    const name = read('NAME') ?? KNOWN_SOCIAL_CHOICES.find((known) => known.id === id)?.name;
    if (!issuer || !clientId || !clientSecret || !name) {
      throw new Error(
        `${envName(id, 'ISSUER')}, ${envName(id, 'CLIENT_ID')}, ${envName(id, 'CLIENT_SECRET')} and (for a provider other than ${KNOWN_SOCIAL_CHOICES.map((known) => known.id).join(', ')}) ${envName(id, 'NAME')} must be set.`,
      );
    }
    if (
      !v.is(v.pipe(v.string(), v.url()), issuer) ||
      (production && !issuer.startsWith('https://'))
    ) {
      throw new Error(`${envName(id, 'ISSUER')} must be an ${production ? 'https ' : ''}URL.`);
    }
    return { id, name, issuer, clientId, clientSecret };
  });
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = v.safeParse(EnvSchema, source);
  if (!parsed.success) {
    const lines = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'env'}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.output;
  const dataDir = path.resolve(env.DATA_DIR);
  const passcodePepper = resolvePepper(env.NODE_ENV, env.PASSCODE_PEPPER, dataDir);
  if (env.NODE_ENV === 'production' && !(env.HCAPTCHA_SITEKEY && env.HCAPTCHA_SECRET)) {
    // The development captcha is never accepted in production (docs/specification.md#captcha).
    throw new Error('HCAPTCHA_SITEKEY and HCAPTCHA_SECRET must be set in production.');
  }
  if (env.NODE_ENV === 'production' && !(env.SMS_GATEWAY_URL && env.SMTP_URL)) {
    // Otherwise codes would sit in the outbox table's message bodies (SEC-17).
    throw new Error('SMS_GATEWAY_URL and SMTP_URL must be set in production.');
  }
  const production = env.NODE_ENV === 'production';
  if (production && !env.PUBLIC_ORIGIN) {
    // Without it, canonical links, the sitemap, robots.txt and the social sign-in's redirect
    // would follow whatever Host header a request names.
    throw new Error('PUBLIC_ORIGIN must be set in production.');
  }
  if (production && env.OIDC_DEV_PROVIDER === 'true') {
    throw new Error('OIDC_DEV_PROVIDER cannot be turned on in production.');
  }
  const devProviderOn = !production && (env.OIDC_DEV_PROVIDER ?? 'true') === 'true';
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    passcodePepper,
    publicOrigin: env.PUBLIC_ORIGIN,
    logLevel: env.LOG_LEVEL,
    staticDir: path.resolve(env.STATIC_DIR),
    serverRendering: env.SERVER_RENDERING === 'on',
    supportEmail: env.SUPPORT_EMAIL,
    helpCenterUrl: env.HELP_CENTER_URL,
    migrationFlag: env.MIGRATION_FLAG === 'true',
    redirectHosts: env.REDIRECT_HOSTS.split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    hcaptcha:
      env.HCAPTCHA_SITEKEY && env.HCAPTCHA_SECRET
        ? {
            siteKey: env.HCAPTCHA_SITEKEY,
            secret: env.HCAPTCHA_SECRET,
            verifyUrl: env.HCAPTCHA_VERIFY_URL,
          }
        : null,
    smsGateway: env.SMS_GATEWAY_URL
      ? { url: env.SMS_GATEWAY_URL, token: env.SMS_GATEWAY_TOKEN }
      : null,
    smsPerHour: env.SMS_PER_HOUR,
    authNumbersPerIp: env.AUTH_NUMBERS_PER_IP,
    smsPerIpPerHour: env.SMS_PER_IP_PER_HOUR,
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.EMAIL_FROM } : null,
    emailFrom: env.EMAIL_FROM,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    socialProviders: parseSocialProviders(env.OIDC_PROVIDERS, source, production),
    devOidc: devProviderOn ? { port: env.OIDC_DEV_PORT } : null,
    metricsToken: env.METRICS_TOKEN,
    overload: {
      maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
      maxHashesInFlight: env.MAX_HASHES_IN_FLIGHT,
      maxPoolWaiting: env.MAX_POOL_WAITING,
    },
    rendersPerMinute: env.RENDERS_PER_MINUTE,
  };
}
