import { expect, it } from 'vitest';

/**
 * Mutation runs only (vitest.mutation.config.ts): a mutant that makes the machine throw while its
 * module loads (a parallel state made compound with no initial state) leaves every other test
 * file of the run uncollected, which Stryker's runner counts as no failure. Loading the module
 * inside a test makes that a failed test.
 */
const target = process.env.MUTATE ?? '';

it(`loads machines/${target}/${target}.machine.ts`, async () => {
  const loaded: unknown = await import(`../../machines/${target}/${target}.machine.ts`);
  expect(Object.keys(loaded as object).length).toBeGreaterThan(0);
});
