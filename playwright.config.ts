import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against the production build served by the real server
 * on a fresh database. scripts/e2e.mjs builds the app, picks a port and a fresh data folder, and
 * passes them in E2E_PORT / E2E_DATA_DIR; the server is never reused between runs.
 */
const port = Number(process.env.E2E_PORT ?? '3100');
const dataDir = process.env.E2E_DATA_DIR ?? '.data/e2e';

/**
 * npm test runs the browser tests as two Playwright processes, each with a server and database of
 * its own: 'early' from the start, beside the other suites; 'late', these files, once the unit and
 * integration suites have left the second core free (scripts/test.mjs). Alone, one run takes all.
 */
const LATE_FILES = [
  'header-links',
  'overload',
  'phone-frame',
  'pwa',
  'recovery',
  'security-browser',
  'security-policy',
  'server-rendering',
  'sharing',
  'shell',
  'sign-in',
  'social-sign-in',
].map((name) => `**/${name}.spec.ts`);
const shard = process.env.E2E_SHARD;
const suffix = shard ? `-${shard}` : '';
/**
 * Firefox ESR and WebKitGTK journeys (docs/testing.md#other-engines): Playwright runs them beside
 * Chromium's, against the same server, but they drive their engine themselves (Puppeteer over
 * WebDriver BiDi, Selenium over WebKitWebDriver). They join the early files, which end first.
 */
const ENGINES = ['firefox', 'webkit'] as const;
const engineFiles = (engine: string) => `**/engines/${engine}.spec.ts`;
const chromiumFiles =
  shard === 'late'
    ? { testMatch: LATE_FILES }
    : { testIgnore: [...(shard === 'early' ? LATE_FILES : []), '**/engines/**'] };
const engineProjects =
  shard === 'late' ? [] : ENGINES.map((name) => ({ name, testMatch: engineFiles(name) }));

export default defineConfig({
  testDir: './tests/e2e',
  projects: [{ name: 'chromium', ...chromiumFiles }, ...engineProjects],
  outputDir: `./test-results/e2e${suffix}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: `test-results/playwright${suffix}.json` }]],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    // A trace snapshots the page at every step of every test (about a fifth of the run's time);
    // CI keeps only the printed report, so it records none. Locally a failure keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The portal's service worker would answer requests that tests route or count; only the
    // offline spec (pwa.spec.ts) lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node --enable-source-maps dist-server/index.js',
    url: `http://localhost:${port}/readyz`,
    reuseExistingServer: false,
    // A cold start runs initdb, the migrations and the seed's Argon2 hashes: 10 s on an idle
    // machine, but npm test starts it while the check and the PGlite suites hold both cores, and
    // a CI machine once needed more than 60 s.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PASSCODE_PEPPER: 'e2e-pepper-not-a-secret-0123456789abcdef',
      STATIC_DIR: 'dist',
      // The seeded Help Center menu link's host: header-links.spec.ts follows it with a handoff code.
      REDIRECT_HOSTS: 'help.gorewards.com.ph',
      // Every spec reaches this server from 127.0.0.1: the per-address SMS ceiling (20 an hour) and
      // the budget of numbers tried (100 in 10 minutes, docs/decisions/0042) would add up the SMS
      // and sign-ins of all of them. codes-windows.test.ts and login.test.ts test both.
      SMS_PER_IP_PER_HOUR: '1000',
      AUTH_NUMBERS_PER_IP: '1000',
      // The overload guard's event-loop bound, far above what a busy CI machine stalls for: the
      // browser suite sheds requests only when it asks to (POST /api/dev/overload).
      MAX_EVENT_LOOP_DELAY_MS: '10000',
    },
  },
});
