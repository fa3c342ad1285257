// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { acceptCookies, acceptCookiesOptions, hasAcceptedCookies } from './cookies';

afterEach(() => {
  document.cookie = 'ACCEPT_COOKIES=; path=/; max-age=0';
});

describe('acceptCookiesOptions', () => {
  it('sets a site-wide, one-year, lax cookie', () => {
    expect(acceptCookiesOptions({ protocol: 'https:', hostname: 'rewards.example.ph' })).toEqual({
      path: '/',
      maxAge: 31_536_000,
      sameSite: 'lax',
      secure: true,
    });
  });

  it.each([
    ['http:', 'localhost', false],
    ['http:', '127.0.0.1', false],
    ['https:', 'localhost', true],
    ['http:', 'rewards.example.ph', true],
  ])('on %s//%s secure is %s', (protocol, hostname, secure) => {
    expect(acceptCookiesOptions({ protocol, hostname }).secure).toBe(secure);
  });
});

describe('accepting cookies', () => {
  it('is not accepted until acceptCookies runs, then ACCEPT_COOKIES=true is set', () => {
    expect(window.location.hostname).toBe('localhost');
    expect(hasAcceptedCookies()).toBe(false);

    acceptCookies();

    expect(document.cookie).toContain('ACCEPT_COOKIES=true');
    expect(hasAcceptedCookies()).toBe(true);
  });

  it('treats any value already set as accepted', () => {
    document.cookie = 'ACCEPT_COOKIES=1; path=/';
    expect(hasAcceptedCookies()).toBe(true);
  });
});
