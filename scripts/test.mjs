// npm test: everything: check (types, lint, format), unit + component + server integration tests
// on embedded PGlite (these two side by side), the model-path coverage report (printed and written to
// docs/statecharts/coverage.md), the integration suite again on PostgreSQL and the production start,
// both under the current LTS Node (scripts/lts-node.mjs), in that order; beside them, from the
// start, the browser tests (two Playwright processes, the second from the end of the PGlite
// suites; the first also runs the Firefox ESR and WebKitGTK journeys), whose output is printed
// after the rest.
// Ends with a line for each browser engine, then one 'N passed, N failed' line summed over every
// runner.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { buildForBrowserTests, runPlaywright } from './e2e.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ENGINES, ensureEngines } from './ensure-engines.mjs';
import { LTS_NODE, ltsNode } from './lts-node.mjs';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0 };
const failedSteps = [];
/** Every failed test, named with its first error lines, printed again at the very end: a long log is often read from its tail. */
const failures = [];
const firstLines = (text, count = 8) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, count)
    .map((line) => `    ${line}`)
    .join('\n');
/** Each step's wall time, printed at the end: CI must stay under 20 minutes. */
const timings = [];
const started = Date.now();

async function step(name, fn) {
  console.log(`\n▶ ${name}`);
  const begin = Date.now();
  const status = await fn();
  timings.push(`${name}: ${String(Math.round((Date.now() - begin) / 1000))} s`);
  if (status !== 0) failedSteps.push(name);
  return status;
}

// Asynchronous, so the browser tests running beside these steps are never held up.
const run = (command, args, env = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });
const node = (script, args, env, binary = process.execPath) =>
  run(binary, [path.join(root, script), ...args], env);

async function vitest(label, args, env, binary = process.execPath) {
  const outputFile = path.join(results, `vitest-${label}.json`);
  const status = await node(
    'node_modules/vitest/vitest.mjs',
    ['run', '--reporter=default', '--reporter=json', `--outputFile=${outputFile}`, ...args],
    env,
    binary,
  );
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    for (const file of report.testResults) {
      const where = path.relative(root, file.name);
      const failed = file.assertionResults.filter((test) => test.status === 'failed');
      for (const test of failed)
        failures.push(
          `[${label}] ${where} › ${test.fullName}\n${firstLines(test.failureMessages.join('\n'))}`,
        );
      if (!failed.length && file.status === 'failed')
        failures.push(`[${label}] ${where}\n${firstLines(file.message)}`);
    }
  } else if (status !== 0) {
    totals.failed += 1;
  }
  return status;
}

/**
 * `npm run check`'s three tools at once: ESLint runs on one core for about two minutes, so the
 * type check and Prettier take the other. Each one's output is printed, whole, when it ends.
 */
/** No file imports another in a circle: every file of server/, src/ and machines/ is an entry. */
const CYCLE_CHECK_ARGS = [
  ...['--no-tree', '--no-warning', '--no-progress', '--exit-code', 'circular:1'],
  ...['server/**/*.ts', 'src/**/*.{ts,tsx}', 'machines/**/*.ts'],
];

function checkAll() {
  const tools = [
    ['typecheck', 'node_modules/typescript/bin/tsc', ['-p', '.', '--noEmit']],
    ['lint', 'node_modules/eslint/bin/eslint.js', ['.', '--max-warnings', '0']],
    ['format', 'node_modules/prettier/bin/prettier.cjs', ['--check', '.']],
    ['cycles', 'node_modules/dpdm/lib/bin/dpdm.js', CYCLE_CHECK_ARGS],
  ];
  return Promise.all(
    tools.map(
      ([label, script, args]) =>
        new Promise((resolve) => {
          const child = spawn(process.execPath, [path.join(root, script), ...args], { cwd: root });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (code) => {
            console.log(
              `[${label}] exit ${String(code)}${output.trim() ? `\n${output.trim()}` : ''}`,
            );
            resolve(code ?? 1);
          });
        }),
    ),
  ).then((codes) => (codes.every((code) => code === 0) ? 0 : 1));
}

// The browser tests start first and run beside every other step: they spend most of their time
// waiting on the browser and the server, about a core, and the other steps use the rest. A second
// Playwright process (the 'late' files, playwright.config.ts) starts once the PGlite suites end
// and a core is free. Their output goes to files, printed whole when they end, so the streams
// never interleave.
const e2eStarted = Date.now();
function browserTests(shard, extraWait = Promise.resolve()) {
  const log = path.join(results, `browser-tests-${shard}.log`);
  const output = openSync(log, 'w');
  return extraWait
    .then(() => appBuild)
    .then((built) => (built === 0 ? runPlaywright([], output, shard) : built))
    .then((status) => {
      closeSync(output);
      timings.push(
        `browser tests, ${shard} files: ended ${String(Math.round((Date.now() - e2eStarted) / 1000))} s after the start`,
      );
      return { shard, status, log };
    });
}
const buildLog = path.join(results, 'browser-tests-build.log');
const buildOutput = openSync(buildLog, 'w');
ensureChromium();
// Firefox ESR and WebKitGTK, installed beside the build when missing; the early files run them.
const enginesReady = ensureEngines();
const appBuild = buildForBrowserTests(buildOutput).then((status) => {
  closeSync(buildOutput);
  return status;
});
const earlyRun = browserTests('early', enginesReady);
let startLate = () => undefined;
const lateRun = browserTests('late', new Promise((resolve) => (startLate = resolve)));

