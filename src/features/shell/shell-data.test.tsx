import { expect, it } from 'vitest';
import { createApiClient, resolveApiClientWith } from '#src/lib/api';
import { loadShellData } from './shell-data';

/**
 * Settings that fail leave the shell its data and the error modal's words, as plain data: a page
 * the server rendered carries them to the browser in the router's dehydrated state (decision 0054).
 */
it('holds a failed settings call as plain data the server can send to the browser', async () => {
  const client = createApiClient({
    baseUrl: 'http://page-render.internal',
    fetch: (input) => {
      const { pathname } = new URL(new Request(input).url);
      return Promise.resolve(
        pathname.endsWith('/settings')
          ? Response.json(
              {
                error_key: 'SERVICE_UNAVAILABLE',
                error: 'We are down for a moment.',
                title: 'Error',
              },
              { status: 503 },
            )
          : Response.json({}, { status: 500 }),
      );
    },
    onMemberUnauthorized: () => undefined,
  });
  resolveApiClientWith(() => client);

  const data = await loadShellData();
  expect(data.settings).toBeNull();
  expect(data.error).toEqual({ message: 'We are down for a moment.', action: 'none' });
  // What survives a trip through JSON (and the router's serialiser) is what the modal shows.
  expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  expect(Object.getPrototypeOf(data.error)).toBe(Object.prototype);
});
