/**
 * Mutation testing, one machine at a time (stryker.config.mjs reads MUTATE). `run [machine…]` runs
 * Stryker (`--force`: every mutant) and keeps each result in `.stryker/<machine>.json`, committed;
 * `report` writes docs/statecharts/mutation.md, keeping the explanations people wrote for the same
 * mutant; `check` gates each machine's score against its threshold without running Stryker, failing
 * as well when a scored file's code (not only its comments) changed since its run or a machine
 * has no result.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import * as v from 'valibot';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const DOC_FILE = 'docs/statecharts/mutation.md';
export const RESULTS_DIR = '.stryker';

/** The flow machines held to 90 %; every other machine is held to 80 %. */
export const FLOW_MACHINES = [
  'emailVerification',
  'forceReset',
  'forgotPasscode',
  'login',
  'oneTimeCode',
  'session',
  'verifiedAction',
] as const;
export const FLOW_THRESHOLD = 90;
export const OTHER_THRESHOLD = 80;

const PositionSchema = v.object({ line: v.number(), column: v.number() });
const MutantSchema = v.object({
  id: v.string(),
  mutatorName: v.string(),
  replacement: v.optional(v.string()),
  status: v.picklist([
    'Killed',
    'Survived',
    'NoCoverage',
    'CompileError',
    'RuntimeError',
    'Timeout',
    'Ignored',
    'Pending',
  ]),
  location: v.object({ start: PositionSchema, end: PositionSchema }),
  static: v.optional(v.boolean()),
});
const ReportSchema = v.object({
  files: v.record(v.string(), v.object({ source: v.string(), mutants: v.array(MutantSchema) })),
});
export type Mutant = v.InferOutput<typeof MutantSchema>;
export type MutationReport = v.InferOutput<typeof ReportSchema>;

export interface FileScore {
  name: string;
  file: string;
  kind: Kind;
  threshold: number | null;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  errors: number;
  score: number | null;
}

export interface Survivor {
  file: string;
  line: number;
  status: 'Survived' | 'NoCoverage';
  mutator: string;
  original: string;
  mutated: string;
}

