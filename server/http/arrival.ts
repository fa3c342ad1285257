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
 * Whether a page load came from one of the portal's own pages (DECISIONS.md, Sessions and
 * redirects; issue 18, items 3 and 4): the browser says `Sec-Fetch-Site: same-origin`, or, from a
 * browser that sends no Fetch Metadata, the Referer is on the portal's own origin (PUBLIC_ORIGIN,
 * or the request's own protocol and host, as the request guard reads it). Anything else, a
 * cross-site or same-site link, a typed address or bookmark (`none`), or no sign at all, is not:
 * /auth?token= and /logout then complete nothing by themselves.
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
