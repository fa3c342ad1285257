import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const HCAPTCHA_SOURCES = ['https://hcaptcha.com', 'https://*.hcaptcha.com'];

export type SecurityHeaders = Readonly<Record<string, string>>;

/**
 * Helmet once, recorded, then the same fixed set per answer: per-request helmet cost a quarter of a
 * bare route's throughput.
 */
export function buildSecurityHeaders(options: { hcaptcha: boolean }): SecurityHeaders {
  // hCaptcha's widget is a script and a frame from its own hosts, which also load its styles and
  // call home (hCaptcha's CSP guide); they are let in only where hCaptcha is configured.
  const captcha = options.hcaptcha ? HCAPTCHA_SOURCES : [];
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...captcha],
        styleSrc: ["'self'", ...captcha],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...captcha],
        // The store map on a partner page embeds OpenStreetMap; besides hCaptcha's challenge,
        // nothing else may be framed.
        frameSrc: ['https://www.openstreetmap.org', ...captcha],
        mediaSrc: ["'self'"],
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
  return securityHeaders(applyHeaders);
}

export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}

function securityHeaders(applyHeaders: ReturnType<typeof helmet>): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  applyHeaders(request, response, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet failed');
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value !== undefined)
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}
