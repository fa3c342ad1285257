import { test as base } from './fixtures';
import { startSeededServer, type SeededServer } from './seeded-server';

/**
 * A server of its own per worker, freshly seeded, so the keyboard and code-box specs spend no demo
 * member, status check or SMS window the shared server's suites expect.
 */
export const test = base.extend<object, { ownServer: SeededServer }>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startSeededServer();
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
