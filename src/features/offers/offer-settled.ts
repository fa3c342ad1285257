import { useEffect, useState } from 'react';

/** Promises already settled, so a page drawn again (back button, re-render) skips its placeholders. */
const settledValues = new WeakMap<Promise<unknown>, { value: unknown }>();

/** A loader's promise value once settled, else null (settleOrNull promises never reject). */
export function useSettled<T>(promise: Promise<T>): { value: T } | null {
  const [, setVersion] = useState(0);
  useEffect(() => {
    if (settledValues.has(promise)) return;
    let current = true;
    void promise.then(() => {
      if (current) setVersion((version) => version + 1);
    });
    return () => {
      current = false;
    };
  }, [promise]);
  return (settledValues.get(promise) as { value: T } | undefined) ?? null;
}

export function settleOrNull<T>(load: () => Promise<T>): Promise<T | null> {
  const promise = load().then(
    (value) => value,
    () => null,
  );
  void promise.then((value) => {
    settledValues.set(promise, { value });
  });
  return promise;
}

/**
 * A page hydrated from the server's HTML holds its loaders' promises as the server sent them:
 * settled already, but a promise says so only asynchronously. Waited for before hydrating, so the
 * first render matches the server's.
 */
export async function settleHydrated(values: readonly unknown[]): Promise<void> {
  await Promise.all(
    values.map(async (value) => {
      if (!(value instanceof Promise) || settledValues.has(value)) return;
      const settled: unknown = await value.then(
        (result: unknown) => result,
        () => null,
      );
      settledValues.set(value, { value: settled });
    }),
  );
}
