import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passcodeStrength, passcodeWeaknesses } from './passcode-rules';

const digit = fc.integer({ min: 0, max: 9 }).map(String);
const sixDigits = fc.stringMatching(/^[0-9]{6}$/);

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
    ['121212', ['pattern']],
    ['112233', ['pattern']],
    ['123123', ['pattern']],
    ['111222', ['pattern']],
    ['123321', ['pattern']],
    ['159753', ['common']],
    ['147258', ['common']],
    ['520131', ['common']],
    ['271828', []],
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

  it("keeps the seed's demo passcode valid", () => {
    expect(passcodeWeaknesses('482916')).toEqual([]);
  });

  it('refuses every digit repeated six times, as repeated only', () => {
    fc.assert(
      fc.property(digit, (d) => {
        expect(passcodeWeaknesses(d.repeat(6))).toEqual(['repeated']);
      }),
    );
  });

  it('refuses every ascending and descending run, wrapping past 9 and 0', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.constantFrom(1, -1), (start, step) => {
        const run = Array.from({ length: 6 }, (_, i) => String((start + step * i + 20) % 10));
        expect(passcodeWeaknesses(run.join(''))).toContain('sequence');
      }),
    );
  });

  it('refuses repeated pairs and triples, doubled digits, two halves and mirrors', () => {
    fc.assert(
      fc.property(digit, digit, digit, (a, b, c) => {
        for (const passcode of [
          `${a}${b}`.repeat(3),
          `${a}${b}${c}`.repeat(2),
          `${a}${a}${b}${b}${c}${c}`,
          `${a}${a}${a}${b}${b}${b}`,
          `${a}${b}${c}${c}${b}${a}`,
        ]) {
          const reasons = passcodeWeaknesses(passcode);
          expect(reasons.length, passcode).toBeGreaterThan(0);
          expect(passcodeStrength(passcode), passcode).toBe(1);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('names a pair of two different digits repeated a pattern, not a repeat', () => {
    fc.assert(
      fc.property(digit, digit, (a, b) => {
        fc.pre(a !== b);
        expect(passcodeWeaknesses(`${a}${b}`.repeat(3))).toEqual(['pattern']);
      }),
    );
  });

  it('answers only reasons for the context it is given: birthday and mobile need their context', () => {
    fc.assert(
      fc.property(sixDigits, (passcode) => {
        const bare = passcodeWeaknesses(passcode);
        expect(bare).not.toContain('birthday');
        expect(bare).not.toContain('mobile');
        expect(passcodeWeaknesses(passcode, { mobile: `+63917${passcode}` })).toEqual([
          ...bare,
          'mobile',
        ]);
      }),
      { numRuns: 300 },
    );
  });

  it('takes away under 1% of the six-digit space without a context', () => {
    let refused = 0;
    for (let n = 0; n < 1_000_000; n += 1) {
      if (passcodeWeaknesses(String(n).padStart(6, '0')).length > 0) refused += 1;
    }
    expect(refused).toBeGreaterThan(3000);
    expect(refused).toBeLessThan(10_000);
  });
});

describe('passcodeStrength', () => {
  it('grades incomplete, refused, fair and strong passcodes', () => {
    expect(passcodeStrength('123')).toBe(0);
    expect(passcodeStrength('111111')).toBe(1);
    expect(passcodeStrength('112211')).toBe(1);
    expect(passcodeStrength('112212')).toBe(2);
    expect(passcodeStrength('482916')).toBe(3);
  });
});
