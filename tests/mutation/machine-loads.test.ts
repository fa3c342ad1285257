import { readdirSync } from 'node:fs';
import { expect, it } from 'vitest';

/**
 * Mutation runs only (vitest.mutation.config.ts): a mutant that makes the machine throw while its
 * module loads (a parallel state made compound with no initial state) leaves every other test
 * file of the run uncollected, which Stryker's runner counts as no failure. Loading the module
 * inside a test makes that a failed test.
 */
const target = process.env.MUTATE ?? '';
/** A part (machines/shared/, a machine's helpers) is loaded by every machine. */
const machines =
  target === 'parts'
    ? readdirSync(new URL('../../machines/', import.meta.url)).filter((folder) =>
        readdirSync(new URL(`../../machines/${folder}/`, import.meta.url)).includes(
          `${folder}.machine.ts`,
        ),
      )
    : [target];

it.each(machines)('loads machines/%s/%s.machine.ts', async (machine) => {
  const loaded: unknown = await import(`../../machines/${machine}/${machine}.machine.ts`);
  expect(Object.keys(loaded as object).length).toBeGreaterThan(0);
});
