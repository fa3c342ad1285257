// Browser tests use Debian's Chromium: Playwright cannot download its own browser here.
// Prints the binary's path; installs the `chromium` package when it is missing and we may.
import { existsSync } from 'node:fs';
import { installPackages, mayInstallPackages } from './debian-packages.mjs';

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
  if (mayInstallPackages()) {
    console.log('Chromium is missing; installing Debian’s chromium package…');
    installPackages(['chromium']);
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    'Chromium was not found. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`) ' +
      'or set CHROMIUM_PATH to a Chromium or Chrome binary, then run the tests again.',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
