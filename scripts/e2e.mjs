// npm run test:e2e: production build (app, its server renderer and the compiled server), a fresh database folder, a free port, then Playwright.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from './build-server.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function run(args, env, output) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      stdio: output === undefined ? 'inherit' : ['ignore', output, output],
      env,
    });
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/**
 * Builds the app and runs Playwright on it. `output`, a file descriptor, takes everything both
 * print (npm test runs this beside the other suites and prints it when it ends); `onBuilt` hears
 * when the production build is ready (npm test starts it under the LTS Node then).
 */
export async function runE2e(extraArgs = [], output = undefined, onBuilt = () => undefined) {
  const chromium = ensureChromium();
  const built = await run(
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'],
    process.env,
    output,
  );
  if (built !== 0) return built;
  const renderer = await run(
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--ssr'],
    process.env,
    output,
  );
  if (renderer !== 0) return renderer;
  // The browser tests run the server as production does: compiled to JavaScript.
  await buildServer();
  onBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gr-e2e-'));
  try {
    return await run(
      [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...extraArgs],
      {
        ...process.env,
        CHROMIUM_PATH: chromium,
        E2E_PORT: String(await freePort()),
        E2E_DATA_DIR: dataDir,
      },
      output,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  process.exit(await runE2e(process.argv.slice(2)));
