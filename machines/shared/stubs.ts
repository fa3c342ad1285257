import { fromPromise } from 'xstate';

/**
 * Named stubs for the side effects a machine cannot own (ARCHITECTURE.md, How a flow is written).
 * The app replaces each with `.provide()`; `isStub` lets a test prove none is left in the
 * running app. A stub that is reached anyway fails loudly instead of pretending to work.
 */
const stubs = new WeakSet<object>();

function mark<T extends object>(implementation: T): T {
  stubs.add(implementation);
  return implementation;
}

export function isStub(implementation: unknown): boolean {
  return typeof implementation === 'object' || typeof implementation === 'function'
    ? implementation !== null && stubs.has(implementation)
    : false;
}

export class NotProvidedError extends Error {
  constructor(name: string) {
    super(`'${name}' was not provided to the machine.`);
    this.name = 'NotProvidedError';
  }
}

/** An invoked call the app supplies (an API request). */
export function stubActor<TOutput, TInput>(name: string) {
  return mark(fromPromise<TOutput, TInput>(() => Promise.reject(new NotProvidedError(name))));
}

/** A check the app supplies (libphonenumber's validity for a country). */
export function stubGuard(name: string) {
  return mark((): boolean => {
    throw new NotProvidedError(name);
  });
}

/** An effect the app supplies (navigate, tell the session). */
export function stubAction(name: string) {
  return mark((): void => {
    throw new NotProvidedError(name);
  });
}
