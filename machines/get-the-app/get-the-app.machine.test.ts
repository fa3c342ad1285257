import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { failure, rejectWith } from '../shared/test-support';
import { getTheAppMachine, type SendAppLinkInput } from './get-the-app.machine';

function start(send: () => Promise<{ maskedMobile: string }>) {
  const calls: SendAppLinkInput[] = [];
  const machine = getTheAppMachine.provide({
    actors: {
      sendAppLink: fromPromise<{ maskedMobile: string }, SendAppLinkInput>(({ input }) => {
        calls.push(input);
        return send();
      }),
    },
  });
  return { actor: createActor(machine).start(), calls };
}

describe('getTheApp', () => {
  it('keeps digits only, at most 11, and explains what is missing on submit', () => {
    const { actor, calls } = start(() => Promise.resolve({ maskedMobile: '0917 *** 4567' }));
    actor.send({ type: 'mobile.change', value: '0917-123-4567-89' });
    expect(actor.getSnapshot().context.mobile).toBe('09171234567');
    actor.send({ type: 'mobile.change', value: '9171234567' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context).toMatchObject({
      mobileError: 'Invalid mobile format',
      captchaError: 'Please complete the captcha.',
    });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toEqual([]);
    // A solved captcha says nothing; only the number is refused.
    actor.send({ type: 'captcha.change', token: 'captcha-pass-0001' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context).toMatchObject({
      mobileError: 'Invalid mobile format',
      captchaError: null,
    });
    expect(calls).toEqual([]);
  });

  it("shows the server's own words under the number when it refuses it", async () => {
    const { actor } = start(() =>
      rejectWith(
        failure('VALIDATION_ERROR', 'Please check the form.', {
          fields: { mobile: 'This number cannot receive SMS.' },
        }),
      ),
    );
    actor.send({ type: 'mobile.change', value: '09171234567' });
    actor.send({ type: 'captcha.change', token: 'captcha-pass-0001' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({
      mobileError: 'This number cannot receive SMS.',
      captchaToken: null,
    });
  });

  it("sends the link and shows 'Successful!' with the masked number, then a fresh form", async () => {
    const { actor, calls } = start(() => Promise.resolve({ maskedMobile: '0917 *** 4567' }));
    actor.send({ type: 'mobile.change', value: '09171234567' });
    actor.send({ type: 'captcha.change', token: 'captcha-pass-0001' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(calls).toEqual([{ mobile: '09171234567', recaptcha: 'captcha-pass-0001' }]);
    expect(actor.getSnapshot().context.maskedMobile).toBe('0917 *** 4567');
    actor.send({ type: 'dialog.close' });
    expect(actor.getSnapshot().context).toMatchObject({
      mobile: '',
      captchaToken: null,
      maskedMobile: null,
    });
  });

  it("resets the captcha on a failed send and shows 'Temporarily Disabled' inside 5 minutes", async () => {
    const { actor } = start(() => rejectWith(failure('PLEASE_RESEND_LATER')));
    actor.send({ type: 'mobile.change', value: '09171234567' });
    actor.send({ type: 'captcha.change', token: 'captcha-pass-0001' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({
      captchaToken: null,
      captchaKey: 1,
      notice: { title: 'Temporarily Disabled', message: 'You may try again after 5 minutes.' },
    });
  });

  it("shows 'Temporarily Disabled' with the server's wait past an SMS ceiling", async () => {
    const { actor } = start(() =>
      rejectWith(
        failure('TEMPORARILY_DISABLED', 'You may try again after 55 minutes.', {
          title: 'Temporarily Disabled',
          retryAfter: 3300,
        }),
      ),
    );
    actor.send({ type: 'mobile.change', value: '09171234567' });
    actor.send({ type: 'captcha.change', token: 'captcha-pass-0001' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({
      captchaToken: null,
      captchaKey: 1,
      notice: { title: 'Temporarily Disabled', message: 'You may try again after 55 minutes.' },
    });
  });
});
