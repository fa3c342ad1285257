import { describe, expect, it } from 'vitest';
import { renderPage } from '#src/entry-server';

/**
 * A page whose loaders failed (the database was down: every call answers 503)
 * is said so by the renderer with a 5xx, so the server keeps no copy of it
 * (rendered-pages.test.ts holds the server's side).
 */
const databaseDown: typeof fetch = () =>
  Promise.resolve(
    new Response(
      JSON.stringify({
        error_key: 'SERVICE_UNAVAILABLE',
        error: "We're having trouble right now. Please try again in a few minutes.",
      }),
      { status: 503, headers: { 'content-type': 'application/json' } },
    ),
  );

const nothingThere: typeof fetch = () =>
  Promise.resolve(
    new Response(
      JSON.stringify({ error_key: 'NOT_FOUND', error: 'The requested resource was not found.' }),
      { status: 404, headers: { 'content-type': 'application/json' } },
    ),
  );

describe('renderPage', () => {
  it.each(['/promos', '/partners/bayanihan-mart', '/'])(
    'answers %s with a 5xx when its loaders failed',
    async (href) => {
      const page = await renderPage({
        href,
        origin: 'http://page-render.internal',
        site: '',
        fetch: databaseDown,
        signedIn: false,
      });
      expect(page.kind).toBe('page');
      expect(page.kind === 'page' && page.status).toBeGreaterThanOrEqual(500);
    },
  );

  it('answers a partner that is not there 404, not 5xx: a missing item is no failure', async () => {
    const page = await renderPage({
      href: '/partners/no-such-partner',
      origin: 'http://page-render.internal',
      site: '',
      fetch: nothingThere,
      signedIn: false,
    });
    expect(page.kind === 'page' && page.status).toBe(404);
  });
});
