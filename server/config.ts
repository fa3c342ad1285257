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
});

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

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = v.safeParse(EnvSchema, source);
  if (!parsed.success) {
    const lines = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? 'env'}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.output;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    passcodePepper: resolvePepper(env.NODE_ENV, env.PASSCODE_PEPPER, dataDir),
    publicOrigin: env.PUBLIC_ORIGIN,
    logLevel: env.LOG_LEVEL,
    staticDir: path.resolve(env.STATIC_DIR),
    supportEmail: env.SUPPORT_EMAIL,
  };
}
