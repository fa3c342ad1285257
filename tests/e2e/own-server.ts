import { test as base } from '@playwright/test';
import { startSeededServer, type SeededServer } from './seeded-server';

/**
 * Playwright's `test` on a portal server of its own (one per worker, freshly seeded): the keyboard
 * and code-box specs sign in, reset a passcode and save an address, and spend status checks and
 * SMS windows, without touching the demo members the shared server's suites expect as seeded.
 * `page`, `request` and relative URLs all go to this server.
 */
export const test = base.extend<object, { ownServer: SeededServer }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startSeededServer(async () => {});
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ ownServer }, use) => {
    await use(ownServer.baseURL);
  },
});

export { expect } from '@playwright/test';
