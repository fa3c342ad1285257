import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { MemberDetails, PreferencesRequest } from '#contract/members';
import { failure, memberFixture, rejectWith } from '../shared/test-support';
import { preferencesMachine } from './preferences.machine';

// Demo member 2: sms on, everything else off.
const member = memberFixture();

function start(
  options: {
    member?: MemberDetails;
    save?: (input: PreferencesRequest) => Promise<MemberDetails>;
  } = {},
) {
  const saves: PreferencesRequest[] = [];
  const notifySaved = vi.fn();
  const machine = preferencesMachine.provide({
    actors: {
      savePreferences: fromPromise<MemberDetails, PreferencesRequest>(({ input }) => {
        saves.push(input);
        return (options.save ?? ((values) => Promise.resolve(memberFixture(values))))(input);
      }),
    },
    actions: { notifySaved },
  });
  const actor = createActor(machine, { input: { member: options.member ?? member } }).start();
  return { actor, saves, notifySaved };
}

describe('preferences', () => {
  it("starts with the member's five subscriptions and takes no submit before a change", () => {
    const { actor, saves } = start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.draft).toEqual({
      smsSubscription: true,
      emailSubscription: false,
      discountsSubscription: false,
      exclusivesSubscription: false,
      creditScoringSubscription: false,
    });
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(saves).toEqual([]);
  });

  it('turns one subscription on or off; back to the saved values there is nothing to confirm', () => {
    const { actor } = start();
    actor.send({ type: 'preference.toggle', name: 'emailSubscription' });
    expect(actor.getSnapshot().context.draft.emailSubscription).toBe(true);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
    actor.send({ type: 'preference.toggle', name: 'emailSubscription' });
    expect(actor.getSnapshot().context.draft.emailSubscription).toBe(false);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
  });

  it.each([
    'smsSubscription',
    'emailSubscription',
    'discountsSubscription',
    'exclusivesSubscription',
    'creditScoringSubscription',
  ] as const)('offers Save when %s alone changed', (name) => {
    const { actor } = start();
    actor.send({ type: 'preference.toggle', name });
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
  });

  it('turns discounts, exclusives and credit scoring on together with Allow All', () => {
    const { actor } = start({ member: memberFixture({ exclusivesSubscription: true }) });
    actor.send({ type: 'allowall.toggle' });
    expect(actor.getSnapshot().context.draft).toEqual({
      smsSubscription: true,
      emailSubscription: false,
      discountsSubscription: true,
      exclusivesSubscription: true,
      creditScoringSubscription: true,
    });
  });

  it('turns the three off together when all three were on, leaving sms and email', () => {
    const { actor } = start({
      member: memberFixture({
        emailSubscription: true,
        discountsSubscription: true,
        exclusivesSubscription: true,
        creditScoringSubscription: true,
      }),
    });
    actor.send({ type: 'allowall.toggle' });
    expect(actor.getSnapshot().context.draft).toEqual({
      smsSubscription: true,
      emailSubscription: true,
      discountsSubscription: false,
      exclusivesSubscription: false,
      creditScoringSubscription: false,
    });
  });

  it("confirms all five, busy meanwhile, and takes the server's answer as saved", async () => {
    const { actor, saves, notifySaved } = start();
    actor.send({ type: 'allowall.toggle' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'preference.toggle', name: 'smsSubscription' });
    actor.send({ type: 'allowall.toggle' });
    await waitFor(actor, (s) => s.matches('editing'));
    const expected = {
      smsSubscription: true,
      emailSubscription: false,
      discountsSubscription: true,
      exclusivesSubscription: true,
      creditScoringSubscription: true,
    };
    expect(saves).toEqual([expected]);
    expect(actor.getSnapshot().context).toMatchObject({
      saved: expected,
      draft: expected,
      justSaved: true,
      error: null,
    });
    expect(notifySaved).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send({ type: 'preference.toggle', name: 'smsSubscription' });
    expect(actor.getSnapshot().context.justSaved).toBe(false);
  });

  it('keeps the saved values from what the server answers, not from what was sent', async () => {
    const { actor } = start({
      save: () => Promise.resolve(memberFixture({ emailSubscription: false })),
    });
    actor.send({ type: 'preference.toggle', name: 'emailSubscription' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.saved.emailSubscription).toBe(false);
    expect(actor.getSnapshot().context.draft.emailSubscription).toBe(false);
  });

  it('keeps the choices and shows the message when saving fails', async () => {
    const { actor, notifySaved } = start({
      save: () => rejectWith(failure('RATE_LIMITED', 'Too many requests. Please try again later.')),
    });
    actor.send({ type: 'preference.toggle', name: 'emailSubscription' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'Too many requests. Please try again later.',
      justSaved: false,
    });
    expect(actor.getSnapshot().context.draft.emailSubscription).toBe(true);
    expect(actor.getSnapshot().context.saved.emailSubscription).toBe(false);
    expect(notifySaved).not.toHaveBeenCalled();
    actor.send({ type: 'allowall.toggle' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
