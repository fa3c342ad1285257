// Mutation testing of the machines (docs/testing.md, "Mutation testing").
// One machine per run: `MUTATE=login npx stryker run`, or `npm run test:mutation [-- login …]`
// (scripts/mutation.ts), which runs each machine in turn and writes docs/statecharts/mutation.md.
// Each machine keeps its own committed result, `.stryker/<machine>.json`; the gate reads them all.

import { readFileSync } from 'node:fs';

const target = process.env.MUTATE;
if (!target || !/^[a-z][a-z-]*$/.test(target)) {
  throw new Error(
    'Set MUTATE to a machine folder (MUTATE=login), to "parts" or to "bindings"; npm run test:mutation runs them all.',
  );
}
// apiActor, the one way a machine calls an endpoint, closes src/lib/api.ts: its lines from the
// comment that opens it to the end of the file.
const apiLines = readFileSync('src/lib/api.ts', 'utf8').split('\n');
const apiActorFrom =
  apiLines.findIndex((line) => line.startsWith('/** An endpoint whose answer')) + 1;
if (apiActorFrom === 0) throw new Error('src/lib/api.ts: the apiActor section moved');
const BINDINGS = [
  'src/features/*/*.actors.ts',
  'src/lib/*.actors.ts',
  `src/lib/api.ts:${String(apiActorFrom)}-${String(apiLines.length)}`,
];
// The pieces several machines (or a machine's own helpers) are built from: guards, actions and
// transitions that moved out of the machine files keep being measured.
const PARTS = [
  'machines/*/*.ts',
  '!machines/*/*.machine.ts',
  '!machines/**/*.test.ts',
  '!machines/shared/stubs.ts',
  '!machines/shared/test-support.ts',
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  // The machine, or the files in src/features/ that .provide() the machines with the app's effects.
  mutate:
    target === 'bindings'
      ? BINDINGS
      : target === 'parts'
        ? PARTS
        : [`machines/${target}/${target}.machine.ts`],
  testRunner: 'vitest',
  // The types slot and the stubs the app replaces are never run: no test could kill their mutants.
  plugins: ['@stryker-mutator/vitest-runner', './stryker-ignorers.mjs'],
  ignorers: ['machine-stubs-and-types'],
  // Only the machines' unit tests and the model paths (vitest.mutation.config.ts).
  vitest: { configFile: 'vitest.mutation.config.ts' },
  // Each mutant runs only the tests that reached it; a mutant in a machine's definition (run at
  // import) runs the test files that import that machine.
  coverageAnalysis: 'perTest',
  // Reuse the result of every mutant whose code and covering tests did not change. The file is
  // committed, so a fresh clone only tests what changed since it was written.
  incremental: true,
  incrementalFile: `.stryker/${target}.json`,
  // Two test runners: one per core of the CI machine.
  concurrency: 2,
  // A mutant's time limit: its tests' time in the initial run × 3 + 30 s. A surviving mutant runs
  // every test that imports the machine; on a machine busy with other work that ran past a limit
  // of × 1.5 + 10 s, and Stryker counts a timeout as killed: 22 of forgot passcode's 37 timeouts
  // in one such run were survivors when run again alone. Loops are rare (no timeout in that run),
  // so the wide limit costs little. Run Stryker on an otherwise idle machine.
  timeoutFactor: 3,
  timeoutMS: 30_000,
  // The initial run is single-threaded (the Vitest runner's one worker): minutes, not seconds.
  dryRunTimeoutMinutes: 30,
  thresholds: { high: 90, low: 80, break: null },
  reporters: ['clear-text', 'progress-append-only', 'json'],
  jsonReporter: { fileName: `reports/mutation/${target}.json` },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  ignorePatterns: ['dist', '.data', 'test-results', 'playwright-report', 'reports', '.stryker'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};

export default config;
