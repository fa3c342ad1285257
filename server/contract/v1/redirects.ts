/**
 * SEC-42: a same-origin path (never `//` or `/\`) or https on an allow-listed host; shared by app
 * and server.
 */
const MAX_LENGTH = 2048;

const FORBIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0020\u007f-\u00a0\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff\\]/u;

export function safeRedirectTarget(value: unknown, allowedHosts: readonly string[]): string | null {
  if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH) return null;
  if (FORBIDDEN.test(value)) return null;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return null;
    return value;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '')
    return null;
  const host = url.hostname.toLowerCase();
  if (!allowedHosts.some((allowed) => allowed.toLowerCase() === host)) return null;
  return url.href;
}

export function isSameOriginPath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//');
}
