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

/** ARCHITECTURE.md, Docs: "generated from the machines so it cannot drift" (not coverage.md). */
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

/** Drawing takes a browser: each SVG carries its diagram source's hash (`data-source-sha256`). */
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
