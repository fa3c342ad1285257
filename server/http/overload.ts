import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GENERIC_ERROR_MESSAGE } from '#contract/errors';
import type { OverloadLimits } from '../config';
import type { OverloadControl } from '../context';
import { ApiError } from '../shared/errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route checks or hashes a passcode (Argon2): shed first when hashing is saturated. */
    hashesPasscode?: boolean;
  }
}

/** What is saturated, from the most recent look (every HEALTH_CHECK_INTERVAL_MS). */
export type Saturation = 'hashing' | 'database' | null;

export interface OverloadSources {
  hashesInFlight: () => number;
  /** A test server's simulated saturation (POST /api/dev/overload). */
  simulated?: () => Saturation;
  /** Queries waiting for a PostgreSQL connection (PGlite has no pool). */
  poolWaiting?: () => number;
  /** A file the static server has (a path that only looks like one is a page or a call). */
  isStaticFile?: (pathname: string) => boolean;
  onShed: (reason: string) => void;
}

/** How soon a client may come back: long enough for a queue of Argon2 checks to drain. */
export const RETRY_AFTER_SECONDS = 5;
const HEALTH_CHECK_INTERVAL_MS = 100;
/** Two of under-pressure's one-second samples of the event loop. */
const STARTUP_GRACE_MS = 2_000;

/** Never shed: liveness, readiness and metrics must answer when the process is busiest. */
const EXEMPT = new Set(['/healthz', '/readyz', '/metrics']);

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');

/** A page that asks to come back later: no app, no database, only /busy.css. */
export function sendBusyPage(
  reply: FastifyReply,
  answer: { status: 429 | 503; retryAfterSeconds: number; message: string },
): FastifyReply {
  return reply
    .code(answer.status)
    .header('retry-after', String(answer.retryAfterSeconds))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Error</title><link rel="stylesheet" href="/busy.css"></head><body><main><h1>Error</h1><p>${answer.message}</p><a href="">Try again</a></main></body></html>`,
    );
}

const shedPage = (reply: FastifyReply) =>
  sendBusyPage(reply, {
    status: 503,
    retryAfterSeconds: RETRY_AFTER_SECONDS,
    message: GENERIC_ERROR_MESSAGE,
  });

/**
 * @fastify/under-pressure answers 503 with Retry-After while the event loop lags, or (its health
 * check) while Argon2 checks or database queries queue past their bounds. Saturated hashing sheds
 * only the routes that hash; the rest still answers. The app shows the specification's generic
 * message (the login modal in place, other flows in the error dialog); the member tries again.
 */
export async function registerOverloadGuard(
  app: FastifyInstance,
  limits: OverloadLimits,
  sources: OverloadSources,
): Promise<void> {
  let saturation: Saturation = null;
  // The event loop's reading is the mean of the last second: until a second has passed wholly
  // after start-up (migrations, seed, the renderer's import), it measures that work, not load.
  let servingSince: number | undefined;
  app.addHook('onReady', async () => {
    servingSince = performance.now();
  });
  const startingUp = () =>
    servingSince === undefined || performance.now() - servingSince < STARTUP_GRACE_MS;
  const measured = (): Saturation => {
    if (sources.hashesInFlight() > limits.maxHashesInFlight) return 'hashing';
    if ((sources.poolWaiting?.() ?? 0) > limits.maxPoolWaiting) return 'database';
    return null;
  };
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    retryAfter: RETRY_AFTER_SECONDS,
    healthCheckInterval: HEALTH_CHECK_INTERVAL_MS,
    healthCheck: async () => {
      saturation = sources.simulated?.() ?? measured();
      return saturation === null;
    },
    // Returning nothing lets the request through, unless this already answered it (Fastify stops
    // a request whose reply is sent); a rejection goes to the error handler, as the API's errors do.
    pressureHandler: (
      request: FastifyRequest,
      reply: FastifyReply,
      type: string,
      value: number | undefined,
    ): Promise<void> | undefined => {
      const url = request.url;
      const pathname = url.split('?')[0] ?? url;
      // The built app's files (hashed names under /assets/, icons, the manifest) cost a file read.
      if (EXEMPT.has(pathname) || sources.isStaticFile?.(pathname)) return undefined;
      // A second with no sample of the event loop reads as an infinite delay: nothing measured,
      // nothing shed (it happened on a busy CI machine, shedding a test's requests).
      if (type === 'eventLoopDelay' && (!Number.isFinite(value) || startingUp())) return undefined;
      const reason = type === 'healthCheck' ? (saturation ?? 'healthCheck') : type;
      if (reason === 'hashing' && !request.routeOptions.config.hashesPasscode) return undefined;
      sources.onShed(reason);
      request.log.warn({ event: 'overload.shed', reason }, 'overloaded: answered 503');
      if (!isApi(url)) {
        void shedPage(reply);
        return undefined;
      }
      return Promise.reject(new ApiError('SERVER_BUSY', { retryAfter: RETRY_AFTER_SECONDS }));
    },
  });
}

/** A test server's overload on request (POST /api/dev/overload): the cause, until a moment. */
export function simulatedOverload(): { control: OverloadControl; current: () => Saturation } {
  let until = 0;
  let cause: Exclude<Saturation, null> = 'hashing';
  return {
    control: {
      saturate: (what, milliseconds) => {
        until = Date.now() + milliseconds;
        cause = what;
        return new Date(until);
      },
    },
    current: () => (Date.now() < until ? cause : null),
  };
}
