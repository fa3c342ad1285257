import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { failure, rejectWith } from '../shared/test-support';
import { handoffConfirmMachine } from './handoff-confirm.machine';

const TOKEN = 'code-from-a-link-0000000000';

function run(
  answers: { preview?: () => Promise<unknown>; exchange?: () => Promise<unknown> } = {},
) {
  const effects = { finishSignIn: vi.fn(), goHome: vi.fn() };
  const asked: { preview: unknown[]; exchange: unknown[] } = { preview: [], exchange: [] };
  const machine = handoffConfirmMachine.provide({
    actors: {
      previewHandoff: fromPromise(async ({ input }) => {
        asked.preview.push(input);
        return (await (answers.preview?.() ?? Promise.resolve({ name: 'Maria Clara' }))) as {
          name: string;
        };
      }),
      exchangeHandoff: fromPromise(async ({ input }) => {
        asked.exchange.push(input);
        return (await (answers.exchange?.() ?? Promise.resolve({ expiresInSeconds: 3600 }))) as {
          expiresInSeconds: number;
        };
      }),
    },
    actions: effects,
  });
  const actor = createActor(machine, { input: { token: TOKEN } }).start();
  return { actor, effects, asked };
}

describe('handoffConfirm', () => {
  it('asks whose the code is, then waits for the person without trading it', async () => {
    const { actor, asked, effects } = run();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.matches('confirming'));
    expect(actor.getSnapshot().context.name).toBe('Maria Clara');
    expect(asked).toEqual({ preview: [{ token: TOKEN }], exchange: [] });
    expect(effects.finishSignIn).not.toHaveBeenCalled();
  });

  it('trades the code on Continue and loads the new session’s pages', async () => {
    const { actor, asked, effects } = run();
    await waitFor(actor, (snapshot) => snapshot.matches('confirming'));
    actor.send({ type: 'handoff.continue' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(asked.exchange).toEqual([{ token: TOKEN }]);
    expect(effects.finishSignIn).toHaveBeenCalledOnce();
    expect(effects.goHome).not.toHaveBeenCalled();
  });

  it('goes home on decline without trading the code', async () => {
    const { actor, asked, effects } = run();
    await waitFor(actor, (snapshot) => snapshot.matches('confirming'));
    actor.send({ type: 'handoff.decline' });
    expect(actor.getSnapshot().value).toBe('declined');
    expect(effects.goHome).toHaveBeenCalledOnce();
    expect(asked.exchange).toEqual([]);
  });

  it('shows a refused or malformed code as invalid, at preview or exchange', async () => {
    for (const key of ['HANDOFF_INVALID', 'VALIDATION_ERROR']) {
      const early = run({ preview: () => rejectWith(failure(key)) });
      await waitFor(early.actor, (snapshot) => snapshot.status === 'done');
      expect(early.actor.getSnapshot().value).toBe('invalid');
    }
    const late = run({ exchange: () => rejectWith(failure('HANDOFF_INVALID')) });
    await waitFor(late.actor, (snapshot) => snapshot.matches('confirming'));
    late.actor.send({ type: 'handoff.continue' });
    await waitFor(late.actor, (snapshot) => snapshot.status === 'done');
    expect(late.actor.getSnapshot().value).toBe('invalid');
    expect(late.effects.finishSignIn).not.toHaveBeenCalled();
  });

  it('keeps the question with the message when the server cannot be reached, and tries again', async () => {
    let previews = 0;
    const { actor } = run({
      preview: () =>
        (previews += 1) === 1
          ? rejectWith(failure('NETWORK_ERROR', 'Something went wrong.'))
          : Promise.resolve({ name: 'Maria Clara' }),
      exchange: () => rejectWith(failure('TIMEOUT', 'Check your connection.')),
    });
    await waitFor(actor, (snapshot) => snapshot.matches('unavailable'));
    expect(actor.getSnapshot().context.error).toBe('Something went wrong.');
    actor.send({ type: 'preview.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('confirming'));
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'handoff.continue' });
    await waitFor(actor, (snapshot) => snapshot.context.error !== null);
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.error).toBe('Check your connection.');
  });
});
