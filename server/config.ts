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

/** A whole number of at least 1 (the SMS ceilings). */
const CountSchema = (name: string) =>
  v.pipe(
    v.string(),
    v.regex(/^[1-9]\d{0,6}$/, `${name} must be a whole number from 1 to 9999999`),
    v.transform(Number),
  );

/** Environment variables the server reads; README lists them. Parsed once at start. */
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
  SUPPORT_EMAIL: v.optional(v.pipe(v.string(), v.email()), 'support@gorewards.com.ph'),
  HELP_CENTER_URL: v.optional(v.pipe(v.string(), v.url()), 'https://help.gorewards.com.ph'),
  /** STAGED accounts are treated as MIGRATED while this is on (specification 000, section 4). */
  MIGRATION_FLAG: v.optional(v.picklist(['true', 'false']), 'true'),
  /** Comma-separated hosts an https redirect target may point at. */
  REDIRECT_HOSTS: v.optional(v.string(), ''),
  HCAPTCHA_SITEKEY: v.optional(v.pipe(v.string(), v.minLength(1))),
  HCAPTCHA_SECRET: v.optional(v.pipe(v.string(), v.minLength(1))),
  HCAPTCHA_VERIFY_URL: v.optional(
    v.pipe(v.string(), v.url()),
    'https://api.hcaptcha.com/siteverify',
  ),
  /** An HTTP SMS gateway (JSON POST); without it messages go to the outbox table. */
  SMS_GATEWAY_URL: v.optional(v.pipe(v.string(), v.url())),
  SMS_GATEWAY_TOKEN: v.optional(v.string()),
  /**
   * SMS pumping ceilings (docs/decisions/0042): every SMS the portal sends in an hour, and those
   * asked for from one client address in an hour, across numbers and flows.
   */
  SMS_PER_HOUR: v.optional(CountSchema('SMS_PER_HOUR'), '500'),
  /**
   * Distinct mobile numbers one client address may try in 10 minutes, across the status check and
   * login (docs/decisions/0042).
   */
  AUTH_NUMBERS_PER_IP: v.optional(CountSchema('AUTH_NUMBERS_PER_IP'), '100'),
  SMS_PER_IP_PER_HOUR: v.optional(CountSchema('SMS_PER_IP_PER_HOUR'), '20'),
  /** smtp(s):// URL of a mail server; without it email goes to the outbox table. */
  SMTP_URL: v.optional(
    v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'SMTP_URL must be smtp:// or smtps://')),
  ),
  EMAIL_FROM: v.optional(v.string(), 'Go Rewards <no-reply@gorewards.com.ph>'),
  /**
   * Comma-separated ids of the OpenID Connect providers to offer; each reads
   * OIDC_<ID>_ISSUER, _CLIENT_ID, _CLIENT_SECRET and _NAME (docs/social-sign-in.md).
   */
  OIDC_PROVIDERS: v.optional(v.string(), ''),
  /** The local development provider: on by default outside production, never in production. */
  OIDC_DEV_PROVIDER: v.optional(v.picklist(['true', 'false'])),
  /** Its loopback port; 0 picks a free one at start. */
  OIDC_DEV_PORT: v.optional(PortSchema, '0'),
  /**
   * Which proxies may set X-Forwarded-For/-Proto: unset or 'false' trusts none (the socket's
   * address keys the rate limits), a number trusts that many hops, otherwise a comma-separated
   * list of proxy addresses or CIDR ranges (SECURITY-CHECKLIST SEC-06, ASVS 5.0 15.3.4).
   */
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

/** One OpenID Connect provider the portal signs members in with. */
export interface SocialProviderConfig {
  /** The choice's id in the app and the key of its identity links. */
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/**
 * The specification's choices (three social providers and an airline partner), listed on the
 * login modal in this order; each is enabled only when configured.
 */
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
  supportEmail: string;
  helpCenterUrl: string;
  migrationFlag: boolean;
  redirectHosts: string[];
  /** hCaptcha when both are set; otherwise the development captcha (never in production). */
  hcaptcha: { siteKey: string; secret: string; verifyUrl: string } | null;
  smsGateway: { url: string; token: string | undefined } | null;
  /** The global hourly SMS ceiling (SMS_PER_HOUR). */
  smsPerHour: number;
  /** Distinct numbers per client address per 10 minutes, status check and login (AUTH_NUMBERS_PER_IP). */
  authNumbersPerIp: number;
  /** The hourly SMS ceiling of one client address across numbers (SMS_PER_IP_PER_HOUR). */
  smsPerIpPerHour: number;
  smtp: { url: string; from: string } | null;
  emailFrom: string;
  /** Fastify's trustProxy: false (default), true, a hop test, or proxy addresses. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** Configured OpenID Connect providers (the development one is added when it starts). */
  socialProviders: SocialProviderConfig[];
  /** Start the development provider on this loopback port (0 picks a free one); never in production. */
  devOidc: { port: number } | null;
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
 * The pepper keys every passcode hash and is kept outside the database (SECURITY-CHECKLIST SEC-10).
 * Production must pass it in PASSCODE_PEPPER; a development machine gets one generated once into
 * the git-ignored data folder so a person trying the portal needs no set-up.
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

/** OIDC_PROVIDERS and each provider's variables; any error names the variable to fix. */
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
    // The development captcha is never accepted in production (DECISIONS.md, captcha).
    throw new Error('HCAPTCHA_SITEKEY and HCAPTCHA_SECRET must be set in production.');
  }
  if (env.NODE_ENV === 'production' && !(env.SMS_GATEWAY_URL && env.SMTP_URL)) {
    // Without them codes would go to the development outbox, which keeps message bodies in the
    // database (SECURITY-CHECKLIST SEC-17: a code is stored only as its hash).
    throw new Error('SMS_GATEWAY_URL and SMTP_URL must be set in production.');
  }
  const production = env.NODE_ENV === 'production';
  if (production && env.OIDC_DEV_PROVIDER === 'true') {
    // The development provider signs anyone in as a seeded identity.
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
  };
}
