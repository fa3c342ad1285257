import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { API_PREFIX, DEV_PREFIX } from '#contract/endpoints';
import type { CaptchaVerifier } from './adapters/captcha';
import type { MessageSender } from './adapters/message-sender';
import { configuredSender } from './adapters/senders';
import { createDevCaptcha } from './services/blocks/dev-captcha';
import { createHcaptchaVerifier, unavailableCaptcha } from './adapters/hcaptcha';
import type { AppConfig } from './config';
import type { AppContext, ClockControl } from './context';
import { startHousekeeping } from './services/housekeeping';
import type { DatabaseHandle } from './db/client';
import { createContentCache, type ContentCache } from './http/content-cache';
import { REQUEST_DEADLINE_MS, registerRequestDeadline } from './http/deadline';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandling } from './http/errors';
import { registerRequestGuards } from './http/guards';
import { registerJsonBodyParser } from './http/json-body';
import { createAccessLog, logDestination, loggerOptions } from './http/logging';
import { buildSecurityHeaders, registerSecurityHeaders } from './http/security-headers';
import { loadPageRenderer } from './http/page-render';
import type { PageKey, PageRenderer, RenderPage } from '#contract/page-render';
import { registerStatic, sendAppShell, staticPaths } from './http/static';
import { valibotSerializerCompiler, valibotValidatorCompiler } from './http/contract-route';
import { devRoutes } from './routes/dev';
import { handoffRoutes } from './routes/handoff';
import { healthRoutes } from './routes/health';
import { seoRoutes } from './routes/seo';
import { renderedPages } from './routes/rendered-pages';
import { apiV1 } from './routes/v1/index';
import { createPasscodeHasher, type PasscodeHasher } from './adapters/passcode-hasher';
import { createMetrics } from './adapters/metrics';
import { registerOverloadGuard, simulatedOverload } from './http/overload';
import { metricsRoutes } from './routes/metrics';

/** api/v1 bodies are small JSON documents; anything larger is refused with 413. */
export const BODY_LIMIT_BYTES = 16 * 1024;
/** Every answer is sent well inside the app's 15 s client timeout. */
const REQUEST_TIMEOUT_MS = 12_000;

/** Fails closed: production never accepts the development captcha. */
function configuredCaptcha(
  config: AppConfig,
  database: DatabaseHandle,
  clock: () => Date,
): CaptchaVerifier {
  if (config.hcaptcha) return createHcaptchaVerifier(config.hcaptcha);
  if (config.env === 'production') return unavailableCaptcha;
  return createDevCaptcha(database.db, clock).verifier;
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  hasher?: PasscodeHasher;
  clock?: () => Date;
  sender?: MessageSender;
  captcha?: CaptchaVerifier;
  logStream?: DestinationStream;
  serveApp?: boolean;
  clockControl?: ClockControl;
  /** The timed housekeeping (expired rows, deleted accounts): the running server's, not tests'. */
  housekeeping?: boolean;
  /** The process's own figures (memory, event loop, garbage collection) in /metrics. */
  processMetrics?: boolean;
  contentCache?: { maxEntries?: number; ttlMs?: number };
  requestDeadlineMs?: number;
  /** The page renderer (tests give their own); by default the server-rendering build's. */
  pageRenderer?: RenderPage;
  /** With pageRenderer: its page key (the request's address without it). */
  pageKey?: PageKey;
}

declare module 'fastify' {
  interface FastifyInstance {
    contentCache: ContentCache;
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? (() => new Date());
  const hasher = options.hasher ?? createPasscodeHasher(config.passcodePepper);
  const { metrics, registry } = createMetrics(
    {
      hashesInFlight: hasher.inFlight,
      ...(database.poolStats ? { pool: database.poolStats } : {}),
    },
    { processMetrics: options.processMetrics === true },
  );
  const simulation =
    config.env === 'test' && options.clockControl ? simulatedOverload() : undefined;
  const overloadControl = simulation?.control;
  const context: AppContext = {
    config,
    database,
    db: database.db,
    hasher,
    metrics,
    clock,
    sender: options.sender ?? configuredSender(config, database.db, clock),
    captcha: options.captcha ?? configuredCaptcha(config, database, clock),
    contentCache: createContentCache({ clock, ...options.contentCache }),
    ...(config.env === 'test' && options.clockControl
      ? { clockControl: options.clockControl }
      : {}),
    ...(overloadControl ? { overloadControl } : {}),
  };

