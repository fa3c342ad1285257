import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CodeSent } from '#contract/auth';
import { codeSent, failure, rejectWith } from '../shared/test-support';
import { forceResetMachine, type SendChallengeInput } from './force-reset.machine';

const sent = codeSent('0917 *** 0003');

function start(send: (input: SendChallengeInput) => Promise<CodeSent>) {
  const calls: SendChallengeInput[] = [];
  const machine = forceResetMachine.provide({
    actors: {
      sendChallenge: fromPromise<CodeSent, SendChallengeInput>(({ input }) => {
        calls.push(input);
        return send(input);
      }),
    },
  });
  const actor = createActor(machine, {
    input: { countryCode: 'PH', mobile: '09170000003' },
  }).start();
  return { actor, calls };
}

describe('forceReset', () => {
  it('sends a challenge with the captcha pass and ends with the refCode', async () => {
    const { actor, calls } = start(() => Promise.resolve(sent));
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send({ type: 'captcha.change', token: 'captcha-pass-0001' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([
      { countryCode: 'PH', mobile: '09170000003', recaptcha: 'captcha-pass-0001' },
    ]);
    expect(actor.getSnapshot().output).toEqual(sent);
  });

  it('stays and resets the captcha when the send fails', async () => {
    const { actor } = start(() => rejectWith(failure('SMS_SEND_FAILED', 'No SMS.')));
    actor.send({ type: 'captcha.change', token: 'captcha-pass-0001' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('confirming') && s.context.error === 'No SMS.');
    expect(actor.getSnapshot().context).toMatchObject({ captchaToken: null, captchaKey: 1 });
    actor.send({ type: 'captcha.change', token: 'captcha-pass-0002' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('confirming') && s.context.captchaKey === 2);
    expect(actor.getSnapshot().context.error).toBe('No SMS.');
  });
});
