import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PasscodeSchema } from './fields';

/** SECURITY-CHECKLIST SEC-01: a passcode is exactly six ASCII digits, taken as the string sent. */
describe('PasscodeSchema', () => {
  it('takes every string of exactly six ASCII digits, unchanged', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{6}$/), (passcode) => {
        const parsed = v.safeParse(PasscodeSchema, passcode);
        expect(parsed.success).toBe(true);
        expect(parsed.output).toBe(passcode);
      }),
    );
  });

  it('refuses every other string, with the same message', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }).filter((value) => !/^[0-9]{6}$/.test(value)),
        (value) => {
          const parsed = v.safeParse(PasscodeSchema, value);
          expect(parsed.success).toBe(false);
          expect(parsed.issues?.[0]?.message).toBe('Passcode must be exactly 6 digits (0–9).');
        },
      ),
    );
  });

  it('refuses lookalike digits and values that are not strings', () => {
    for (const value of [
      '１２３４５６',
      '١٢٣٤٥٦',
      '¹²³⁴⁵⁶',
      '123456\n',
      123456,
      null,
      ['123456'],
    ]) {
      expect(v.is(PasscodeSchema, value), JSON.stringify(value)).toBe(false);
    }
  });
});
