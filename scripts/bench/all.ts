// npm run bench: builds once, then runs the bundle, Lighthouse, first-tap, API, page and capacity benches in turn (each writes
// its section of docs/performance.md); exits non-zero when one of them missed a target.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { build, root } from './server';

await build();
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
const benches = [
  'scripts/bench/bundle.ts',
  'scripts/bench/lighthouse.ts',
  'scripts/bench/first-taps.ts',
  'scripts/bench/api.mjs',
  'scripts/bench/pages.mjs',
  'scripts/bench/capacity.ts',
];
const missed: string[] = [];
for (const bench of benches) {
  console.log(`\n▶ ${bench}`);
  const result = spawnSync(process.execPath, [tsx, path.join(root, bench), '--no-build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) missed.push(bench);
}
if (missed.length)
  console.error(`\nTargets missed in: ${missed.join(', ')} (see docs/performance.md)`);
process.exit(missed.length ? 1 : 0);
