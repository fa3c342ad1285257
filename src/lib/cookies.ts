import Cookies from 'universal-cookie';
import type { CookieSetOptions } from 'universal-cookie';

export const ACCEPT_COOKIES = 'ACCEPT_COOKIES';

const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * The notice cookie is Secure (specification 001, Cookie notice). Browsers drop a Secure cookie set
 * from plain http, except on localhost, so Secure is left off only for http://localhost and
 * http://127.0.0.1 during development.
 */
export function acceptCookiesOptions(
  location: Pick<Location, 'protocol' | 'hostname'>,
): CookieSetOptions {
  const isLocalHttp =
    location.protocol === 'http:' &&
    (location.hostname === 'localhost' || location.hostname === '127.0.0.1');
  return { path: '/', maxAge: ONE_YEAR_IN_SECONDS, sameSite: 'lax', secure: !isLocalHttp };
}

/** True once the visitor has dismissed the cookie notice in this browser. */
export function hasAcceptedCookies(): boolean {
  const value: unknown = new Cookies().get(ACCEPT_COOKIES, { doNotParse: true });
  return typeof value === 'string' && value !== '';
}

/** Remembers the visitor's acceptance for a year. */
export function acceptCookies(): void {
  new Cookies().set(ACCEPT_COOKIES, 'true', acceptCookiesOptions(window.location));
}
