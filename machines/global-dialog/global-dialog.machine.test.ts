import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { globalDialogMachine } from './global-dialog.machine';

function start() {
  const redirectToLogin = vi.fn();
  const actor = createActor(globalDialogMachine.provide({ actions: { redirectToLogin } })).start();
  return { actor, redirectToLogin };
}

describe('globalDialog', () => {
  it('shows an error titled Error by default and closes without redirecting', () => {
    const { actor, redirectToLogin } = start();
    actor.send({ type: 'error.show', message: 'Sorry, this account cannot be found.' });
    expect(actor.getSnapshot().value).toBe('showingError');
    expect(actor.getSnapshot().context).toEqual({
      title: 'Error',
      message: 'Sorry, this account cannot be found.',
      action: 'none',
    });
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.message).toBe('');
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('redirects to login when an error with that action is closed', () => {
    const { actor, redirectToLogin } = start();
    actor.send({ type: 'error.show', message: 'Please log in.', action: 'redirectToLogin' });
    actor.send({ type: 'dialog.close' });
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('shows a success dialog titled Success, and the latest message replaces the shown one', () => {
    const { actor } = start();
    actor.send({ type: 'error.show', message: 'first' });
    actor.send({ type: 'success.show', message: 'Saved.' });
    expect(actor.getSnapshot().value).toBe('showingSuccess');
    expect(actor.getSnapshot().context).toMatchObject({
      title: 'Success',
      message: 'Saved.',
      action: 'none',
    });
    expect(actor.getSnapshot().can({ type: 'dialog.close' })).toBe(true);
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('ignores close when nothing is shown', () => {
    const { actor } = start();
    expect(actor.getSnapshot().can({ type: 'dialog.close' })).toBe(false);
  });
});
