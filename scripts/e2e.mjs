// npm run test:e2e: production build, a fresh database folder, a free port, then Playwright.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

export async function runE2e(extraArgs = []) {
  const chromium = ensureChromium();
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) return build.status ?? 1;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gr-e2e-'));
  try {
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/@playwright/test/cli.js'), 'test', ...extraArgs],
      {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          CHROMIUM_PATH: chromium,
          E2E_PORT: String(await freePort()),
          E2E_DATA_DIR: dataDir,
        },
      },
    );
    return result.status ?? 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  process.exit(await runE2e(process.argv.slice(2)));
