import { defineConfig } from 'vitest/config';
import base from './vite.config';

/**
 * The tests that judge the machines, for mutation testing (stryker.config.mjs, docs/testing.md):
 * the unit tests beside each machine and the model-based paths through the views. Same plugins,
 * environments, setup files and timeouts as the unit and component projects of vite.config.ts;
 * the server, component and integration tests do not import machines/ and would only slow Stryker.
 */
export default defineConfig({
  ...base,
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'machines',
          environment: 'node',
          include: ['machines/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'model',
          environment: 'jsdom',
          include: ['tests/model/**/*.test.tsx'],
          setupFiles: ['./tests/support/setup-dom.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