const camel = (kebab: string) =>
  kebab.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** A machine file, a part machines are built from (machines/shared/, a machine's helpers), or a binding. */
export type Kind = 'machine' | 'part' | 'binding';

export function nameOf(file: string): { name: string; kind: Kind } {
  const machine = /^machines\/[^/]+\/([^/]+)\.machine\.ts$/.exec(file);
  if (machine?.[1]) return { name: camel(machine[1]), kind: 'machine' };
  if (file.startsWith('machines/')) return { name: file.replace(/^machines\//, ''), kind: 'part' };
  return { name: file.replace(/^src\/features\//, ''), kind: 'binding' };
}

export function thresholdOf(name: string, kind: Kind): number | null {
  if (kind !== 'machine') return null;
  return (FLOW_MACHINES as readonly string[]).includes(name) ? FLOW_THRESHOLD : OTHER_THRESHOLD;
}

export function readReport(file: string): MutationReport {
  return v.parse(ReportSchema, JSON.parse(readFileSync(file, 'utf8')));
}

export function readResults(dir = path.join(ROOT, RESULTS_DIR)): MutationReport {
  const files: MutationReport['files'] = {};
  const names = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
  if (names.length === 0) throw new Error(`No results in ${dir}: run npm run test:mutation first.`);
  for (const name of names.sort()) Object.assign(files, readReport(path.join(dir, name)).files);
  return { files };
}

const relative = (file: string) =>
  (path.isAbsolute(file) ? path.relative(ROOT, file) : file).split(path.sep).join('/');

export function scores(report: MutationReport): FileScore[] {
  const rows = Object.entries(report.files).map(([rawFile, { mutants }]): FileScore => {
    const file = relative(rawFile);
    const { name, kind } = nameOf(file);
    const count = (...statuses: Mutant['status'][]) =>
      mutants.filter((mutant) => statuses.includes(mutant.status)).length;
    const killed = count('Killed');
    const timeout = count('Timeout');
    const survived = count('Survived');
    const noCoverage = count('NoCoverage');
    const valid = killed + timeout + survived + noCoverage;
    return {
      name,
      file,
      kind,
      threshold: thresholdOf(name, kind),
      killed,
      timeout,
      survived,
      noCoverage,
      errors: count('CompileError', 'RuntimeError'),
      score: valid === 0 ? null : ((killed + timeout) / valid) * 100,
    };
  });
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/** Stryker's locations: line and column from 1. */
function slice(source: string, mutant: Mutant): string {
  const lines = source.split('\n');
  const { start, end } = mutant.location;
  const picked = lines.slice(start.line - 1, end.line);
  if (picked.length === 0) return '';
  if (picked.length === 1) return (picked[0] ?? '').slice(start.column - 1, end.column - 1);
  picked[0] = (picked[0] ?? '').slice(start.column - 1);
  picked[picked.length - 1] = (picked[picked.length - 1] ?? '').slice(0, end.column - 1);
  return picked.join('\n');
}

const SNIPPET_LENGTH = 90;
function shorten(code: string): string {
  const flat = code.replace(/\s+/g, ' ').trim();
  return flat.length <= SNIPPET_LENGTH ? flat : `${flat.slice(0, SNIPPET_LENGTH - 1)}…`;
}

export function survivors(report: MutationReport): Survivor[] {
  const rows: Survivor[] = [];
  for (const [rawFile, { source, mutants }] of Object.entries(report.files)) {
    for (const mutant of mutants) {
      if (mutant.status !== 'Survived' && mutant.status !== 'NoCoverage') continue;
      rows.push({
        file: relative(rawFile),
        line: mutant.location.start.line,
        status: mutant.status,
        mutator: mutant.mutatorName,
        original: shorten(slice(source, mutant)),
        mutated: shorten(mutant.replacement ?? ''),
      });
    }
  }
  return rows.sort(
    (a, b) =>
      a.file.localeCompare(b.file, 'en') ||
      a.line - b.line ||
      a.mutator.localeCompare(b.mutator, 'en') ||
      a.original.localeCompare(b.original, 'en') ||
      a.mutated.localeCompare(b.mutated, 'en'),
  );
}

const percent = (score: number | null) => (score === null ? 'n/a' : `${score.toFixed(1)} %`);

function code(text: string): string {
  if (text === '') return '(empty)';
  const escaped = text.replace(/\|/g, '\\|');
  return escaped.includes('`') ? `\`\` ${escaped} \`\`` : `\`${escaped}\``;
}

type SurvivorText = Pick<Survivor, 'file' | 'mutator' | 'original' | 'mutated'>;

/**
 * A mutant by its text and its place among the alike ones of its file (in line order), so its
 * explanation follows it when lines move and never lands on another '' → "Stryker was here!".
 */
function survivorKeys(rows: readonly SurvivorText[]): string[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const text = [row.file, row.mutator, row.original, row.mutated].join('\u0000');
    const nth = seen.get(text) ?? 0;
    seen.set(text, nth + 1);
    return `${text}\u0000${String(nth)}`;
  });
}

/** Explanations people wrote in the page, by mutant (its line may have moved since). */
export function keptExplanations(page: string): Map<string, string> {
  const rows: (SurvivorText & { explanation: string })[] = [];
  const unescape = (cell: string) => {
    const inner = cell.trim();
    const ticks = /^`` (.*) ``$/.exec(inner) ?? /^`(.*)`$/.exec(inner);
    const text = ticks?.[1] ?? (inner === '(empty)' ? '' : inner);
    return text.replace(/\\\|/g, '|');
  };
  for (const line of page.split('\n')) {
    if (!line.startsWith('| [')) continue;
    const cells = line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
    if (cells.length !== 6) continue;
    const [where = '', , mutator = '', original = '', mutated = '', explanation = ''] = cells;
    const file = /^\[([^\]:]+):\d+\]/.exec(where)?.[1];
    if (!file) continue;
    rows.push({
      file,
      mutator,
      original: unescape(original),
      mutated: unescape(mutated),
      explanation,
    });
  }
  const keys = survivorKeys(rows);
  return new Map(
    rows.flatMap((row, index) =>
      row.explanation === '' ? [] : [[keys[index] ?? '', row.explanation]],
    ),
  );
}

export function renderDoc(report: MutationReport, previous = '', root = ROOT): string {
  const rows = scores(report);
  const kept = keptExplanations(previous);
  const unmeasured = staleness(report, root)
    .filter((problem) => problem.startsWith('not in the report: '))
    .map((problem) => nameOf(problem.slice('not in the report: '.length)).name);
  const scoreTable = (kind: FileScore['kind']) => [
    '| name | file | score | gate | killed | timeout | survived | no coverage | errors |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows
      .filter((row) => row.kind === kind)
      .map((row) => {
        const gate =
          row.threshold === null
            ? '—'
            : `${String(row.threshold)} % ${row.score !== null && row.score < row.threshold ? '**below**' : 'ok'}`;
        return `| ${row.name} | [${row.file}](../../${row.file}) | ${percent(row.score)} | ${gate} | ${String(row.killed)} | ${String(row.timeout)} | ${String(row.survived)} | ${String(row.noCoverage)} | ${String(row.errors)} |`;
      }),
  ];
  const left = survivors(report);
  const leftKeys = survivorKeys(left);
  const out = [
    '# Mutation testing',
    '',
    'Written by `npm run test:mutation` (Stryker with its Vitest runner, `stryker.config.mjs`, one',
    `machine per run) from the committed results in \`${RESULTS_DIR}/\`; see`,
    "[docs/testing.md](../testing.md#mutation-testing). The tests are the machines' unit tests and the",
    'model-based paths (`vitest.mutation.config.ts`). Score = (killed + timeout) / (killed + timeout +',
    'survived + no coverage); compile and runtime errors do not count. `npm run test:mutation:check`',
    `fails when a flow machine (${FLOW_MACHINES.join(', ')}) is below ${String(FLOW_THRESHOLD)} %, any other`,
    `machine below ${String(OTHER_THRESHOLD)} %, or a machine has no result or changed since its run; the bindings are reported, not gated.`,
    '',
    '## Machines',
    '',
    ...scoreTable('machine'),
    '',
    ...(unmeasured.length > 0 ? [`Not measured yet: ${unmeasured.join(', ')}.`, ''] : []),
    '## Parts',
    '',
    'What several machines are built from (`machines/shared/`) and the helpers a machine keeps beside',
    "itself: code that moved out of a machine file is still measured, by every machine's unit tests",
    '(`MUTATE=parts`; not the model paths). Reported, not gated.',
    '',
    ...scoreTable('part'),
    '',
    '## Bindings',
    '',
    "The files in `src/features/` that `.provide()` the machines with the app's side effects, and",
    'the calls they make. Every model suite runs them over the fake network (docs/machines.md, What',
    'production runs); the integration and browser tests exercise them against the real server.',
    'Reported, not gated.',
    '',
    ...scoreTable('binding'),
    '',
    '## Mutants no test killed',
    '',
    `${String(left.length)} mutants, by file and line. "no coverage": no test ran the mutated code. Write in`,
    'the explanation column why a mutant is harmless (an equivalent mutant) or which test should',
    'kill it; the explanation stays with the mutant when the page is written again.',
    '',
    '| where | status | mutator | original | mutated | explanation |',
    '| --- | --- | --- | --- | --- | --- |',
    ...left.map((row, index) => {
      const explanation = kept.get(leftKeys[index] ?? '') ?? '';
      const status = row.status === 'Survived' ? 'survived' : 'no coverage';
      return `| [${row.file}:${String(row.line)}](../../${row.file}#L${String(row.line)}) | ${status} | ${row.mutator} | ${code(row.original)} | ${code(row.mutated)} | ${explanation} |`;
    }),
  ];
  return `${out.join('\n')}\n`;
}

export function check(report: MutationReport): { lines: string[]; passed: boolean } {
  const rows = scores(report).filter((row) => row.kind === 'machine');
  const width = Math.max(
    ...[...rows.map((row) => row.name), ...FLOW_MACHINES].map((name) => name.length),
    'machine'.length,
  );
  const lines = [`${'machine'.padEnd(width)}  score    gate  result`];
  let passed = true;
  for (const row of rows) {
    const threshold = row.threshold ?? OTHER_THRESHOLD;
    const ok = row.score === null || row.score >= threshold;
    passed &&= ok;
    lines.push(
      `${row.name.padEnd(width)}  ${percent(row.score).padStart(7)}  ${String(threshold).padStart(2)} %  ${ok ? 'ok' : 'BELOW'}`,
    );
  }
  const missing = FLOW_MACHINES.filter((name) => !rows.some((row) => row.name === name));
  for (const name of missing) lines.push(`${name.padEnd(width)}  not in the report: BELOW`);
  return { lines, passed: passed && missing.length === 0 };
}

/** A file's code without its comments, as TypeScript prints it: all a mutant can change. */
function codeOf(file: string, text: string): string {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const parsed = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  return ts.createPrinter({ removeComments: true }).printFile(parsed);
}

/**
 * The run still describes the file when only comments changed and every line kept its place: the
 * report's mutants point at lines.
 */
function sameCode(file: string, now: string, run: string): boolean {
  if (now === run) return true;
  return (
    now.split('\n').length === run.split('\n').length && codeOf(file, now) === codeOf(file, run)
  );
}

export function staleness(report: MutationReport, root = ROOT): string[] {
  const problems: string[] = [];
  const reported = new Map(
    Object.entries(report.files).map(([file, { source }]) => [relative(file), source]),
  );
  for (const [file, source] of [...reported].sort(([a], [b]) => a.localeCompare(b, 'en'))) {
    const full = path.join(root, file);
    if (!existsSync(full)) problems.push(`gone: ${file}`);
    else if (!sameCode(file, readFileSync(full, 'utf8'), source)) {
      problems.push(`changed since the run: ${file}`);
    }
  }
  const machinesDir = path.join(root, 'machines');
  for (const folder of readdirSync(machinesDir).sort()) {
    const file = `machines/${folder}/${folder}.machine.ts`;
    if (existsSync(path.join(root, file)) && !reported.has(file)) {
      problems.push(`not in the report: ${file}`);
    }
  }
  return problems;
}

export function targets(root = ROOT): string[] {
  const folders = readdirSync(path.join(root, 'machines'))
    .filter((folder) => existsSync(path.join(root, 'machines', folder, `${folder}.machine.ts`)))
    .sort();
  return [...folders, 'parts', 'bindings'];
}

function run(names: string[]) {
  const all = targets();
  const unknown = names.filter((name) => !all.includes(name));
  if (unknown.length > 0) {
    console.error(`mutation: no machine folder ${unknown.join(', ')}; one of ${all.join(', ')}`);
    process.exitCode = 2;
    return;
  }
  for (const name of names.length > 0 ? names : all) {
    console.log(`mutation: ${name}`);
    // Every mutant, every run (--force): a model path's test body is the shared harness's, so
    // Stryker's incremental diff would not see a change to a suite's world or checks.
    const result = spawnSync('npx', ['stryker', 'run', '--force'], {
      cwd: ROOT,
      env: { ...process.env, MUTATE: name },
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      console.error(`mutation: Stryker failed for ${name}`);
      process.exitCode = 1;
      return;
    }
  }
}

function writeReport() {
  const file = path.join(ROOT, DOC_FILE);
  const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
  writeFileSync(file, renderDoc(readResults(), previous));
  console.log(`mutation: ${DOC_FILE} written`);
}

function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'run') {
    run(rest);
    if (process.exitCode === undefined) writeReport();
  } else if (command === 'report') {
    writeReport();
  } else if (command === 'check') {
    const report = readResults();
    const { lines, passed } = check(report);
    console.log(lines.join('\n'));
    // Every machine has a result: a new machine, or one changed since its run, fails.
    const stale = staleness(report);
    if (stale.length > 0) {
      console.error(
        `mutation: a result in ${RESULTS_DIR}/ is not the tree's; run npm run test:mutation -- <machine> and commit it:\n${stale.join('\n')}`,
      );
      process.exitCode = 1;
    }
    if (!passed) {
      console.error(
        `mutation: a machine is below its threshold (flow machines ${String(FLOW_THRESHOLD)} %, others ${String(OTHER_THRESHOLD)} %); see ${DOC_FILE}`,
      );
      process.exitCode = 1;
    }
  } else {
    console.error('usage: tsx scripts/mutation.ts run [machine…] | report | check');
    process.exitCode = 2;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
