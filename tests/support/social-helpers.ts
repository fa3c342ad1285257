import { expect } from 'vitest';
import { setCookies } from './auth-helpers';
import type { TestApp } from './test-app';
import type { CallAnswer, CallRequest } from './test-client';

/**
 * Drives the development OpenID Connect provider the way a browser does: follows its redirects
 * by hand with its own cookie jar, picks an identity on its sign-in page (or cancels), and stops
 * at the portal's callback, answering that URL's query string (the status call's `data`).
 */
export async function signInAtProvider(
  authorizationUrl: string,
  choice: { identity: string } | 'cancel',
): Promise<string> {
  const jar = new Map<string, string>();
  const origin = new URL(authorizationUrl).origin;
  const fetchWithJar = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  const follow = async (response: Response): Promise<string> => {
    let current = response;
    for (let hop = 0; hop < 10; hop += 1) {
      const location = current.headers.get('location');
      if (!location)
        throw new Error(`provider answered ${String(current.status)} with no redirect`);
      const next = new URL(location, origin);
      if (next.origin !== origin) return next.search.slice(1);
      current = await fetchWithJar(next.href);
    }
    throw new Error('too many redirects at the provider');
  };

  const toPage = await fetchWithJar(authorizationUrl);
  const pageUrl = new URL(toPage.headers.get('location') ?? '', origin);
  if (pageUrl.origin !== origin) return pageUrl.search.slice(1);
  const page = await fetchWithJar(pageUrl.href);
  const html = await page.text();
  expect(html).toContain('Maria Clara Santos');
  const action = choice === 'cancel' ? 'abort' : 'login';
  const submitted = await fetchWithJar(`${pageUrl.href}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: choice === 'cancel' ? '' : new URLSearchParams({ identity: choice.identity }).toString(),
  });
  return follow(submitted);
}

export interface StartedSignIn {
  authorizationUrl: string;
  /** The `cookie` header carrying the attempt's httpOnly cookie. */
  cookie: string;
}

export async function startSignIn(
  t: TestApp,
  body: CallRequest<'startSocialLogin'>['body'] = { provider: 'dev' },
): Promise<StartedSignIn> {
  const response = await t.call('startSocialLogin', { body });
  expect(response.status, response.text).toBe(200);
  const attempt = setCookies(response).find((cookie) => cookie.name === 'socialAttempt');
  if (!attempt) throw new Error('no attempt cookie');
  return {
    authorizationUrl: response.body.authorizationUrl,
    cookie: `socialAttempt=${attempt.value}`,
  };
}

export function socialStatus(
  t: TestApp,
  data: string,
  cookie: string | undefined,
): Promise<CallAnswer> {
  return t.call('socialLoginStatus', { body: { data }, ...(cookie ? { cookies: cookie } : {}) });
}
