import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import {
  diagramHash,
  existingPages,
  existingSvgs,
  loadMachines,
  renderDiagrams,
  renderStatecharts,
  ROOT,
  svgFile,
  svgSourceHash,
} from '../../scripts/statecharts';

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

/**
 * Drawing the SVGs takes a browser, so this test does not draw them: each SVG carries the hash of
 * the diagram source it was drawn from (`data-source-sha256`), and that must be the hash of the
 * source the generator writes now.
 */
it('every diagram has its SVG, drawn from the current diagram source', async () => {
  const diagrams = renderDiagrams(await loadMachines());
  const problems: string[] = [];
  for (const [machineId, diagram] of diagrams) {
    const file = svgFile(machineId);
    const full = path.join(ROOT, file);
    if (!existsSync(full)) {
      problems.push(`missing: ${file}`);
      continue;
    }
    const drawnFrom = svgSourceHash(readFileSync(full, 'utf8'));
    if (drawnFrom !== diagramHash(diagram)) problems.push(`stale: ${file}`);
  }
  const expected = new Set([...diagrams.keys()].map(svgFile));
  problems.push(
    ...existingSvgs()
      .filter((file) => !expected.has(file))
      .map((file) => `no machine: ${file}`),
  );
  expect(
    problems,
    `The statechart SVGs do not match the machines; run npm run statecharts (it draws them in Chromium) and commit docs/statecharts.\n${problems.join('\n')}`,
  ).toEqual([]);
});
