import type { FastifyRequest } from 'fastify';

function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * `Sec-Fetch-Site: same-origin`, or a Referer on the portal's origin without Fetch Metadata; a
 * typed address or bookmark is not.
 */
export function isSameOriginArrival(
  request: FastifyRequest,
  publicOrigin: string | undefined,
): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const referer = request.headers.referer;
  if (!referer) return false;
  const own = originOf(publicOrigin ?? `${request.protocol}://${request.host}`);
  return own !== null && originOf(referer) === own;
}

/**
 * A top-level arrival from another site (or a sibling subdomain): `Sec-Fetch-Site: cross-site` or
 * `same-site`, or, without Fetch Metadata, a Referer on another origin. A typed address or a
 * bookmark (`none`, or no header and no Referer) is the member's own doing.
 */
export function isArrivalFromElsewhere(
  request: FastifyRequest,
  publicOrigin: string | undefined,
): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'cross-site' || site === 'same-site';
  if (!request.headers.referer) return false;
  return !isSameOriginArrival(request, publicOrigin);
}
