// Browser tests use Debian's Chromium: Playwright cannot download its own browser here.
// Prints the binary's path; installs the `chromium` package when it is missing and we may.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter(Boolean);

export function findChromium() {
  return candidates.find((candidate) => existsSync(candidate));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('Chromium is missing; installing Debian’s chromium package…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    'Chromium was not found. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary, then run the tests again.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
