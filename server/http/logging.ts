import type { FastifyLoggerOptions, FastifyReply, FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';

/** Secrets, and a member's location (Stores near me): personal data the logs need not hold. */
const SECRET_PARAMS = /^(token|code|session|refreshtoken|otp|pin|passcode|latitude|longitude)$/i;

/** How deep a URL inside a parameter inside a URL is looked into. */
const NESTING = 4;

function redactQuery(query: string, depth: number): string {
  const params = new URLSearchParams(query);
  for (const [key, value] of [...params.entries()]) {
    params.set(key, SECRET_PARAMS.test(key) ? '[redacted]' : redactValue(value, depth + 1));
  }
  return params.toString();
}

/**
 * A parameter's value can be a URL of its own (`?page=/auth?token=…`), perhaps encoded once more:
 * its parameters are redacted too.
 */
function redactValue(value: string, depth: number): string {
  if (depth > NESTING) return value;
  const queryStart = value.indexOf('?');
  if (queryStart !== -1) {
    return `${value.slice(0, queryStart)}?${redactQuery(value.slice(queryStart + 1), depth)}`;
  }
  if (!/%[0-9a-f]{2}/i.test(value)) return value;
  try {
    const decoded = decodeURIComponent(value);
    const redacted = redactValue(decoded, depth + 1);
    return redacted === decoded ? value : redacted;
  } catch {
    return value;
  }
}

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  return `${url.slice(0, queryStart)}?${redactQuery(url.slice(queryStart + 1), 0)}`;
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
