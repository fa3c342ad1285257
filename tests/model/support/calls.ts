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

  private async next(name: string): Promise<Pending> {
    await waitFor(
      () => {
        if (!this.pending.get(name)?.length) throw new Error(`no pending call to ${name}`);
      },
      { timeout: 3000 },
    );
    // The newest call is the one the machine waits on: a restarted invocation stops the older.
    const call = this.pending.get(name)?.pop();
    if (!call) throw new Error(`no pending call to ${name}`);
    return call;
  }

  async resolve(name: string, output: unknown): Promise<void> {
    (await this.next(name)).resolve(output);
  }

  async reject(name: string, error: unknown): Promise<void> {
    (await this.next(name)).reject(error);
  }

  /** Answers an environment step of a path, if it is one: done or error of an invoked actor. */
  async answer(event: { type: string; output?: unknown; error?: unknown }): Promise<boolean> {
    const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
    if (done?.[1]) {
      await this.resolve(done[1], event.output);
      return true;
    }
    const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
    if (failed?.[1]) {
      await this.reject(failed[1], event.error);
      return true;
    }
    return false;
  }
}
