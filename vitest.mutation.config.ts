import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import viteConfig from './vite.config';

const base = viteConfig({ command: 'serve', mode: 'test' });

/**
 * Stryker stops a mutant's run at its first failing test. Almost every mutant of a machine is in
 * its definition, which runs at import, so each such mutant runs all the tests below: the cheap
 * node unit tests go first, the model paths through the views after them.
 */
class UnitTestsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => (spec.project.name === 'machines' ? 0 : 1);
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}

/**
 * The tests that judge one machine, for mutation testing (stryker.config.mjs, docs/testing.md):
 * its own unit tests beside it and its own model paths (`tests/model/<machine>.model.test.tsx`,
 * and `card-carousel` for the carousel). A mutant that only a parent's tests would notice (login's
 * paths run force reset too) counts as surviving: each machine's own tests must catch it. For
 * `bindings`, the model paths, which run the app's own bindings, and the stub check; for `parts`,
 * every machine's unit tests. Same
 * plugins, environments, setup files and timeouts as the unit and component projects of
 * vite.config.ts.
 */
const target = process.env.MUTATE ?? '';
const bindings = target === 'bindings';
// The parts machines are built from: every machine's unit tests judge them (the model paths of
// every machine would make each of their mutants a run of minutes).
const parts = target === 'parts';

export default defineConfig({
  ...base,
  test: {
    sequence: { sequencer: UnitTestsFirst },
    passWithNoTests: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'machines',
          environment: 'node',
          include: bindings
            ? []
            : [
                parts ? 'machines/**/*.test.ts' : `machines/${target}/**/*.test.ts`,
                'tests/mutation/machine-loads.test.ts',
              ],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'model',
          environment: 'jsdom',
          include: bindings
            ? ['tests/model/provided.test.tsx', 'tests/model/*.model.test.tsx']
            : parts
              ? []
              : [`tests/model/*${target}.model.test.tsx`],
          setupFiles: ['./tests/support/setup-dom.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
