import { randomBytes } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_TITLE, ERRORS, type ErrorEnvelope, type ErrorKey } from '#contract/errors';
import type { SecurityHeaders } from './security-headers';
import { ApiError } from '../shared/errors';
import { ContractValidationError } from './contract-route';

export function envelope(
  key: ErrorKey,
  message: string = ERRORS[key].message,
  extra: Partial<ErrorEnvelope> = {},
): ErrorEnvelope {
  return { error_key: key, error: message, title: ERROR_TITLE, ...extra };
}

const FASTIFY_CODES: Record<string, ErrorKey> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
};

function sendEnvelope(reply: FastifyReply, status: number, body: ErrorEnvelope) {
  if (body.retryAfter !== undefined) void reply.header('retry-after', String(body.retryAfter));
  // An error is about this request only: no browser or proxy keeps it (SEC-45), whichever route
  // (or none, for an unknown path) it came from.
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(body);
}

export function newErrorRef(): string {
  return randomBytes(4).toString('hex').toUpperCase();
}

export function sendWithRef(
  reply: FastifyReply,
  key: 'SERVICE_UNAVAILABLE' | 'INTERNAL_ERROR',
  ref: string,
) {
  return sendEnvelope(
    reply,
    ERRORS[key].status,
    envelope(key, `${ERRORS[key].message} (Ref: ${ref})`, { ref }),
  );
}

const FRAMEWORK_CODES: Record<string, ErrorKey> = {
  FST_ERR_BAD_URL: 'BAD_REQUEST',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
};

/** Fastify's own answers carried no envelope and no security header, and quoted the path back. */
export function frameworkErrorHandler(headers: SecurityHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    void reply.headers(headers);
    const key = FRAMEWORK_CODES[error.code];
    if (key) {
      void sendEnvelope(reply, ERRORS[key].status, envelope(key));
      return;
    }
    const ref = newErrorRef();
    request.log.error({ err: loggableError(error), ref }, 'unhandled error');
    void sendWithRef(reply, 'INTERNAL_ERROR', ref);
  };
}

/** Never reaches Fastify: answered on the socket, with nothing of the request. */
export function clientErrorHandler(headers: SecurityHeaders) {
  return (error: Error & { code?: string }, socket: Duplex): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const key: ErrorKey =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 'HEADERS_TOO_LARGE'
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 'REQUEST_TIMEOUT'
          : 'BAD_REQUEST';
    const { status } = ERRORS[key];
    const body = JSON.stringify(envelope(key));
    const head = [
      `HTTP/1.1 ${String(status)} ${STATUS_CODES[status] ?? 'Error'}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${String(Buffer.byteLength(body))}`,
      'cache-control: no-store',
      'connection: close',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    if (socket.writable) socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
    socket.destroy(error);
  };
}

export interface ErrorHandlingOptions {
  appShell?: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;
}

export function registerErrorHandling(
  app: FastifyInstance,
  options: ErrorHandlingOptions = {},
): void {
  app.setErrorHandler(
    (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof ApiError) {
        return sendEnvelope(reply, error.status, {
          ...envelope(error.key, error.message),
          title: error.title,
          ...(error.fields ? { fields: error.fields } : {}),
          ...(error.code !== undefined ? { code: error.code } : {}),
          ...(error.retryAfter !== undefined ? { retryAfter: error.retryAfter } : {}),
          ...(error.attemptsRemaining !== undefined
            ? { attemptsRemaining: error.attemptsRemaining }
            : {}),
          ...(error.unlockAt ? { unlockAt: error.unlockAt.toISOString() } : {}),
        });
      }
      if (error instanceof ContractValidationError) {
        if (error.part === 'params' && request.routeOptions.config.badParamsNotFound) {
          return sendEnvelope(reply, 404, envelope('NOT_FOUND'));
        }
        const message = request.routeOptions.config.validationMessage ?? error.message;
        return sendEnvelope(
          reply,
          400,
          envelope('VALIDATION_ERROR', message, { fields: error.fields }),
        );
      }
      const fastifyError = error as Partial<FastifyError>;
      const mapped = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
      if (mapped) return sendEnvelope(reply, ERRORS[mapped].status, envelope(mapped));
      if (error instanceof SyntaxError || fastifyError.statusCode === 400) {
        return sendEnvelope(reply, 400, envelope('INVALID_JSON'));
      }
      if (fastifyError.statusCode === 429)
        return sendEnvelope(reply, 429, envelope('RATE_LIMITED'));
      if (
        fastifyError.statusCode &&
        fastifyError.statusCode >= 400 &&
        fastifyError.statusCode < 500
      ) {
        return sendEnvelope(
          reply,
          fastifyError.statusCode,
          envelope('VALIDATION_ERROR', ERRORS.VALIDATION_ERROR.message),
        );
      }
      const ref = newErrorRef();
      request.log.error({ err: loggableError(error), ref }, 'unhandled error');
      const unavailable = isDatabaseUnavailable(error);
      return sendWithRef(reply, unavailable ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_ERROR', ref);
    },
  );

  // Fail closed (SEC-47): a server-side failure never hands out a session, even when the handler
  // had set its cookies before it failed or ran out of time. Registered after @fastify/cookie, so
  // this runs once its own onSend hook has written them.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode >= 500) void reply.removeHeader('set-cookie');
    done(null, payload);
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url === '/api' || url.startsWith('/api/');
    if (!isApi && options.appShell && (request.method === 'GET' || request.method === 'HEAD')) {
      return options.appShell(request, reply);
    }
    const methods = (['GET', 'POST', 'PUT', 'DELETE'] as const).filter(
      (method) => method !== request.method && app.hasRoute({ method, url }),
    );
    if (methods.length) {
      void reply.header('allow', methods.join(', '));
      return sendEnvelope(reply, 405, envelope('METHOD_NOT_ALLOWED'));
    }
    return sendEnvelope(reply, 404, envelope('NOT_FOUND'));
  });
}

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  cause?: LoggedError;
}

/**
 * Drizzle's error carries the statement and parameters, the driver's `detail` row values: neither
 * is logged.
 */
export function loggableError(error: unknown, depth = 0): LoggedError | undefined {
  if (!(error instanceof Error) || depth > 5) return undefined;
  if (error instanceof DrizzleQueryError) {
    return (
      loggableError(error.cause, depth + 1) ?? {
        type: error.name,
        message: 'A database query failed.',
      }
    );
  }
  const code = (error as { code?: unknown }).code;
  const cause = loggableError(error.cause, depth + 1);
  return {
    type: error.name,
    message: error.message,
    ...(error.stack ? { stack: error.stack } : {}),
    ...(typeof code === 'string' ? { code } : {}),
    ...(cause ? { cause } : {}),
  };
}

function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08')))
      return true;
    if (
      /connection (terminated|refused)|PGlite is closed|timeout exceeded|after calling end on the pool/i.test(
        current.message,
      )
    ) {
      return true;
    }
    current = current.cause;
  }
  return false;
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '53300',
]);
