// The Firefox ESR and WebKitGTK journeys (docs/testing.md#other-engines) drive Debian's engines:
// `firefox-esr` over WebDriver BiDi, and `webkit2gtk-driver`'s WebKitWebDriver under Xvfb.
// ensureEngines() installs the missing packages when it may (root and apt-get, as for Chromium),
// in the background so the build goes on; otherwise it says what to install, and those journeys
// fail with the same words.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mayInstallPackages } from './debian-packages.mjs';

export const ENGINES = {
  firefox: {
    label: 'Firefox ESR',
    packages: ['firefox-esr'],
    binaries: [[process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox']],
  },
  webkit: {
    label: 'WebKitGTK',
    packages: ['webkit2gtk-driver', 'xvfb'],
    binaries: [[process.env.WEBKIT_DRIVER_PATH, '/usr/bin/WebKitWebDriver'], ['/usr/bin/Xvfb']],
  },
};

const missing = (engine) =>
  engine.binaries.some((choices) => !choices.some((path) => path && existsSync(path)));

const apt = (args) =>
  new Promise((resolve) => {
    const child = spawn('apt-get', args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });

/** Resolves once every engine is there, or has been said to be missing. */
export async function ensureEngines() {
  const absent = Object.values(ENGINES).filter(missing);
  if (!absent.length) return;
  const packages = absent.flatMap((engine) => engine.packages);
  if (mayInstallPackages()) {
    console.log(`Installing Debian’s ${packages.join(', ')} for the other engines’ journeys…`);
    if ((await apt(['update', '-qq'])) === 0) await apt(['install', '-y', '-qq', ...packages]);
  }
  for (const engine of absent.filter(missing))
    console.log(
      `${engine.label} was not found: its journeys will fail. Install it (Debian/Ubuntu: ` +
        `\`sudo apt-get install -y ${engine.packages.join(' ')}\`), then run the tests again.`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) await ensureEngines();
