import { waitFor } from '@testing-library/react';

/**
 * Waits for a call to `name` and takes the newest: the one the machine waits on, as a restarted
 * invocation stops the older.
 */
export async function takeNewest<T>(pending: Map<string, T[]>, name: string): Promise<T> {
  await waitFor(
    () => {
      if (!pending.get(name)?.length) throw new Error(`no pending call to ${name}`);
    },
    { timeout: 3000 },
  );
  const call = pending.get(name)?.pop();
  if (!call) throw new Error(`no pending call to ${name}`);
  return call;
}

/** Answers an environment step of a path, if it is one: done or error of an invoked actor. */
export async function answerStep(
  event: { type: string; output?: unknown; error?: unknown },
  answers: {
    resolve: (name: string, output: unknown) => Promise<void>;
    reject: (name: string, error: unknown) => Promise<void>;
  },
): Promise<boolean> {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
  if (done?.[1]) {
    await answers.resolve(done[1], event.output);
    return true;
  }
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
  if (failed?.[1]) {
    await answers.reject(failed[1], event.error);
    return true;
  }
  return false;
}
