import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { nameTextSchema, PasscodeSchema, textSchema } from './fields';

/** docs/security.md, SEC-01: a passcode is exactly six ASCII digits, taken as the string sent. */
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

/** The free-text building blocks (docs/specification.md#input-rules). */
describe('textSchema and nameTextSchema', () => {
  const controls = [
    ...Array.from({ length: 0x20 }, (_, code) => String.fromCodePoint(code)),
    ...Array.from({ length: 0x21 }, (_, code) => String.fromCodePoint(0x7f + code)),
  ];
  const bidi = [
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
  ];

  it('refuses each of the 65 control characters (C0, DEL, C1) anywhere, before any trim', () => {
    expect(controls).toHaveLength(65);
    for (const schema of [textSchema(), nameTextSchema()]) {
      for (const control of controls) {
        for (const value of [control, `a${control}b`, `${control}ab`, `ab${control}`]) {
          const parsed = v.safeParse(schema, value);
          expect(parsed.success, JSON.stringify(value)).toBe(false);
          expect(parsed.issues?.[0]?.message).toBe(
            'Remove line breaks, tabs and other control characters.',
          );
        }
      }
    }
  });

  it('refuses the bidi overrides and isolates in names and addresses only', () => {
    for (const character of bidi) {
      const value = `Pasig${character} City`;
      const parsed = v.safeParse(nameTextSchema(), value);
      expect(parsed.success, JSON.stringify(value)).toBe(false);
      expect(parsed.issues?.[0]?.message).toBe(
        'Remove the characters that change the text’s direction.',
      );
      expect(v.safeParse(textSchema(), value).success).toBe(true);
    }
  });

  it('takes ordinary text, accents, other scripts and the marks that are not overrides', () => {
    for (const value of [
      '',
      'Peñafrancia Mart',
      "O'Hara",
      'مرحبا',
      '東京',
      'a\u200fb',
      'a\u00a0b',
      '😀',
    ]) {
      expect(v.safeParse(nameTextSchema(), value).output).toBe(value);
    }
  });

  it('uses the field’s own messages when given', () => {
    const schema = nameTextSchema({ type: 'Type', invalid: 'Invalid' });
    expect(v.safeParse(schema, 5).issues?.[0]?.message).toBe('Type');
    expect(v.safeParse(schema, 'a\u0000').issues?.[0]?.message).toBe('Invalid');
    expect(v.safeParse(schema, 'a\u202e').issues?.[0]?.message).toBe('Invalid');
  });
});
