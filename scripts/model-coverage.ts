/**
 * The model-path coverage report of the test command: one table over every machine from the figures
 * each model suite leaves in test-results/model-coverage/, written to docs/statecharts/coverage.md;
 * fails below 100 % or for a machine with no suite.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { COVERAGE_FILE, countMachine, loadMachines, OUT_DIR, ROOT } from './statecharts';

interface Figures {
  covered: number;
  total: number;
  missing: string[];
}

interface SuiteCoverage {
  suite: string;
  machine: string;
  states: Figures;
  transitions: Figures;
  guards: Figures & { unreachable?: string[] };
}

export interface CoverageRow {
  machine: string;
  suite: string | null;
  states: string;
  transitions: string;
  guards: string;
  ok: boolean;
}

function readSuites(dir: string): SuiteCoverage[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const suite = name.replace(/\.json$/, '');
      const data = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Partial<SuiteCoverage>;
      const empty = { covered: 0, total: 0, missing: [] };
      return {
        suite,
        // Figures written before the machine's id was recorded are named after it.
        machine: data.machine ?? suite,
        states: data.states ?? empty,
        transitions: data.transitions ?? empty,
        // Figures written before guard outcomes were counted have none: they cannot pass.
        guards: data.guards ?? { covered: 0, total: 1, missing: ['(not counted)'] },
      };
    });
}

const ratio = (figures: Figures) => `${String(figures.covered)}/${String(figures.total)}`;
const full = (figures: Figures) => figures.total > 0 && figures.covered === figures.total;
const allOutcomes = (figures: Figures) => figures.covered === figures.total;

export function coverageRows(
  machines: { id: string; states: number; transitions: number }[],
  suites: SuiteCoverage[],
): CoverageRow[] {
  const rows: CoverageRow[] = [];
  const ids = new Set(machines.map((machine) => machine.id));
  for (const machine of [...machines].sort((a, b) => a.id.localeCompare(b.id))) {
    const mine = suites.filter((suite) => suite.machine === machine.id);
    if (mine.length === 0) {
      rows.push({
        machine: machine.id,
        suite: null,
        states: `0/${String(machine.states)}`,
        transitions: `0/${String(machine.transitions)}`,
        guards: '–',
        ok: false,
      });
    }
    for (const suite of mine) {
      rows.push({
        machine: machine.id,
        suite: suite.suite,
        states: ratio(suite.states),
        transitions: ratio(suite.transitions),
        guards: ratio(suite.guards),
        ok: full(suite.states) && full(suite.transitions) && allOutcomes(suite.guards),
      });
    }
  }
  // A suite of a machine that is no longer in machines/ still counts against it.
  for (const suite of suites.filter((item) => !ids.has(item.machine))) {
    rows.push({
      machine: suite.machine,
      suite: suite.suite,
      states: ratio(suite.states),
      transitions: ratio(suite.transitions),
      guards: ratio(suite.guards),
      ok: false,
    });
  }
  return rows;
}

export function coverageMarkdown(rows: CoverageRow[], suites: SuiteCoverage[]): string {
  const lines = [
    '# Model-path coverage',
    '',
    'Written by the test command (`npm test`, after the Vitest step) from the figures each model ' +
      'suite in `tests/model/` leaves in `test-results/model-coverage/`: the states, transitions ' +
      'and guard outcomes of each machine that the generated paths really took through the ' +
      'rendered view. A guard outcome is each guarded transition once true and once false, and ' +
      'each `[else]` taken; it counts when the running actor evaluated it, for an event or for the ' +
      "view's `can()` (a disabled Continue is its guard's false outcome). The test command fails " +
      'below 100% or when a machine has no model suite. Back to [all machines](README.md).',
    '',
    '| machine | model suite | states | transitions | guard outcomes | |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| [${row.machine}](${row.machine}.md) | ${row.suite ?? 'none'} | ${row.states} | ${row.transitions} | ${row.guards} | ${row.ok ? 'full' : '**not full**'} |`,
    ),
  ];
  const gaps = suites.filter(
    (suite) =>
      suite.states.missing.length ||
      suite.transitions.missing.length ||
      suite.guards.missing.length,
  );
  if (gaps.length) {
    lines.push('', '## Not taken', '');
    for (const suite of gaps) {
      const missing = [
        ...suite.states.missing,
        ...suite.transitions.missing,
        ...suite.guards.missing,
      ];
      lines.push(`- ${suite.suite}: ${missing.map((item) => `\`${item}\``).join(', ')}`);
    }
  }
  const declared = suites.filter((suite) => suite.guards.unreachable?.length);
  if (declared.length) {
    lines.push(
      '',
      '## Guard outcomes no member can produce through the view',
      '',
      'Declared by the suite with the reason; not counted above. A machine unit test covers each.',
      '',
    );
    for (const suite of declared)
      for (const item of suite.guards.unreachable ?? [])
        lines.push(`- ${suite.suite}: \`${item}\``);
  }
  return `${lines.join('\n')}\n`;
}

function printTable(rows: CoverageRow[]) {
  const head = ['machine', 'suite', 'states', 'transitions', 'guards', ''];
  const body = rows.map((row) => [
    row.machine,
    row.suite ?? '(none)',
    row.states,
    row.transitions,
    row.guards,
    row.ok ? 'ok' : 'NOT FULL',
  ]);
  const widths = head.map((_, i) =>
    Math.max(...[head, ...body].map((row) => (row[i] ?? '').length)),
  );
  const format = (row: string[]) =>
    row
      .map((text, i) => text.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(['model-path coverage', format(head), ...body.map(format)].join('\n'));
}

async function main() {
  const machines = (await loadMachines()).map((loaded) => ({
    id: loaded.machine.id,
    ...countMachine(loaded.machine),
  }));
  const suites = readSuites(path.join(ROOT, 'test-results', 'model-coverage'));
  const rows = coverageRows(machines, suites);
  printTable(rows);
  writeFileSync(path.join(ROOT, OUT_DIR, COVERAGE_FILE), coverageMarkdown(rows, suites));
  const failing = rows.filter((row) => !row.ok);
  if (failing.length) {
    console.log(
      `\nmodel-path coverage below 100% or missing for: ${failing
        .map((row) => row.suite ?? `${row.machine} (no model suite)`)
        .join(', ')}`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
