import { describe, expect, it } from 'vitest';
import { passcodeStrength, passcodeWeaknesses } from './passcode-rules';

describe('passcodeWeaknesses', () => {
  it.each([
    ['12345', ['length']],
    ['12a456', ['length']],
    ['１２３４５６', ['length']],
    ['000000', ['repeated']],
    ['777777', ['repeated']],
    ['123456', ['sequence']],
    ['654321', ['sequence']],
    ['890123', ['sequence']],
    ['482916', []],
    ['012345', ['sequence']],
    ['013579', []],
  ])('%s → %j', (passcode, expected) => {
    expect(passcodeWeaknesses(passcode)).toEqual(expected);
  });

  it('refuses the birth date as DDMMYY, MMDDYY and YYMMDD', () => {
    const context = { birthday: '1990-03-14' };
    expect(passcodeWeaknesses('140390', context)).toEqual(['birthday']);
    expect(passcodeWeaknesses('031490', context)).toEqual(['birthday']);
    expect(passcodeWeaknesses('900314', context)).toEqual(['birthday']);
    expect(passcodeWeaknesses('140391', context)).toEqual([]);
  });

  it('refuses the last six digits of the mobile number', () => {
    expect(passcodeWeaknesses('000001', { mobile: '+639170000001' })).toEqual(['mobile']);
  });
});

describe('passcodeStrength', () => {
  it('grades incomplete, refused, fair and strong passcodes', () => {
    expect(passcodeStrength('123')).toBe(0);
    expect(passcodeStrength('111111')).toBe(1);
    expect(passcodeStrength('112211')).toBe(2);
    expect(passcodeStrength('482916')).toBe(3);
  });
});
