import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { loginDialogMachine } from './login-dialog.machine';

describe('loginDialog', () => {
  it('opens with the target a gated action asked for and forgets it on close', () => {
    const actor = createActor(loginDialogMachine).start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'dialog.open', redirectTarget: '/promos/summer-treats' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.redirectTarget).toBe('/promos/summer-treats');
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.redirectTarget).toBeNull();
  });

  it('opens from the header with no target, and a second open while open changes nothing', () => {
    const actor = createActor(loginDialogMachine).start();
    actor.send({ type: 'dialog.open' });
    expect(actor.getSnapshot().context.redirectTarget).toBeNull();
    actor.send({ type: 'dialog.open', redirectTarget: '/elsewhere' });
    expect(actor.getSnapshot().context.redirectTarget).toBeNull();
  });
});
