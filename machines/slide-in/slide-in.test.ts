import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { slideInMachine } from './slide-in.machine';

function start(dismissed: boolean, firstPhoneVisit = false) {
  const clock = new SimulatedClock();
  const remembered = vi.fn();
  const actor = createActor(
    slideInMachine.provide({ actions: { rememberDismissal: remembered } }),
    { input: { dismissed, firstPhoneVisit }, clock },
  ).start();
  return { actor, clock, remembered };
}

/** docs/design.md, "Phone first": after a scroll or 15 s on the page. */
const STAY_MS = 15_000;

describe('slideIn', () => {
  it('appears once the visitor has stayed 15 s, not before', () => {
    const { actor, clock } = start(false);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(STAY_MS - 1);
    expect(actor.getSnapshot().value).toBe('waiting');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('shown');
  });

  it('appears as soon as the visitor scrolls', () => {
    const { actor, clock } = start(false);
    clock.increment(1_000);
    actor.send({ type: 'page.scroll' });
    expect(actor.getSnapshot().value).toBe('shown');
  });

  it("never appears on a phone's first visit, and remembers no dismissal for it", () => {
    const { actor, clock, remembered } = start(false, true);
    actor.send({ type: 'page.scroll' });
    clock.increment(STAY_MS * 4);
    expect(actor.getSnapshot().status).toBe('done');
    expect(remembered).not.toHaveBeenCalled();
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
      clock.increment(STAY_MS);
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
