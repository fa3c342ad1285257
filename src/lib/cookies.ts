import Cookies from 'universal-cookie';
import type { CookieSetOptions } from 'universal-cookie';

import { ACCEPT_COOKIES } from '#contract/page-render';

export { ACCEPT_COOKIES };

const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * Secure (docs/specification.md#cookie-notice), except for http://localhost and 127.0.0.1 in
 * development: browsers drop a Secure cookie set from plain http, except on localhost.
 */
export function acceptCookiesOptions(
  location: Pick<Location, 'protocol' | 'hostname'>,
): CookieSetOptions {
  const isLocalHttp =
    location.protocol === 'http:' &&
    (location.hostname === 'localhost' || location.hostname === '127.0.0.1');
  return { path: '/', maxAge: ONE_YEAR_IN_SECONDS, sameSite: 'lax', secure: !isLocalHttp };
}

export function hasAcceptedCookies(): boolean {
  const value: unknown = new Cookies().get(ACCEPT_COOKIES, { doNotParse: true });
  return typeof value === 'string' && value !== '';
}

export function acceptCookies(): void {
  new Cookies().set(ACCEPT_COOKIES, 'true', acceptCookiesOptions(window.location));
  // Set by the page's first script while the notice was unanswered (server/http/early-taps.ts).
  document.documentElement.removeAttribute('data-ask-cookies');
}
