// The browser tests' engines come from Debian's packages: npm test installs a missing one when it
// runs as root on a machine with apt-get, as a fresh CI machine does.
import { execFileSync, spawnSync } from 'node:child_process';

export function mayInstallPackages() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

export function installPackages(packages) {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
