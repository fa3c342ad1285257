import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { API_PREFIX, DEV_PREFIX } from '#contract/endpoints';
import type { CaptchaVerifier } from './adapters/captcha';
import { createDevCaptcha } from './adapters/dev-captcha';
import type { MessageSender } from './adapters/message-sender';
import { createOutboxSender } from './adapters/outbox-sender';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import type { DatabaseHandle } from './db/client';
import { registerErrorHandling } from './http/errors';
import { registerRequestGuards } from './http/guards';
import { loggerOptions } from './http/logging';
import { registerStatic, sendAppShell } from './http/static';
import { valibotSerializerCompiler, valibotValidatorCompiler } from './http/valibot';
import { devRoutes } from './routes/dev';
import { handoffRoutes } from './routes/handoff';
import { healthRoutes } from './routes/health';
import { apiV1 } from './routes/v1/index';
import { createPasscodeHasher, type PasscodeHasher } from './services/passcode-hasher';

/** api/v1 bodies are small JSON documents; anything larger is refused with 413. */
export const BODY_LIMIT_BYTES = 16 * 1024;
/** Every answer is sent well inside the app's 15 s client timeout. */
const REQUEST_TIMEOUT_MS = 12_000;

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  hasher?: PasscodeHasher;
  clock?: () => Date;
  /** Replaces the configured SMS/email sender (fault-injection tests). */
  sender?: MessageSender;
  /** Replaces the configured captcha verifier. */
  captcha?: CaptchaVerifier;
  /** Where log lines go (tests capture them); standard output by default. */
  logStream?: DestinationStream;
  /** Serve the built app from config.staticDir (off in API-only tests). */
  serveApp?: boolean;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? (() => new Date());
  const context: AppContext = {
    config,
    database,
    db: database.db,
    hasher: options.hasher ?? createPasscodeHasher(config.passcodePepper),
    clock,
    sender: options.sender ?? createOutboxSender(database.db, clock),
    captcha: options.captcha ?? createDevCaptcha(database.db, clock).verifier,
  };

  const app = Fastify({
    logger: {
      ...loggerOptions(config.logLevel),
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: REQUEST_TIMEOUT_MS,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  app.setValidatorCompiler(valibotValidatorCompiler);
  app.setSerializerCompiler(valibotSerializerCompiler);
  // Only JSON is parsed; text/plain and form bodies get 415 (cross-site simple requests).
  app.removeContentTypeParser(['text/plain']);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie);

  const servesApp = (options.serveApp ?? true) && (await registerStatic(app, config.staticDir));
  registerErrorHandling(app, servesApp ? { appShell: sendAppShell } : {});
  registerRequestGuards(app, config.publicOrigin);

  await app.register(healthRoutes(context));
  await app.register(apiV1(context), { prefix: API_PREFIX });
  await app.register(handoffRoutes(context));
  if (config.env !== 'production') await app.register(devRoutes(context), { prefix: DEV_PREFIX });
  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}