  const logStream = options.logStream ?? logDestination();
  // Fastify's own arrival line doubled the logging cost of every request (docs/performance.md).
  const accessLog = createAccessLog(config.logLevel, logStream);
  const securityHeaders = buildSecurityHeaders({ hcaptcha: config.hcaptcha !== null });
  const answerFrameworkError = frameworkErrorHandler(securityHeaders);
  const app = Fastify({
    logger: { ...loggerOptions(config.logLevel), stream: logStream },
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionTimeout: REQUEST_TIMEOUT_MS,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // X-Forwarded-For is believed only from configured proxies: it keys rate limits (SEC-06).
    trustProxy: config.trustProxy,
    frameworkErrors: (error, request, reply) => {
      answerFrameworkError(error, request, reply);
      accessLog(request, reply);
    },
    clientErrorHandler: clientErrorHandler(securityHeaders),
    // Node answers a request without Host with a bare 400 of its own; let through, it gets the
    // envelope and the security headers like any request that cannot be read (guards.ts).
    http: { requireHostHeader: false },
  });
  app.addHook('onResponse', (request, reply, done) => {
    accessLog(request, reply);
    metrics.request(
      {
        method: request.method,
        // The route's pattern, never the path: a path carries ids and has no bound.
        route: request.routeOptions.url ?? 'unmatched',
        status: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.decorateRequest('memberSession', null);
  app.decorate('contentCache', context.contentCache);
  app.setValidatorCompiler(valibotValidatorCompiler);
  app.setSerializerCompiler(valibotSerializerCompiler);
  // Only JSON is parsed; text/plain and form bodies get 415 (cross-site simple requests).
  app.removeContentTypeParser(['text/plain']);
  registerJsonBodyParser(app);

  registerSecurityHeaders(app, securityHeaders);
  let staticFiles = new Set<string>();
  // Before every route: an overloaded process answers 503 with Retry-After before any work.
  await registerOverloadGuard(app, config.overload, {
    hashesInFlight: hasher.inFlight,
    ...(simulation ? { simulated: simulation.current } : {}),
    ...(database.poolStats ? { poolWaiting: () => database.poolStats?.().waiting ?? 0 } : {}),
    isStaticFile: (pathname) => staticFiles.has(pathname),
    onShed: metrics.shed,
  });
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie);

  const servesApp = (options.serveApp ?? true) && (await registerStatic(app, config.staticDir));
  if (servesApp) staticFiles = staticPaths(config.staticDir);
  const renderer: PageRenderer | null =
    servesApp && config.serverRendering
      ? options.pageRenderer
        ? { renderPage: options.pageRenderer, pageKey: options.pageKey ?? ((href) => href) }
        : await loadPageRenderer(
            path.resolve(config.staticDir, '..', 'dist-ssr', 'entry-server.js'),
          )
      : null;
  registerErrorHandling(app, servesApp ? { appShell: renderedPages(context, renderer) } : {});
  registerRequestDeadline(app, options.requestDeadlineMs ?? REQUEST_DEADLINE_MS);
  registerRequestGuards(app, config.publicOrigin);

  // Not ready while the event loop lags (the first second after start-up, say): the guard would
  // shed what a load balancer sent.
  await app.register(
    healthRoutes(context, () => {
      const delay = app.memoryUsage().eventLoopDelay;
      return Number.isFinite(delay) && delay > config.overload.maxEventLoopDelayMs;
    }),
  );
  await app.register(metricsRoutes(registry, config.metricsToken));
  // The sitemap lists the app's pages: only a server that serves them has one.
  if (servesApp) await app.register(seoRoutes(context));
  await app.register(apiV1(context), { prefix: API_PREFIX });
  await app.register(handoffRoutes(context, { appShell: servesApp ? sendAppShell : undefined }));
  if (config.env !== 'production') await app.register(devRoutes(context), { prefix: DEV_PREFIX });
  if (options.housekeeping) {
    const housekeeping = startHousekeeping(context, {
      log: app.log,
      observe: metrics.housekeeping,
    });
    // Before onClose closes the database: a run in progress finishes first.
    app.addHook('preClose', housekeeping.stop);
  }
  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}
