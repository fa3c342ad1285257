import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { slideInMachine } from './slide-in.machine';

function start(dismissed: boolean) {
  const clock = new SimulatedClock();
  const remembered = vi.fn();
  const actor = createActor(
    slideInMachine.provide({ actions: { rememberDismissal: remembered } }),
    { input: { dismissed }, clock },
  ).start();
  return { actor, clock, remembered };
}

describe('slideIn', () => {
  it('appears only after its delay', () => {
    const { actor, clock } = start(false);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(2_499);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('shown');
  });

  it('never appears again once dismissed in this visit', () => {
    const { actor, clock } = start(true);
    clock.increment(10_000);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each(['panel.close', 'panel.follow', 'focus.obscured'] as const)(
    '%s closes it and remembers',
    (type) => {
      const { actor, clock, remembered } = start(false);
      clock.increment(2_500);
      actor.send({ type });
      expect(actor.getSnapshot().value).toBe('closed');
      expect(remembered).toHaveBeenCalledTimes(1);
    },
  );

  it('gives way to focus only once it is shown', () => {
    const { actor } = start(false);
    actor.send({ type: 'focus.obscured' });
    expect(actor.getSnapshot().value).toBe('waiting');
  });

  it('following is impossible before it is shown', () => {
    const { actor } = start(false);
    expect(actor.getSnapshot().can({ type: 'panel.follow' })).toBe(false);
  });
});
