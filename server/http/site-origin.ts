import type { FastifyRequest } from 'fastify';

/**
 * The origin absolute links name: the configured one where there is one (a forged Host header must
 * not name other sites), else the request's; null when the Host header names no site.
 */
export function siteOrigin(
  publicOrigin: string | undefined,
  request: FastifyRequest,
): string | null {
  const origin = publicOrigin ?? `${request.protocol}://${request.host}`;
  return URL.canParse(origin) ? new URL(origin).origin : null;
}
