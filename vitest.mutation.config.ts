import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import base from './vite.config';

/**
 * Stryker stops a mutant's run at its first failing test, and almost every mutant of a machine is
 * in its definition, which runs at import: such a mutant runs every test file that imports the
 * machine. Cheap and likely killers first, then: the machines' node tests before the jsdom model
 * paths, and the files named after the mutated machine (Stryker passes it as `related`) first.
 */
class KillersFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const stems = (this.ctx.config.related ?? []).map(
      (file) => path.basename(file).split('.')[0] ?? '',
    );
    const rank = (spec: TestSpecification) =>
      (spec.project.name === 'machines' ? 0 : 2) +
      (stems.some((stem) => stem !== '' && path.basename(spec.moduleId).startsWith(`${stem}.`))
        ? 0
        : 1);
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}

/**
 * The tests that judge the machines, for mutation testing (stryker.config.mjs, docs/testing.md):
 * the unit tests beside each machine and the model-based paths through the views. Same plugins,
 * environments, setup files and timeouts as the unit and component projects of vite.config.ts;
 * the server, component and integration tests do not import machines/ and would only slow Stryker.
 */
export default defineConfig({
  ...base,
  test: {
    sequence: { sequencer: KillersFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'machines',
          environment: 'node',
          include: ['machines/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'model',
          environment: 'jsdom',
          include: ['tests/model/**/*.test.tsx'],
          setupFiles: ['./tests/support/setup-dom.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
