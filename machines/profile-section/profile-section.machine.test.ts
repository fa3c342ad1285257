import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { MemberDetails } from '#contract/members';
import { failure, memberFixture, rejectWith } from '../shared/test-support';
import { profileSectionMachine, type ProfileSectionInput } from './profile-section.machine';

function start(
  section: ProfileSectionInput['section'],
  options: { member?: MemberDetails; save?: () => Promise<MemberDetails> } = {},
) {
  const saves: unknown[] = [];
  const notifySaved = vi.fn();
  const machine = profileSectionMachine.provide({
    actors: {
      saveSection: fromPromise<MemberDetails, { payload: unknown }>(({ input }) => {
        saves.push(input.payload);
        return (options.save ?? (() => Promise.resolve(memberFixture())))();
      }),
    },
    actions: { notifySaved },
  });
  const actor = createActor(machine, {
    input: { section, member: options.member ?? memberFixture() },
  }).start();
  return { actor, saves, notifySaved };
}

const withCar = memberFixture({ vehicleOwner: 1, fuelType: 1, carNumber: 2 });

describe('profileSection', () => {
  it("starts pristine with the section's values as strings", () => {
    const { actor } = start('personal');
    expect(actor.getSnapshot().value).toBe('pristine');
    expect(actor.getSnapshot().context).toMatchObject({
      saved: { civilStatus: '1', gender: '1', nationality: 'Filipino' },
      draft: { civilStatus: '1', gender: '1', nationality: 'Filipino' },
      fieldErrors: {},
      error: null,
      justSaved: false,
    });
  });

  it('shows Save and Cancel only while a value differs from the saved one', () => {
    const { actor } = start('personal');
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().value).toBe('pristine');
    actor.send({ type: 'field.change', name: 'civilStatus', value: '2' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
    actor.send({ type: 'field.change', name: 'civilStatus', value: '1' });
    expect(actor.getSnapshot().value).toBe('pristine');
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
  });

  it('puts the saved values back on cancel', () => {
    const { actor } = start('personal');
    actor.send({ type: 'field.change', name: 'gender', value: '' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ gender: 'This field is required.' });
    actor.send({ type: 'form.cancel' });
    expect(actor.getSnapshot().value).toBe('pristine');
    expect(actor.getSnapshot().context).toMatchObject({
      draft: { civilStatus: '1', gender: '1', nationality: 'Filipino' },
      fieldErrors: {},
      error: null,
    });
  });

  it('marks each refused field with its message and sends nothing', () => {
    const { actor, saves } = start('personal');
    actor.send({ type: 'field.change', name: 'civilStatus', value: '5' });
    actor.send({ type: 'field.change', name: 'gender', value: '' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      civilStatus: 'This field is required.',
      gender: 'This field is required.',
    });
    expect(saves).toEqual([]);
    actor.send({ type: 'field.change', name: 'gender', value: '2' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      civilStatus: 'This field is required.',
    });
  });

  it('saves only its section, busy meanwhile, and takes the answer as saved', async () => {
    const { actor, saves, notifySaved } = start('personal', {
      save: () => Promise.resolve(memberFixture({ civilStatus: 3, gender: 2 })),
    });
    actor.send({ type: 'field.change', name: 'civilStatus', value: '3' });
    actor.send({ type: 'field.change', name: 'gender', value: '2' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'form.cancel' });
    actor.send({ type: 'field.change', name: 'gender', value: '1' });
    expect(actor.getSnapshot().value).toBe('saving');
    await waitFor(actor, (s) => !s.matches('saving'));
    expect(saves).toEqual([
      { section: 'personal', civilStatus: 3, gender: 2, nationality: 'Filipino' },
    ]);
    expect(actor.getSnapshot().value).toBe('pristine');
    expect(actor.getSnapshot().context).toMatchObject({
      saved: { civilStatus: '3', gender: '2', nationality: 'Filipino' },
      draft: { civilStatus: '3', gender: '2', nationality: 'Filipino' },
      justSaved: true,
    });
    expect(notifySaved).toHaveBeenCalledTimes(1);
    actor.send({ type: 'field.change', name: 'nationality', value: 'Japanese' });
    expect(actor.getSnapshot().context.justSaved).toBe(false);
  });

  it("puts the server's field messages on their fields", async () => {
    const { actor, notifySaved } = start('contact', {
      save: () =>
        rejectWith(
          failure('EMAIL_LOCKED', 'Your email is verified.', {
            fields: { email: 'A verified email cannot change.' },
          }),
        ),
    });
    actor.send({ type: 'field.change', name: 'email', value: 'juan@example.ph' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => !s.matches('saving'));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({
      fieldErrors: { email: 'A verified email cannot change.' },
      error: 'Your email is verified.',
    });
    expect(notifySaved).not.toHaveBeenCalled();
  });

  it('shows any other failure with the section', async () => {
    const { actor } = start('personal', {
      save: () => rejectWith(failure('RATE_LIMITED', 'Slow down.')),
    });
    actor.send({ type: 'field.change', name: 'civilStatus', value: '4' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => !s.matches('saving'));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: {}, error: 'Slow down.' });
    actor.send({ type: 'field.change', name: 'civilStatus', value: '2' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('keeps digits only, at most 15, of the alternate mobile, and sends an empty email as none', async () => {
    const { actor, saves } = start('contact');
    actor.send({
      type: 'field.change',
      name: 'mobilePhoneAlternate',
      value: '+63 917-000-0002-12345',
    });
    expect(actor.getSnapshot().context.draft.mobilePhoneAlternate).toBe('639170000002123');
    actor.send({ type: 'field.change', name: 'email', value: 'juan@' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      email: 'Please enter a valid email address.',
    });
    actor.send({ type: 'field.change', name: 'email', value: '' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => !s.matches('saving'));
    expect(saves).toEqual([
      { section: 'contact', mobilePhoneAlternate: '639170000002123', email: null },
    ]);
  });

  it('sets fuel type and number of cars to 0 when the member owns no car', async () => {
    const { actor, saves } = start('car', { member: withCar });
    expect(actor.getSnapshot().context.draft).toEqual({
      vehicleOwner: '1',
      fuelType: '1',
      carNumber: '2',
    });
    actor.send({ type: 'field.change', name: 'vehicleOwner', value: '2' });
    expect(actor.getSnapshot().context.draft).toEqual({
      vehicleOwner: '2',
      fuelType: '0',
      carNumber: '0',
    });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => !s.matches('saving'));
    expect(saves).toEqual([{ section: 'car', vehicleOwner: 2, fuelType: 0, carNumber: 0 }]);
  });

  it('takes no fuel type or number of cars while there is no car', () => {
    const { actor } = start('car');
    actor.send({ type: 'field.change', name: 'fuelType', value: '1' });
    actor.send({ type: 'field.change', name: 'carNumber', value: '3' });
    expect(actor.getSnapshot().value).toBe('pristine');
    actor.send({ type: 'field.change', name: 'vehicleOwner', value: '1' });
    actor.send({ type: 'field.change', name: 'vehicleOwner', value: '2' });
    expect(actor.getSnapshot().value).toBe('pristine');
    actor.send({ type: 'field.change', name: 'vehicleOwner', value: '1' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'field.change', name: 'vehicleOwner', value: '' });
    actor.send({ type: 'field.change', name: 'carNumber', value: '3' });
    expect(actor.getSnapshot().context.draft.carNumber).toBe('0');
  });

  it('needs a fuel type and a number of cars (2 digits at most) from a car owner', () => {
    const { actor } = start('car');
    actor.send({ type: 'field.change', name: 'vehicleOwner', value: '1' });
    actor.send({ type: 'field.change', name: 'carNumber', value: '1a23' });
    expect(actor.getSnapshot().context.draft.carNumber).toBe('12');
    actor.send({ type: 'field.change', name: 'carNumber', value: '0' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      fuelType: 'Please choose a fuel type.',
      carNumber: 'Enter how many cars you own.',
    });
    actor.send({ type: 'field.change', name: 'fuelType', value: '2' });
    actor.send({ type: 'field.change', name: 'carNumber', value: '1' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('saving');
  });

  it('drops the fuel type and number of cars messages when the member chooses no car', () => {
    const { actor } = start('car');
    actor.send({ type: 'field.change', name: 'vehicleOwner', value: '1' });
    actor.send({ type: 'form.submit' });
    expect(Object.keys(actor.getSnapshot().context.fieldErrors).sort()).toEqual([
      'carNumber',
      'fuelType',
    ]);
    actor.send({ type: 'field.change', name: 'vehicleOwner', value: '2' });
    expect(actor.getSnapshot().value).toBe('pristine');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('takes a new member while pristine and ignores one while editing', () => {
    const { actor } = start('personal');
    actor.send({ type: 'member.change', member: memberFixture({ civilStatus: 2 }) });
    expect(actor.getSnapshot().value).toBe('pristine');
    expect(actor.getSnapshot().context.saved.civilStatus).toBe('2');
    expect(actor.getSnapshot().context.draft.civilStatus).toBe('2');
    actor.send({ type: 'field.change', name: 'gender', value: '2' });
    actor.send({ type: 'member.change', member: memberFixture({ civilStatus: 4 }) });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.saved.civilStatus).toBe('2');
    expect(actor.getSnapshot().context.draft.gender).toBe('2');
  });
});
