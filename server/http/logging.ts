import type { FastifyLoggerOptions, FastifyReply, FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';

const SECRET_PARAMS = /^(token|code|session|refreshtoken|otp|pin|passcode)$/i;

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) if (SECRET_PARAMS.test(key)) params.set(key, '[redacted]');
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/** Bodies are never logged; credentials and fields named like secrets are censored (SEC-48). */
export function loggerOptions(
  level: string,
): FastifyLoggerOptions & { redact: { paths: string[]; censor: string } } {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.passcode',
        '*.password',
        '*.otp',
        '*.PIN',
        '*.token',
        '*.refreshToken',
        '*.memberToken',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip };
      },
    },
  };
}

export function logDestination(): DestinationStream {
  return pino.destination({ dest: process.stdout.fd, sync: false });
}

/**
 * Fixed fields only, so no redaction pass: the app logger's cost a tenth of a cached read
 * (docs/performance.md).
 */
export function createAccessLog(
  level: string,
  stream: DestinationStream,
): (request: FastifyRequest, reply: FastifyReply) => void {
  const logger: Logger = pino({ level }, stream);
  return (request, reply) => {
    logger.info(
      {
        reqId: request.id,
        req: { method: request.method, url: redactUrl(request.url), ip: request.ip },
        res: { statusCode: reply.statusCode },
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
  };
}
