import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { failure, rejectWith } from '../shared/test-support';
import { keepAccountMachine } from './keep-account.machine';

function start(keep: () => Promise<unknown>) {
  const accountKept = vi.fn();
  let calls = 0;
  const machine = keepAccountMachine.provide({
    actors: {
      keepAccount: fromPromise(() => {
        calls += 1;
        return keep();
      }),
    },
    actions: { accountKept },
  });
  const actor = createActor(machine).start();
  return { actor, accountKept, calls: () => calls };
}

describe('keepAccount', () => {
  it('offers to keep the account; kept, it tells the app once and is done', async () => {
    const { actor, accountKept, calls } = start(() => Promise.resolve({ success: true }));
    expect(keepAccountMachine.id).toBe('keepAccount');
    expect(actor.getSnapshot().value).toBe('offering');
    expect(actor.getSnapshot().context).toEqual({ error: null });
    expect(accountKept).not.toHaveBeenCalled();
    actor.send({ type: 'account.keep' });
    expect(actor.getSnapshot().value).toBe('keeping');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'account.keep' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls()).toBe(1);
    expect(accountKept).toHaveBeenCalledTimes(1);
  });

  it('a failure offers it again with the message, cleared by the next try', async () => {
    let answer: () => Promise<unknown> = () =>
      rejectWith(failure('NETWORK_ERROR', 'Oops! Something went wrong.'));
    const { actor, accountKept } = start(() => answer());
    actor.send({ type: 'account.keep' });
    await waitFor(actor, (s) => s.matches('offering'));
    expect(actor.getSnapshot().context.error).toBe('Oops! Something went wrong.');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    answer = () => new Promise(() => undefined);
    actor.send({ type: 'account.keep' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(accountKept).not.toHaveBeenCalled();
  });
});
