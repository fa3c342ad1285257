import { waitFor } from '@testing-library/react';
import { fromPromise } from 'xstate';

interface Pending {
  input: unknown;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/**
 * Fake invoked actors that answer when the path says so: each call waits until the test resolves
 * or rejects it with the output or error of the path's `xstate.done.actor.*` or
 * `xstate.error.actor.*` step. Every call's input is kept so a test can check what the machine
 * asked for.
 */
export class Calls {
  private readonly pending = new Map<string, Pending[]>();
  readonly inputs = new Map<string, unknown[]>();

  actor<TOutput, TInput>(name: string) {
    return fromPromise<TOutput, TInput>(
      ({ input }) =>
        new Promise<TOutput>((resolve, reject) => {
          this.inputs.set(name, [...(this.inputs.get(name) ?? []), input]);
          const queue = this.pending.get(name) ?? [];
          queue.push({ input, resolve: resolve as (value: unknown) => void, reject });
          this.pending.set(name, queue);
        }),
    );
  }

  private next(name: string): Promise<Pending> {
    return takeNewest(this.pending, name);
  }

  async resolve(name: string, output: unknown): Promise<void> {
    (await this.next(name)).resolve(output);
  }

  async reject(name: string, error: unknown): Promise<void> {
    (await this.next(name)).reject(error);
  }

  /** Answers an environment step of a path, if it is one: done or error of an invoked actor. */
  answer(event: { type: string; output?: unknown; error?: unknown }): Promise<boolean> {
    return answerStep(event, this);
  }
}

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
