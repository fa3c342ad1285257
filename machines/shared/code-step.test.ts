import { expect, it } from 'vitest';
import { codeStepInput, sentChallenge } from './code-step';

it('refuses to start the code step without the challenge it was sent', () => {
  expect(() => codeStepInput(null, { countryCode: 'PH', mobile: '9171234567' })).toThrow(
    'the code step needs a challenge',
  );
});

it('gives back the challenge that was sent, and refuses when none was', () => {
  const sent = {
    next: 'code',
    refCode: 'R1',
    type: 1,
    maskedTarget: '0917 *** 4567',
    expiresInSeconds: 300,
  } as const;
  expect(sentChallenge(sent)).toBe(sent);
  expect(() => sentChallenge(null)).toThrow('the code step needs a challenge');
});
