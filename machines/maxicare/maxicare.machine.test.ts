import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { MemberDetails } from '#contract/members';
import { failure, memberFixture, rejectWith } from '../shared/test-support';
import { maxicareMachine } from './maxicare.machine';

function start(options: { member?: MemberDetails; save?: () => Promise<MemberDetails> } = {}) {
  const saves: unknown[] = [];
  const notifySaved = vi.fn();
  const machine = maxicareMachine.provide({
    actors: {
      saveSection: fromPromise<MemberDetails, { payload: unknown }>(({ input }) => {
        saves.push(input.payload);
        return (
          options.save ??
          (() =>
            Promise.resolve(
              memberFixture({ maxicareId: 'MC12345678', maxicareCardLast4Digits: '4321' }),
            ))
        )();
      }),
    },
    actions: { notifySaved },
  });
  const actor = createActor(machine, {
    input: { member: options.member ?? memberFixture() },
  }).start();
  return { actor, saves, notifySaved };
}

type Actor = ReturnType<typeof start>['actor'];

function toDigits(actor: Actor, id = 'MC12345678') {
  actor.send({ type: 'form.open' });
  actor.send({ type: 'field.change', name: 'maxicareId', value: id });
  actor.send({ type: 'step.next' });
  expect(actor.getSnapshot().value).toBe('enteringDigits');
}

async function save(actor: Actor) {
  toDigits(actor);
  actor.send({ type: 'field.change', name: 'maxicareCardLast4Digits', value: '4321' });
  actor.send({ type: 'form.submit' });
  expect(actor.getSnapshot().value).toBe('saving');
  await waitFor(actor, (s) => !s.matches('saving'));
}

describe('maxicare', () => {
  it('starts idle with the saved card and ignores edits until opened', () => {
    const { actor } = start({
      member: memberFixture({ maxicareId: 'MC00000001', maxicareCardLast4Digits: '1111' }),
    });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({
      savedId: 'MC00000001',
      savedDigits: '1111',
    });
    actor.send({ type: 'field.change', name: 'maxicareId', value: 'X1' });
    actor.send({ type: 'step.next' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.maxicareId).toBe('MC00000001');
  });

  it('starts with no saved card for a member without Maxicare', () => {
    const { actor } = start({
      member: memberFixture({ maxicareId: null, maxicareCardLast4Digits: null }),
    });
    expect(actor.getSnapshot().context).toMatchObject({ savedId: '', savedDigits: '' });
  });

  it('opens step 1 with the saved ID and no card digits', () => {
    const { actor } = start({
      member: memberFixture({ maxicareId: 'MC00000001', maxicareCardLast4Digits: '1111' }),
    });
    actor.send({ type: 'form.open' });
    expect(actor.getSnapshot().value).toBe('enteringId');
    expect(actor.getSnapshot().context).toMatchObject({
      maxicareId: 'MC00000001',
      maxicareCardLast4Digits: '',
      fieldErrors: {},
      error: null,
    });
  });

  it('keeps letters and digits only, at most 10, in the ID; the card digits wait for step 2', () => {
    const { actor } = start();
    actor.send({ type: 'form.open' });
    actor.send({ type: 'field.change', name: 'maxicareId', value: 'mc-1234/5678-90' });
    expect(actor.getSnapshot().context.maxicareId).toBe('mc12345678');
    actor.send({ type: 'field.change', name: 'maxicareCardLast4Digits', value: '4321' });
    expect(actor.getSnapshot().context.maxicareCardLast4Digits).toBe('');
    actor.send({ type: 'step.back' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('enteringId');
  });

  it('needs an ID for step 2 and says so, then clears the message on a change', () => {
    const { actor } = start();
    actor.send({ type: 'form.open' });
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('enteringId');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      maxicareId: 'This field is required.',
    });
    actor.send({ type: 'field.change', name: 'maxicareId', value: 'MC1' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('enteringDigits');
  });

  it('closes either step on cancel', () => {
    const { actor } = start();
    actor.send({ type: 'form.open' });
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    toDigits(actor);
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('keeps 4 digits of the card in step 2, where the ID cannot change, and goes back', () => {
    const { actor } = start();
    toDigits(actor);
    actor.send({ type: 'field.change', name: 'maxicareCardLast4Digits', value: '43-21 9' });
    expect(actor.getSnapshot().context.maxicareCardLast4Digits).toBe('4321');
    actor.send({ type: 'field.change', name: 'maxicareId', value: 'OTHER' });
    expect(actor.getSnapshot().context.maxicareId).toBe('MC12345678');
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().value).toBe('enteringDigits');
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toBe('enteringId');
    expect(actor.getSnapshot().context.maxicareCardLast4Digits).toBe('4321');
  });

  it("refuses fewer than 4 card digits with 'Must contain 4 digits'", () => {
    const { actor, saves } = start();
    toDigits(actor);
    actor.send({ type: 'field.change', name: 'maxicareCardLast4Digits', value: '432' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('enteringDigits');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      maxicareCardLast4Digits: 'Must contain 4 digits',
    });
    expect(saves).toEqual([]);
  });

  it('saves both, busy meanwhile, then shows the saved ID and tells the page', async () => {
    const { actor, saves, notifySaved } = start();
    toDigits(actor);
    actor.send({ type: 'field.change', name: 'maxicareCardLast4Digits', value: '4321' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().value).toBe('saving');
    await waitFor(actor, (s) => !s.matches('saving'));
    expect(saves).toEqual([
      { section: 'maxicare', maxicareId: 'MC12345678', maxicareCardLast4Digits: '4321' },
    ]);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({
      savedId: 'MC12345678',
      savedDigits: '4321',
      justSaved: true,
    });
    expect(notifySaved).toHaveBeenCalledTimes(1);
    actor.send({ type: 'form.open' });
    expect(actor.getSnapshot().context).toMatchObject({
      maxicareId: 'MC12345678',
      maxicareCardLast4Digits: '',
      justSaved: false,
    });
  });

  it('returns to step 1 with the message when the server refuses the ID', async () => {
    const { actor, notifySaved } = start({
      save: () =>
        rejectWith(
          failure('VALIDATION_ERROR', 'Please check required fields.', {
            fields: { maxicareId: 'Unknown Maxicare ID.' },
          }),
        ),
    });
    await save(actor);
    expect(actor.getSnapshot().value).toBe('enteringId');
    expect(actor.getSnapshot().context).toMatchObject({
      fieldErrors: { maxicareId: 'Unknown Maxicare ID.' },
      error: 'Please check required fields.',
    });
    expect(notifySaved).not.toHaveBeenCalled();
  });

  it('stays on step 2 for any other failure', async () => {
    const { actor } = start({
      save: () =>
        rejectWith(
          failure('VALIDATION_ERROR', 'Please check required fields.', {
            fields: { maxicareCardLast4Digits: 'Does not match the card.' },
          }),
        ),
    });
    await save(actor);
    expect(actor.getSnapshot().value).toBe('enteringDigits');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      maxicareCardLast4Digits: 'Does not match the card.',
    });

    const { actor: other } = start({ save: () => rejectWith(failure('RATE_LIMITED', 'Slow.')) });
    await save(other);
    expect(other.getSnapshot().value).toBe('enteringDigits');
    expect(other.getSnapshot().context).toMatchObject({ fieldErrors: {}, error: 'Slow.' });
  });
});
