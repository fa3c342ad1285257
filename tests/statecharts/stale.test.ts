import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { existingPages, loadMachines, renderStatecharts, ROOT } from '../../scripts/statecharts';

/**
 * The generated statechart pages must be the machines as they are now (ARCHITECTURE.md, Docs:
 * "generated from the machines so it cannot drift"). coverage.md is written by the test command
 * and is not checked here.
 */
it('docs/statecharts is what npm run statecharts writes', async () => {
  const pages = renderStatecharts(await loadMachines());
  const missing: string[] = [];
  const stale: string[] = [];
  for (const [file, content] of pages) {
    const full = path.join(ROOT, file);
    if (!existsSync(full)) missing.push(file);
    else if (readFileSync(full, 'utf8') !== content) stale.push(file);
  }
  const extra = existingPages().filter((file) => !pages.has(file));
  const problems = [
    ...missing.map((file) => `missing: ${file}`),
    ...stale.map((file) => `stale: ${file}`),
    ...extra.map((file) => `no machine: ${file}`),
  ];
  expect(
    problems,
    `The statechart pages do not match the machines; run npm run statecharts and commit docs/statecharts.\n${problems.join('\n')}`,
  ).toEqual([]);
});
