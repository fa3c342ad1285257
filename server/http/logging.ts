import type { FastifyLoggerOptions } from 'fastify';

/** Query parameters whose values are secrets (handoff codes, tokens) and never reach a log. */
const SECRET_PARAMS = /^(token|code|session|refreshtoken|otp|pin|passcode)$/i;

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const key of [...params.keys()]) if (SECRET_PARAMS.test(key)) params.set(key, '[redacted]');
  return `${url.slice(0, queryStart)}?${params.toString()}`;
}

/**
 * Structured JSON logs (pino). Bodies are never logged; headers that carry credentials and any
 * field named like a secret are censored (SECURITY-CHECKLIST SEC-48).
 */
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