// Side by side: ESLint's type-aware pass runs on one core for minutes after the type check and
// Prettier are done, and the tests fill the core it leaves.
await Promise.all([
  step('check: typecheck, lint, format', checkAll),
  step('unit, component and integration tests (PGlite)', () =>
    vitest('pglite', [], { TEST_DATABASE_URL: '' }),
  ),
]);
startLate();
// The model suites left their figures in test-results/model-coverage/: one table over every
// machine, written to docs/statecharts/coverage.md; fails below 100% or for a machine with none.
await step('model-path coverage report', () =>
  node('node_modules/tsx/dist/cli.mjs', ['scripts/model-coverage.ts']),
);
// The committed mutation results (.stryker/): every flow machine at 90 %, every other measured
// machine at 80 %, and none whose source changed since its run.
await step('mutation scores (committed results)', () =>
  node('node_modules/tsx/dist/cli.mjs', ['scripts/mutation.ts', 'check']),
);

let pgUrl = process.env.TEST_DATABASE_URL;
let throwaway;
if (!pgUrl) {
  try {
    const out = execFileSync('bash', [path.join(root, 'scripts/pg-throwaway.sh'), 'start'], {
      encoding: 'utf8',
    });
    throwaway = Object.fromEntries(
      [...out.matchAll(/^export (\w+)=(.*)$/gm)].map((m) => [m[1], m[2]]),
    );
    pgUrl = throwaway.TEST_DATABASE_URL;
  } catch {
    console.log(
      '\n(PostgreSQL server binaries not found: the PostgreSQL run is skipped. Set TEST_DATABASE_URL to run it.)',
    );
  }
}
if (pgUrl) {
  try {
    // The build machine's Node ran everything above; the current LTS runs the server's suite on
    // PostgreSQL (its multi-process part spawns servers with the same binary) and a production
    // start of the built app.
    let lts;
    const found = await step(`the LTS Node (${LTS_NODE.version})`, async () => {
      try {
        lts = ltsNode() ?? process.execPath;
        if (lts === process.execPath)
          console.log('(not Linux x64: the build machine’s Node runs these)');
        return 0;
      } catch (error) {
        console.log(String(error));
        return 1;
      }
    });
    if (found === 0) {
      await step(`server integration tests (PostgreSQL, Node ${LTS_NODE.version})`, () =>
        vitest('postgres', ['--project', 'integration'], { TEST_DATABASE_URL: pgUrl }, lts),
      );
      if ((await appBuild) === 0) {
        await step(`production start (PostgreSQL, Node ${LTS_NODE.version})`, () =>
          vitest(
            'production',
            ['--project', 'production-start'],
            { TEST_DATABASE_URL: pgUrl, VITEST_PRODUCTION_START: '1' },
            lts,
          ),
        );
      }
    }
  } finally {
    if (throwaway)
      spawnSync('bash', [path.join(root, 'scripts/pg-throwaway.sh'), 'stop'], {
        env: { ...process.env, ...throwaway },
      });
  }
}

console.log(
  '\n▶ browser tests (Playwright: Chromium, and Firefox ESR and WebKitGTK, production build)',
);
/** Each engine's own count, printed as a line of the summary (playwright.config.ts projects). */
const ENGINE_LABELS = {
  chromium: 'Chromium',
  ...Object.fromEntries(Object.entries(ENGINES).map(([name, engine]) => [name, engine.label])),
};
const byEngine = Object.fromEntries(
  Object.keys(ENGINE_LABELS).map((name) => [name, { passed: 0, failed: 0 }]),
);
process.stdout.write(readFileSync(buildLog, 'utf8'));
for (const { shard, status, log } of [await earlyRun, await lateRun]) {
  console.log(`\n▶ browser tests, ${shard} files`);
  process.stdout.write(readFileSync(log, 'utf8'));
  const report = path.join(results, `playwright-${shard}.json`);
  if (existsSync(report)) {
    const { stats, suites, errors } = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests) {
          const engine = (byEngine[test.projectName] ??= { passed: 0, failed: 0 });
          if (test.status === 'expected' || test.status === 'flaky') engine.passed += 1;
          else if (test.status === 'unexpected') engine.failed += 1;
          for (const result of test.results)
            if (!spec.ok && result.status !== 'passed' && result.status !== 'skipped')
              failures.push(
                `[browser, ${ENGINE_LABELS[test.projectName] ?? test.projectName}] ${spec.file}:${String(spec.line)} › ${[...titles, spec.title].join(' › ')} (${result.status})\n${firstLines(result.error?.message)}`,
              );
        }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of suites) walk(suite, []);
    for (const error of errors ?? []) failures.push(`[browser] ${firstLines(error.message)}`);
  } else if (status !== 0) {
    totals.failed += 1;
  }
  if (status !== 0) failedSteps.push(`browser tests (${shard} files)`);
}

console.log(
  `\n${timings.join('\n')}\ntotal: ${String(Math.round((Date.now() - started) / 1000))} s`,
);
console.log('');
for (const [name, { passed, failed }] of Object.entries(byEngine))
  console.log(
    `browser tests, ${ENGINE_LABELS[name] ?? name}: ${String(passed)} passed, ${String(failed)} failed`,
  );
if (failedSteps.length) console.log(`\nFailed: ${failedSteps.join(', ')}`);
if (failures.length) console.log(`\nFailed tests:\n${failures.join('\n')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
