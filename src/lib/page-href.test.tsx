import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createApp } from '#src/app';
import { pageHref } from './page-href';

/**
 * A page's address keeps the search parameters its routes read (a list's, as in
 * docs/specification.md#content-lists; a login's targets) and drops every other one, so
 * `?cb=<random>` names the page already kept, never a new render.
 */
const app = createApp({ history: createMemoryHistory() });
app.stop();
const keyOf = (href: string) => pageHref(app.router, href);

describe('pageHref', () => {
  it.each([
    ['/promos?cb=8f3a', '/promos'],
    ['/promos?page=2&cb=1&sort=end_date', '/promos?page=2&sort=end_date'],
    ['/promos?utm_source=sms&categories=3&categories=5', '/promos?categories=3&categories=5'],
    ['/promos?keyword=Noche%20Buena&fbclid=x', '/promos?keyword=Noche%20Buena'],
    ['/stories?page=3&page=4&x=1', '/stories?page=3&page=4'],
    [
      '/partners/bayanihan-mart?region=NCR&store=2&cb=1',
      '/partners/bayanihan-mart?region=NCR&store=2',
    ],
    ['/login?page=%2Faccount&utm_campaign=x', '/login?page=%2Faccount'],
    ['/logout?confirm=1&cb=2', '/logout?confirm=1'],
    ['/account/transactions?page=2&cb=9', '/account/transactions?page=2'],
    ['/?cb=1', '/'],
    ['/no-such/page?cb=1', '/no-such/page'],
  ])('%s is the page %s', (href, expected) => {
    expect(keyOf(href)).toBe(expected);
  });

  it('leaves an address with nothing to drop as it was written', () => {
    for (const href of ['/promos', '/promos?page=2', '/login?page=/account?x=1']) {
      expect(keyOf(href)).toBe(href);
    }
  });

  it('drops a parameter whose name cannot be read', () => {
    expect(keyOf('/promos?%E0%A4%A=1&page=2')).toBe('/promos?page=2');
  });
});
