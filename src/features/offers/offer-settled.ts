import { useEffect, useState } from 'react';

/** Promises already settled, so a page drawn again (back button, re-render) skips its placeholders. */
const settledValues = new WeakMap<Promise<unknown>, { value: unknown }>();

/**
 * The value of a loader's promise once it settles, or null while it is pending. The route
 * loaders hand lists over unawaited so the page draws at once, with its placeholders where the
 * list goes; the promises never reject (a failure settles as null, see settleOrNull).
 */
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

/** A call that settles as null instead of failing: a list that cannot load shows its empty state. */
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
