import { expect, it } from 'vitest';
import { codeStepInput } from './code-step';

it('refuses to start the code step without the challenge it was sent', () => {
  expect(() => codeStepInput(null, { countryCode: 'PH', mobile: '9171234567' })).toThrow(
    'the code step needs a challenge',
  );
});
