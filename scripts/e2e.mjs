// npm run test:e2e: production build (app, its server renderer and the compiled server), a fresh database folder, a free port, then Playwright.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from './build-server.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureEngines } from './ensure-engines.mjs';

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

/** The production build the browser tests run: the app, its server renderer, the compiled server. */
export async function buildForBrowserTests(output = undefined) {
  for (const args of [['build'], ['build', '--ssr']]) {
    const status = await run(
      [path.join(root, 'node_modules/vite/bin/vite.js'), ...args],
      process.env,
      output,
    );
    if (status !== 0) return status;
  }
  // The browser tests run the server as production does: compiled to JavaScript.
  await buildServer();
  return 0;
}

/**
 * Playwright on the built app, with a server of its own (a free port, a fresh database folder).
 * `shard` ('early' or 'late', playwright.config.ts) runs part of the files; `output`, a file
 * descriptor, takes everything it prints.
 */
export async function runPlaywright(extraArgs = [], output = undefined, shard = undefined) {
  const chromium = ensureChromium();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gr-e2e-'));
  try {
    return await run(
      [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...extraArgs],
      {
        ...process.env,
        CHROMIUM_PATH: chromium,
        E2E_PORT: String(await freePort()),
        E2E_DATA_DIR: dataDir,
        ...(shard ? { E2E_SHARD: shard } : {}),
      },
      output,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** npm run test:e2e: the build, then every browser test in one Playwright run. */
export async function runE2e(extraArgs = [], output = undefined) {
  ensureChromium();
  await ensureEngines();
  const built = await buildForBrowserTests(output);
  if (built !== 0) return built;
  return runPlaywright(extraArgs, output);
}

if (import.meta.url === `file://${process.argv[1]}`)
  process.exit(await runE2e(process.argv.slice(2)));
